import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { escapeHtml } from './escape-html';

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
 * other demo pages so edits show without a restart) around server-rendered content.
 */
export async function renderLayoutPage(demoDir: string, page: LayoutPage): Promise<string> {
  const layout = await readFile(join(demoDir, 'layout.html'), 'utf8');
  const fills: Readonly<Record<string, () => string>> = {
    '{{title}}': () => escapeHtml(page.title),
    '{{titleEs}}': () => escapeHtml(page.titleEs ?? page.title),
    '{{description}}': () => escapeHtml(page.description),
    '{{content}}': () => page.content,
    '</head>': () => `${page.head}\n</head>`,
  };
  // One pass with a replacer function: text filled in is never scanned again, so a listing remark that
  // holds '{{content}}', '$&' or '</head>' stays text and cannot move parts of the page around.
  return layout.replace(
    /\{\{(?:title|titleEs|description|content)\}\}|<\/head>/g,
    (found) => fills[found]?.() ?? found,
  );
}
