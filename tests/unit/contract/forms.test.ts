import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  contactMessageRequestSchema,
  FORM_MESSAGES,
  fieldErrorsFromIssues,
  formResultSchema,
  leadRequestSchema,
  leadValidateRequestSchema,
  passwordChangeRequestSchema,
  passwordChangeResponseSchema,
  profileUpdateRequestSchema,
  profileUpdateResponseSchema,
  registrationRequestSchema,
  signInRequestSchema,
} from '../../../src/contract';

/** Field errors exactly as the server would answer them. */
function errorsOf(schema: v.GenericSchema, body: unknown) {
  const result = v.safeParse(schema, body);
  if (result.success) throw new Error('expected the body to be rejected');
  return fieldErrorsFromIssues(result.issues);
}

// A form-encoded body as @fastify/formbody hands it over: every value is text.
const leadStepOne = {
  PartyName: 'María',
  LastName: 'Gonzalez',
  PartyEmail: ' Maria.Gonzalez@Example.com ',
  PartyPhone: '(512) 555-0147',
  question: 'I would like to get more information about the property at 4108 Avenue D, Austin, TX 78751',
  ListingKeyNumeric: '1187342290',
};

describe('lead form', () => {
  it('normalises a valid first step', () => {
    const lead = v.parse(leadValidateRequestSchema, leadStepOne);
    expect(lead).toEqual({
      PartyName: 'María',
      LastName: 'Gonzalez',
      PartyEmail: 'maria.gonzalez@example.com',
      PartyPhone: '5125550147',
      question: leadStepOne.question,
      ListingKeyNumeric: 1187342290,
      language: null,
      realtor: null,
      houseToSell: null,
      metro: null,
    });
  });

  it('reports each broken rule on its SPEC field name with a message key', () => {
    const errors = errorsOf(leadValidateRequestSchema, {
      PartyName: 'x'.repeat(31),
      LastName: '',
      PartyEmail: 'maria@',
      PartyPhone: '555-0147',
      realtor: 'maybe',
    });
    expect(errors).toEqual({
      PartyName: ['too_long'],
      LastName: ['required'],
      PartyEmail: ['invalid_email'],
      PartyPhone: ['invalid_phone'],
      realtor: ['invalid_choice'],
    });
  });

  it('reports missing fields as required, not as a malformed body', () => {
    expect(errorsOf(leadValidateRequestSchema, {})).toEqual({
      PartyName: ['required'],
      LastName: ['required'],
      PartyEmail: ['required'],
      PartyPhone: ['required'],
    });
  });

  it('limits e-mail to 300 characters', () => {
    const long = `${'a'.repeat(289)}@example.com`;
    expect(long).toHaveLength(301);
    expect(errorsOf(leadValidateRequestSchema, { ...leadStepOne, PartyEmail: long })).toEqual({
      PartyEmail: ['too_long'],
    });
  });

  it('requires step two and the tour on the final post', () => {
    expect(errorsOf(leadRequestSchema, leadStepOne)).toEqual({
      language: ['required'],
      realtor: ['required'],
      houseToSell: ['required'],
      metro: ['required'],
      date: ['required'],
      type: ['required'],
    });
  });

  it('reads the final post', () => {
    const lead = v.parse(leadRequestSchema, {
      ...leadStepOne,
      language: 'Spanish',
      realtor: 'no',
      houseToSell: 'yes',
      metro: 'Austin',
      date: 'asap',
      type: 'virtual',
      minPrice: '0',
      maxPrice: '10000000',
      source: 'bluebonnet',
    });
    expect(lead).toMatchObject({ realtor: false, houseToSell: true, date: 'asap', type: 'virtual' });
    expect(lead).toMatchObject({ minPrice: 0, maxPrice: 10_000_000, county: null, ClientID: null });
  });

  it('rejects a tour date that is neither asap nor a calendar date', () => {
    const body = { ...leadStepOne, language: 'English', realtor: 'no', houseToSell: 'no', metro: 'Texas' };
    expect(errorsOf(leadRequestSchema, { ...body, date: '2025-02-30', type: 'in-person' })).toEqual({
      date: ['invalid_date'],
    });
    expect(errorsOf(leadRequestSchema, { ...body, date: '2025-03-01', type: 'drive-by' })).toEqual({
      type: ['invalid_choice'],
    });
  });
});

describe('registration', () => {
  const body = {
    clientrole: 'Buy',
    metro: 'Texas',
    property: 'Home',
    PartyName: 'Ana María Pérez',
    PartyPhone: '512 555 0147',
    PartyEmail: 'ana@example.com',
    password: 'bluebonnet-2025',
  };

  it('splits the full name at the first space', () => {
    const registration = v.parse(registrationRequestSchema, body);
    expect(registration).toMatchObject({ fname: 'Ana', lname: 'María Pérez', PartyPhone: '5125550147' });
  });

  it('keeps a single name as the first name', () => {
    expect(v.parse(registrationRequestSchema, { ...body, PartyName: 'Cher' })).toMatchObject({
      fname: 'Cher',
      lname: null,
    });
  });

  it('requires metro, property, name, phone, e-mail and a password of 8 or more', () => {
    expect(errorsOf(registrationRequestSchema, { clientrole: 'Buy' })).toEqual({
      metro: ['required'],
      property: ['required'],
      PartyName: ['required'],
      PartyPhone: ['required'],
      PartyEmail: ['required'],
      password: ['required'],
    });
    expect(errorsOf(registrationRequestSchema, { ...body, password: '5125550' })).toEqual({
      password: ['password_too_short'],
    });
  });

  it('rejects a role or property that is not offered', () => {
    expect(errorsOf(registrationRequestSchema, { ...body, clientrole: 'Admin', property: 'Castle' })).toEqual(
      {
        clientrole: ['invalid_choice'],
        property: ['invalid_choice'],
      },
    );
  });
});

