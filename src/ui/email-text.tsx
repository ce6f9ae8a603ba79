import { Fragment } from 'react';

/**
 * An e-mail address that, when the line is too narrow, breaks before its '@' or one of its dots
 * ('james.carter / @bluebonnetrealty / .example'), the way addresses are hyphen-free broken in print, and
 * never inside a word at random. Only a single part longer than the whole line breaks further (ui.css
 * `.bb-email`), so the address never overflows its box even where the box asks for `anywhere`. Give its
 * link `aria-label={email}`: some accessible-name computations put spaces at each <wbr>.
 */
export function EmailText({ email }: { email: string }) {
  const parts = email.split(/(?=[@.])/);
  return (
    <span className="bb-email">
      {parts.map((part, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string, in order
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
