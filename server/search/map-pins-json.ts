import type { PinRows } from './pin-rows';

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const ZERO = 0x30;
const MINUS = 0x2d;
const DOT = 0x2e;
const NULL = 'null';
/**
 * The most bytes String() writes for a number: a negative one from 1e-6 to 1e-5 with 17 digits,
 * '-0.0000012345678901234567' (smaller ones take an exponent, which is shorter).
 */
const NUMBER_BYTES = 25;

/**
 * A byte buffer the answer is written into, grown by doubling: UTF-8 from the start, so the 1 MB of a
 * metro's pins is neither built as a JavaScript string nor encoded again on its way to the socket.
 */
class ByteWriter {
  private bytes: Buffer;
  private at = 0;

  constructor(capacity: number) {
    this.bytes = Buffer.allocUnsafe(capacity);
  }

  /** Bytes of plain ASCII text (property names, punctuation). */
  ascii(text: string): void {
    this.room(text.length);
    for (let i = 0; i < text.length; i++) this.bytes[this.at++] = text.charCodeAt(i);
  }

  byte(value: number): void {
    this.room(1);
    this.bytes[this.at++] = value;
  }

  /** A number as JSON.stringify writes it: whole ones digit by digit, any other through String(). */
  number(value: number): void {
    this.room(NUMBER_BYTES);
    this.unreservedNumber(value);
  }

  /** `number` where room for NUMBER_BYTES is reserved already. */
  private unreservedNumber(value: number): void {
    if (!Number.isSafeInteger(value)) {
      const text = Number.isFinite(value) ? String(value) : NULL;
      for (let i = 0; i < text.length; i++) this.bytes[this.at++] = text.charCodeAt(i);
      return;
    }
    let rest = value;
    if (rest < 0) {
      this.bytes[this.at++] = MINUS;
      rest = -rest;
    }
    this.digits(rest, 1);
  }

  /**
   * Millionths of a degree (a whole number) as JSON.stringify writes the degrees they stand for: the
   * shortest text that reads back as `value / 1e6`, which is the decimal with at most six places and no
   * trailing zeros (any shorter one lies at least 1e-6 away, many doubles apart).
   */
  private microdegrees(value: number): void {
    let rest = value;
    if (rest < 0) {
      this.bytes[this.at++] = MINUS;
      rest = -rest;
    }
    const whole = Math.floor(rest / 1e6);
    let fraction = rest - whole * 1e6;
    this.digits(whole, 1);
    if (fraction === 0) return;
    let places = 6;
    while (fraction % 10 === 0) {
      fraction /= 10;
      places -= 1;
    }
    this.bytes[this.at++] = DOT;
    this.digits(fraction, places);
  }

  /** A string as JSON.stringify writes it; plain printable ASCII without a stop in JavaScript. */
  string(text: string): void {
    this.room(text.length + 2);
    const start = this.at;
    this.bytes[this.at++] = QUOTE;
    for (let i = 0; i < text.length; i++) {
      const unit = text.charCodeAt(i);
      if (unit < 0x20 || unit > 0x7e || unit === QUOTE || unit === BACKSLASH) {
        // Escapes, non-ASCII or a lone surrogate: JSON.stringify knows every rule.
        this.at = start;
        const escaped = Buffer.from(JSON.stringify(text));
        this.room(escaped.length);
        escaped.copy(this.bytes, this.at);
        this.at += escaped.length;
        return;
      }
      this.bytes[this.at++] = unit;
    }
    this.bytes[this.at++] = QUOTE;
  }

  /** Numbers as a JSON array (NaN as null); with `negativeIsNull`, every negative one as null too. */
  numbers(values: ArrayLike<number>, negativeIsNull = false): void {
    this.room(2 + values.length * (NUMBER_BYTES + 1));
    const { bytes } = this;
    bytes[this.at++] = 0x5b;
    for (let i = 0; i < values.length; i++) {
      if (i > 0) bytes[this.at++] = COMMA;
      const value = values[i] as number;
      if (negativeIsNull && value < 0) {
        for (let j = 0; j < 4; j++) bytes[this.at++] = NULL.charCodeAt(j);
      } else this.unreservedNumber(value);
    }
    bytes[this.at++] = 0x5d;
  }

  /** Strings as a JSON array. */
  strings(values: readonly string[]): void {
    this.byte(0x5b);
    for (let i = 0; i < values.length; i++) {
      if (i > 0) this.byte(COMMA);
      this.string(values[i] as string);
    }
    this.byte(0x5d);
  }

  /** `column`'s millionths of a degree at the rows `at`, as a JSON array of degrees. */
  degrees(column: Int32Array, at: readonly number[]): void {
    this.room(2 + at.length * (NUMBER_BYTES + 1));
    const { bytes } = this;
    bytes[this.at++] = 0x5b;
    for (let i = 0; i < at.length; i++) {
      if (i > 0) bytes[this.at++] = COMMA;
      this.microdegrees(column[at[i] as number] as number);
    }
    bytes[this.at++] = 0x5d;
  }

