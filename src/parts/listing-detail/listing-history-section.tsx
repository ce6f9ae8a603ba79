import type { ListingHistoryEvent } from '../../contract';
import { formatDate } from '../../lib/format/format-date';
import { formatHistoryEvent } from '../../lib/format/format-history-event';
import { formatPrice } from '../../lib/format/format-price';
import { formatStatus } from '../../lib/format/format-status';
import { useT } from '../../ui/use-t';
import { DetailSection } from './detail-section';

interface Props {
  history: readonly ListingHistoryEvent[];
  /** The listing's type: a lease's Active reads "For Rent". */
  propertyType: string | null;
}

/** Listing History (SPEC §2): date (month/day/year), event, price and status; left out when empty. */
export function ListingHistorySection({ history, propertyType }: Props) {
  const { lang, t } = useT();
  if (history.length === 0) return null;
  return (
    <DetailSection id="listingHistory" title={t('detail.section.listingHistory')}>
      <table className="detail-table">
        <thead>
          <tr>
            <th scope="col">{t('detail.history.date')}</th>
            <th scope="col">{t('detail.history.event')}</th>
            <th scope="col">{t('detail.history.price')}</th>
            <th scope="col">{t('detail.history.status')}</th>
          </tr>
        </thead>
        <tbody>
          {history.map((event, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: history rows are ordered events without ids
            <tr key={i}>
              <td>{formatDate(lang, event.date)}</td>
              <th scope="row">{formatHistoryEvent(lang, event.event)}</th>
              <td>{event.price === null ? t('common.notAvailable') : formatPrice(lang, event.price)}</td>
              <td>
                {event.status ? formatStatus(lang, event.status, propertyType) : t('common.notAvailable')}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </DetailSection>
  );
}
