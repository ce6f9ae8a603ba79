import { useAtom } from 'jotai';
import { LISTINGS_SORT_ORDERS, type ListingsSortBy } from '../../contract';
import type { MessageKey } from '../../lib/i18n/messages-en';
import { listingsFilterAtom } from '../../state/listings-filter-atom';
import { useT } from '../../ui/use-t';

const LABELS: Record<ListingsSortBy, MessageKey> = {
  oldest: 'listings.sort.oldest',
  newest: 'listings.sort.newest',
  'low-to-high': 'listings.sort.lowToHigh',
  'high-to-low': 'listings.sort.highToLow',
};

const isSortBy = (value: string): value is ListingsSortBy =>
  LISTINGS_SORT_ORDERS.some((order) => order === value);

/**
 * The sort dropdown (SPEC §2, 'SORT BY DEFAULT' until one is chosen). A native select: it is the one
 * control every phone and screen reader already knows how to operate. Changing it goes back to page 1.
 */
export function ListingsSortSelect() {
  const { t } = useT();
  const [filters, setFilters] = useAtom(listingsFilterAtom);
  return (
    <label className="sort">
      <span className="bb-visually-hidden">{t('listings.sort.label')}</span>
      <select
        className="bb-select"
        value={filters.sortBy ?? ''}
        onChange={(event) => {
          const value = event.currentTarget.value;
          setFilters((current) => ({ ...current, sortBy: isSortBy(value) ? value : null }));
        }}
      >
        <option value="">{t('listings.sort.default')}</option>
        {LISTINGS_SORT_ORDERS.map((order) => (
          <option key={order} value={order}>
            {t(LABELS[order])}
          </option>
        ))}
      </select>
    </label>
  );
}
