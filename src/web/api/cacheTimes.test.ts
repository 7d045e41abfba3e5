import { CACHE_SECONDS, DEFAULT_CACHE_SECONDS, TAG_TYPES, cacheFor } from './cacheTimes';
import { baseApi } from './baseApi';

describe('cache times (docs/PRODUCT.md §9)', () => {
  it('keeps each kind of data as long as docs/PRODUCT.md §9 says', () => {
    expect(cacheFor('Balance')).toBe(2 * 3600);
    expect(cacheFor('CashRegister')).toBe(24 * 3600);
    expect(cacheFor('City')).toBe(24 * 3600);
    expect(cacheFor('Currency')).toBe(24 * 3600);
    expect(cacheFor('Report')).toBe(60);
    expect(cacheFor('Rate')).toBe(60);
    expect(cacheFor('Employee')).toBe(3600);
    expect(DEFAULT_CACHE_SECONDS).toBe(300);
  });

  it('declares every tag of the table on the one API', () => {
    expect(TAG_TYPES).toEqual(Object.keys(CACHE_SECONDS));
    expect(baseApi.reducerPath).toBe('api');
  });
});
