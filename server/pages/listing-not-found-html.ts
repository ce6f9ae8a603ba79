import type { Lang } from '../../src/lib/i18n/lang';
import { translate } from '../../src/lib/i18n/translate';
import { escapeHtml } from './escape-html';
import type { LayoutPage } from './render-layout-page';

/**
 * The page of a listing that does not exist (any more). Answered with 404 rather than a redirect to
 * /listings: a redirect would read to search engines as a soft 404 and keep a dead listing indexed;
 * the visitor still gets a way on, the link to every listing.
 */
export function listingNotFoundHtml(lang: Lang = 'en'): LayoutPage {
  const t = (key: Parameters<typeof translate>[1]) => escapeHtml(translate(lang, key));
  return {
    title: translate(lang, 'house.notFound.title'),
    description: translate(lang, 'house.notFound.text'),
    head: '<meta name="robots" content="noindex">',
    content: [
      '<section class="house-not-found">',
      `<h1>${t('house.notFound.title')}</h1>`,
      `<p>${t('house.notFound.text')}</p>`,
      `<p><a href="/listings">${t('house.notFound.browse')}</a></p>`,
      '</section>',
    ].join('\n'),
  };
}
