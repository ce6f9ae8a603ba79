import { useAtomValue } from 'jotai';
import { useState } from 'react';
import type { StaffMember } from '../../contract';
import { prefersReducedMotion } from '../../lib/prefers-reduced-motion';
import { safeHttpUrl } from '../../lib/safe-http-url';
import { apiClientAtom } from '../../state/api-base-atom';
import { useSlider } from '../../ui/use-slider';
import { useT } from '../../ui/use-t';
import { StaffCard } from './staff-card';

// SPEC §9 carousel breakpoints (320, 769, 950, 1300 px): one card and a peek of the next on phones,
// up to four side by side on wide screens.
const BREAKPOINTS = {
  '(min-width: 769px)': { slides: { perView: 2, spacing: 16 } },
  '(min-width: 950px)': { slides: { perView: 3, spacing: 16 } },
  '(min-width: 1300px)': { slides: { perView: 4, spacing: 20 } },
};

// The server names portraits from its root ('/photos/agents/…'); they live beside the API, which may sit
// under a path of its own (`api-base`), so they are resolved against the API's base, not the host page.
function photoUrl(photo: string | null, base: string): string | null {
  return photo ? safeHttpUrl(photo.replace(/^\/(?!\/)/, ''), base) : null;
}

function edgesOf(details: { abs: number; minIdx: number; maxIdx: number } | null) {
  return details
    ? { start: details.abs <= details.minIdx, end: details.abs >= details.maxIdx }
    : { start: true, end: true };
}

/**
 * The staff carousel of the contact page (keen-slider): cards linking to /about/{MatrixDir}. Previous /
 * next buttons and the arrow keys move it; a card that receives keyboard focus is scrolled into view, so
 * tabbing through the links never lands on a card out of sight.
 */
export function StaffCarousel({ staff }: { staff: readonly StaffMember[] }) {
  const { t } = useT();
  const api = useAtomValue(apiClientAtom);
  // Where the track stands, to disable the arrow that has nowhere to go.
  const [edges, setEdges] = useState({ start: true, end: false });
  const [sliderRef, slider] = useSlider<HTMLDivElement>({
    slides: { perView: 1.15, spacing: 12 },
    // Reduced motion (WCAG 2.3.3): the arrows move the cards without the slide.
    ...(prefersReducedMotion() ? { defaultAnimation: { duration: 0 } } : {}),
    breakpoints: BREAKPOINTS,
    created: (s) => setEdges(edgesOf(s.track.details)),
    updated: (s) => setEdges(edgesOf(s.track.details)),
    slideChanged: (s) => setEdges(edgesOf(s.track.details)),
  });
  const count = staff.length;

  return (
    <section
      className="contact-staff"
      aria-roledescription={t('contact.carousel')}
      aria-labelledby="contact-staff-title"
      onKeyDown={(event) => {
        if (event.key === 'ArrowLeft') slider.current?.prev();
        if (event.key === 'ArrowRight') slider.current?.next();
      }}
    >
      <div className="contact-staff-head">
        <h3 id="contact-staff-title">{t('contact.staff')}</h3>
        <div className="contact-staff-arrows">
          <button
            type="button"
            onClick={() => slider.current?.prev()}
            disabled={edges.start}
            aria-label={t('contact.previousStaff')}
          >
            ‹
          </button>
          <button
            type="button"
            onClick={() => slider.current?.next()}
            disabled={edges.end}
            aria-label={t('contact.nextStaff')}
          >
            ›
          </button>
        </div>
      </div>
      <div ref={sliderRef} className="keen-slider">
        {staff.map((member, index) => (
          // biome-ignore lint/a11y/useSemanticElements: the APG carousel pattern names each slide a group; a fieldset would announce a form
          <div
            key={member.MatrixDir}
            className="keen-slider__slide"
            role="group"
            aria-roledescription={t('contact.slide')}
            aria-label={t('contact.slideOf', { n: index + 1, count })}
            onFocus={() => slider.current?.moveToIdx(index)}
          >
            <StaffCard member={member} photo={photoUrl(member.photo, api.base)} />
          </div>
        ))}
      </div>
    </section>
  );
}
