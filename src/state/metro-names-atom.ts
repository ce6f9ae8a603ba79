import { atom } from 'jotai';
import { unwrap } from 'jotai/utils';
import { fetchMapLocations } from '../api/fetch-map-locations';
import { apiClientAtom } from './api-base-atom';

const TEXAS_ONLY: readonly string[] = ['Texas'];

const metroNamesFetchAtom = atom(async (get, { signal }): Promise<readonly string[]> => {
  const result = await fetchMapLocations(get(apiClientAtom), 'metros', null, signal);
  if (result.ok) return ['Texas', ...result.value.data.map((metro) => metro.Metro)];
  // Only suggestions: any typed metro is accepted, so the forms work on without the list.
  if (result.failure.kind !== 'aborted') console.warn(`[bluebonnet] ${result.failure.message}`);
  return TEXAS_ONLY;
});

/**
 * 'Texas' and the metro names, suggested by the register and lead forms (SPEC §2, §3). Read once per
 * page, however many widgets suggest them; 'Texas' alone until the list arrives or when it fails.
 */
export const metroNamesAtom = unwrap(metroNamesFetchAtom, () => TEXAS_ONLY);
