import { texasClock } from '../../src/lib/time/texas-time';
import type { ImportedMedia, ImportedOpenHouse, ImportedRoom } from './imported-listing';
import type { ResoMedia } from './reso-media-schema';
import type { ResoOpenHouse } from './reso-open-house-schema';
import type { ResoProperty } from './reso-property-schema';

// Listing photos are the photo categories (and floor plans, which are pictures too); documents, videos
// and virtual-tour links are not images the carousel could show.
const isPicture = (media: ResoMedia) =>
  media.MediaCategory === null || /photo|floor ?plan/i.test(media.MediaCategory);

/**
 * The photo, room and open-house rows of a Property. Photos are renumbered 1…n in their `Order` (feeds
 * repeat and skip orders; the table keys on the order), cancelled open houses are dropped, and open-house
 * times become the wall-clock time at the property.
 */
export function mapPropertyChildren(
  record: Pick<ResoProperty, 'Media' | 'Rooms' | 'OpenHouse'> &
    Partial<Pick<ResoProperty, 'PhotosChangeTimestamp'>>,
  countySubdomain: string,
): { media: ImportedMedia[] | null; rooms: ImportedRoom[] | null; openHouses: ImportedOpenHouse[] | null } {
  const media =
    record.Media === undefined
      ? null
      : record.Media.map((item, position) => ({ item, order: item.Order ?? position }))
          .filter(({ item }) => isPicture(item))
          .sort((a, b) => a.order - b.order)
          .map(({ item }, index) => ({
            img_order: index + 1,
            media_url: item.MediaURL,
            long_description: item.LongDescription ?? item.ShortDescription,
            media_modified_at: item.MediaModificationTimestamp ?? record.PhotosChangeTimestamp ?? null,
          }));
  const rooms =
    record.Rooms?.map((room, index) => ({
      position: index + 1,
      room_type: room.RoomType,
      room_level: room.RoomLevel,
      room_dimensions:
        room.RoomDimensions ??
        (room.RoomLength !== null && room.RoomWidth !== null
          ? `${room.RoomLength} x ${room.RoomWidth}`
          : null),
    })) ?? null;
  const openHouses =
    record.OpenHouse?.filter((open) => !/cancel/i.test(open.OpenHouseStatus ?? '')).map((open) => ({
      open_house_key: open.OpenHouseKey,
      open_date: open.OpenHouseDate,
      start_time: wallClock(open.OpenHouseStartTime, countySubdomain),
      end_time: wallClock(open.OpenHouseEndTime, countySubdomain),
      remarks: open.OpenHouseRemarks,
    })) ?? null;
  return { media, rooms, openHouses };
}

function wallClock(value: ResoOpenHouse['OpenHouseStartTime'], countySubdomain: string): string | null {
  if (value === null) return null;
  // A bare 'HH:MM[:SS]' is already local; a timestamp is converted to the property's zone.
  return /^\d{2}:\d{2}/.test(value) ? value.slice(0, 5) : texasClock(value, countySubdomain).time;
}
