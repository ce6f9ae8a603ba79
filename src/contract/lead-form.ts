import * as v from 'valibot';
import { formField } from './form-field';

/** The tour kinds of the schedule-tour banner. */
export const TOUR_TYPES = ['in-person', 'virtual'] as const;

/** The preferred times the tour form offers ('HH:MM', Texas time): on the hour, 9 AM to 6 PM. */
export const TOUR_TIMES = [
  '09:00',
  '10:00',
  '11:00',
  '12:00',
  '13:00',
  '14:00',
  '15:00',
  '16:00',
  '17:00',
  '18:00',
] as const;

/**
 * The lead's first step, the contact modal (SPEC §3 Lead form): PartyName and LastName at most 30,
 * PartyEmail at most 300 and well formed, PartyPhone exactly 10 digits; the question and the listing
 * it is about are optional.
 */
const stepOne = {
  PartyName: formField.name,
  LastName: formField.name,
  PartyEmail: formField.email,
  PartyPhone: formField.phone,
  question: formField.optionalText(2000),
  ListingKeyNumeric: formField.optionalId,
};

/** 'One Last Step': language (English, Spanish or the free text typed for Other), realtor, houseToSell, metro. */
const stepTwo = {
  language: formField.requiredText(60),
  realtor: formField.yesNo,
  houseToSell: formField.yesNo,
  /** A metro name from the list or typed by the visitor. */
  metro: formField.requiredText(80),
};

/**
 * Body of POST /api/clients/validate-form (form-encoded): step one is required; step-two fields are
 * checked when present, so the same call validates either step. Errors come back by field.
 */
export const leadValidateRequestSchema = v.object({
  ...stepOne,
  language: formField.optionalText(60),
  realtor: formField.optionalYesNo,
  houseToSell: formField.optionalYesNo,
  metro: formField.optionalText(80),
});

export type LeadValidateRequest = v.InferOutput<typeof leadValidateRequestSchema>;
export type LeadValidateRequestInput = v.InferInput<typeof leadValidateRequestSchema>;

/**
 * Body of the lead's final POST /api/clients: both steps plus the tour request (date 'asap' or
 * 'YYYY-MM-DD', type in-person or virtual, and an optional preferred time 'HH:MM' that SPEC leaves out:
 * any time of day from another client, one of TOUR_TIMES from ours) and the visitor's search context
 * (SPEC §3 final submission).
 * `source` comes from session storage. ClientID, when present, is checked against the session. The lead
 * sets no password: PartyPhone is never one (DESIGN rulings).
 */
export const leadRequestSchema = v.object({
  ...stepOne,
  ...stepTwo,
  date: formField.tourDate,
  type: formField.choice(TOUR_TYPES),
  time: formField.optionalTimeOfDay,
  county: formField.optionalText(80),
  city: formField.optionalText(80),
  postalCode: formField.optionalText(10),
  minPrice: formField.optionalAmount,
  maxPrice: formField.optionalAmount,
  source: formField.optionalText(64),
  /** The agent whose site the visitor is on (browser key `agent`): the lead goes to them. */
  MatrixDir: formField.optionalMatrixDir,
  ClientID: formField.optionalId,
  captcha: formField.optionalText(10_000),
});

export type LeadRequest = v.InferOutput<typeof leadRequestSchema>;
export type LeadRequestInput = v.InferInput<typeof leadRequestSchema>;
