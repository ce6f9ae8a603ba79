import type { OfficeAddress } from '../../src/contract';
import { formatState } from '../../src/lib/format/format-state';

/**
 * An office's postal address on one line, '9600 Great Hills Trl, Suite 150, Austin, TX 78759', as the
 * footers, the legal pages and the alert e-mails write it; a part the MLS left out is left out.
 */
export function officePostalAddress(office: OfficeAddress): string {
  const place = [office.city, `${formatState(office.state)} ${office.postalcode ?? ''}`.trim()]
    .filter(Boolean)
    .join(', ');
  return [office.address, place].filter(Boolean).join(', ');
}
