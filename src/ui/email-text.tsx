/**
 * An e-mail address that breaks after its '@' when the line is too narrow, rather than inside a word
 * ('james.carter@bluebonnetrealty.exa / mple'); only a single part longer than the line breaks further.
 */
export function EmailText({ email }: { email: string }) {
  const at = email.indexOf('@');
  return (
    <span className="contact-email-text">
      {at < 0 ? (
        email
      ) : (
        <>
          {email.slice(0, at + 1)}
          <wbr />
          {email.slice(at + 1)}
        </>
      )}
    </span>
  );
}
