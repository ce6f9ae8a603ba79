import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useDeferredValue, useEffect, useRef } from 'react';
import type { Listing } from '../../contract';
import { PLACEHOLDER_CARDS } from '../../lib/constants';
import { formatNumber } from '../../lib/format/format-number';
import { listingPhotoUrl } from '../../lib/listing-photo-url';
import { motionScrollBehavior } from '../../lib/motion-scroll-behavior';
import { displayRange } from '../../lib/pager/display-range';
import { ListingCard } from '../../parts/listing-card/listing-card';
import { ListingCardSkeleton } from '../../parts/listing-card/listing-card-skeleton';
import { apiClientAtom } from '../../state/api-base-atom';
import { configAtom } from '../../state/config-atom';
import { listingsLayoutAtom } from '../../state/listings-layout-atom';
import { listingsQueryAtom } from '../../state/listings-query-atom';
import { listingsLoadingAtom, listingsResultAtom, listingsRetryAtom } from '../../state/listings-result-atom';
import { locationAtom } from '../../state/location-atom';
import { MlsDisclaimer } from '../../ui/mls-disclaimer';
import { useT } from '../../ui/use-t';
import { ListingsFailure } from './listings-failure';
import { ListingsPager } from './listings-pager';
import { ListingsStatusLine } from './listings-status-line';

/** The cards on a phone's first screen (one column, two cards): their photos load without delay. */
const LEADING_CARDS = 2;

/**
 * The list half of the listings screen (SPEC §2): the count line, the cards or their placeholders (one,
 * two or three per row), a quiet message with Retry when the search fails, the empty-area text and the
 * pager.
 */
export function ListingsResults() {
  const { lang, t, tp } = useT();
  // Fifty new cards are the longest render of a search: drawn at low priority, in slices, they never hold
  // up the map or the visitor's next input. Everything below reads the deferred pair, so the counts,
  // cards and pager of one render always belong together; the grid is busy until they have caught up.
  const currentResult = useAtomValue(listingsResultAtom);
  const currentLoading = useAtomValue(listingsLoadingAtom);
  const latest = useDeferredValue(currentResult);
  const loading = useDeferredValue(currentLoading);
  const catchingUp = latest !== currentResult || loading !== currentLoading;
  const query = useAtomValue(listingsQueryAtom);
  const config = useAtomValue(configAtom);
  const api = useAtomValue(apiClientAtom);
  const location = useAtomValue(locationAtom);
  const setLocation = useSetAtom(locationAtom);
  const retry = useSetAtom(listingsRetryAtom);
  const layout = useAtomValue(listingsLayoutAtom);
  const top = useRef<HTMLDivElement>(null);
  const onRetry = useCallback(() => retry((n) => n + 1), [retry]);

  const template = config?.photo_url_template ?? null;
  const photoUrl = useCallback(
    (listing: Listing, n: number) => listingPhotoUrl(listing, n, template, api.base),
    [template, api.base],
  );
  const hrefFor = (page: number) => {
    const params = new URLSearchParams(location.search);
    params.set('page', String(page));
    return `${location.pathname}?${params}`;
  };
  /** The page the pager asked for, until the list shows it. */
  const pagedTo = useRef<number | null>(null);
  const goToPage = (page: number) => {
    const params = new URLSearchParams(location.search);
    params.set('page', String(page));
    setLocation({ pathname: location.pathname, search: `?${params}` });
    pagedTo.current = page;
    top.current?.scrollIntoView({ block: 'start', behavior: motionScrollBehavior() });
  };

  // While a search loads, the cards of the one before stay (the grid busy) rather than placeholders; its
  // counts, pager, empty text or error do not: they would describe another search.
  const result = loading ? null : latest;
  const page = result?.ok ? result.value.data : null;
  const previous = latest?.ok && latest.value.data.listings.length > 0 ? latest.value.data.listings : null;
  // Placeholders only while a search loads with no earlier cards to keep; none under an error.
  const shownCards = loading ? previous : (page?.listings ?? []);
  // The smooth scroll started on the click is cut short, or lands off its mark, while the new page's cards
  // replace the old ones under it (a phone's list is some 27,000 px). Once they are in, the list's top is
  // put in place at once: the visitor has seen the motion already.
  const shownPage = page?.page ?? null;
  useEffect(() => {
    if (shownPage === null || shownPage !== pagedTo.current) return;
    pagedTo.current = null;
    const box = top.current?.getBoundingClientRect();
    if (box && Math.abs(box.top) > 1) top.current?.scrollIntoView({ block: 'start', behavior: 'instant' });
  }, [shownPage]);
  const statusTexts = config?.status_data;
  const localized = (text: { en: string; es: string | null } | null | undefined, fallback: string) =>
    (text && (lang === 'es' ? text.es : text.en)) || fallback;

  return (
    <div className="listings" ref={top} part="listings">
      <h2 className="bb-visually-hidden">{t('listings.resultsHeading')}</h2>
      <div className="summary">
        <ListingsStatusLine
          loading={loading}
          count={page ? page.listings.length : null}
          loadingText={localized(statusTexts?.loading, t('listings.status.loading'))}
          completedText={localized(statusTexts?.completed, t('listings.status.completed'))}
        />
        {/* While a search runs, an empty counts line holds its place: the cards do not jump when it fills. */}
        {loading && (
          <p className="counts" aria-hidden="true">
            <span>{'\u00a0'}</span>
            <span className="page-of">{'\u00a0'}</span>
          </p>
        )}
        {page && page.total > 0 && (
          <p className="counts">
            <span>
              {tp('listings.displaying', page.listings.length, {
                ...displayRange(page.page, page.per_page, page.total),
                total: formatNumber(lang, page.total),
              })}
            </span>
            <span className="page-of">{t('listings.page', { page: page.page, pages: page.last_page })}</span>
          </p>
        )}
      </div>

      {result && !result.ok && result.failure.kind !== 'aborted' && (
        <ListingsFailure
          failure={result.failure}
          favorites={query?.filters.filterBy === 'favorite'}
          onRetry={onRetry}
        />
      )}

      {page && page.listings.length === 0 && <p className="notice">{t('listings.empty')}</p>}

      <div className={`grid columns-${layout}`} aria-busy={loading || catchingUp}>
        {shownCards === null
          ? Array.from(
              { length: Math.min(PLACEHOLDER_CARDS, query?.filters.perPage ?? PLACEHOLDER_CARDS) },
              (_, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity of their own
                <ListingCardSkeleton key={i} />
              ),
            )
          : shownCards.map((listing, index) => (
              <ListingCard
                key={listing.ListingKeyNumeric}
                listing={listing}
                photoUrl={photoUrl}
                leading={index < LEADING_CARDS}
              />
            ))}
      </div>

      {page && (
        <ListingsPager page={page.page} lastPage={page.last_page} hrefFor={hrefFor} onPage={goToPage} />
      )}
      <MlsDisclaimer />
    </div>
  );
}
