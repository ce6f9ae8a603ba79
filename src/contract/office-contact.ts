import * as v from 'valibot';

/** A phone number as people write it: digits, spaces, ( ) - . and a leading '+', with 7 to 15 digits. */
export function isOfficePhone(text: string): boolean {
  const digits = text.replace(/\D/g, '').length;
  return /^\+?[\d\s().-]+$/.test(text) && digits >= 7 && digits <= 15;
}

/** An office MLS ID: letters, digits and dashes, up to 20 characters. */
export const MLS_ID_PATTERN = /^[A-Za-z0-9-]{1,20}$/;

/**
 * The brokerage's fixed contact lines for the footers (SPEC §9): toll-free number, office number and office
 * MLS ID, in GET /api/config. A missing, blank or malformed value becomes `null` and its line is not shown,
 * so a bad setting costs one line, not the page its config (a phone that is not one would make a broken
 * tel: link).
 */
export const officeContactSchema = v.nullish(
  v.object({
    toll_free: officeValue(isOfficePhone),
    office_phone: officeValue(isOfficePhone),
    office_mls_id: officeValue((text) => MLS_ID_PATTERN.test(text)),
  }),
  () => ({ toll_free: null, office_phone: null, office_mls_id: null }),
);

export type OfficeContact = v.InferOutput<typeof officeContactSchema>;

function officeValue(valid: (text: string) => boolean) {
  return v.pipe(
    v.optional(v.unknown(), null),
    v.transform((raw) => {
      // Some backends send a number's digits as a JSON number, as with MlsNum (wire-text.ts).
      const text = typeof raw === 'string' || typeof raw === 'number' ? String(raw).trim() : '';
      return valid(text) ? text : null;
    }),
  );
}
