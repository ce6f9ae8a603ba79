import * as v from 'valibot';
import { resoFields as f } from './reso-fields';

/**
 * What a Media record sent on its own needs to be found or taken down, and whose photo it is
 * (ResourceName 'Property' or 'Member', ResourceRecordKey its ListingKey or MemberKey); MLS Grid's
 * deletions carry no more.
 */
export const resoMediaHeadSchema = v.object({
  MediaKey: f.required,
  ResourceRecordKey: f.required,
  ResourceName: f.text,
  MediaModificationTimestamp: f.optionalTimestamp,
  MlgCanView: f.yn,
});

export type ResoMediaHead = v.InferOutput<typeof resoMediaHeadSchema>;
