import { formatStatus } from '../../lib/format/format-status';
import { isPresentNumber } from '../../lib/format/is-present-number';
import { statusFlagColor } from '../../lib/search/status-flag-color';
import { useT } from '../../ui/use-t';
import type { SearchItem } from './search-result-groups';

/**
 * One result of the global search. A listing shows its status flag (green For Sale, red Pending,
 * orange Coming Soon, SPEC §2) with the status named in words too, since colour alone says nothing to
 * some visitors; then its days on market and the MLS it came from.
 */
export function SearchResultOption({ item }: { item: SearchItem }) {
  const { lang, tp } = useT();
  if (item.kind === 'city') return <span className="bb-search-primary">{item.result.City}</span>;
  if (item.kind === 'postal') return <span className="bb-search-primary">{item.code}</span>;

  const { result } = item;
  const place = [result.City, [result.StateOrProvince ?? 'TX', result.PostalCode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  const details = [
    isPresentNumber(result.DOM) ? tp('search.daysOnMarket', Math.max(0, Math.floor(result.DOM))) : null,
    result.OriginatingSystemName,
  ].filter(Boolean);
  return (
    <span className="bb-search-listing">
      <span className="bb-search-line">
        <span className={`bb-search-flag ${statusFlagColor(result.MlsStatus, result.color)}`}>
          {formatStatus(lang, result.MlsStatus, result.PropertyType)}
        </span>
        <span className="bb-search-primary">
          {item.kind === 'mlsnum' && result.MlsNum ? `${result.MlsNum} · ` : ''}
          {result.Address ?? result.MlsNum}
        </span>
      </span>
      {place && <span className="bb-search-secondary">{place}</span>}
      {details.length > 0 && <span className="bb-search-secondary">{details.join(' · ')}</span>}
    </span>
  );
}
