import { layoutForPath } from './layoutForPath';

describe('layoutForPath (spec section 2)', () => {
  it.each([
    ['/login', { kind: 'bare' }],
    ['/login/', { kind: 'bare' }],
    ['/cities/', { kind: 'cities' }],
    ['/cities', { kind: 'cities' }],
    ['/cities/reports/', { kind: 'cities' }],
    ['/cities/print/', { kind: 'cities' }],
    ['/cities/12/', { kind: 'city', cityId: 12 }],
    ['/cities/12/operation-persons/', { kind: 'city', cityId: 12 }],
    ['/cities/12/transfers/', { kind: 'city', cityId: 12 }],
    ['/cities/12/reports/', { kind: 'city', cityId: 12 }],
    ['/cities/abc/', { kind: 'city', cityId: null }],
    ['/cash-registers/7/', { kind: 'cashRegister', cashRegisterId: 7 }],
    ['/cash-registers/7/search/', { kind: 'cashRegister', cashRegisterId: 7 }],
    ['/cash-registers/0/', { kind: 'cashRegister', cashRegisterId: null }],
    ['/', { kind: 'default' }],
    ['/somewhere/else', { kind: 'default' }],
  ])('%s → %j', (path, expected) => {
    expect(layoutForPath(path)).toEqual(expected);
  });
});
