import { escapeHtml } from './escape-html';

export interface ShareCard {
  /** What the preview's headline says. */
  readonly title: string;
  readonly description: string;
  /** The page's canonical URL: a share of any of its addresses counts for one page. */
  readonly url: string;
  /** Absolute; none leaves a text-only card. */
  readonly image: string | null;
  /** The image's alternative text. */
  readonly imageAlt: string;
}

/**
 * The link preview a shared page gets on Facebook, iMessage, WhatsApp, Slack and LinkedIn (Open Graph)
 * and on X (its card tags, which fall back to Open Graph for the rest): headline, text, canonical URL and
 * photo, the large-image card when there is a photo.
 */
export function shareMetaHtml(card: ShareCard): string {
  const image = card.image === null ? {} : { image: card.image, 'image:alt': card.imageAlt };
  const openGraph = {
    type: 'website',
    title: card.title,
    description: card.description,
    url: card.url,
    ...image,
  };
  const x = {
    card: card.image === null ? 'summary' : 'summary_large_image',
    title: card.title,
    description: card.description,
    ...image,
  };
  // Open Graph names its tags with `property`, X with `name`.
  return [
    ...Object.entries(openGraph).map(([key, value]) => metaTag('property', `og:${key}`, value)),
    ...Object.entries(x).map(([key, value]) => metaTag('name', `twitter:${key}`, value)),
  ].join('\n');
}

function metaTag(attribute: 'property' | 'name', key: string, value: string): string {
  return `<meta ${attribute}="${key}" content="${escapeHtml(value)}">`;
}
