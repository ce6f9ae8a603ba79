import * as v from 'valibot';
import { type ResoResource, resoResources } from './import-report';
import type { ResoPage } from './reso-page-schema';

// The field that only that resource's records carry, most specific first: an OpenHouse or a Media record
// carries its listing's ListingKey too, and a Member its OfficeKey.
const keyFields: readonly (readonly [string, ResoResource])[] = [
  ['OpenHouseKey', 'OpenHouse'],
  ['OpenHouseId', 'OpenHouse'],
  ['MediaKey', 'Media'],
  ['ResourceRecordKey', 'Media'],
  ['ListingKey', 'Property'],
  ['ListingId', 'Property'],
  ['MemberKey', 'Member'],
  ['MemberMlsId', 'Member'],
  ['OfficeKey', 'Office'],
  ['OfficeMlsId', 'Office'],
];
const recordSchema = v.record(v.string(), v.unknown());

/**
 * Which resource a page holds: from `@odata.context` ('…/$metadata#Property(Media,OpenHouse)',
 * '…#OpenHouse'), else from the fields of its records. Null when neither says.
 */
export function detectResource(page: ResoPage): ResoResource | null {
  const named = /#(\w+)/.exec(page['@odata.context'] ?? '')?.[1];
  const fromContext = resoResources.find((resource) => resource === named);
  if (fromContext !== undefined) return fromContext;
  for (const record of page.value) {
    const parsed = v.safeParse(recordSchema, record);
    if (!parsed.success) continue;
    const found = keyFields.find(([field]) => field in parsed.output);
    if (found !== undefined) return found[1];
  }
  return null;
}
