import { atom } from 'jotai';
import { unwrap } from 'jotai/utils';
import { fetchConfig } from '../api/fetch-config';
import type { ConfigResponse } from '../contract';
import { apiClientAtom } from './api-base-atom';

const configFetchAtom = atom(async (get, { signal }): Promise<ConfigResponse | null> => {
  const result = await fetchConfig(get(apiClientAtom), signal);
  if (result.ok) return result.value;
  if (result.failure.kind !== 'aborted') {
    // The widgets work without it (their own texts, photos from listing data), so this is only a warning.
    console.warn(`[bluebonnet] Using default settings: ${result.failure.message}`);
  }
  return null;
});

const PENDING: unique symbol = Symbol('config pending');
const configOrPendingAtom = unwrap(configFetchAtom, (): typeof PENDING => PENDING);

/** The brokerage's settings, or null while loading or when the call failed (defaults apply). */
export const configAtom = atom((get) => {
  const config = get(configOrPendingAtom);
  return config === PENDING ? null : config;
});

/** Whether /api/config has answered or failed: what waits for it (the map's base map) may go ahead. */
export const configSettledAtom = atom((get) => get(configOrPendingAtom) !== PENDING);
