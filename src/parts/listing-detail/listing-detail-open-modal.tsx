import { useAtomValue } from 'jotai';
import { Modal } from '../../ui/modal';
import { useT } from '../../ui/use-t';
import { listingFullAddress } from './listing-address';
import { ListingDetailContent } from './listing-detail-content';
import { listingItemAtom } from './listing-item-atoms';

interface Props {
  listingKey: number;
  mapToken?: string | undefined;
  onClose: () => void;
}

/** The open listing's modal, titled with its address once known; loaded lazily by `ListingDetailModal`. */
export default function ListingDetailOpenModal({ listingKey, mapToken, onClose }: Props) {
  const { t } = useT();
  const item = useAtomValue(listingItemAtom(listingKey));
  const title = item?.ok
    ? listingFullAddress(item.value.data, t('common.notAvailable'))
    : t('common.loading');
  return (
    <Modal open onClose={onClose} title={title} className="bb-listing-modal">
      <ListingDetailContent listingKey={listingKey} showTitle={false} mapToken={mapToken} />
    </Modal>
  );
}
