import type { ListingDetail } from '../../contract';
import { formatValue } from '../../lib/format/format-value';
import { useT } from '../../ui/use-t';
import { DetailSection } from './detail-section';

/**
 * 'Listing Provided By' (DESIGN rulings: MLS attribution on every detail): the listing office and agent,
 * the MLS it came from. Always shown: attribution is required even when the feed omits a name.
 */
export function ListingProvidedBy({ listing }: { listing: ListingDetail }) {
  const { lang, t } = useT();
  const rows = [
    { label: t('detail.field.listOffice'), value: formatValue(lang, listing.List_OfficeName) },
    ...(listing.List_MemberFullName
      ? [{ label: t('detail.field.listAgent'), value: listing.List_MemberFullName }]
      : []),
    ...(listing.OriginatingSystemName
      ? [{ label: t('detail.field.originatingSystem'), value: listing.OriginatingSystemName }]
      : []),
  ];
  return <DetailSection id="listingProvidedBy" title={t('detail.section.listingProvidedBy')} rows={rows} />;
}