describe('contact form', () => {
  it('puts each error on its own field', () => {
    expect(errorsOf(contactMessageRequestSchema, { clientName: 'Bo', clientEmail: 'bo' })).toEqual({
      clientEmail: ['invalid_email'],
      clientPhone: ['required'],
      clientMessage: ['required'],
    });
  });

  it('accepts a message to an agent', () => {
    const message = v.parse(contactMessageRequestSchema, {
      clientName: 'Bo Diddley',
      clientEmail: 'bo@example.com',
      clientPhone: '512.555.0147',
      clientMessage: 'Call me about the Hyde Park bungalow.',
      MatrixDir: 'jane-doe',
    });
    expect(message).toMatchObject({ clientPhone: '5125550147', MatrixDir: 'jane-doe', captcha: null });
  });
});

describe('sign-in, profile and password', () => {
  it('checks only presence on sign-in', () => {
    expect(v.parse(signInRequestSchema, { email: ' Ana@Example.com', password: 'x' })).toEqual({
      email: 'ana@example.com',
      password: 'x',
    });
    expect(errorsOf(signInRequestSchema, { email: '', password: null })).toEqual({
      email: ['required'],
      password: ['required'],
    });
  });

  it('reads a profile update with an optional phone and surname', () => {
    const profile = v.parse(profileUpdateRequestSchema, {
      clientID: '42',
      PartyName: 'Ana',
      lname: '',
      PartyEmail: 'ana@example.com',
      PartyPhone: '',
    });
    expect(profile).toEqual({
      clientID: 42,
      PartyName: 'Ana',
      lname: null,
      PartyEmail: 'ana@example.com',
      PartyPhone: null,
      // The current password, needed only for a change of e-mail, is empty when not sent.
      currentPsw: '',
    });
    expect(
      errorsOf(profileUpdateRequestSchema, {
        clientID: '0',
        PartyName: 'Ana',
        PartyEmail: 'a@b.co',
        PartyPhone: '12',
      }),
    ).toEqual({ clientID: ['invalid_value'], PartyPhone: ['invalid_phone'] });
  });

  it('puts a confirmation mismatch on ConfirmPassword', () => {
    const body = { currentPsw: 'old-password', Password: 'new-password', ConfirmPassword: 'new-passwort' };
    expect(errorsOf(passwordChangeRequestSchema, body)).toEqual({ ConfirmPassword: ['passwords_mismatch'] });
    expect(v.parse(passwordChangeRequestSchema, { ...body, ConfirmPassword: 'new-password' })).toMatchObject({
      Password: 'new-password',
      PartyEmail: null,
    });
  });

  it('derives success of a password change from the errors an older backend sends', () => {
    expect(
      v.parse(passwordChangeResponseSchema, { currentPswError: 'wrong_current_password' }),
    ).toMatchObject({
      success: false,
      error: {},
    });
    expect(
      v.parse(passwordChangeResponseSchema, { error: { ConfirmPassword: 'The passwords do not match.' } }),
    ).toMatchObject({ success: false, error: { ConfirmPassword: ['The passwords do not match.'] } });
    expect(v.parse(passwordChangeResponseSchema, { message: 'Password changed' })).toMatchObject({
      success: true,
    });
  });

  it('narrows the profile update response on profileUpdated', () => {
    const failed = v.parse(profileUpdateResponseSchema, {
      profileUpdated: false,
      errors: { PartyEmail: ['email_taken'] },
    });
    expect(failed).toEqual({ profileUpdated: false, errors: { PartyEmail: ['email_taken'] }, message: null });
    const done = v.parse(profileUpdateResponseSchema, {
      profileUpdated: 1,
      Client: { ClientID: '42', PartyName: 'Ana', PartyEmail: 'ana@example.com' },
    });
    expect(done.profileUpdated && done.Client?.ClientID).toBe(42);
  });
});

describe('formResultSchema', () => {
  it('reads success', () => {
    expect(v.parse(formResultSchema, { success: true })).toEqual({ success: true, message: null });
  });

  it('reads errors by field, a single message as a list', () => {
    const result = v.parse(formResultSchema, {
      success: false,
      errors: { clientEmail: 'required', clientName: ['too_long'] },
    });
    expect(result).toEqual({
      success: false,
      errors: { clientEmail: ['required'], clientName: ['too_long'] },
      message: null,
    });
  });

  it('reads a Laravel validation answer without a success flag as a failure', () => {
    const body = {
      message: 'The given data was invalid.',
      errors: { PartyPhone: ['The phone must be 10 digits.'] },
    };
    expect(v.parse(formResultSchema, body)).toMatchObject({ success: false, errors: body.errors });
  });
});

describe('FORM_MESSAGES', () => {
  it('has English text for every key the form schemas emit', () => {
    const emitted = [
      errorsOf(leadValidateRequestSchema, {
        PartyName: 'x'.repeat(31),
        PartyEmail: 'x',
        PartyPhone: '1',
        realtor: '?',
      }),
      errorsOf(registrationRequestSchema, { password: 'short', ConfirmPassword: 'x' }),
      errorsOf(passwordChangeRequestSchema, { Password: 'long-enough', ConfirmPassword: 'other' }),
      errorsOf(leadRequestSchema, { date: 'soon', ListingKeyNumeric: 'abc', minPrice: 'cheap' }),
    ].flatMap((errors) => Object.values(errors).flat());
    expect(emitted.length).toBeGreaterThan(8);
    for (const message of emitted) expect(Object.keys(FORM_MESSAGES)).toContain(message);
  });
});
