import * as v from 'valibot';

function hasDataKey(body: unknown): boolean {
  return typeof body === 'object' && body !== null && !Array.isArray(body) && 'data' in body;
}

/**
 * A single-record response. Our server sends `{ data: item }`; older backends send the bare record.
 * The output is always `{ data: T }`.
 */
export function itemEnvelope<const TItem extends v.GenericSchema>(item: TItem) {
  return v.pipe(
    v.unknown(),
    v.transform((body) => (hasDataKey(body) ? body : { data: body })),
    v.object({ data: item }),
  );
}
