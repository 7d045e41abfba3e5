import type { City, ExchangeTransaction, Paginated } from '..';
import { CitySchema, ExchangeTransactionSchema } from '.';
import { Page, type Static } from './kit';

/** A type that is `true` only when A and B are the same type (checked by `npm run typecheck`). */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

describe('the contract declarations', () => {
  it('give the types the contract exports, the page included', () => {
    const page: Same<Static<ReturnType<typeof Page<typeof CitySchema>>>, Paginated<City>> = true;
    const record: Same<Static<typeof ExchangeTransactionSchema>, ExchangeTransaction> = true;
    expect([page, record]).toEqual([true, true]);
  });

  it('declare nullable fields as one type list and decimals as strings (what the serializer expects)', () => {
    const { properties } = ExchangeTransactionSchema;
    expect(properties.average_cost).toMatchObject({ type: ['string', 'null'] });
    expect(properties.user).toMatchObject({ type: ['object', 'null'], required: ['id', 'name'] });
    expect(properties.amount).toMatchObject({ type: 'string', pattern: expect.any(String) });
    const decimal = new RegExp((properties.amount as unknown as { pattern: string }).pattern);
    expect(decimal.test('-1234.50')).toBe(true);
    expect(decimal.test('1e5')).toBe(false);
  });
});
