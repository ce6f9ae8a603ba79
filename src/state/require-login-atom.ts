import { atom } from 'jotai';
import { pendingSignInAtom, settlePendingSignInAtom } from './pending-sign-in-atom';
import { isSignedInAtom, type SessionClient, sessionClientAtom } from './session-atom';

/** Why a guest was asked to sign in; the login modal may word its title after it. */
export type LoginReason =
  | 'favorite'
  | 'compare'
  | 'possibility'
  | 'photos'
  | 'saveSearch'
  | 'comment'
  | 'share'
  | 'menu'
  | 'dashboard';

/** Which of the two account modals shows. */
export type AccountView = 'login' | 'register';

export type LoginRequest = { reason: LoginReason; view?: AccountView };

const requestAtom = atom<LoginRequest | null>(null);

/**
 * The pending request to sign in, or null. The page's one account modal (src/screens/account) opens while
 * this is set, shows `view` (the login modal unless said otherwise) and clears it when it closes; closing
 * without signing in drops the action the guest tried (`signInFirstAtom`).
 */
export const loginRequestAtom = atom(
  (get) => get(requestAtom),
  (_get, set, request: LoginRequest | null) => {
    set(requestAtom, request);
    if (request === null) set(settlePendingSignInAtom, null);
  },
);

/**
 * The one way an action only clients may take (heart, compare, save search, like, comment) survives the
 * sign-in prompt: resolves at once to the signed-in client; for a guest it opens the prompt (`view`,
 * the login modal unless said otherwise) and resolves to the client who signs in from it, or to null
 * when the prompt is dismissed. The caller then completes what the guest asked for, once.
 *
 *     const client = await signInFirst('favorite');
 *     if (client) change({ kind: 'favorite', listingKey, on: true });
 */
export const signInFirstAtom = atom(
  null,
  (get, set, reason: LoginReason, view: AccountView = 'login'): Promise<SessionClient | null> => {
    const client = get(sessionClientAtom);
    if (client) return Promise.resolve(client);
    set(settlePendingSignInAtom, null);
    return new Promise((settle) => {
      set(pendingSignInAtom, { settle });
      set(requestAtom, view === 'register' ? { reason, view } : { reason });
    });
  },
);

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
