import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { type Media, mediaListResponseSchema } from '../contract';
import { type CardPhotoStep, cardPhotoStep } from '../lib/card-photo-step';
import { apiClientAtom } from '../state/api-base-atom';

/** Where a listing's photos come from (a card's carousel, the detail's mosaic and gallery). */
export interface PhotoStepsSource {
  listingKey: number;
  /** Photos the listing has. */
  count: number;
  /** The CDN URL of photo n (1-based), null when unknown: the first choice. */
  cdn: (n: number) => string | null;
  /** Config `collateral_url_template`: the fallback host. */
  collateral: string | null;
  /** Absolute API address relative URLs resolve against. */
  base: string;
}

/**
 * The current step of each photo's fallback chain (CDN, collateral host, placeholder; see
 * `cardPhotoStep`), and `fail(n, src)` to move photo n on after its image `src` failed. When the collateral host
 * is a media-list endpoint, the list is fetched once, the first time a photo needs it, and only while
 * `active` (the card has been seen).
 */
export function usePhotoSteps(source: PhotoStepsSource, active: boolean) {
  const api = useAtomValue(apiClientAtom);
  const [failures, setFailures] = useState<ReadonlyMap<number, number>>(new Map());
  const [media, setMedia] = useState<readonly Media[] | undefined>(undefined);

  const stepAt = (n: number, failed: ReadonlyMap<number, number>): CardPhotoStep =>
    cardPhotoStep({
      listingKey: source.listingKey,
      n,
      cdn: source.cdn(n),
      collateral: source.collateral,
      base: source.base,
      failures: failed.get(n) ?? 0,
      collateralMedia: media,
    });
  const stepOf = (n: number) => stepAt(n, failures);
  // Two <img> may show one photo (a slide and the blurred veil after it): only the first error of the
  // current source counts, so one broken image never skips a step.
  const fail = (n: number, src: string) =>
    setFailures((map) => {
      const step = stepAt(n, map);
      return step.kind === 'image' && step.src === src ? new Map(map).set(n, (map.get(n) ?? 0) + 1) : map;
    });

  // A photo needs the list at once when it has no CDN path (an MLS photo our host has not stored yet: it
  // may be by now), others once their CDN image failed. Only asked of a card that has been seen: a page
  // of fifty cards of thirty photos is 3,000 addresses to build in the render of new results.
  let wanted: string | null = null;
  for (let n = 1; active && n <= source.count && wanted === null; n++) {
    const step = stepOf(n);
    if (step.kind === 'lookup') wanted = step.listUrl;
  }

  useEffect(() => {
    if (wanted === null) return;
    const controller = new AbortController();
    api.get(wanted, mediaListResponseSchema, { signal: controller.signal }).then((result) => {
      if (result.ok) setMedia(result.value.data);
      else if (result.failure.kind !== 'aborted') setMedia([]);
    });
    return () => controller.abort();
  }, [api, wanted]);

  return { stepOf, fail };
}
