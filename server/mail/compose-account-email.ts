import type { AccountEmail } from './account-mailer';

// A name is one line in a subject, whatever was typed.
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

const SIGNATURE = ['', '— Bluebonnet', 'If you did not ask for this e-mail, you can ignore it.'];

/** The welcome a new client gets, carrying the link that verifies the address (valid 7 days). */
export function welcomeEmail(clientId: number, to: string, name: string, link: string): AccountEmail {
  const text = [
    `Hello ${oneLine(name)},`,
    '',
    'Welcome! Your account is ready: your favorites, saved searches and notes follow you on every device',
    'you sign in on.',
    '',
    'Please confirm that this e-mail address is yours (the link works for 7 days):',
    link,
    ...SIGNATURE,
  ].join('\n');
  return {
    clientId,
    kind: 'welcome',
    to,
    subject: 'Welcome! Please confirm your e-mail address',
    text,
    replyTo: null,
  };
}

/** The link a new address gets after an e-mail change; the change happens when it is opened. */
export function confirmNewEmail(clientId: number, to: string, link: string): AccountEmail {
  const text = [
    'Hello,',
    '',
    'You asked to use this address for your account. It takes effect when you confirm it here',
    '(the link works for 7 days):',
    link,
    ...SIGNATURE,
  ].join('\n');
  return {
    clientId,
    kind: 'verify_new_email',
    to,
    subject: 'Please confirm your new e-mail address',
    text,
    replyTo: null,
  };
}

/** The notice the old address gets when a change to `newEmail` is asked for: a stolen session shows. */
export function emailChangeNotice(clientId: number, to: string, newEmail: string): AccountEmail {
  const text = [
    'Hello,',
    '',
    `Someone signed in to your account asked to change its e-mail address to ${newEmail}.`,
    'It changes only when that address confirms it. If this was not you, use "Forgot password?" in the',
    'login window to set a new password: that signs out every other session of your account.',
    ...SIGNATURE.slice(0, 2),
  ].join('\n');
  return {
    clientId,
    kind: 'email_change_notice',
    to,
    subject: 'Your e-mail address is being changed',
    text,
    replyTo: null,
  };
}

/** The recovery link (valid one hour, once). */
export function resetPasswordEmail(clientId: number, to: string, link: string): AccountEmail {
  const text = [
    'Hello,',
    '',
    'Someone (we hope you) asked to set a new password for your account. Choose it here; the link works',
    'once, for one hour, and setting the password signs out every other session:',
    link,
    ...SIGNATURE,
  ].join('\n');
  return { clientId, kind: 'reset_password', to, subject: 'Set a new password', text, replyTo: null };
}

/** What a registration told about the person, for the brokerage or agent it goes to. */
export interface RegistrationFacts {
  clientId: number;
  name: string;
  email: string;
  phone: string | null;
  clientrole: string | null;
  property: string | null;
  metro: string | null;
  searchCity: string | null;
  language: string | null;
  realtor: boolean | null;
  houseToSell: boolean | null;
  source: string | null;
}

const yesNo = (value: boolean | null) => (value === null ? '—' : value ? 'yes' : 'no');

/**
 * The plain-text notice of a new registration for the leads inbox (or the agent whose site it was): a
 * sign-up is a lead, so who, how to reach them and what they want, in the order a call back needs them.
 * Reply-To is the client.
 */
export function registrationNotice(to: string, facts: RegistrationFacts): AccountEmail {
  const name = oneLine(facts.name);
  const text = [
    `${name} created an account`,
    '',
    `Name:          ${name}`,
    `E-mail:        ${facts.email}`,
    `Phone:         ${facts.phone ?? '—'}`,
    `Looking to:    ${facts.clientrole ?? '—'}`,
    `Property:      ${facts.property ?? '—'}`,
    `Metro:         ${facts.metro ?? '—'}`,
    `Searching in:  ${facts.searchCity ?? '—'}`,
    `Language:      ${facts.language ?? '—'}`,
    `Has a realtor: ${yesNo(facts.realtor)}`,
    `House to sell: ${yesNo(facts.houseToSell)}`,
    `Source:        ${facts.source ?? '—'}`,
    `Client #${facts.clientId}`,
  ].join('\n');
  return {
    clientId: facts.clientId,
    kind: 'registration',
    to,
    subject: `New registration: ${name} (${facts.clientrole ?? 'Unsure'})`,
    text,
    replyTo: facts.email,
  };
}
