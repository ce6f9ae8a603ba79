import * as v from 'valibot';
import { type FieldDrop, parseResoFields, type ResoFieldValues } from './parse-reso-fields';
import { resoFields as f } from './reso-fields';

/** The fields of a Member record (RESO DD 2.0) other than its key, each dropped alone when bad. */
const resoMemberFields = {
  MemberMlsId: f.text,
  MemberFullName: f.text,
  MemberFirstName: f.text,
  MemberLastName: f.text,
  MemberEmail: f.email,
  MemberOfficePhone: f.phone,
  MemberDirectPhone: f.phone,
  MemberPreferredPhone: f.phone,
  MemberMobilePhone: f.phone,
  OfficeKey: f.text,
  OfficeMlsId: f.text,
  MemberStatus: f.text,
  /** The agent's title on their page ('Broker Associate', 'REALTOR®'). */
  JobTitle: f.text,
  /** The languages the agent works in ('English, Spanish'). */
  MemberLanguages: f.list,
  /** The agent's own website (RESO's flat social-media fields). */
  SocialMediaWebsiteUrlOrId: f.url,
};

const keySchema = v.object({ MemberKey: f.required });
const recordSchema = v.record(v.string(), v.unknown());

/** A Member record: an agent, ours when their office is one of the brokerage's. */
export type ResoMember = ResoFieldValues<typeof resoMemberFields> & {
  MemberKey: string;
  fullName: string;
  bizPhone: string;
  phone: string;
};

/**
 * A Member record field by field: a bad value (an e-mail that is not one) is dropped into `dropped` and
 * the agent kept. Without a key, a name or a phone number there is no agent page to make: the reason.
 */
export function parseResoMember(raw: unknown, dropped: FieldDrop[]): ResoMember | { reason: string } {
  const record = v.safeParse(recordSchema, raw);
  if (!record.success) return { reason: 'Expected an object' };
  const key = v.safeParse(keySchema, record.output);
  if (!key.success) return { reason: 'MemberKey: missing' };
  const m = parseResoFields(resoMemberFields, record.output, dropped);
  const fullName =
    m.MemberFullName ??
    ([m.MemberFirstName, m.MemberLastName].filter((part) => part !== null).join(' ') || null);
  // The agents table needs a business and a personal number; either may stand in for the other.
  const bizPhone =
    m.MemberOfficePhone ?? m.MemberDirectPhone ?? m.MemberPreferredPhone ?? m.MemberMobilePhone;
  const phone = m.MemberMobilePhone ?? m.MemberDirectPhone ?? m.MemberPreferredPhone ?? m.MemberOfficePhone;
  if (fullName === null) return { reason: 'MemberFullName: missing' };
  if (bizPhone === null || phone === null) return { reason: 'no phone number (MemberOfficePhone …)' };
  return { ...m, MemberKey: key.output.MemberKey, fullName, bizPhone, phone };
}
