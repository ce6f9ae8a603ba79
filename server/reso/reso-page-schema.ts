import * as v from 'valibot';

/**
 * One page of a RESO Web API (OData JSON) response. The records stay `unknown` here: each is validated on
 * its own so that one bad record costs only itself. `@odata.nextLink` is not followed (the importer reads
 * saved pages; a harvester fetches them).
 */
export const resoPageSchema = v.object({
  '@odata.context': v.optional(v.string()),
  '@odata.nextLink': v.optional(v.string()),
  value: v.array(v.unknown(), 'Expected a "value" array of records'),
});

export type ResoPage = v.InferOutput<typeof resoPageSchema>;
