import { storedPhotoUrl } from '../../src/lib/photos/stored-photo-url';
import type { AlertEvent, AlertKind } from '../db/queries/find-alert-events';
import { listingPagePath } from '../pages/listing-page-path';
import type { DigestBrand } from './digest-brand';
import { type DigestItem, renderDigestHtml } from './digest-html';

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
    stopAll: 'Unsubscribe from all alert e-mails',
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
    stopAll: 'Darse de baja de todos los correos de alertas',
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

/**
 * The listing's picture, absolute on the site: its first MLS photo stored on our host, else — for a
 * generated listing without MLS photos — its drawing; a listing whose MLS photos are not stored yet
 * shows none rather than a drawing that is not the house.
 */
function photoUrl(siteUrl: string, event: AlertEvent): string | null {
  if (event.photoId) return storedPhotoUrl(event.photoId, `${siteUrl}/`);
  return event.mlsPhotos ? null : `${siteUrl}/photos/${event.key}/1.svg`;
}

function describe(event: AlertEvent, texts: Texts, siteUrl: string): DigestItem {
  const money = (value: number | null) =>
    value === null ? texts.noPrice : `$${Math.round(value).toLocaleString(texts.locale)}`;
  const price =
    event.kind === 'price' && event.previousPrice !== null
      ? `${money(event.price)} (${texts.was(money(event.previousPrice))})`
      : money(event.price);
  const rooms = [
    event.beds === null ? null : `${event.beds} ${texts.beds}`,
    event.baths === null ? null : `${event.baths} ${texts.baths}`,
  ].filter(Boolean);
  return {
    kind: texts.kind[event.kind],
    place: `${event.address}, ${event.city} ${event.postalCode}`,
    facts: [price, ...rooms].join(' · '),
    link: listingUrl(siteUrl, event),
    photo: photoUrl(siteUrl, event),
  };
}

/**
 * The one daily e-mail a client receives for all their saved searches, in the brokerage's brand: per
 * search its title, each listing's news (new, price change, back on the market) with its photo, price,
 * facts and a link to its page, and the search's own unsubscribe link; the footer names the brokerage
 * with its postal address (CAN-SPAM) and, given `stopAllToken`, links the unsubscribe from every alert.
 * A plain-text part and an HTML part (digest-html.ts, every outside text escaped), in the client's
 * language.
 */
export function composeDigestEmail(
  name: string,
  siteUrl: string,
  sections: readonly DigestSection[],
  language: DigestLanguage,
  brand: DigestBrand,
  stopAllToken: string | null = null,
): DigestEmail {
  const texts = TEXTS[language];
  const count = sections.reduce((sum, section) => sum + section.events.length, 0);
  const only = sections.length === 1 ? sections[0] : undefined;
  const subject = only ? texts.subjectOne(count, only.title) : texts.subjectMany(count);
  const views = sections.map((section) => ({
    title: section.title,
    items: section.events.map((event) => describe(event, texts, siteUrl)),
    stopUrl: unsubscribeUrl(siteUrl, section.unsubscribeToken),
    stopLabel: texts.stop(section.title),
  }));
  const stopAll = stopAllToken ? { url: unsubscribeUrl(siteUrl, stopAllToken), label: texts.stopAll } : null;

  const text: string[] = [brand.name, '', texts.hello(name), '', texts.intro];
  for (const view of views) {
    text.push('', `== ${view.title} ==`);
    for (const entry of view.items)
      text.push(`- ${entry.kind}: ${entry.place}`, `  ${entry.facts}`, `  ${entry.link}`);
    text.push(`${view.stopLabel}: ${view.stopUrl}`);
  }
  text.push('', texts.footer);
  if (stopAll) text.push(`${stopAll.label}: ${stopAll.url}`);
  text.push('', [brand.name, brand.postalAddress].filter(Boolean).join(' · '));

  const hello = texts.hello(name);
  const html = renderDigestHtml({
    language,
    subject,
    hello,
    intro: texts.intro,
    sections: views,
    footer: texts.footer,
    stopAll,
    brand,
  });
  return { subject, text: text.join('\n'), html };
}
