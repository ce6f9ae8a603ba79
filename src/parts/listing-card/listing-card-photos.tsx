import { useSetAtom } from 'jotai';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { ANONYMOUS_PHOTOS } from '../../lib/constants';
import { prefersReducedMotion } from '../../lib/prefers-reduced-motion';
import { watchFirstSight } from '../../lib/watch-first-sight';
import { requireLoginAtom } from '../../state/require-login-atom';
import { type PhotoStepsSource, usePhotoSteps } from '../../ui/use-photo-steps';
import { useSlider } from '../../ui/use-slider';
import { useT } from '../../ui/use-t';
import { ListingCardPhoto } from './listing-card-photo';

interface Props {
  address: string;
  source: PhotoStepsSource;
  /** Anonymous visitors see the first photos only (SPEC §6). */
  limited: boolean;
  /**
   * A first card of the list: seen as soon as it is on screen, without the 300 ms a scrolled-to card waits
   * (no one flings past the top of a page that just opened), and its first photo asked for first. That
   * photo is the page's largest paint on a phone (Lighthouse's LCP).
   */
  leading?: boolean;
}

const wrap = (index: number, total: number) => ((index % total) + total) % total;

/**
 * The card's photo carousel (keen-slider): previous / next and swipes wrap around, a counter reads
 * 'n/total', nothing loads before the card is first seen, and only the current photo and its two
 * neighbours have an <img>. Anonymous visitors get the blurred 'Unlock + N Photos' veil from the fifth
 * photo on, which asks them to sign in.
 */
export function ListingCardPhotos({ address, source, limited, leading = false }: Props) {
  const { t, tp } = useT();
  const requireLogin = useSetAtom(requireLoginAtom);
  const total = Math.max(source.count, 0);
  const [current, setCurrent] = useState(0);
  const [seen, setSeen] = useState(false);
  const frame = useRef<HTMLDivElement>(null);
  /** The slide the buttons sent keen to, until it gets there. */
  const heading = useRef<number | null>(null);
  const { stepOf, fail } = usePhotoSteps(source, seen);
  // keen-slider gets the element itself (a ref callback), never a selector: it runs inside a shadow root.
  const [sliderRef, slider] = useSlider<HTMLDivElement>({
    loop: true,
    disabled: total < 2,
    defaultAnimation: { duration: prefersReducedMotion() ? 0 : 500 },
    slideChanged: (s) => {
      const rel = s.track.details?.rel ?? 0;
      // A button already moved the counter on; an animation passing an earlier slide must not pull it back.
      if (heading.current !== null && rel !== heading.current) return;
      heading.current = null;
      setCurrent(rel);
    },
    // A swipe takes over from any button press still animating.
    dragStarted: () => {
      heading.current = null;
    },
  });

  useEffect(() => {
    const element = frame.current;
    if (!element || seen) return;
    return watchFirstSight(element, () => setSeen(true), leading ? 0 : undefined);
  }, [seen, leading]);

  // keen-slider sizes its slides on a window resize only. A card changes width without one when the
  // visitor picks another number of cards per row or switches the map: the slides must follow, or the
  // frame shows part of one photo and part of the next. Measured by the observer, not read here.
  useEffect(() => {
    const element = frame.current;
    if (!element || !seen) return;
    let width: number | null = null;
    const observer = new ResizeObserver(([entry]) => {
      const next = entry?.contentRect.width ?? null;
      if (width !== null && next !== width) slider.current?.update();
      width = next;
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [seen, slider]);

  if (total === 0) {
    return (
      <div className="photos">
        <div className="photo-missing">{t('card.photoUnavailable')}</div>
      </div>
    );
  }

  // Our own index moves at once (the counter must not wait for an animation) and keen is sent straight
  // to that slide, so quick presses add up; keen's slideChanged then confirms it, and reports swipes.
  const step = (delta: 1 | -1) => {
    const next = wrap(current + delta, total);
    heading.current = next;
    setCurrent(next);
    slider.current?.moveToIdx(next);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    step(event.key === 'ArrowRight' ? 1 : -1);
  };
  const near = (index: number) =>
    seen && (index === current || index === wrap(current - 1, total) || index === wrap(current + 1, total));
  // A locked slide shows the last photo a guest may see, blurred: the hidden ones are never fetched.
  const lastOpen = Math.min(ANONYMOUS_PHOTOS, total);

  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset groups form fields, this groups photos
    <div
      className="photos"
      ref={frame}
      role="group"
      aria-label={t('card.photos', { address })}
      onKeyDown={onKeyDown}
    >
      {/* The slides and the slider appear once the card is seen: creating a slider reads computed
          styles, and fifty sliders of up to thirty slides each held up every new page of results by
          a tenth of a second (bench:render). Until then the frame stays empty, as no photo loads. */}
      <div ref={seen ? sliderRef : null} className="keen-slider slides">
        {Array.from({ length: seen ? total : 0 }, (_, index) => {
          const n = index + 1;
          const locked = limited && n > ANONYMOUS_PHOTOS;
          return (
            <div
              // biome-ignore lint/suspicious/noArrayIndexKey: a slide is its photo number
              key={index}
              className="keen-slider__slide slide"
              inert={index !== current}
              data-photo={n}
            >
              {near(index) &&
                (locked ? (
                  <>
                    <ListingCardPhoto
                      step={stepOf(lastOpen)}
                      alt=""
                      blurred
                      onError={(src) => fail(lastOpen, src)}
                    />
                    <button type="button" className="unlock" onClick={() => requireLogin('photos')}>
                      {tp('card.unlockPhotos', total - ANONYMOUS_PHOTOS)}
                    </button>
                  </>
                ) : (
                  <ListingCardPhoto
                    step={stepOf(n)}
                    alt={t('card.photoAlt', { current: n, address })}
                    priority={leading && index === 0}
                    onError={(src) => fail(n, src)}
                  />
                ))}
            </div>
          );
        })}
      </div>
      {total > 1 && (
        <>
          <button
            type="button"
            className="photo-nav prev"
            onClick={() => step(-1)}
            aria-label={t('card.prevPhoto')}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <button
            type="button"
            className="photo-nav next"
            onClick={() => step(1)}
            aria-label={t('card.nextPhoto')}
          >
            <span aria-hidden="true">›</span>
          </button>
        </>
      )}
      <span className="counter" aria-live="polite">
        {t('card.photoCounter', { current: current + 1, total })}
      </span>
    </div>
  );
}
