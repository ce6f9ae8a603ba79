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

/** The client's language, from the registration form's 'Language' ('Spanish' reads Spanish). */
export type DigestLanguage = 'en' | 'es';

const TEXTS = {
  en: {
    kind: { new: 'New listing', price: 'Price change', back: 'Back on the market' } as Record<
      AlertKind,
      string
    >,
    locale: 'en-US',
    noPrice: 'No Price',
    was: (price: string) => `was ${price}`,
    beds: 'bd',
    baths: 'ba',
    hello: (name: string) => `Hello ${name},`,
    intro: 'Here is what changed for your saved searches today.',
    stop: (title: string) => `Stop e-mails for "${title}"`,
    footer: 'You receive this e-mail because you asked for daily e-mails about these saved searches.',
    subjectOne: (count: number, title: string) =>
      `${count} update${count === 1 ? '' : 's'} for your saved search "${title}"`,
    subjectMany: (count: number) => `${count} updates for your saved searches`,
  },
  es: {
    kind: {
      new: 'Nueva propiedad',
      price: 'Cambio de precio',
      back: 'De vuelta en el mercado',
    } as Record<AlertKind, string>,
    locale: 'es-US',
    noPrice: 'Sin precio',
    was: (price: string) => `antes ${price}`,
    beds: 'hab.',
    baths: 'baños',
    hello: (name: string) => `Hola, ${name}:`,
    intro: 'Esto es lo que cambió hoy en sus búsquedas guardadas.',
    stop: (title: string) => `Dejar de recibir correos de "${title}"`,
    footer: 'Recibe este correo porque pidió correos diarios sobre estas búsquedas guardadas.',
    subjectOne: (count: number, title: string) =>
      `${count} ${count === 1 ? 'novedad' : 'novedades'} en su búsqueda guardada "${title}"`,
    subjectMany: (count: number) => `${count} novedades en sus búsquedas guardadas`,
  },
} as const;

type Texts = (typeof TEXTS)[DigestLanguage];

/** The link to a saved search's unsubscribe page. */
export function unsubscribeUrl(siteUrl: string, token: string): string {
  return `${siteUrl}/api/v1/saved-search/unsubscribe/${encodeURIComponent(token)}`;
}

function listingUrl(siteUrl: string, event: AlertEvent): string {
  return `${siteUrl}${listingPagePath(event.url) ?? '/listings'}`;
}

function describe(event: AlertEvent, texts: Texts): { headline: string; facts: string } {
  const money = (value: number | null) =>
    value === null ? texts.noPrice : `$${Math.round(value).toLocaleString(texts.locale)}`;
  const place = `${event.address}, ${event.city} ${event.postalCode}`;
  const price =
    event.kind === 'price' && event.previousPrice !== null
      ? `${money(event.price)} (${texts.was(money(event.previousPrice))})`
      : money(event.price);
  const rooms = [
    event.beds === null ? null : `${event.beds} ${texts.beds}`,
    event.baths === null ? null : `${event.baths} ${texts.baths}`,
  ].filter(Boolean);
  return { headline: `${texts.kind[event.kind]}: ${place}`, facts: [price, ...rooms].join(' · ') };
}

/**
 * The one daily e-mail a client receives for all their saved searches: per search its title, each
 * listing's news (new, price change, back on the market) with a link to the listing's page, and the
 * search's own unsubscribe link. Plain text and HTML; every text from a client (titles, names) or the
 * MLS (addresses) is escaped in the HTML, so nothing becomes markup. Written in the client's language.
 */
export function composeDigestEmail(
  name: string,
  siteUrl: string,
  sections: readonly DigestSection[],
  language: DigestLanguage = 'en',
): DigestEmail {
  const texts = TEXTS[language];
  const count = sections.reduce((sum, section) => sum + section.events.length, 0);
  const only = sections.length === 1 ? sections[0] : undefined;
  const subject = only ? texts.subjectOne(count, only.title) : texts.subjectMany(count);
  const text: string[] = [texts.hello(name), '', texts.intro];
  const html: string[] = [`<p>${escapeHtml(texts.hello(name))}</p>`, `<p>${escapeHtml(texts.intro)}</p>`];
  for (const section of sections) {
    const stop = unsubscribeUrl(siteUrl, section.unsubscribeToken);
    text.push('', `== ${section.title} ==`);
    html.push(`<h2 style="font-size:18px">${escapeHtml(section.title)}</h2>`, '<ul>');
    for (const event of section.events) {
      const { headline, facts } = describe(event, texts);
      const link = listingUrl(siteUrl, event);
      text.push(`- ${headline}`, `  ${facts}`, `  ${link}`);
      html.push(`<li><a href="${escapeHtml(link)}">${escapeHtml(headline)}</a><br>${escapeHtml(facts)}</li>`);
    }
    text.push(`${texts.stop(section.title)}: ${stop}`);
    html.push(
      '</ul>',
      `<p style="font-size:12px"><a href="${escapeHtml(stop)}">${escapeHtml(texts.stop(section.title))}</a></p>`,
    );
  }
  text.push('', texts.footer);
  html.push(`<p style="font-size:12px">${escapeHtml(texts.footer)}</p>`);
  return {
    subject,
    text: text.join('\n'),
    html: `<!doctype html><html lang="${language}"><body>${html.join('\n')}</body></html>`,
  };
}
