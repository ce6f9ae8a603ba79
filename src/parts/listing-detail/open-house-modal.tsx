import { fetchOpenHouses } from '../../api/fetch-open-houses';
import { OPEN_HOUSE_ENTRIES } from '../../lib/constants';
import { formatDate } from '../../lib/format/format-date';
import { formatValue } from '../../lib/format/format-value';
import { Modal } from '../../ui/modal';
import { useApiResource } from '../../ui/use-api-resource';
import { useT } from '../../ui/use-t';

interface Props {
  listingKey: number;
  open: boolean;
  onClose: () => void;
}

/**
 * 'Feature Open House Date/Time' (SPEC §2): the first 2 open houses with date, start, end and remarks;
 * 'N/A' for a missing field; 'No open house dates!' and 'There are no available Open House Dates' when
 * there are none.
 */
export function OpenHouseModal({ listingKey, open, onClose }: Props) {
  const { t } = useT();
  return (
    <Modal open={open} onClose={onClose} title={t('openHouse.title')} className="bb-open-house">
      {open && <OpenHouseList listingKey={listingKey} />}
    </Modal>
  );
}

function OpenHouseList({ listingKey }: { listingKey: number }) {
  const { lang, t } = useT();
  const answer = useApiResource((api, signal) => fetchOpenHouses(api, listingKey, signal), listingKey);
  if (answer.status === 'loading') return <p role="status">{t('common.loading')}</p>;
  // A failed call counts as no dates; the reason is in the console.
  const entries = answer.status === 'ready' ? answer.value.data : [];
  if (entries.length === 0) {
    return (
      <div className="open-house-empty" role="status">
        <p className="strong">{t('openHouse.noDates')}</p>
        <p>{t('openHouse.noDatesDetail')}</p>
      </div>
    );
  }
  return (
    <ul className="open-houses">
      {entries.slice(0, OPEN_HOUSE_ENTRIES).map((entry, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: entries carry no id; their order is the identity
        <li key={i}>
          <dl className="detail-facts">
            <div>
              <dt>{t('openHouse.date')}</dt>
              <dd>{formatDate(lang, entry.f_date)}</dd>
            </div>
            <div>
              <dt>{t('openHouse.start')}</dt>
              <dd>{formatValue(lang, entry.f_start)}</dd>
            </div>
            <div>
              <dt>{t('openHouse.end')}</dt>
              <dd>{formatValue(lang, entry.f_end)}</dd>
            </div>
            <div>
              <dt>{t('openHouse.remarks')}</dt>
              <dd>{formatValue(lang, entry.OpenHouseRemarks)}</dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}
