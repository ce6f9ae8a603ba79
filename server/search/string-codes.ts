/** Strings as small numbers: each distinct string is numbered once, in order of first use. */
export class StringCodes {
  private readonly codes = new Map<string, number>();
  private readonly strings: string[] = [];

  /** How many strings are numbered. */
  get size(): number {
    return this.strings.length;
  }

  /** The number of `value`, numbering it first if it has none. */
  code(value: string): number {
    let code = this.codes.get(value);
    if (code === undefined) {
      code = this.strings.length;
      this.codes.set(value, code);
      this.strings.push(value);
    }
    return code;
  }

  /** The number of `value`; undefined when it was never numbered. */
  codeOf(value: string): number | undefined {
    return this.codes.get(value);
  }

  /** The string of a number ('' for a number never given). */
  stringOf(code: number): string {
    return this.strings[code] ?? '';
  }
}
