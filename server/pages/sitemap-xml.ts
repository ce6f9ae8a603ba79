import { escapeHtml } from './escape-html';

/** The sitemaps protocol's limit of URLs per file (sitemaps.org); beyond it, a sitemap index. */
export const SITEMAP_URL_LIMIT = 50_000;

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

export interface SitemapEntry {
  loc: string;
  /** 'YYYY-MM-DD' */
  lastmod: string;
}

/** A `<urlset>` written piece by piece as the entries arrive, for streaming to the client. */
export async function* urlsetXml(entries: AsyncIterable<SitemapEntry>): AsyncGenerator<string> {
  yield `${XML_HEAD}<urlset xmlns="${NS}">\n`;
  let chunk = '';
  for await (const entry of entries) {
    chunk += `<url><loc>${escapeHtml(entry.loc)}</loc><lastmod>${escapeHtml(entry.lastmod)}</lastmod></url>\n`;
    // Hand on about 64 KB at a time: fewer, larger writes than one per URL.
    if (chunk.length > 65_536) {
      yield chunk;
      chunk = '';
    }
  }
  yield `${chunk}</urlset>\n`;
}

/** A `<sitemapindex>` of the sitemap files at `locs` (a few, at most one per 50,000 listings). */
export function sitemapIndexXml(locs: readonly string[]): string {
  const items = locs.map((loc) => `<sitemap><loc>${escapeHtml(loc)}</loc></sitemap>\n`).join('');
  return `${XML_HEAD}<sitemapindex xmlns="${NS}">\n${items}</sitemapindex>\n`;
}
