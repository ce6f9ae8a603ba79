import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { listingModalMountedAtom, openListingAtom } from '../../state/open-listing-atom';
import { Modal } from '../../ui/modal';
import { useT } from '../../ui/use-t';
import { listingFullAddress } from './listing-address';
import { ListingDetailContent } from './listing-detail-content';
import { listingItemAtom } from './listing-item-atoms';

interface Props {
  /** A Mapbox token for the detail map and drive times (the screen's `map-token`). */
  mapToken?: string | undefined;
}

/**
 * The listing detail modal (SPEC §2), opened by the address bar: a listing's path opens it (a card, a
 * map popup, a search result, a shared link, Forward), Close / Escape / the backdrop / Back close it
 * and restore the page it was opened over. The native dialog traps focus and gives it back to the card;
 * the page's scroll is locked while it is open (ui/modal).
 */
export function ListingDetailModal({ mapToken }: Props) {
  const listingKey = useAtomValue(openListingAtom);
  const setOpen = useSetAtom(openListingAtom);
  const setMounted = useSetAtom(listingModalMountedAtom);
  // Cards open listings here only while a modal is on the page to show them.
  useEffect(() => {
    setMounted((n) => n + 1);
    return () => setMounted((n) => n - 1);
  }, [setMounted]);
  if (listingKey === null) return null;
  return <OpenModal listingKey={listingKey} mapToken={mapToken} onClose={() => setOpen(null)} />;
}

function OpenModal({
  listingKey,
  mapToken,
  onClose,
}: {
  listingKey: number;
  mapToken?: string | undefined;
  onClose: () => void;
}) {
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
