import { atomWithStorage } from 'jotai/utils';
import * as v from 'valibot';
import { TOUR_TIMES, TOUR_TYPES } from '../contract';
import { validatedStorage } from './stored-value';

const STORAGE_KEY = 'bluebonnet:lead-draft';

const text = (max: number) => v.optional(v.pipe(v.string(), v.maxLength(max)), '');
const yesNo = v.optional(v.picklist(['', 'yes', 'no']), '');

/**
 * What the visitor typed into the lead flow, kept until the lead is accepted (the "Nothing lost" rule):
 * a failed post, a reload or a closed modal leaves it here. Which listing it was for, which step they
 * were on and the tour they chose (day, kind, preferred time) come with it. Limits match the server's, plus some slack for typing.
 */
export const leadDraftSchema = v.object({
  listingKey: v.nullable(v.pipe(v.number(), v.safeInteger())),
  step: v.picklist(['contact', 'last']),
  date: text(10),
  type: v.optional(v.picklist(TOUR_TYPES), 'in-person'),
  time: v.optional(v.picklist(['', ...TOUR_TIMES]), ''),
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

// sessionStorage, not localStorage: a draft holds a phone number and an e-mail, which should not outlive
// the tab on a shared computer. Anything under the key that is not a valid draft reads as none.
const draftStorage = validatedStorage<LeadDraft | null>(leadDraftSchema, { area: 'sessionStorage' });

/** The lead flow's draft, or `null` once the lead was accepted (or before anything was typed). */
export const leadDraftAtom = atomWithStorage<LeadDraft | null>(STORAGE_KEY, null, draftStorage, {
  getOnInit: true,
});
