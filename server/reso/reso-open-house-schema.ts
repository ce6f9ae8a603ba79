import * as v from 'valibot';
import { texasClock } from '../../src/lib/time/texas-time';
import type { ChildItem } from './parse-reso-children';
import type { ResoFieldValues } from './parse-reso-fields';
import { resoFields as f } from './reso-fields';

// DD 2.0 sends the start and end as Edm.DateTimeOffset; some servers send a bare local 'HH:MM[:SS]'.
const timeOfDay = v.optional(
  v.nullable(
    v.union(
      [f.timestamp, v.pipe(v.string(), v.regex(/^(?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d)?$/))],
      "Expected a timestamp or 'HH:MM'",
    ),
  ),
  null,
);

/** The fields of one expanded `OpenHouse` record of a Property. */
export const resoOpenHouseEntries = {
  // Its identity where the feed gives one (an expansion often leaves it out).
  OpenHouseKey: f.text,
  OpenHouseDate: f.date,
  OpenHouseStartTime: timeOfDay,
  OpenHouseEndTime: timeOfDay,
  OpenHouseRemarks: f.text,
  OpenHouseStatus: f.text,
};

export type ResoOpenHouse = ResoFieldValues<typeof resoOpenHouseEntries> & { OpenHouseDate: string };

/**
 * An open house needs its day: the OpenHouseDate, else the Texas day of a start sent as a timestamp
 * (some feeds leave the date out since the start already says it).
 */
export function completeResoOpenHouse(
  open: ResoFieldValues<typeof resoOpenHouseEntries>,
): ChildItem<ResoOpenHouse> {
  const start = open.OpenHouseStartTime;
  const date = open.OpenHouseDate ?? (start?.includes('T') ? texasClock(start).date : null);
  return date === null ? { missing: 'OpenHouseDate' } : { keep: { ...open, OpenHouseDate: date } };
}
