import { atom } from 'jotai';
import { isSignedInAtom } from './session-atom';

/** Why a guest was asked to sign in; the login modal may word its title after it. */
export type LoginReason = 'favorite' | 'compare' | 'photos' | 'saveSearch' | 'comment';

/**
 * The pending request to sign in, or null. The login modal (accounts issue) opens while this is set and
 * clears it when it closes.
 */
export const loginRequestAtom = atom<null | { reason: LoginReason }>(null);

/**
 * `requireLogin(reason)` of SPEC §6: every action only clients may take goes through it. Returns true
 * when a client is signed in (go ahead); otherwise asks for the login modal and returns false.
 *
 *     const requireLogin = useSetAtom(requireLoginAtom);
 *     if (requireLogin('favorite')) toggleFavorite();
 */
export const requireLoginAtom = atom(null, (get, set, reason: LoginReason): boolean => {
  if (get(isSignedInAtom)) return true;
  set(loginRequestAtom, { reason });
  return false;
});
