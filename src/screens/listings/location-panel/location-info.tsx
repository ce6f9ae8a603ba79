import { lazy, Suspense, useState } from 'react';
import { Modal } from '../../../ui/modal';
import { useT } from '../../../ui/use-t';

// The picture is ~18 KB of outlines: its own chunk, fetched only when someone asks for it.
const TexasRegionsMap = lazy(() =>
  import('./texas-regions-map').then((module) => ({ default: module.TexasRegionsMap })),
);

/**
 * The info button of the Location panel and its modal with the picture of Texas's regions and metros
 * (SPEC §2). Escape inside the modal closes the modal only: the keydown stops here, before the Location
 * dropdown's own Escape handler on the document would close the panel under it.
 */
export function LocationInfo() {
  const { t } = useT();
  const [open, setOpen] = useState(false);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: only stops Escape from reaching the dropdown
    <div
      className="bb-location-info"
      onKeyDown={(event) => {
        if (open && event.key === 'Escape') event.stopPropagation();
      }}
    >
      <button
        type="button"
        className="bb-location-info-button"
        aria-label={t('location.info')}
        title={t('location.info')}
        onClick={() => setOpen(true)}
      >
        <span aria-hidden="true">i</span>
      </button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title={t('location.infoTitle')}
        className="bb-location-info-modal"
      >
        <Suspense fallback={<p>{t('common.loading')}</p>}>
          <TexasRegionsMap alt={t('location.infoImageAlt')} />
        </Suspense>
      </Modal>
    </div>
  );
}
