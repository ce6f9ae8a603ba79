import type { ReactNode } from 'react';
import { shortenLabel } from '../../../lib/filters/shorten-label';
import { Dropdown } from '../../../ui/dropdown';

interface Props {
  name: string;
  label: string;
  /** The chosen value's name in full ('Round Rock', 'Farm & Ranch'), or null when nothing is chosen. */
  chosen: string | null;
  className?: string | undefined;
  children: (close: () => void) => ReactNode;
}

/**
 * A bar dropdown whose button shows a chosen name rather than a range: SPEC §4 shortens such a
 * selected-filter label to 3 characters plus '...' ('Round Rock' → 'Rou...'). The button's accessible
 * name keeps the whole name ('Location: Round Rock'), which the shortened text no longer says.
 */
export function LabelledDropdown({ name, label, chosen, className, children }: Props) {
  const preview = chosen === null ? undefined : shortenLabel(chosen);
  return (
    <Dropdown
      name={name}
      label={label}
      preview={preview}
      ariaLabel={chosen === null ? undefined : `${label}: ${chosen}`}
      className={className}
    >
      {children}
    </Dropdown>
  );
}
