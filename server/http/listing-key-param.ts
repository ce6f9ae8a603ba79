import * as v from 'valibot';
import { parseOr400 } from './parse-or-400';

const keySchema = v.object({
  id: v.pipe(
    v.string(),
    v.regex(/^\d{1,15}$/, 'A listing key is a whole number of at most 15 digits'),
    v.transform(Number),
  ),
});

/** The ListingKeyNumeric of a `/…/{id}` route, or a 400 naming the problem. */
export function listingKeyParam(params: unknown): number {
  return parseOr400(keySchema, params, 'listing key').id;
}
