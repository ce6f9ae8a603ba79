import * as v from 'valibot';
import { type FieldDrop, parseResoFields, type ResoFieldValues } from './parse-reso-fields';

const itemSchema = v.record(v.string(), v.unknown());

/** An item made whole, or the field it cannot do without. */
export type ChildItem<T> = { keep: T } | { missing: string };

/**
 * An `$expand`ed child list (Media, Rooms, OpenHouse) item by item: a bad field of an item is dropped
 * like any other, and an item that `complete` cannot make whole (a photo without a URL) is dropped and
 * reported as 'Media[2]'. Absent or null means "not expanded": undefined, so what is stored is kept.
 */
export function parseResoChildren<const E extends v.ObjectEntries, T>(
  name: string,
  value: unknown,
  entries: E,
  complete: (fields: ResoFieldValues<E>) => ChildItem<T>,
  dropped: FieldDrop[],
): T[] | undefined {
  if (value === undefined || value === null) return undefined;
  if (!Array.isArray(value)) {
    dropped.push({ field: name, reason: 'Expected an array' });
    return undefined;
  }
  const items: T[] = [];
  value.forEach((raw: unknown, index) => {
    const at = `${name}[${index}]`;
    const parsed = v.safeParse(itemSchema, raw);
    if (!parsed.success) {
      dropped.push({ field: at, reason: 'Expected an object' });
      return;
    }
    const own: FieldDrop[] = [];
    const item = complete(parseResoFields(entries, parsed.output, own));
    if ('missing' in item) {
      const why = own.find((drop) => drop.field === item.missing)?.reason ?? 'missing';
      dropped.push({ field: at, reason: `${item.missing}: ${why}` });
      return;
    }
    dropped.push(...own.map((drop) => ({ field: `${at}.${drop.field}`, reason: drop.reason })));
    items.push(item.keep);
  });
  return items;
}
