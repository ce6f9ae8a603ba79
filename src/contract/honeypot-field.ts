/**
 * The lead, tour and contact forms' decoy field (issue 23, finding 5): hidden from people and from
 * assistive technology, left empty by every real visitor, filled by form-spamming bots that fill every
 * box. The server answers a post that fills it with an ordinary success and neither stores nor sends it,
 * so the bot learns nothing.
 */
export const HONEYPOT_FIELD = 'website';
