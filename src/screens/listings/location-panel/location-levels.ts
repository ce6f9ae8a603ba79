import type { LocationListLevel } from '../../../api/fetch-map-locations';
import type { MessageKey } from '../../../lib/i18n/messages-en';
import type { LocationKind } from '../../../lib/listings-filters/listings-filter-state';

/** How each location level shows in the panel: its API list, its label and its typing hint. */
export interface LocationLevel {
  readonly kind: LocationKind;
  readonly list: LocationListLevel;
  readonly label: MessageKey;
  /** Levels with many places are typed into (SPEC §2 hints); regions and metros are short selects. */
  readonly hint: MessageKey | null;
}

export const LOCATION_LEVELS: readonly LocationLevel[] = [
  { kind: 'region', list: 'regions', label: 'location.region', hint: null },
  { kind: 'metro', list: 'metros', label: 'location.metro', hint: null },
  { kind: 'county', list: 'counties', label: 'location.county', hint: 'location.hint.county' },
  { kind: 'city', list: 'cities', label: 'location.city', hint: 'location.hint.city' },
  { kind: 'PostalCode', list: 'postalCodes', label: 'location.postalCode', hint: 'location.hint.postalCode' },
];
