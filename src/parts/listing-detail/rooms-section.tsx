import { fetchListingRooms } from '../../api/fetch-listing-rooms';
import { formatValue } from '../../lib/format/format-value';
import { useApiResource } from '../../ui/use-api-resource';
import { useT } from '../../ui/use-t';
import { DetailSection } from './detail-section';

/** Rooms (SPEC §2, GET /api/getRooms): type, level and dimensions; left out when there are none. */
export function RoomsSection({ listingKey }: { listingKey: number }) {
  const { lang, t } = useT();
  // A failed call shows nothing either: the section is left out when it has nothing to show.
  const answer = useApiResource((api, signal) => fetchListingRooms(api, listingKey, signal), listingKey);
  const rooms = answer.status === 'ready' ? answer.value.data : [];
  if (rooms.length === 0) return null;
  return (
    <DetailSection id="rooms" title={t('detail.section.rooms')}>
      <table className="detail-table">
        <thead>
          <tr>
            <th scope="col">{t('detail.room.type')}</th>
            <th scope="col">{t('detail.room.level')}</th>
            <th scope="col">{t('detail.room.dimensions')}</th>
          </tr>
        </thead>
        <tbody>
          {rooms.map((room, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: two bedrooms on one level are alike; order is identity
            <tr key={i}>
              <th scope="row">{room.RoomType}</th>
              <td>{formatValue(lang, room.RoomLevel)}</td>
              <td>{formatValue(lang, room.RoomDimensions)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </DetailSection>
  );
}
