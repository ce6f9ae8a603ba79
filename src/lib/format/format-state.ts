/** The state every listing of this brokerage is in; SPEC's 'AT' fallback is a defect (DESIGN rulings). */
const DEFAULT_STATE = 'TX';

/** The state of a listing address: the trimmed value, or 'TX' when missing or blank. */
export function formatState(value: unknown): string {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : DEFAULT_STATE;
}
