const squash = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * Whether an MLS office name is one of the brokerage's offices: MLS office names start with the
 * brokerage's name ('Bluebonnet Realty - North Austin', 'BLUEBONNET REALTY HOUSTON'), however written.
 */
export function isBrokerageOffice(officeName: string | null, brokerage: string): boolean {
  return officeName !== null && squash(officeName).startsWith(squash(brokerage));
}
