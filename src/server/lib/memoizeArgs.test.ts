import { memoizeArgs } from './memoizeArgs';

describe('memoizeArgs', () => {
  it('builds once per distinct argument list and returns the same result after', () => {
    let builds = 0;
    const sql = memoizeArgs((table: string, size: number, offset: boolean) => {
      builds++;
      return `SELECT * FROM ${table} LIMIT ${size}${offset ? ' OFFSET $1' : ''}`;
    });
    const first = sql('transfers', 20, false);
    expect(sql('transfers', 20, false)).toBe(first);
    expect(builds).toBe(1);
    expect(sql('transfers', 20, true)).toBe('SELECT * FROM transfers LIMIT 20 OFFSET $1');
    expect(sql('transfers', 100, false)).toBe('SELECT * FROM transfers LIMIT 100');
    expect(builds).toBe(3);
  });

  it('tells a prefix of an argument list from the whole list, and objects by identity', () => {
    const joined = memoizeArgs((...parts: unknown[]) => parts.length);
    expect(joined('a')).toBe(1);
    expect(joined('a', 'b')).toBe(2);
    expect(joined('a')).toBe(1);
    const keyed = memoizeArgs((shape: { joins: string }) => ({ ...shape }));
    const shape = { joins: 'JOIN x' };
    expect(keyed(shape)).toBe(keyed(shape));
    expect(keyed({ joins: 'JOIN x' })).not.toBe(keyed(shape));
  });

  it('keeps at most `limit` results and builds the rest every time', () => {
    let builds = 0;
    const sql = memoizeArgs((n: number) => {
      builds++;
      return `LIMIT ${n}`;
    }, 2);
    sql(1);
    sql(2);
    sql(3);
    sql(3);
    expect(builds).toBe(4);
    sql(1);
    expect(builds).toBe(4);
  });
});
