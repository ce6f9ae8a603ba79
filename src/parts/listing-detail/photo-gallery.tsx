import { useEffect, useRef, useState } from 'react';
import { GALLERY_SPEED_MS, MODAL_SLIDER_DELAY_MS } from '../../lib/constants';
import { prefersReducedMotion } from '../../lib/prefers-reduced-motion';
import { useSlider } from '../../ui/use-slider';
import { useT } from '../../ui/use-t';
import { ListingPhoto } from './listing-photo';
import type { PhotoList } from './photo-list';

interface Props {
  open: boolean;
  onClose: () => void;
  photos: PhotoList;
  address: string;
  /** The photo to start at, 1-based. */
  start: number;
}

/** Autoplay moves on after this long on one photo. */
const AUTOPLAY_MS = 4000;

/**
 * 'See all N photos': every photo full screen in a keen-slider (SPEC §2, §9: autoplay, 500 ms slides,
 * no download link). Autoplay starts 1 s after opening and pauses while the pointer or focus is on it.
 */
export function PhotoGallery({ open, onClose, photos, address, start }: Props) {
  const { t } = useT();
  const dialog = useRef<HTMLDialogElement>(null);
  // The slider measures its track once, as it is created: inside a <dialog> not shown yet the track is
  // 0 px wide and every photo would stay 1 px wide. So it is created only once the dialog is showing.
  const [showing, setShowing] = useState(false);
  useEffect(() => {
    const element = dialog.current;
    if (!open || !element) return;
    // The modal beneath already locks the page's scroll and gets focus back to the button afterwards.
    const root = element.getRootNode();
    const previous = root instanceof ShadowRoot || root instanceof Document ? root.activeElement : null;
    if (!element.open) element.showModal();
    setShowing(true);
    return () => {
      setShowing(false);
      if (element.open) element.close();
      if (previous instanceof HTMLElement) previous.focus();
    };
  }, [open]);
  if (!open) return null;
  // Its own <dialog> rather than <Modal>: Escape here must close the gallery only, not the listing too.
  return (
    <dialog
      ref={dialog}
      className="bb-modal bb-gallery"
      aria-label={t('detail.gallery')}
      onCancel={(event) => {
        event.preventDefault();
        event.stopPropagation();
        onClose();
      }}
    >
      <button
        type="button"
        className="bb-modal-close gallery-close"
        onClick={onClose}
        aria-label={t('common.close')}
      >
        <span aria-hidden="true">×</span>
      </button>
      {showing && (
        <GallerySlider photos={photos} address={address} start={start} label={t('detail.gallery')} />
      )}
    </dialog>
  );
}

function GallerySlider({
  photos,
  address,
  start,
  label,
}: {
  photos: PhotoList;
  address: string;
  start: number;
  label: string;
}) {
  const { t } = useT();
  const [current, setCurrent] = useState(start - 1);
  const [paused, setPaused] = useState(false);
  const [playing, setPlaying] = useState(false);
  const [sliderRef, slider] = useSlider<HTMLDivElement>({
    initial: start - 1,
    loop: true,
    // Reduced motion (WCAG 2.3.3): a photo replaces the last one without the slide.
    defaultAnimation: { duration: prefersReducedMotion() ? 0 : GALLERY_SPEED_MS },
    slideChanged: (s) => setCurrent(s.track.details.rel),
  });

  useEffect(() => {
    // Nothing moves on its own for a visitor who asked for reduced motion; the arrows still do.
    if (prefersReducedMotion()) return;
    const id = setTimeout(() => setPlaying(true), MODAL_SLIDER_DELAY_MS);
    return () => clearTimeout(id);
  }, []);
  useEffect(() => {
    if (!playing || paused) return;
    const id = setInterval(() => slider.current?.next(), AUTOPLAY_MS);
    return () => clearInterval(id);
  }, [playing, paused, slider]);

  return (
    <section
      className="gallery"
      aria-roledescription={t('contact.carousel')}
      aria-label={label}
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      onKeyDown={(event) => {
        if (event.key === 'ArrowLeft') slider.current?.prev();
        if (event.key === 'ArrowRight') slider.current?.next();
      }}
    >
      <div ref={sliderRef} className="keen-slider gallery-track">
        {Array.from({ length: photos.total }, (_, i) => (
          <figure
            // biome-ignore lint/suspicious/noArrayIndexKey: photos are numbered, the number is the identity
            key={i}
            className="keen-slider__slide gallery-slide"
            aria-hidden={i !== current}
          >
            <ListingPhoto
              src={photos.src(i + 1)}
              alt={`${address} — ${i + 1}`}
              sizes="100vw"
              loading={Math.abs(i - current) <= 1 ? 'eager' : 'lazy'}
              onError={(src) => photos.fail(i + 1, src)}
            />
          </figure>
        ))}
      </div>
      <button
        type="button"
        className="photo-arrow prev"
        onClick={() => slider.current?.prev()}
        aria-label={t('detail.previousPhoto')}
      >
        ‹
      </button>
      <button
        type="button"
        className="photo-arrow next"
        onClick={() => slider.current?.next()}
        aria-label={t('detail.nextPhoto')}
      >
        ›
      </button>
      <p className="photo-counter" aria-live="polite">
        {current + 1}/{photos.total}
      </p>
    </section>
  );
}
