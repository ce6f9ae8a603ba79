import * as v from 'valibot';
import type { ResoResource } from './import-report';
import type { ResoPage } from './reso-page-schema';

const resources: readonly ResoResource[] = ['Property', 'Member', 'Office'];
// The field that only that resource's records carry (a Member has an OfficeKey too, so it goes first).
const keyFields: readonly (readonly [string, ResoResource])[] = [
  ['ListingKey', 'Property'],
  ['ListingId', 'Property'],
  ['MemberKey', 'Member'],
  ['MemberMlsId', 'Member'],
  ['OfficeKey', 'Office'],
  ['OfficeMlsId', 'Office'],
];
const recordSchema = v.record(v.string(), v.unknown());

/**
 * Which resource a page holds: from `@odata.context` ('…/$metadata#Property(Media,OpenHouse)'), else
 * from the fields of its records. Null when neither says.
 */
export function detectResource(page: ResoPage): ResoResource | null {
  const named = /#(\w+)/.exec(page['@odata.context'] ?? '')?.[1];
  const fromContext = resources.find((resource) => resource === named);
  if (fromContext !== undefined) return fromContext;
  for (const record of page.value) {
    const parsed = v.safeParse(recordSchema, record);
    if (!parsed.success) continue;
    const found = keyFields.find(([field]) => field in parsed.output);
    if (found !== undefined) return found[1];
  }
  return null;
}
