import * as v from 'valibot';
import { clearSavedCache } from './saved-cache';
import type { SessionClient } from './session-atom';
import { readStored, writeStored } from './stored-value';

/** SPEC §3's browser keys: a display cache of the profile (DESIGN rulings: never identity). */
export const SESSION_CACHE_KEYS = ['authUser', 'user', 'isAuth'] as const;

const cachedClientSchema = v.object({
  ClientID: v.pipe(v.number(), v.safeInteger(), v.minValue(1)),
  PartyName: v.pipe(v.string(), v.maxLength(100)),
  lname: v.nullish(v.pipe(v.string(), v.maxLength(100)), null),
  PartyEmail: v.optional(v.pipe(v.string(), v.maxLength(300))),
  PartyPhone: v.nullish(v.pipe(v.string(), v.maxLength(30)), null),
  image_url: v.nullish(v.pipe(v.string(), v.maxLength(2000)), null),
});

/** True for a `storage` event that changed the signed-in profile (another tab signed in or out). */
export function isSessionCacheKey(key: string | null): boolean {
  // `null`: the other tab cleared the whole storage.
  return key === null || (SESSION_CACHE_KEYS as readonly string[]).includes(key);
}

/** The profile the last page showed, for display while the session call is on its way; null when none. */
export function readSessionCache(): SessionClient | null {
  // Blocked storage or hand-edited text: nothing cached.
  return readStored('isAuth', v.literal(true)) ? readStored('authUser', cachedClientSchema) : null;
}

/**
 * Keeps the display cache in step with the session. Writes only what changed, so the other tabs'
 * `storage` events fire for real sign-ins and sign-outs, not for every page load. When the server says
 * nobody is signed in (sign-out, an expired session, a sign-out in another browser), everything this
 * browser cached of the client goes too: the profile, the favorites, compare and possibility lists and
 * the note texts, so the next person at this computer finds none of it. Blocked storage: other tabs then
 * learn of the change at their next page load.
 */
export function writeSessionCache(client: SessionClient | null): void {
  if (client === null) {
    for (const key of SESSION_CACHE_KEYS) writeStored(key, null);
    clearSavedCache();
    return;
  }
  writeStored('authUser', client);
  writeStored('user', client);
  writeStored('isAuth', true);
}
