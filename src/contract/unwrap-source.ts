import * as v from 'valibot';

function isSourceWrapper(value: unknown): value is { _source: unknown } {
  return typeof value === 'object' && value !== null && '_source' in value;
}

/**
 * Accepts an item either plain or wrapped as `{ _source: item }` (Elasticsearch-backed result sets,
 * SPEC §3) and validates the plain item with `schema`, so issues point at the item's own fields.
 */
export function unwrapSource<const TSchema extends v.GenericSchema>(schema: TSchema) {
  return v.pipe(
    v.unknown(),
    v.transform((item) => (isSourceWrapper(item) ? item._source : item)),
    schema,
  );
}
