import { useAtomValue } from 'jotai';
import { type ReactNode, useEffect, useState } from 'react';
import type { HomeBanner as Banner } from '../../contract';
import { isMessageKey } from '../../lib/i18n/is-message-key';
import { safeHttpUrl } from '../../lib/safe-http-url';
import { apiClientAtom } from '../../state/api-base-atom';
import { useMediaQuery } from '../../ui/use-media-query';
import { useT } from '../../ui/use-t';

/** SPEC §9: the mobile layout runs up to 992 px; there the banner is one still cover image. */
export const HOME_MOBILE_QUERY = '(max-width: 992px)';
/** How long a slide stays before the next one (ms). */
export const SLIDE_MS = 5000;

interface Props {
  banners: readonly Banner[];
  /** The phones' cover; null: the first slide's image. */
  cover: string | null;
  /** What stands on the banner: the title and the search box. */
  children: ReactNode;
  /** The configuration has not answered yet: the banners are unknown, not absent. */
  loading?: boolean;
}

/**
 * The company home's banner (SPEC §1): on desktop a slideshow of Texas cities that moves on every 5 s,
 * on phones a static cover. The slideshow follows the WAI-ARIA APG carousel: a pause / play button
 * first, a labelled group per slide ('2 of 5: Dallas'), buttons to pick a slide, and no movement while
 * the pointer or the keyboard focus is on it. A visitor who asks for reduced motion gets it paused.
 */
export function HomeBanner({ banners, cover, children, loading = false }: Props) {
  const { t } = useT();
  const api = useAtomValue(apiClientAtom);
  const mobile = useMediaQuery(HOME_MOBILE_QUERY);
  const reduced = useMediaQuery('(prefers-reduced-motion: reduce)');
  const [current, setCurrent] = useState(0);
  const [stopped, setStopped] = useState<boolean | null>(null);
  const [held, setHeld] = useState({ hover: false, focus: false });
  const paused = stopped ?? reduced;
  const count = banners.length;
  const moving = !mobile && !paused && !held.hover && !held.focus && count > 1;

  useEffect(() => {
    if (!moving) return;
    const timer = setInterval(() => setCurrent((index) => (index + 1) % count), SLIDE_MS);
    return () => clearInterval(timer);
  }, [moving, count]);

  const image = (url: string | null | undefined) => (url ? safeHttpUrl(url, api.base) : null);
  const label = (banner: Banner) => {
    const key = `home.banner.${banner.key.replace(/-(\w)/g, (_, c: string) => c.toUpperCase())}`;
    return isMessageKey(key) ? t(key) : (banner.label ?? banner.key);
  };

  // On desktop the slideshow's frame stands while the configuration loads: switching from the cover's
  // height to the slideshow's once it answered moved the whole page (Lighthouse's layout shift).
  if (!mobile && count === 0 && loading) {
    return (
      <div className="home-banner" part="banner">
        <div className="home-banner-content">{children}</div>
      </div>
    );
  }
  if (mobile || count === 0) {
    const src = image(cover ?? banners[0]?.image);
    return (
      <div className="home-banner cover" part="banner">
        {/* The phones' largest paint: fetched ahead of the listing photos further down. */}
        {src && <img className="home-banner-image" src={src} alt="" fetchPriority="high" />}
        <div className="home-banner-content">{children}</div>
      </div>
    );
  }

  return (
    <div className="home-banner" part="banner">
      <section
        className="home-slides"
        aria-roledescription={t('contact.carousel')}
        aria-label={t('home.slideshow')}
        onMouseEnter={() => setHeld((h) => ({ ...h, hover: true }))}
        onMouseLeave={() => setHeld((h) => ({ ...h, hover: false }))}
        onFocus={() => setHeld((h) => ({ ...h, focus: true }))}
        onBlur={(event) => {
          if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)))
            setHeld((h) => ({ ...h, focus: false }));
        }}
      >
        <div className="home-slides-controls">
          <button type="button" className="home-slides-toggle" onClick={() => setStopped(!paused)}>
            {t(paused ? 'home.banner.play' : 'home.banner.pause')}
          </button>
          {banners.map((banner, index) => (
            <button
              key={banner.key}
              type="button"
              className="home-slides-dot"
              aria-label={t('home.banner.show', { city: label(banner) })}
              aria-current={index === current ? 'true' : undefined}
              onClick={() => setCurrent(index)}
            />
          ))}
        </div>
        <div className="home-slides-list" aria-live={moving ? 'off' : 'polite'}>
          {banners.map((banner, index) => {
            const src = image(banner.image);
            return (
              // biome-ignore lint/a11y/useSemanticElements: the APG carousel's slide is a group with a role description
              <div
                key={banner.key}
                className={index === current ? 'home-slide current' : 'home-slide'}
                role="group"
                aria-roledescription={t('contact.slide')}
                aria-label={t('home.banner.slide', { number: index + 1, total: count, city: label(banner) })}
                aria-hidden={index === current ? undefined : true}
              >
                {src && <img className="home-banner-image" src={src} alt="" />}
                <p className="home-slide-caption">{label(banner)}</p>
              </div>
            );
          })}
        </div>
      </section>
      <div className="home-banner-content">{children}</div>
    </div>
  );
}
