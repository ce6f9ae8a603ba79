import type { ListingDetail } from '../../contract';
import { formatPhone } from '../../lib/format/format-phone';
import { formatValue } from '../../lib/format/format-value';
import { PROVIDED_BY_GROUP } from '../../lib/listing-detail/detail-sections';
import { useT } from '../../ui/use-t';
import { DetailSection } from './detail-section';

/**
 * 'Listing Provided By' (DESIGN rulings: MLS attribution on every detail): the listing office and agent,
 * the office's phone, the co-listing agent and office when the MLS names them, and the MLS it came
 * from. Always shown: attribution is required even when the feed omits a name.
 */
export function ListingProvidedBy({ listing }: { listing: ListingDetail }) {
  const { lang, t } = useT();
  const extra = listing.details[PROVIDED_BY_GROUP] ?? {};
  const text = (field: string) => {
    const value = extra[field];
    return typeof value === 'string' && value.trim() !== '' ? value : null;
  };
  const phone = text('ListOfficePhone');
  const rows = [
    { label: t('detail.field.listOffice'), value: formatValue(lang, listing.List_OfficeName) },
    ...(phone ? [{ label: t('detail.field.listOfficePhone'), value: formatPhone(phone) }] : []),
    ...(listing.List_MemberFullName
      ? [{ label: t('detail.field.listAgent'), value: listing.List_MemberFullName }]
      : []),
    ...[
      { label: t('detail.field.coListOffice'), value: text('CoListOfficeName') },
      { label: t('detail.field.coListAgent'), value: text('CoListAgentFullName') },
    ].flatMap((row) => (row.value === null ? [] : [{ label: row.label, value: row.value }])),
    ...(listing.OriginatingSystemName
      ? [{ label: t('detail.field.originatingSystem'), value: listing.OriginatingSystemName }]
      : []),
  ];
  return <DetailSection id="listingProvidedBy" title={t('detail.section.listingProvidedBy')} rows={rows} />;
}
