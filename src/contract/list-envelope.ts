import * as v from 'valibot';

/**
 * A list response. Our server sends `{ data: [...] }`; older backends send the bare array or
 * `{ data: null }` for "none". The output is always `{ data: T[] }`, which is also what the server emits.
 */
export function listEnvelope<const TItem extends v.GenericSchema>(item: TItem) {
  return v.pipe(
    v.unknown(),
    v.transform((body) => (Array.isArray(body) ? { data: body } : body)),
    v.object({ data: v.nullish(v.array(item), () => []) }),
  );
}
