import { containsPattern, SqlWhere } from './sqlList';

describe('containsPattern', () => {
  it('looks for the term anywhere', () => {
    expect(containsPattern('Ива')).toBe('%Ива%');
  });

  it('takes LIKE wildcards and the escape character literally', () => {
    expect(containsPattern('50%_a\\b')).toBe('%50\\%\\_a\\\\b%');
  });
});

describe('SqlWhere', () => {
  it('is empty without conditions', () => {
    const where = new SqlWhere();
    expect(where.sql).toBe('');
    expect(where.params).toEqual([]);
  });

  it('numbers parameters in order and joins conditions with AND', () => {
    const where = new SqlWhere();
    where.and(`c.city_id = ${where.param(3)}`);
    const like = where.param('%a%');
    where.and(`(c.code ILIKE ${like} OR c.name ILIKE ${like})`).and('c.is_active');
    expect(where.sql).toBe('WHERE c.city_id = $1 AND (c.code ILIKE $2 OR c.name ILIKE $2) AND c.is_active');
    expect(where.params).toEqual([3, '%a%']);
  });

  it('numbers after the parameters the statement already has', () => {
    const where = new SqlWhere([true], ['o.is_crypto = $1']);
    where.and(`o.cash_register_id = ${where.param(7)}`);
    expect(where.sql).toBe('WHERE o.is_crypto = $1 AND o.cash_register_id = $2');
    expect(where.params).toEqual([true, 7]);
  });

  it('copies: what the copy adds stays out of the original', () => {
    const where = new SqlWhere();
    where.and(`a = ${where.param(1)}`);
    const page = where.copy();
    page.and(`b > ${page.param(2)}`);
    expect(page.sql).toBe('WHERE a = $1 AND b > $2');
    expect(page.params).toEqual([1, 2]);
    expect(where.sql).toBe('WHERE a = $1');
    expect(where.params).toEqual([1]);
  });
});
