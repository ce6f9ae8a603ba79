import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { escapeHtml } from './escape-html';
import { fillPlaceholders } from './fill-placeholders';
import type { SiteIdentity } from './site-identity';
import { siteIdentityFills } from './site-identity-fills';

export interface LayoutPage {
  /** Plain text; escaped here. */
  title: string;
  /** The title in Spanish, for the demo's language switch (`data-es`); the title itself when none. */
  titleEs?: string;
  /** Plain text; escaped here. */
  description: string;
  /** Ready HTML for the end of <head> (canonical link, JSON-LD): its parts escaped by the caller. */
  head: string;
  /** Ready HTML for <main>: escaped by the caller. */
  content: string;
}

/**
 * A page of the demo site: `demo/layout.html` (the brokerage's CMS template, read per request like the
 * other demo pages so edits show without a restart) around server-rendered content, its header, footer
 * and title naming the brokerage as configured (site-identity-fills.ts lists the placeholders).
 */
export async function renderLayoutPage(
  demoDir: string,
  page: LayoutPage,
  identity: SiteIdentity,
): Promise<string> {
  const layout = await readFile(join(demoDir, 'layout.html'), 'utf8');
  return fillPlaceholders(layout.replace('</head>', '{{head}}\n</head>'), {
    ...siteIdentityFills(identity),
    title: escapeHtml(page.title),
    titleEs: escapeHtml(page.titleEs ?? page.title),
    description: escapeHtml(page.description),
    head: page.head,
    content: page.content,
  });
}
