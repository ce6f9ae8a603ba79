import { formatAskingPrice } from '../../src/lib/format/format-asking-price';
import { formatBathrooms } from '../../src/lib/format/format-bathrooms';
import { formatSquareFeet } from '../../src/lib/format/format-square-feet';
import { formatState } from '../../src/lib/format/format-state';
import { formatStatus } from '../../src/lib/format/format-status';
import { formatValue } from '../../src/lib/format/format-value';
import type { Lang } from '../../src/lib/i18n/lang';
import { translate } from '../../src/lib/i18n/translate';
import type { ListingPage } from '../db/queries/find-listing-page';
import { escapeHtml } from './escape-html';

/** The 'City, TX 78704' line; a missing state reads 'TX' (DESIGN rulings). */
export function cityLine(listing: ListingPage): string {
  return `${listing.city}, ${formatState(listing.state)} ${listing.postalCode}`;
}

/** The page's heading: the street and city line, or the city line alone when the street is withheld. */
export function placeLine(listing: ListingPage): string {
  return listing.address === null ? cityLine(listing) : `${listing.address}, ${cityLine(listing)}`;
}

/**
 * The listing's facts as plain HTML, the light DOM of `<bb-house>`: what search engines index and what
 * a visitor without JavaScript reads. The widget's shadow root covers it once the script runs. Every
 * value from the database is escaped here; the labels are the widgets' own catalog texts.
 */
export function listingFactsHtml(listing: ListingPage, photoUrl: string | null, lang: Lang = 'en'): string {
  const t = (key: Parameters<typeof translate>[1]) => escapeHtml(translate(lang, key));
  const fact = (label: string, value: string) => `<dt>${label}</dt><dd>${escapeHtml(value)}</dd>`;
  const facts = [
    fact(t('detail.field.status'), formatStatus(lang, listing.status, listing.propertyType)),
    fact(t('detail.field.bedrooms'), formatValue(lang, listing.beds)),
    fact(t('detail.field.bathrooms'), formatBathrooms(lang, listing.bathsFull, listing.bathsHalf)),
    fact(t('detail.field.livingArea'), livingArea(lang, listing.livingArea)),
    fact(t('detail.field.yearBuilt'), formatValue(lang, listing.yearBuilt)),
    fact(t('detail.field.mlsNumber'), listing.mlsNum),
  ];
  const remarks = listing.remarks?.trim()
    ? `<h2>${t('detail.section.publicRemarks')}</h2>\n<p>${escapeHtml(listing.remarks.trim())}</p>`
    : '';
  const photo = photoUrl
    ? `<img src="${escapeHtml(photoUrl)}" alt="${escapeHtml(translate(lang, 'card.photoAlt', { current: '1', address: listing.address ?? cityLine(listing) }))}" loading="lazy">`
    : '';
  return [
    '<article class="house-facts">',
    ...(listing.address === null
      ? [`<h1>${escapeHtml(cityLine(listing))}</h1>`]
      : [`<h1>${escapeHtml(listing.address)}</h1>`, `<p>${escapeHtml(cityLine(listing))}</p>`]),
    `<p><strong>${escapeHtml(formatAskingPrice(lang, listing.price, listing.propertyType))}</strong></p>`,
    photo,
    `<dl>${facts.join('')}</dl>`,
    remarks,
    `<h2>${t('detail.section.listingProvidedBy')}</h2>`,
    `<p>${escapeHtml(listing.officeName)}, ${escapeHtml(listing.agentName)}</p>`,
    '</article>',
  ]
    .filter(Boolean)
    .join('\n');
}

function livingArea(lang: Lang, value: number | null): string {
  const area = formatSquareFeet(lang, value);
  return value === null ? area : `${area} ${translate(lang, 'card.sqft')}`;
}
