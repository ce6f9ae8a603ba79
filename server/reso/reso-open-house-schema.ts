import * as v from 'valibot';
import { resoFields as f } from './reso-fields';

// DD 2.0 sends the start and end as Edm.DateTimeOffset; some servers send a bare local 'HH:MM[:SS]'.
const timeOfDay = v.optional(
  v.nullable(
    v.union(
      [
        v.pipe(v.string(), v.isoTimestamp()),
        v.pipe(v.string(), v.regex(/^(?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d)?$/)),
      ],
      "Expected a timestamp or 'HH:MM'",
    ),
  ),
  null,
);

/** One expanded `OpenHouse` record of a Property. */
export const resoOpenHouseSchema = v.object({
  OpenHouseDate: f.requiredDate,
  OpenHouseStartTime: timeOfDay,
  OpenHouseEndTime: timeOfDay,
  OpenHouseRemarks: f.text,
  OpenHouseStatus: f.text,
});

export type ResoOpenHouse = v.InferOutput<typeof resoOpenHouseSchema>;
