import { escapeHtml } from '../pages/escape-html';
import type { DigestLanguage } from './compose-digest-email';

// The page's texts in each language a digest is written in (compose-digest-email.ts); the saved search's
// title is HTML already escaped (a client typed it).
const TEXTS = {
  en: {
    title: 'Unsubscribed',
    heading: 'You are unsubscribed',
    done: (title: string) =>
      `You will no longer receive daily e-mails for the saved search <strong>${title}</strong>. The search itself is still saved; you can turn e-mails on again in the saved-search panel of the listings page.`,
    invalidTitle: 'Link not valid',
    invalidHeading: 'This link is not valid',
    invalid:
      'It may have been copied incompletely. You can change the e-mails of each saved search in the saved-search panel of the listings page.',
    back: 'Back to the listings',
  },
  es: {
    title: 'Suscripción cancelada',
    heading: 'Su suscripción está cancelada',
    done: (title: string) =>
      `Ya no recibirá correos diarios de la búsqueda guardada <strong>${title}</strong>. La búsqueda sigue guardada; puede volver a activar los correos en el panel de búsquedas guardadas de la página de propiedades.`,
    invalidTitle: 'Enlace no válido',
    invalidHeading: 'Este enlace no es válido',
    invalid:
      'Es posible que no se haya copiado completo. Puede cambiar los correos de cada búsqueda guardada en el panel de búsquedas guardadas de la página de propiedades.',
    back: 'Volver a las propiedades',
  },
} as const;

const back = (language: DigestLanguage) => `<p><a href="/listings">${TEXTS[language].back}</a></p>`;

/**
 * The small page the unsubscribe link of an alert e-mail opens: it confirms which saved search stopped
 * sending e-mails (its title escaped: a client typed it), in the language of the client's digest, or says
 * the link is not valid. A link that is not valid names no client, so that page says it in English and
 * in Spanish, each part marked with its language for screen readers.
 */
export function unsubscribePage(title: string | null, language: DigestLanguage = 'en'): string {
  const page = (lang: string, pageTitle: string, main: string) => `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${pageTitle}</title>
<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;line-height:1.5;color:#1f2933}</style>
</head><body><main>${main}</main></body></html>`;
  if (title !== null) {
    const texts = TEXTS[language];
    return page(
      language,
      texts.title,
      `<h1>${texts.heading}</h1><p>${texts.done(escapeHtml(title))}</p>${back(language)}`,
    );
  }
  const { en, es } = TEXTS;
  return page(
    'en',
    `${en.invalidTitle} · ${es.invalidTitle}`,
    `<h1>${en.invalidHeading}</h1><p>${en.invalid}</p>${back('en')}` +
      `<div lang="es"><h2>${es.invalidHeading}</h2><p>${es.invalid}</p>${back('es')}</div>`,
  );
}
