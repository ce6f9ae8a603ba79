import type { AlertEvent, AlertKind } from '../db/queries/find-alert-events';
import { escapeHtml } from '../pages/escape-html';
import { listingPagePath } from '../pages/listing-page-path';

/** One saved search's part of a digest. */
export interface DigestSection {
  title: string;
  /** The search's unsubscribe token (server/db/migrations/016_saved_searches.sql). */
  unsubscribeToken: string;
  events: readonly AlertEvent[];
}

export interface DigestEmail {
  subject: string;
  text: string;
  html: string;
}

const KIND_LABEL: Record<AlertKind, string> = {
  new: 'New listing',
  price: 'Price change',
  back: 'Back on the market',
};

const money = (value: number | null) =>
  value === null ? 'No Price' : `$${Math.round(value).toLocaleString('en-US')}`;

/** The link to a saved search's unsubscribe page. */
export function unsubscribeUrl(siteUrl: string, token: string): string {
  return `${siteUrl}/api/v1/saved-search/unsubscribe/${encodeURIComponent(token)}`;
}

function listingUrl(siteUrl: string, event: AlertEvent): string {
  return `${siteUrl}${listingPagePath(event.url) ?? '/listings'}`;
}

function describe(event: AlertEvent): { headline: string; facts: string } {
  const place = `${event.address}, ${event.city} ${event.postalCode}`;
  const price =
    event.kind === 'price' && event.previousPrice !== null
      ? `${money(event.price)} (was ${money(event.previousPrice)})`
      : money(event.price);
  const rooms = [
    event.beds === null ? null : `${event.beds} bd`,
    event.baths === null ? null : `${event.baths} ba`,
  ].filter(Boolean);
  return { headline: `${KIND_LABEL[event.kind]}: ${place}`, facts: [price, ...rooms].join(' · ') };
}

/**
 * The one daily e-mail a client receives for all their saved searches: per search its title, each
 * listing's news (new, price change, back on the market) with a link to the listing's page, and the
 * search's own unsubscribe link. Plain text and HTML; every text from a client (titles, names) or the
 * MLS (addresses) is escaped in the HTML, so nothing becomes markup.
 */
export function composeDigestEmail(
  name: string,
  siteUrl: string,
  sections: readonly DigestSection[],
): DigestEmail {
  const count = sections.reduce((sum, section) => sum + section.events.length, 0);
  const only = sections.length === 1 ? sections[0] : undefined;
  const subject = only
    ? `${count} update${count === 1 ? '' : 's'} for your saved search "${only.title}"`
    : `${count} updates for your saved searches`;
  const text: string[] = [`Hello ${name},`, '', 'Here is what changed for your saved searches today.'];
  const html: string[] = [
    `<p>Hello ${escapeHtml(name)},</p>`,
    '<p>Here is what changed for your saved searches today.</p>',
  ];
  for (const section of sections) {
    const stop = unsubscribeUrl(siteUrl, section.unsubscribeToken);
    text.push('', `== ${section.title} ==`);
    html.push(`<h2 style="font-size:18px">${escapeHtml(section.title)}</h2>`, '<ul>');
    for (const event of section.events) {
      const { headline, facts } = describe(event);
      const link = listingUrl(siteUrl, event);
      text.push(`- ${headline}`, `  ${facts}`, `  ${link}`);
      html.push(`<li><a href="${escapeHtml(link)}">${escapeHtml(headline)}</a><br>${escapeHtml(facts)}</li>`);
    }
    text.push(`Stop e-mails for "${section.title}": ${stop}`);
    html.push(
      '</ul>',
      `<p style="font-size:12px"><a href="${escapeHtml(stop)}">Stop e-mails for "${escapeHtml(section.title)}"</a></p>`,
    );
  }
  text.push('', 'You receive this e-mail because you asked for daily e-mails about these saved searches.');
  html.push(
    '<p style="font-size:12px">You receive this e-mail because you asked for daily e-mails about these saved searches.</p>',
  );
  return {
    subject,
    text: text.join('\n'),
    html: `<!doctype html><html><body>${html.join('\n')}</body></html>`,
  };
}
