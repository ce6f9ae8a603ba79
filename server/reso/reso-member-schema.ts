import * as v from 'valibot';
import { resoFields as f } from './reso-fields';

/** A Member record (RESO DD 2.0): an agent, ours when their office is one of the brokerage's. */
export const resoMemberSchema = v.pipe(
  v.object({
    MemberKey: f.required,
    MemberMlsId: f.text,
    MemberFullName: f.text,
    MemberFirstName: f.text,
    MemberLastName: f.text,
    MemberEmail: v.pipe(
      v.string('Expected an e-mail address'),
      v.trim(),
      v.email('Expected an e-mail address'),
    ),
    MemberOfficePhone: f.phone,
    MemberDirectPhone: f.phone,
    MemberPreferredPhone: f.phone,
    MemberMobilePhone: f.phone,
    OfficeKey: f.text,
    OfficeMlsId: f.text,
    MemberStatus: f.text,
  }),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const m = dataset.value;
    const fullName =
      m.MemberFullName ??
      ([m.MemberFirstName, m.MemberLastName].filter((part) => part !== null).join(' ') || null);
    // The agents table needs a business and a personal number; either may stand in for the other.
    const bizPhone =
      m.MemberOfficePhone ?? m.MemberDirectPhone ?? m.MemberPreferredPhone ?? m.MemberMobilePhone;
    const phone = m.MemberMobilePhone ?? m.MemberDirectPhone ?? m.MemberPreferredPhone ?? m.MemberOfficePhone;
    if (fullName === null) addIssue({ message: 'MemberFullName: missing' });
    if (bizPhone === null || phone === null) addIssue({ message: 'no phone number (MemberOfficePhone …)' });
    if (fullName === null || bizPhone === null || phone === null) return NEVER;
    return { ...m, fullName, bizPhone, phone };
  }),
);

export type ResoMember = v.InferOutput<typeof resoMemberSchema>;
