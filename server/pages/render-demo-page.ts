import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { escapeHtml } from './escape-html';
import { fillPlaceholders } from './fill-placeholders';
import { renderLayoutPage } from './render-layout-page';
import type { SiteIdentity } from './site-identity';
import { siteIdentityFills } from './site-identity-fills';

/** A page of the demo site made of one of `demo/pages/`'s fragments. */
export interface DemoPage {
  /** The fragment's file name in `demo/pages/`, without '.html'. */
  file: string;
  /** Plain text. */
  title: string;
  /** The title in Spanish (`data-es`); none: the title is a name, the same in both languages. */
  titleEs?: string;
  /** Plain text. */
  description: string;
  /** Further `{{name}}` placeholders of the fragment as plain text (an agent's MatrixDir); escaped here. */
  text?: Readonly<Record<string, string>>;
  /** Further placeholders as ready HTML, escaped by the caller. */
  html?: Readonly<Record<string, string>>;
}

/**
 * A demo page: its fragment (read per request, so edits show without a restart) with its placeholders
 * filled, the title and the brokerage's identity among them, inside the layout (render-layout-page.ts).
 */
export async function renderDemoPage(
  demoDir: string,
  page: DemoPage,
  identity: SiteIdentity,
): Promise<string> {
  const fragment = await readFile(join(demoDir, 'pages', `${page.file}.html`), 'utf8');
  const text = { ...page.text, title: page.title, titleEs: page.titleEs ?? page.title };
  const content = fillPlaceholders(fragment, {
    ...siteIdentityFills(identity),
    ...Object.fromEntries(Object.entries(text).map(([name, value]) => [name, escapeHtml(value)])),
    ...page.html,
  });
  return renderLayoutPage(demoDir, { ...page, head: '', content }, identity);
}
