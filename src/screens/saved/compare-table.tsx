import { useAtomValue } from 'jotai';
import type { SavedListingEntry } from '../../contract';
import { formatAskingPrice } from '../../lib/format/format-asking-price';
import { formatAssociationFee } from '../../lib/format/format-association-fee';
import { formatBathrooms } from '../../lib/format/format-bathrooms';
import { formatCityLine } from '../../lib/format/format-city-line';
import { formatGarageSpaces } from '../../lib/format/format-garage-spaces';
import { formatLotSize, SQUARE_FEET_PER_ACRE } from '../../lib/format/format-lot-size';
import { formatPrice } from '../../lib/format/format-price';
import { formatPropertyType } from '../../lib/format/format-property-type';
import { formatSquareFeet } from '../../lib/format/format-square-feet';
import { formatStatus } from '../../lib/format/format-status';
import { formatValue } from '../../lib/format/format-value';
import type { Lang } from '../../lib/i18n/lang';
import type { MessageKey } from '../../lib/i18n/messages-en';
import { listingPhotoUrl } from '../../lib/listing-photo-url';
import { useListingLink } from '../../parts/listing-detail/use-listing-link';
import { apiClientAtom } from '../../state/api-base-atom';
import { configAtom } from '../../state/config-atom';
import { savedStateAtom } from '../../state/saved-keys-atom';
import { recordKey } from '../../state/saved-state';
import { useT } from '../../ui/use-t';

type Fact = readonly [label: MessageKey, value: (lang: Lang, entry: SavedListingEntry) => string];

const perSqft = (lang: Lang, entry: SavedListingEntry) =>
  entry.ListPrice !== null && entry.AboveGradeFinishedArea
    ? formatPrice(lang, Math.round(entry.ListPrice / entry.AboveGradeFinishedArea))
    : formatValue(lang, null);

/** The rows of the side-by-side table, in the order a buyer weighs them. */
const FACTS: readonly Fact[] = [
  ['compare.price', (lang, e) => formatAskingPrice(lang, e.ListPrice, e.PropertyType)],
  ['compare.status', (lang, e) => formatStatus(lang, e.MlsStatus, e.PropertyType)],
  ['compare.type', (lang, e) => formatPropertyType(lang, e.PropertyType)],
  ['compare.beds', (lang, e) => formatValue(lang, e.BedroomsTotal)],
  ['compare.baths', (lang, e) => formatBathrooms(lang, e.BathroomsFull, e.BathroomsHalf)],
  ['compare.sqft', (lang, e) => formatSquareFeet(lang, e.AboveGradeFinishedArea)],
  ['compare.pricePerSqft', perSqft],
  [
    'compare.lot',
    (lang, e) => formatLotSize(lang, e.LotSizeAcres === null ? null : e.LotSizeAcres * SQUARE_FEET_PER_ACRE),
  ],
  ['compare.yearBuilt', (lang, e) => formatValue(lang, e.YearBuilt)],
  ['compare.garage', (lang, e) => formatGarageSpaces(lang, e.GarageSpaces)],
  ['compare.stories', (lang, e) => formatValue(lang, e.Stories)],
  ['compare.dom', (lang, e) => formatValue(lang, e.DOM)],
  ['compare.city', (lang, e) => formatValue(lang, e.City)],
  ['compare.hoa', (lang, e) => formatAssociationFee(lang, e.AssociationFee, e.AssociationFeeFrequency)],
];

interface Props {
  readonly entries: readonly SavedListingEntry[];
  readonly onRemove: (entry: SavedListingEntry) => void;
  readonly onNote: (entry: SavedListingEntry) => void;
}

/**
 * The compare list side by side: one column per listing (its address links to the listing), one row per
 * fact with the fact's name as row header, so a screen reader reads 'Price, 1234 Oak Hollow Dr, $549,000'.
 * The wrapper scrolls sideways on narrow screens and can be scrolled by keyboard (it takes focus).
 */
export function CompareTable({ entries, onRemove, onNote }: Props) {
  const { t, lang } = useT();
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1)
    <section className="compare-scroll" aria-label={t('compare.caption')} tabIndex={0}>
      <table className="compare-table">
        <caption className="bb-visually-hidden">{t('compare.caption')}</caption>
        <thead>
          <tr>
            <td className="compare-corner">
              <span className="compare-hint">{t('compare.scrollHint')}</span>
            </td>
            {entries.map((entry) => (
              <CompareHeader
                key={entry.ListingKeyNumeric}
                entry={entry}
                onRemove={onRemove}
                onNote={onNote}
              />
            ))}
          </tr>
        </thead>
        <tbody>
          {FACTS.map(([label, value]) => (
            <tr key={label}>
              <th scope="row">{t(label)}</th>
              {entries.map((entry) => (
                <td key={entry.ListingKeyNumeric}>{value(lang, entry)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function CompareHeader({
  entry,
  onRemove,
  onNote,
}: {
  entry: SavedListingEntry;
  onRemove: Props['onRemove'];
  onNote: Props['onNote'];
}) {
  const { t } = useT();
  const link = useListingLink(entry);
  const api = useAtomValue(apiClientAtom);
  const config = useAtomValue(configAtom);
  const photo = listingPhotoUrl(entry, 1, config?.photo_url_template ?? null, api.base);
  const address = entry.Address ?? t('common.notAvailable');
  const record = useAtomValue(savedStateAtom)?.records.get(recordKey('saved', entry.ListingKeyNumeric));
  const note = record ? record.note : entry.note;
  return (
    <th scope="col" className="compare-listing">
      <a className="compare-address" {...link}>
        {/* The link's name is the address beside it: the photo adds nothing for a screen reader. */}
        {photo ? (
          <img className="compare-photo" src={photo} alt="" loading="lazy" width={240} height={160} />
        ) : (
          <span className="compare-photo placeholder" aria-hidden="true" />
        )}
        {address}
      </a>
      <span className="compare-place">{formatCityLine(entry)}</span>
      {note && <span className="saved-note">{note}</span>}
      <span className="compare-actions">
        <button
          type="button"
          className="bb-button bb-secondary"
          aria-label={`${t(note ? 'notes.edit' : 'notes.add')}: ${address}`}
          onClick={() => onNote(entry)}
        >
          {t(note ? 'notes.edit' : 'notes.add')}
        </button>
        <button
          type="button"
          className="bb-button bb-secondary"
          aria-label={t('compare.removeNamed', { address })}
          onClick={() => onRemove(entry)}
        >
          {t('dashboard.remove')}
        </button>
      </span>
    </th>
  );
}
