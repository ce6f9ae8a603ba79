import * as v from 'valibot';
import { type FieldErrors, fieldErrorsFromIssues, registrationRequestSchema } from '../../contract';

export interface RegisterDraft {
  clientrole: string;
  metro: string;
  property: string;
  name: string;
  phone: string;
  email: string;
  password: string;
  confirm: string;
  language: string;
  realtor: string;
  houseToSell: string;
  searchcity: string;
  captcha: string | null;
}

export const EMPTY_REGISTER_DRAFT: RegisterDraft = {
  clientrole: 'Buy',
  metro: 'Texas',
  property: '',
  name: '',
  phone: '',
  email: '',
  password: '',
  confirm: '',
  language: '',
  realtor: '',
  houseToSell: '',
  searchcity: '',
  captcha: null,
};

/** The body of POST /api/clients for the draft (the full name splits on the server and here alike). */
export function registerFields(draft: RegisterDraft, source: string | null): Record<string, string> {
  const fields: Record<string, string> = {
    clientrole: draft.clientrole,
    metro: draft.metro,
    property: draft.property,
    PartyName: draft.name.trim(),
    PartyPhone: draft.phone,
    PartyEmail: draft.email,
    password: draft.password,
    language: draft.language,
    realtor: draft.realtor,
    houseToSell: draft.houseToSell,
    searchcity: draft.searchcity,
    captcha: draft.captcha ?? '',
  };
  const space = fields.PartyName?.indexOf(' ') ?? -1;
  if (space > 0 && fields.PartyName) {
    fields.fname = fields.PartyName.slice(0, space);
    fields.lname = fields.PartyName.slice(space + 1).trim();
  }
  if (source) fields.source = source;
  return fields;
}

/**
 * The form's own errors by field, with the server's rules (the contract's schema: metro, property,
 * name, phone, e-mail and an 8+ character password required), plus the confirmation and the captcha.
 * Sign Up stays disabled while any is left.
 */
export function registerErrors(draft: RegisterDraft): FieldErrors {
  const parsed = v.safeParse(registrationRequestSchema, registerFields(draft, null));
  const errors = parsed.success ? {} : fieldErrorsFromIssues(parsed.issues);
  if (draft.confirm !== draft.password) errors.confirm = ['passwords_mismatch'];
  if (draft.captcha === null) errors.captcha = ['required'];
  return errors;
}
