import * as v from 'valibot';
import { describeIssues } from './describe-issues';
import type { SkippedRecord } from './import-report';
import type { AgentIndex } from './load-agent-index';
import type { PlaceIndex } from './load-place-index';
import { mapListingStatus } from './map-listing-status';
import { mapProperty } from './map-property';
import { type FieldDrop, parseResoFields } from './parse-reso-fields';
import { parseResoProperty } from './parse-reso-property';
import { placeListing } from './place-listing';
import type { PropertyOp } from './property-op';
import { recordId } from './record-id';
import {
  resoPropertyHeadFields,
  resoPropertyHeadSchema,
  resoPropertyKeySchema,
} from './reso-property-head-schema';

export interface PlanContext {
  file: string;
  brokerage: string;
  places: PlaceIndex;
  agents: AgentIndex;
}

const recordSchema = v.record(v.string(), v.unknown());

/**
 * Validates and maps one Property record without touching the database: what to do with it, or why it
 * is skipped. A deleted record (MlgCanView false) needs only its key and timestamp to be taken down, an
 * off-market or not-for-display one its status too. Anything to be served needs a PropertyType we serve
 * and a place in Texas; any other bad field is dropped and reported in the op, never the listing.
 */
export function planPropertyOp(
  raw: unknown,
  position: number,
  context: PlanContext,
): PropertyOp | SkippedRecord {
  const ref = { file: context.file, id: recordId(raw, 'ListingKey', position) };
  const skip = (reason: string): SkippedRecord => ({ ...ref, resource: 'Property', reason });
  const record = v.safeParse(recordSchema, raw);
  if (!record.success) return skip(describeIssues(record.issues));
  const keys = v.safeParse(resoPropertyKeySchema, record.output);
  if (!keys.success) return skip(describeIssues(keys.issues));
  const { ListingKey: key, ModificationTimestamp: modifiedAt } = keys.output;
  const dropped: FieldDrop[] = [];
  const headFields = parseResoFields(resoPropertyHeadFields, record.output, dropped);
  if (headFields.MlgCanView === false) return { kind: 'remove', ref, key, modifiedAt };

  const head = v.safeParse(resoPropertyHeadSchema, record.output);
  if (!head.success) return skip(describeIssues(head.issues));
  const status = mapListingStatus(head.output.StandardStatus, headFields.MlsStatus);
  if (status === null || headFields.InternetEntireListingDisplayYN === false) {
    return { kind: 'remove', ref, key, modifiedAt };
  }
  const property = parseResoProperty(record.output, { ...head.output, ...headFields }, dropped);
  if ('reason' in property) return skip(property.reason);
  const place = placeListing(context.places, property, dropped);
  if ('reason' in place) return skip(place.reason);
  const listing = mapProperty(property, {
    status,
    place,
    brokerage: context.brokerage,
    agents: context.agents,
    raw: record.output,
    dropped,
  });
  return { kind: 'upsert', ref, key, modifiedAt, listing, dropped };
}
