import { useAtomValue, useSetAtom } from 'jotai';
import { lazy, Suspense, useEffect } from 'react';
import { listingModalMountedAtom, openListingAtom } from '../../state/open-listing-atom';
import { Modal } from '../../ui/modal';
import { useT } from '../../ui/use-t';

const OpenModal = lazy(() => import('./listing-detail-open-modal'));

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
  const { t } = useT();
  const listingKey = useAtomValue(openListingAtom);
  const setOpen = useSetAtom(openListingAtom);
  const setMounted = useSetAtom(listingModalMountedAtom);
  // Cards open listings here only while a modal is on the page to show them.
  useEffect(() => {
    setMounted((n) => n + 1);
    return () => setMounted((n) => n - 1);
  }, [setMounted]);
  if (listingKey === null) return null;
  const close = () => setOpen(null);
  // The detail's code comes with the first listing opened, not with the list: most visits never open one.
  return (
    <Suspense
      fallback={
        <Modal open onClose={close} title={t('common.loading')} className="bb-listing-modal">
          <p role="status">{t('common.loading')}</p>
        </Modal>
      }
    >
      <OpenModal listingKey={listingKey} mapToken={mapToken} onClose={close} />
    </Suspense>
  );
}