  /**
   * The bytes written, in a buffer of their own size: the one written into is larger, and an answer kept
   * in a cache should hold no more than its bytes.
   */
  done(): Buffer {
    // Every write reserves its room first; were one to miss, the bytes past the end would be lost.
    if (this.at > this.bytes.length) throw new Error('map pins JSON: wrote past the end of its buffer');
    const exact = Buffer.allocUnsafeSlow(this.at);
    this.bytes.copy(exact, 0, 0, this.at);
    return exact;
  }

  /** A non-negative whole number in at least `width` digits (leading zeros for a fraction). */
  private digits(value: number, width: number): void {
    const { bytes } = this;
    if (value < 0x80000000) {
      // Small enough for integer arithmetic, which V8 runs far faster than division of doubles.
      let length = value < 10 ? 1 : value < 100 ? 2 : value < 1000 ? 3 : value < 10000 ? 4 : 5;
      for (let bound = 100000; bound <= value; bound *= 10) length += 1;
      if (length < width) length = width;
      let rest = value | 0;
      for (let i = this.at + length - 1; i >= this.at; i--) {
        const next = (rest / 10) | 0;
        bytes[i] = ZERO + rest - next * 10;
        rest = next;
      }
      this.at += length;
      return;
    }
    let length = 1;
    for (let bound = 10; bound <= value && length < 16; bound *= 10) length += 1;
    if (length < width) length = width;
    let rest = value;
    for (let i = this.at + length - 1; i >= this.at; i--) {
      const digit = rest % 10;
      bytes[i] = ZERO + digit;
      rest = (rest - digit) / 10;
    }
    this.at += length;
  }

  private room(needed: number): void {
    if (this.at + needed <= this.bytes.length) return;
    const grown = Buffer.allocUnsafe(Math.max(this.bytes.length * 2, this.at + needed));
    this.bytes.copy(grown, 0, 0, this.at);
    this.bytes = grown;
  }
}

/**
 * The pins answer, `{"data":{…}}` in the columns of `mapPinsSchema`, written as UTF-8 straight from the
 * rows, which are in the index's place order (south to north, then west to east: neighbouring latitudes
 * share digits, which gzip rewards): neighbouring rows at the same coordinate (to 1e-6°, about 0.1 m)
 * become one pin, and street names go into a dictionary in order of first use (`streets`; 18,000 Austin
 * addresses cost 83 KB gzipped that way, 103 KB as lines). The bytes are those of JSON.stringify of the
 * columns built as arrays (a test holds them to it), at half the cost: for a metro's 18,000 pins, 1 MB
 * of text, arrays, stringify and the encoding for the socket were most of a pins call's work.
 */
export function mapPinsJson(rows: PinRows, total: number, truncated: boolean): Buffer {
  const { length, lat, lng } = rows;
  // Pins: one per run of rows at one coordinate, with how many rows stand there.
  const counts: number[] = [];
  const firsts: number[] = [];
  for (let row = 0; row < length; row++) {
    if (row > 0 && lat[row - 1] === lat[row] && lng[row - 1] === lng[row]) {
      counts[counts.length - 1] = (counts[counts.length - 1] as number) + 1;
    } else {
      counts.push(1);
      firsts.push(row);
    }
  }
  const statuses = new Dictionary(rows.statusName);
  const streets = new Dictionary(rows.streetName);
  const status = new Int32Array(length);
  const street = new Int32Array(length);
  for (let row = 0; row < length; row++) {
    status[row] = statuses.indexOf(rows.status[row] as number);
    const code = rows.street[row] as number;
    street[row] = code < 0 ? -1 : streets.indexOf(code);
  }

  const out = new ByteWriter(256 + length * 64);
  out.ascii(`{"data":{"total":`);
  out.number(total);
  out.ascii(`,"truncated":${truncated},"statuses":`);
  out.strings(statuses.values);
  out.ascii(`,"streets":`);
  out.strings(streets.values);
  out.ascii(`,"lat":`);
  out.degrees(lat, firsts);
  out.ascii(`,"lng":`);
  out.degrees(lng, firsts);
  out.ascii(`,"count":`);
  out.numbers(counts);
  out.ascii(`,"key":`);
  out.numbers(rows.key);
  // NaN, no price, is written null, as JSON.stringify writes it.
  out.ascii(`,"price":`);
  out.numbers(rows.price);
  out.ascii(`,"status":`);
  out.numbers(status);
  out.ascii(`,"house":`);
  out.strings(rows.house);
  // -1: a hidden address, whose street is null.
  out.ascii(`,"street":`);
  out.numbers(street, true);
  out.ascii(`,"unit":`);
  out.strings(rows.unit);
  out.ascii('}}');
  return out.done();
}

/** The strings of an answer's dictionary column, in order of first use, from the index's codes. */
class Dictionary {
  readonly values: string[] = [];
  private readonly index = new Map<number, number>();

  constructor(private readonly name: (code: number) => string) {}

  indexOf(code: number): number {
    let at = this.index.get(code);
    if (at === undefined) {
      at = this.values.length;
      this.index.set(code, at);
      this.values.push(this.name(code));
    }
    return at;
  }
}
