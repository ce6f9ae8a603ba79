import { escapeHtml } from '../pages/escape-html';
import type { DigestLanguage } from './compose-digest-email';
import type { UnsubscribeTarget } from './find-unsubscribe-target';

/** Where the page's stylesheet is served: the site's CSP allows styles from the site only, none inline. */
export const UNSUBSCRIBE_CSS_PATH = '/api/v1/saved-search/unsubscribe.css';

/** The page's look, served at UNSUBSCRIBE_CSS_PATH. */
export const UNSUBSCRIBE_CSS = `body{font-family:system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;line-height:1.5;color:#1f2933}
button{font:inherit;padding:.5rem 1.25rem;border:0;border-radius:.375rem;background:#1f4e8c;color:#fff;cursor:pointer}
button:focus-visible{outline:3px solid #f5b301;outline-offset:2px}
`;

// The page's texts in each language a digest is written in (compose-digest-email.ts); the saved search's
// title is HTML already escaped (a client typed it).
const TEXTS = {
  en: {
    askTitle: 'Unsubscribe',
    askHeading: 'Stop these e-mails?',
    ask: (title: string) =>
      `Stop the daily e-mails of the saved search <strong>${title}</strong>? The search itself stays saved.`,
    askAll: 'Stop the daily e-mails of all your saved searches? The searches themselves stay saved.',
    button: 'Unsubscribe',
    title: 'Unsubscribed',
    heading: 'You are unsubscribed',
    done: (title: string) =>
      `You will no longer receive daily e-mails for the saved search <strong>${title}</strong>. The search itself is still saved; you can turn e-mails on again in the saved-search panel of the listings page.`,
    doneAll:
      'You will no longer receive daily e-mails for your saved searches. The searches are still saved; you can turn e-mails on again in the saved-search panel of the listings page.',
    invalidTitle: 'Link not valid',
    invalidHeading: 'This link is not valid',
    invalid:
      'It may have been copied incompletely. You can change the e-mails of each saved search in the saved-search panel of the listings page.',
    back: 'Back to the listings',
  },
  es: {
    askTitle: 'Cancelar la suscripción',
    askHeading: '¿Dejar de recibir estos correos?',
    ask: (title: string) =>
      `¿Dejar de recibir los correos diarios de la búsqueda guardada <strong>${title}</strong>? La búsqueda sigue guardada.`,
    askAll:
      '¿Dejar de recibir los correos diarios de todas sus búsquedas guardadas? Las búsquedas siguen guardadas.',
    button: 'Cancelar la suscripción',
    title: 'Suscripción cancelada',
    heading: 'Su suscripción está cancelada',
    done: (title: string) =>
      `Ya no recibirá correos diarios de la búsqueda guardada <strong>${title}</strong>. La búsqueda sigue guardada; puede volver a activar los correos en el panel de búsquedas guardadas de la página de propiedades.`,
    doneAll:
      'Ya no recibirá correos diarios de sus búsquedas guardadas. Las búsquedas siguen guardadas; puede volver a activar los correos en el panel de búsquedas guardadas de la página de propiedades.',
    invalidTitle: 'Enlace no válido',
    invalidHeading: 'Este enlace no es válido',
    invalid:
      'Es posible que no se haya copiado completo. Puede cambiar los correos de cada búsqueda guardada en el panel de búsquedas guardadas de la página de propiedades.',
    back: 'Volver a las propiedades',
  },
} as const;

const back = (language: DigestLanguage) => `<p><a href="/listings">${TEXTS[language].back}</a></p>`;

/**
 * The page an unsubscribe link opens (issue 23, finding 10). Opened ('confirm'), it only asks, with a
 * button that POSTs to the same link: mail scanners open every link of a message, so a GET must change
 * nothing. After the POST ('done') it confirms what stopped. The saved search's title is escaped (a
 * client typed it); the language is the client's digest's. A token that is not valid names no client, so
 * that page says it in English and in Spanish, each part marked with its language for screen readers.
 */
export function unsubscribePage(step: 'confirm' | 'done', target: UnsubscribeTarget | null): string {
  const page = (lang: string, pageTitle: string, main: string) => `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${pageTitle}</title>
<link rel="stylesheet" href="${UNSUBSCRIBE_CSS_PATH}">
</head><body><main>${main}</main></body></html>`;
  if (target) {
    const { language } = target;
    const texts = TEXTS[language];
    const title = target.title === null ? null : escapeHtml(target.title);
    if (step === 'confirm') {
      const form =
        '<form method="post"><input type="hidden" name="List-Unsubscribe" value="One-Click">' +
        `<button type="submit">${texts.button}</button></form>`;
      const ask = title === null ? texts.askAll : texts.ask(title);
      return page(
        language,
        texts.askTitle,
        `<h1>${texts.askHeading}</h1><p>${ask}</p>${form}${back(language)}`,
      );
    }
    const done = title === null ? texts.doneAll : texts.done(title);
    return page(language, texts.title, `<h1>${texts.heading}</h1><p>${done}</p>${back(language)}`);
  }
  const { en, es } = TEXTS;
  return page(
    'en',
    `${en.invalidTitle} · ${es.invalidTitle}`,
    `<h1>${en.invalidHeading}</h1><p>${en.invalid}</p>${back('en')}` +
      `<div lang="es"><h2>${es.invalidHeading}</h2><p>${es.invalid}</p>${back('es')}</div>`,
  );
}
