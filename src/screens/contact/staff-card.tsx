import type { StaffMember } from '../../contract';
import { phoneHref } from '../../lib/format/phone-href';
import { EmailText } from '../../ui/email-text';
import { useT } from '../../ui/use-t';

/** Up to two initials for a card without a portrait. */
function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
}

/**
 * One card of the staff carousel: portrait, name, phone and e-mail. The name links to the member's page
 * `/about/{MatrixDir}` (SPEC §2); phone and e-mail are links of their own, so each has one clear target.
 */
export function StaffCard({ member, photo }: { member: StaffMember; photo: string | null }) {
  const { t } = useT();
  const name = member.AgentChimeName ?? member.MatrixDir;
  const phone = member.staff_phone_standard ?? member.staff_phone;
  return (
    <article className="staff-card">
      {photo ? (
        <img src={photo} alt="" width={120} height={120} loading="lazy" />
      ) : (
        <span className="staff-initials" aria-hidden="true">
          {initialsOf(name)}
        </span>
      )}
      <h4>
        <a href={`/about/${encodeURIComponent(member.MatrixDir)}`}>{name}</a>
      </h4>
      {phone && member.staff_phone && (
        <a href={phoneHref(member.staff_phone)} aria-label={t('contact.callName', { name, phone })}>
          {phone}
        </a>
      )}
      {member.staff_email && (
        <a
          href={`mailto:${member.staff_email}`}
          aria-label={t('contact.emailName', { name, email: member.staff_email })}
        >
          <EmailText email={member.staff_email} />
        </a>
      )}
    </article>
  );
}
