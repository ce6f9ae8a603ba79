import type { FastifyReply, FastifyRequest } from 'fastify';
import { escapeHtml } from './escape-html';

/** Where the pages' stylesheet is served: the site's CSP allows styles from the site only, none inline. */
export const ACCOUNT_PAGE_CSS_PATH = '/account/page.css';

/** The look of the pages an account e-mail's link opens, served at ACCOUNT_PAGE_CSS_PATH. */
export const ACCOUNT_PAGE_CSS = `body{font-family:system-ui,sans-serif;max-width:30rem;margin:3rem auto;padding:0 1rem;line-height:1.5;color:#1f2933}
label{display:block;margin:1rem 0 .25rem;font-weight:600}
input{font:inherit;width:100%;box-sizing:border-box;padding:.5rem;border:1px solid #7b8794;border-radius:.375rem}
input[aria-invalid=true]{border-color:#b42318}
.error{color:#b42318;margin:.25rem 0 0}
button{font:inherit;margin-top:1.25rem;padding:.5rem 1.25rem;border:0;border-radius:.375rem;background:#1f4e8c;color:#fff;cursor:pointer}
button:focus-visible,input:focus-visible{outline:3px solid #f5b301;outline-offset:2px}
`;

/** One field of a page's form: its error, when the last post was refused, is said under it. */
export interface PageField {
  name: string;
  label: string;
  autocomplete: string;
  error?: string | null;
}

/**
 * What a page shows: a heading, a paragraph (already HTML: callers escape what a person typed) and maybe
 * a form, in the client's language; `also`, a second language's heading and paragraph for a page that
 * names no client (an invalid link).
 */
export interface AccountLinkPage {
  lang: 'en' | 'es';
  title: string;
  text: string;
  also?: { lang: 'en' | 'es'; title: string; text: string };
  /** A form that POSTs the token back to the same address, with a button and password fields. */
  form?: { token: string; button: string; fields?: readonly PageField[] };
}

const field = ({ name, label, autocomplete, error }: PageField) => {
  const id = `f-${name}`;
  const problem = error ? `<p class="error" id="${id}-error">${escapeHtml(error)}</p>` : '';
  const described = error ? ` aria-invalid="true" aria-describedby="${id}-error"` : '';
  return (
    `<label for="${id}">${escapeHtml(label)}</label>` +
    `<input id="${id}" name="${name}" type="password" autocomplete="${autocomplete}" required minlength="8" maxlength="128"${described}>` +
    problem
  );
};

/**
 * The small server page an account link opens (e-mail verification, password recovery): no script, no
 * inline style (our CSP refuses both), its stylesheet from the site. Opening it (GET) changes nothing,
 * since mail scanners open every link; the form's POST does the work.
 */
export function accountLinkPage({ lang, title, text, form, also }: AccountLinkPage): string {
  const back = (language: 'en' | 'es') =>
    `<p><a href="/">${language === 'es' ? 'Volver al sitio' : 'Back to the site'}</a></p>`;
  const body = form
    ? `<form method="post"><input type="hidden" name="token" value="${escapeHtml(form.token)}">` +
      (form.fields ?? []).map(field).join('') +
      `<button type="submit">${escapeHtml(form.button)}</button></form>`
    : back(lang);
  const second = also
    ? `<div lang="${also.lang}"><h2>${escapeHtml(also.title)}</h2><p>${also.text}</p>${back(also.lang)}</div>`
    : '';
  const pageTitle = also ? `${title} · ${also.title}` : title;
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(pageTitle)}</title>
<link rel="stylesheet" href="${ACCOUNT_PAGE_CSS_PATH}">
</head><body><main><h1>${escapeHtml(title)}</h1><p>${text}</p>${body}${second}</main></body></html>`;
}

/** Sends a page of accountLinkPage: never cached, since it is about one link. */
export function sendAccountPage(reply: FastifyReply, status: number, html: string) {
  return reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
}

/** A text field of a form post, '' when absent or not text. */
export function formText(body: unknown, name: string): string {
  if (typeof body !== 'object' || body === null) return '';
  const value: unknown = Reflect.get(body, name);
  return typeof value === 'string' ? value : '';
}

/** The link's token: the form's hidden field on a POST, the address's query on a GET. */
export const linkToken = (request: FastifyRequest) =>
  formText(request.body, 'token') || formText(request.query, 'token');
