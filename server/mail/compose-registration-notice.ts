import type { AccountEmail } from '../db/queries/insert-account-email';

// A name is one line in a subject, whatever was typed.
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

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
