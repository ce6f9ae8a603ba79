import * as v from 'valibot';
import { knownPropertyTypes, mapPropertyType } from './map-property-type';
import { parseResoChildren } from './parse-reso-children';
import { type FieldDrop, parseResoFields, type ResoFieldValues } from './parse-reso-fields';
import { completeResoMedia, resoMediaEntries } from './reso-media-schema';
import { completeResoOpenHouse, resoOpenHouseEntries } from './reso-open-house-schema';
import type { ResoPropertyHead, resoPropertyHeadFields } from './reso-property-head-schema';
import { type ResoProperty, resoPropertyFields } from './reso-property-schema';
import { completeResoRoom, resoRoomEntries } from './reso-room-schema';

const typeSchema = v.pipe(v.string('Expected text'), v.trim(), v.nonEmpty('missing'));

/**
 * A Property record whose head has passed, field by field: every bad field is dropped into `dropped`
 * and the record kept, except for a PropertyType we cannot serve (it decides which filters, pages and
 * prices ceilings apply), which is the reason the record is skipped.
 */
export function parseResoProperty(
  record: Readonly<Record<string, unknown>>,
  head: ResoPropertyHead & ResoFieldValues<typeof resoPropertyHeadFields>,
  dropped: FieldDrop[],
): ResoProperty | { reason: string } {
  const typeText = v.safeParse(typeSchema, record.PropertyType);
  if (!typeText.success) return { reason: 'PropertyType: missing' };
  const type = mapPropertyType(typeText.output);
  if (type === null) {
    return {
      reason: `PropertyType: Expected one of ${knownPropertyTypes.join(', ')} (got ${JSON.stringify(typeText.output)})`,
    };
  }
  return {
    ...head,
    ...parseResoFields(resoPropertyFields, record, dropped),
    PropertyType: type,
    Media: parseResoChildren('Media', record.Media, resoMediaEntries, completeResoMedia, dropped),
    OpenHouse: parseResoChildren(
      'OpenHouse',
      record.OpenHouse,
      resoOpenHouseEntries,
      completeResoOpenHouse,
      dropped,
    ),
    Rooms: parseResoChildren('Rooms', record.Rooms, resoRoomEntries, completeResoRoom, dropped),
  };
}
