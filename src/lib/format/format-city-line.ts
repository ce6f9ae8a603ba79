import { formatState } from './format-state';

/** The parts of a listing's place the city line reads. */
export interface ListingPlace {
  readonly City: string | null;
  readonly StateOrProvince: string | null;
  readonly PostalCode: string | null;
}

/** The line under a listing's street: 'Austin, TX 78704' (TX when the state is missing, no gap for a missing city or ZIP). */
export function formatCityLine({ City, StateOrProvince, PostalCode }: ListingPlace): string {
  return [City, `${formatState(StateOrProvince)} ${PostalCode ?? ''}`.trim()].filter(Boolean).join(', ');
}
