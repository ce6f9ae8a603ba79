/** The flag colours of an address result (SPEC §2): For Sale, Pending (and the like), Coming Soon, Closed. */
export type StatusFlagColor = 'green' | 'red' | 'orange' | 'gray';

const COLORS: readonly StatusFlagColor[] = ['green', 'red', 'orange', 'gray'];

/**
 * The flag colour of an address result: the backend's own `color` when it sends a known one, else by
 * MlsStatus, as the server decides it (green Active, orange ComingSoon, gray Closed, red any other status:
 * Pending, under contract, contingent). No status at all is gray, not a guess.
 */
export function statusFlagColor(status: string | null | undefined, color?: string | null): StatusFlagColor {
  const sent = color?.trim().toLowerCase();
  const known = COLORS.find((c) => c === sent);
  if (known) return known;
  switch (status?.trim()) {
    case 'Active':
      return 'green';
    case 'ComingSoon':
      return 'orange';
    case 'Closed':
    case undefined:
    case '':
      return 'gray';
    default:
      return 'red';
  }
}
