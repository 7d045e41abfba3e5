// What the lists' filters share: a search term as a LIKE pattern, and a WHERE clause
// collected condition by condition with its numbered parameters. The page itself
// (?page=&size=, the DRF shape) is http/pagination.ts's.

/** `%term%` for LIKE/ILIKE: the term anywhere, its `\`, `%` and `_` taken literally (`\` is LIKE's default escape). */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * A list's WHERE, one condition at a time: `param(value)` gives the next placeholder
 * (`$1`, `$2`…, in the order the statement receives `params`), `and(condition)` adds a
 * condition; `sql` joins them with AND.
 */
export class SqlWhere {
  readonly params: unknown[];
  private readonly conditions: string[];

  /** `params`: those the statement already numbers (`$1` taken before the filters). */
  constructor(params: unknown[] = [], conditions: string[] = []) {
    this.params = [...params];
    this.conditions = [...conditions];
  }

  /** The placeholder for `value`, added to the parameters. Use it twice to compare one value twice. */
  param(value: unknown): string {
    return `$${this.params.push(value)}`;
  }

  and(condition: string): this {
    this.conditions.push(condition);
    return this;
  }

  /** `WHERE a AND b`, or '' when no condition was added. */
  get sql(): string {
    return this.conditions.length ? `WHERE ${this.conditions.join(' AND ')}` : '';
  }

  /** Another where to add to (a page's cursor) that leaves this one as it is. */
  copy(): SqlWhere {
    return new SqlWhere(this.params, this.conditions);
  }
}
