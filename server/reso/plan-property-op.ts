import * as v from 'valibot';
import { describeIssues } from './describe-issues';
import type { SkippedRecord } from './import-report';
import type { AgentIndex } from './load-agent-index';
import type { PlaceIndex } from './load-place-index';
import { mapListingStatus } from './map-listing-status';
import { mapProperty } from './map-property';
import { placeListing } from './place-listing';
import type { PropertyOp } from './property-op';
import { recordId } from './record-id';
import { resoPropertyHeadSchema } from './reso-property-head-schema';
import { resoPropertySchema } from './reso-property-schema';

export interface PlanContext {
  file: string;
  brokerage: string;
  places: PlaceIndex;
  agents: AgentIndex;
}

/**
 * Validates and maps one Property record without touching the database: what to do with it, or why it
 * is skipped. Off-market and not-for-display records need only their key, status and timestamp to be
 * taken down; anything to be served must pass the full schema and be placed in Texas.
 */
export function planPropertyOp(
  raw: unknown,
  position: number,
  context: PlanContext,
): PropertyOp | SkippedRecord {
  const ref = { file: context.file, id: recordId(raw, 'ListingKey', position) };
  const skip = (reason: string): SkippedRecord => ({ ...ref, resource: 'Property', reason });
  const head = v.safeParse(resoPropertyHeadSchema, raw);
  if (!head.success) return skip(describeIssues(head.issues));
  const { ListingKey: key, ModificationTimestamp: modifiedAt } = head.output;
  const status = mapListingStatus(head.output.StandardStatus, head.output.MlsStatus);
  if (status === null || head.output.InternetEntireListingDisplayYN === false) {
    return { kind: 'remove', ref, key, modifiedAt };
  }
  const full = v.safeParse(resoPropertySchema, raw);
  if (!full.success) return skip(describeIssues(full.issues));
  const place = placeListing(context.places, full.output);
  if ('reason' in place) return skip(place.reason);
  const listing = mapProperty(full.output, {
    status,
    place,
    agent: context.agents(full.output),
    brokerage: context.brokerage,
    raw,
  });
  return { kind: 'upsert', ref, key, modifiedAt, listing };
}
