import type { LocationListScope } from '../../../api/fetch-map-locations';
import {
  type ListingsLocation,
  LOCATION_KINDS,
  type LocationKind,
} from '../../../lib/listings-filters/listings-filter-state';

/** A chosen place: its slug (or ZIP code) and, once known, its display name. */
export interface LocationChoice {
  readonly value: string;
  readonly label: string | null;
}

/**
 * What the five selectors show (SPEC §4): at most one place per level. Only the most specific goes into
 * the query; the others are the parents the visitor drilled down through, kept so that clearing one
 * level falls back to the next most specific.
 */
export type LocationChain = Readonly<Partial<Record<LocationKind, LocationChoice>>>;

/** The parents each level's list can be narrowed by, nearest first (the API's lists, SPEC §7). */
const SCOPES: Record<LocationKind, readonly LocationListScope['kind'][]> = {
  region: [],
  metro: ['region'],
  county: ['metro', 'region'],
  city: ['county'],
  PostalCode: ['city'],
};

/** The chosen parent `kind`'s list is narrowed to, or null for the whole of Texas. */
export function listScope(chain: LocationChain, kind: LocationKind): LocationListScope | null {
  for (const parent of SCOPES[kind]) {
    const choice = chain[parent];
    if (choice) return { kind: parent, value: choice.value };
  }
  return null;
}

/**
 * Picks a place: the parents its list was narrowed by stay (they contain it), every other level is
 * cleared (SPEC §4 "picking one clears the others"), so the chain never holds places that disagree.
 */
export function pickLocation(
  chain: LocationChain,
  kind: LocationKind,
  choice: LocationChoice,
): LocationChain {
  const next: Partial<Record<LocationKind, LocationChoice>> = { [kind]: choice };
  for (let scope = listScope(chain, kind); scope !== null; scope = listScope(chain, scope.kind)) {
    const parent = chain[scope.kind];
    if (parent) next[scope.kind] = parent;
  }
  return next;
}

/** Clears one level; the rest stay, so the query falls back to the most specific remaining (SPEC §4). */
export function clearLocation(chain: LocationChain, kind: LocationKind): LocationChain {
  const { [kind]: _cleared, ...rest } = chain;
  return rest;
}

/** The single location the query holds: the chain's most specific level. */
export function mostSpecificLocation(chain: LocationChain): ListingsLocation | null {
  for (const kind of [...LOCATION_KINDS].reverse()) {
    const choice = chain[kind];
    if (choice) return { kind, value: choice.value };
  }
  return null;
}

/**
 * The chain that agrees with the query's location. The query wins (Back, Forward, a link, another
 * widget): when it names something other than the chain's most specific level, the chain restarts
 * from that one place.
 */
export function chainForLocation(chain: LocationChain, location: ListingsLocation | null): LocationChain {
  const current = mostSpecificLocation(chain);
  if (location === null) return current === null ? chain : {};
  if (current?.kind === location.kind && current.value === location.value) return chain;
  return { [location.kind]: { value: location.value, label: null } };
}
