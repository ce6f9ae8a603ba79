import type { AccountEmail } from '../db/queries/insert-account-email';

/** The client's language, from the registration form's 'Language' ('Spanish' reads Spanish). */
export type AccountLanguage = 'en' | 'es';

/** The language of a client whose registration said `language`. */
export const accountLanguage = (language: string | null | undefined): AccountLanguage =>
  language === 'Spanish' ? 'es' : 'en';

// A name is one line, whatever was typed.
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

const TEXTS = {
  en: {
    hello: (name: string) => (name ? `Hello ${name},` : 'Hello,'),
    ignore: 'If you did not ask for this e-mail, you can ignore it.',
    welcomeSubject: 'Welcome! Please confirm your e-mail address',
    welcome: [
      'Welcome! Your account is ready: your favorites, saved searches and notes follow you on every device',
      'you sign in on.',
      '',
      'Please confirm that this e-mail address is yours (the link works for 7 days):',
    ],
    confirmSubject: 'Please confirm your new e-mail address',
    confirm: [
      'You asked to use this address for your account. It takes effect when you confirm it here',
      '(the link works for 7 days):',
    ],
    noticeSubject: 'Your e-mail address is being changed',
    notice: (to: string) => [
      `Someone signed in to your account asked to change its e-mail address to ${to}.`,
      'It changes only when that address confirms it. If this was not you, use "Forgot password?" in the',
      'login window to set a new password: that signs out every other session of your account.',
    ],
    resetSubject: 'Set a new password',
    reset: [
      'Someone (we hope you) asked to set a new password for your account. Choose it here; the link works',
      'once, for one hour, and setting the password signs out every other session:',
    ],
  },
  es: {
    hello: (name: string) => (name ? `Hola, ${name}:` : 'Hola:'),
    ignore: 'Si no pidió este correo, puede ignorarlo.',
    welcomeSubject: '¡Bienvenido! Confirme su correo electrónico',
    welcome: [
      '¡Bienvenido! Su cuenta está lista: sus favoritos, búsquedas guardadas y notas lo acompañan en cada',
      'dispositivo en el que inicie sesión.',
      '',
      'Confirme que este correo electrónico es suyo (el enlace sirve durante 7 días):',
    ],
    confirmSubject: 'Confirme su nuevo correo electrónico',
    confirm: [
      'Pidió usar esta dirección para su cuenta. El cambio se hace cuando la confirme aquí',
      '(el enlace sirve durante 7 días):',
    ],
    noticeSubject: 'Se está cambiando su correo electrónico',
    notice: (to: string) => [
      `Alguien con una sesión en su cuenta pidió cambiar su correo electrónico a ${to}.`,
      'Solo cambia cuando esa dirección lo confirme. Si no fue usted, use "¿Olvidó su contraseña?" en la',
      'ventana de inicio de sesión para elegir una contraseña nueva: eso cierra todas las demás sesiones.',
    ],
    resetSubject: 'Elija una contraseña nueva',
    reset: [
      'Alguien (esperamos que usted) pidió una contraseña nueva para su cuenta. Elíjala aquí; el enlace sirve',
      'una vez, durante una hora, y elegirla cierra todas las demás sesiones:',
    ],
  },
} as const;

/** The e-mails are signed by the brokerage (BRAND_NAME). */
const signed = (brand: string) => ['', `— ${oneLine(brand)}`];

/** The welcome a new client gets, carrying the link that verifies the address (valid 7 days). */
export function welcomeEmail(
  clientId: number,
  to: string,
  name: string,
  link: string,
  language: AccountLanguage,
  brand: string,
): AccountEmail {
  const t = TEXTS[language];
  const text = [t.hello(oneLine(name)), '', ...t.welcome, link, ...signed(brand), t.ignore].join('\n');
  return { clientId, kind: 'welcome', to, subject: t.welcomeSubject, text, replyTo: null };
}

/** The link a new address gets after an e-mail change; the change happens when it is opened. */
export function confirmNewEmail(
  clientId: number,
  to: string,
  link: string,
  language: AccountLanguage,
  brand: string,
) {
  const t = TEXTS[language];
  const text = [t.hello(''), '', ...t.confirm, link, ...signed(brand), t.ignore].join('\n');
  const email: AccountEmail = {
    clientId,
    kind: 'verify_new_email',
    to,
    subject: t.confirmSubject,
    text,
    replyTo: null,
  };
  return email;
}

/** The notice the old address gets when a change to `newEmail` is asked for: a stolen session shows. */
export function emailChangeNotice(
  clientId: number,
  to: string,
  newEmail: string,
  language: AccountLanguage,
  brand: string,
) {
  const t = TEXTS[language];
  const text = [t.hello(''), '', ...t.notice(newEmail), ...signed(brand)].join('\n');
  const email: AccountEmail = {
    clientId,
    kind: 'email_change_notice',
    to,
    subject: t.noticeSubject,
    text,
    replyTo: null,
  };
  return email;
}

/** The recovery link (valid one hour, once). */
export function resetPasswordEmail(
  clientId: number,
  to: string,
  link: string,
  language: AccountLanguage,
  brand: string,
) {
  const t = TEXTS[language];
  const text = [t.hello(''), '', ...t.reset, link, ...signed(brand), t.ignore].join('\n');
  const email: AccountEmail = {
    clientId,
    kind: 'reset_password',
    to,
    subject: t.resetSubject,
    text,
    replyTo: null,
  };
  return email;
}
