import { formatAskingPrice } from '../../src/lib/format/format-asking-price';
import { formatBathrooms } from '../../src/lib/format/format-bathrooms';
import { formatCommentDate } from '../../src/lib/format/format-comment-date';
import { formatSquareFeet } from '../../src/lib/format/format-square-feet';
import { formatStatus } from '../../src/lib/format/format-status';
import type { Lang } from '../../src/lib/i18n/lang';
import { translate } from '../../src/lib/i18n/translate';
import type { ListingPage } from '../db/queries/find-listing-page';
import { escapeHtml } from './escape-html';
import { jsonForScript } from './json-for-script';
import { cityLine, listingFactsHtml, placeLine } from './listing-facts-html';
import { listingJsonLd } from './listing-json-ld';
import type { LayoutPage } from './render-layout-page';
import { shareMetaHtml } from './share-meta-html';

interface ListingPageContext {
  /** Absolute. */
  canonicalUrl: string;
  /** Resolves the stored photo paths. */
  siteOrigin: string;
  /** When the MLS data was last updated (readDataUpdatedAt); null: the disclaimer says no date. */
  dataUpdatedAt: Date | null;
}

/**
 * A listing's own page: `<bb-house>` holding the facts as plain HTML and the MLS's disclaimer with when
 * the data was last updated (the IDX rules hold before the widget's script runs too), and in the head
 * the canonical URL, schema.org JSON-LD and the link preview's tags.
 */
export function listingPageHtml(
  listing: ListingPage,
  { canonicalUrl, siteOrigin, dataUpdatedAt }: ListingPageContext,
): LayoutPage {
  const photoUrls = listing.photos.flatMap((path) => absoluteUrl(path, siteOrigin) ?? []);
  const jsonLd = listingJsonLd(listing, canonicalUrl, photoUrls);
  const summary = description(listing);
  const head = [
    `<link rel="canonical" href="${escapeHtml(canonicalUrl)}">`,
    `<script type="application/ld+json">${jsonForScript(jsonLd)}</script>`,
    // A shared listing previews with its price and place as the headline and its first photo.
    shareMetaHtml({
      title: `${formatAskingPrice('en', listing.price, listing.propertyType)} · ${placeLine(listing)}`,
      description: summary,
      url: canonicalUrl,
      image: photoUrls[0] ?? null,
      imageAlt: placeLine(listing),
    }),
  ].join('\n');
  const content = [
    `<bb-house listing-key="${escapeHtml(listing.key)}">`,
    listingFactsHtml(listing, photoUrls[0] ?? null),
    `<p class="mls-disclaimer">${escapeHtml(mlsDisclaimer('en', dataUpdatedAt))}</p>`,
    '</bb-house>',
  ].join('\n');
  return {
    title: placeLine(listing),
    description: summary,
    head,
    content,
  };
}

/** The widgets' disclaimer (src/ui/mls-disclaimer.tsx) in the same words and date format. */
function mlsDisclaimer(lang: Lang, updated: Date | null): string {
  const disclaimer = translate(lang, 'footer.mlsDisclaimer');
  if (updated === null) return disclaimer;
  const date = formatCommentDate(lang, updated);
  return `${disclaimer} ${translate(lang, 'footer.mlsDataUpdated', { date })}`;
}

/** The search snippet: status, place, price and the main facts, whichever are known. */
function description(listing: ListingPage): string {
  const lang = 'en';
  const parts = [
    formatStatus(lang, listing.status, listing.propertyType),
    cityLine(listing),
    formatAskingPrice(lang, listing.price, listing.propertyType),
    listing.beds === null ? null : `${listing.beds} ${translate(lang, 'card.beds')}`,
    listing.bathsFull === null && listing.bathsHalf === null
      ? null
      : `${formatBathrooms(lang, listing.bathsFull, listing.bathsHalf)} ${translate(lang, 'card.baths')}`,
    listing.livingArea === null
      ? null
      : `${formatSquareFeet(lang, listing.livingArea)} ${translate(lang, 'card.sqft')}`,
    translate(lang, 'detail.mlsNumber', { mls: listing.mlsNum }),
  ];
  return parts.filter((part) => part !== null).join(' · ');
}

/** A stored photo path or URL made absolute; null for one that is not a web URL at all. */
function absoluteUrl(path: string, origin: string): string | null {
  try {
    const url = new URL(path, origin);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
