import * as v from 'valibot';

const keyed = v.record(v.string(), v.unknown());

/** How the report names a record: its key when it has a usable one, else its position ('#3'). */
export function recordId(raw: unknown, keyField: string, position: number): string {
  const parsed = v.safeParse(keyed, raw);
  const key = parsed.success ? parsed.output[keyField] : undefined;
  return typeof key === 'string' && key.trim() !== '' ? key.trim() : `#${position + 1}`;
}
