import type { StoredLead } from '../db/queries/read-lead';

/** The parts of the e-mail a lead becomes. */
export interface LeadEmail {
  subject: string;
  text: string;
  replyTo: string;
}

const yesNo = (value: boolean) => (value ? 'yes' : 'no');
// '14:30' → '2:30 PM': the agent reads the time as the visitor picked it, in Texas time.
const clock = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });
const timeOfDay = (time: string) => clock.format(new Date(`1970-01-01T${time}:00Z`));
const money = (value: number | null) =>
  value === null ? '—' : `$${Math.round(value).toLocaleString('en-US')}`;

/**
 * The plain-text e-mail an agent receives for a lead: who, how to reach them, which listing and when
 * they want to tour, in the order an agent calling back needs them. Plain text only: nothing a visitor
 * typed is ever interpreted as HTML in the agent's mail client. Reply-To is the visitor.
 */
export function composeLeadEmail(lead: StoredLead): LeadEmail {
  const place =
    [lead.address, lead.city, lead.postal_code].filter(Boolean).join(', ') ||
    (lead.listing_key_numeric ? `listing ${lead.listing_key_numeric}` : 'no listing');
  const day = lead.tour_date === 'asap' ? 'as soon as possible' : lead.tour_date;
  const when = lead.tour_time ? `${day} at ${timeOfDay(lead.tour_time)}` : day;
  const lines = [
    `New ${lead.tour_type} tour request from ${lead.first_name} ${lead.last_name}`,
    '',
    `Name:          ${lead.first_name} ${lead.last_name}`,
    `E-mail:        ${lead.email}`,
    `Phone:         ${lead.phone}`,
    `Listing:       ${place}${lead.mls_num ? ` (MLS# ${lead.mls_num})` : ''}`,
    `Tour:          ${lead.tour_type}, ${when}`,
    `Language:      ${lead.language}`,
    `Has a realtor: ${yesNo(lead.realtor)}`,
    `House to sell: ${yesNo(lead.house_to_sell)}`,
    `Metro:         ${lead.metro}`,
    `Searching:     ${[lead.city, lead.county].filter(Boolean).join(', ') || '—'}; ${money(lead.min_price)} to ${money(lead.max_price)}`,
    `Source:        ${lead.source ?? '—'}`,
    `Received:      ${lead.created_at} (Texas time), lead #${lead.id}`,
    '',
    'Question:',
    lead.question ?? '—',
  ];
  return {
    subject: `Tour request: ${place} — ${lead.first_name} ${lead.last_name}`,
    text: lines.join('\n'),
    replyTo: lead.email,
  };
}
