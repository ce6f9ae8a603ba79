import { atomWithStorage } from 'jotai/utils';
import * as v from 'valibot';
import { TOUR_TYPES } from '../contract';

const STORAGE_KEY = 'bluebonnet:lead-draft';

const text = (max: number) => v.optional(v.pipe(v.string(), v.maxLength(max)), '');
const yesNo = v.optional(v.picklist(['', 'yes', 'no']), '');

/**
 * What the visitor typed into the lead flow, kept until the lead is accepted (the "Nothing lost" rule):
 * a failed post, a reload or a closed modal leaves it here. Which listing it was for, which step they
 * were on and the tour they chose come with it. Limits match the server's, plus some slack for typing.
 */
export const leadDraftSchema = v.object({
  listingKey: v.nullable(v.pipe(v.number(), v.safeInteger())),
  step: v.picklist(['contact', 'last']),
  date: text(10),
  type: v.optional(v.picklist(TOUR_TYPES), 'in-person'),
  fname: text(200),
  lname: text(200),
  email: text(400),
  phone: text(40),
  question: text(2000),
  language: v.optional(v.picklist(['', 'English', 'Spanish', 'Other']), ''),
  otherLanguage: text(60),
  realtor: yesNo,
  houseToSell: yesNo,
  metro: text(80),
});

export type LeadDraft = v.InferOutput<typeof leadDraftSchema>;

/**
 * Reads the stored draft. Another script, an older bundle or a hand edit may have left anything under
 * the key: anything that is not a valid draft reads as none (DESIGN: validate storage reads). Never throws.
 */
export function parseLeadDraft(text: string | null | undefined): LeadDraft | null {
  if (!text) return null;
  try {
    const result = v.safeParse(leadDraftSchema, JSON.parse(text));
    return result.success ? result.output : null;
  } catch {
    return null;
  }
}

// sessionStorage, not localStorage: a draft holds a phone number and an e-mail, which should not outlive
// the tab on a shared computer.
const draftStorage = {
  getItem(key: string, initialValue: LeadDraft | null): LeadDraft | null {
    try {
      return parseLeadDraft(globalThis.sessionStorage?.getItem(key)) ?? initialValue;
    } catch {
      return initialValue; // storage blocked (privacy mode, sandboxed frame)
    }
  },
  setItem(key: string, value: LeadDraft | null): void {
    try {
      if (value === null) globalThis.sessionStorage?.removeItem(key);
      else globalThis.sessionStorage?.setItem(key, JSON.stringify(value));
    } catch {
      // Kept in memory for this page only; the form still works.
    }
  },
  removeItem(key: string): void {
    try {
      globalThis.sessionStorage?.removeItem(key);
    } catch {
      // Nothing to remove.
    }
  },
};

/** The lead flow's draft, or `null` once the lead was accepted (or before anything was typed). */
export const leadDraftAtom = atomWithStorage<LeadDraft | null>(STORAGE_KEY, null, draftStorage, {
  getOnInit: true,
});
