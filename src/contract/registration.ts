import * as v from 'valibot';
import { formField } from './form-field';

/** The role buttons of the register modal; a lead type, not a permission (SPEC §6). */
export const CLIENT_ROLES = ['Buy', 'Sell', 'Lease', 'Unsure'] as const;

/** The property kinds of the register modal. */
export const PROPERTY_INTERESTS = ['Condo', 'Farm', 'Home', 'Land'] as const;

// SPEC §5: the full name splits at the first space into first and last name.
function splitName(fullName: string): { first: string; last: string | null } {
  const space = fullName.indexOf(' ');
  if (space < 0) return { first: fullName, last: null };
  return { first: fullName.slice(0, space), last: fullName.slice(space + 1).trim() || null };
}

/**
 * Body of POST /api/clients for a registration ('Create your profile'). Required: clientrole, metro
 * ('Texas' or a metro, typed values allowed), property, PartyName (the full name), PartyPhone, PartyEmail
 * and a password of 8+ characters chosen by the visitor. fname and lname, when not sent, come from
 * splitting PartyName. `captcha` carries the verification payload when the server requires one.
 */
export const registrationRequestSchema = v.pipe(
  v.object({
    clientrole: formField.choice(CLIENT_ROLES),
    metro: formField.requiredText(80),
    property: formField.choice(PROPERTY_INTERESTS),
    PartyName: formField.requiredText(61),
    fname: formField.optionalText(30),
    lname: formField.optionalText(30),
    PartyPhone: formField.phone,
    PartyEmail: formField.email,
    password: formField.newPassword,
    language: formField.optionalText(60),
    realtor: formField.optionalYesNo,
    houseToSell: formField.optionalYesNo,
    searchcity: formField.optionalText(80),
    source: formField.optionalText(64),
    captcha: formField.optionalText(10_000),
  }),
  v.transform((body) => {
    const { first, last } = splitName(body.PartyName);
    return { ...body, fname: body.fname ?? first, lname: body.lname ?? last };
  }),
);

export type RegistrationRequest = v.InferOutput<typeof registrationRequestSchema>;
export type RegistrationRequestInput = v.InferInput<typeof registrationRequestSchema>;
