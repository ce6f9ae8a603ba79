/**
 * Collects SQL conditions and their parameters so placeholders ($1, $2 …) are numbered in one place.
 * Values always travel as parameters; only the fixed SQL fragments written in this code are concatenated.
 */
export class SqlBuilder {
  readonly params: unknown[] = [];
  private readonly conditions: string[] = [];

  /** Adds `value` as the next parameter and returns its placeholder. */
  param(value: unknown): string {
    this.params.push(value);
    return `$${this.params.length}`;
  }

  /** Adds a condition; `fragment` receives the placeholders of `values` in order. */
  where(fragment: (...placeholders: string[]) => string, ...values: unknown[]): this {
    this.conditions.push(fragment(...values.map((value) => this.param(value))));
    return this;
  }

  /** The AND of every condition, or TRUE when there is none. */
  whereClause(): string {
    return this.conditions.length === 0 ? 'TRUE' : this.conditions.join(' AND ');
  }
}
