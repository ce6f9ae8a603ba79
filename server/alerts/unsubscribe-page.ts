import { escapeHtml } from '../pages/escape-html';

/**
 * The small page the unsubscribe link of an alert e-mail opens: it confirms which saved search stopped
 * sending e-mails (its title escaped: a client typed it), or says the link is not valid.
 */
export function unsubscribePage(title: string | null): string {
  const body =
    title === null
      ? '<h1>This link is not valid</h1><p>It may have been copied incompletely. You can change the e-mails of each saved search in the saved-search panel of the listings page.</p>'
      : `<h1>You are unsubscribed</h1><p>You will no longer receive daily e-mails for the saved search <strong>${escapeHtml(title)}</strong>. The search itself is still saved; you can turn e-mails on again in the saved-search panel of the listings page.</p>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title === null ? 'Link not valid' : 'Unsubscribed'}</title>
<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;line-height:1.5;color:#1f2933}</style>
</head><body><main>${body}<p><a href="/listings">Back to the listings</a></p></main></body></html>`;
}
