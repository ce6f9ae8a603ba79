import { atom } from 'jotai';
import type { SessionClient } from './session-atom';

/**
 * The action a guest tried when the sign-in prompt opened (a heart, compare, save search, like,
 * comment), waiting for its answer: the client who signed in from the prompt, or null when the prompt
 * was dismissed. At most one waits: the prompt is modal, and a new request drops the old one.
 */
export const pendingSignInAtom = atom<{ readonly settle: (client: SessionClient | null) => void } | null>(
  null,
);

/** Settles the waiting action (if any) once; the session atoms call it on sign-in, the prompt on close. */
export const settlePendingSignInAtom = atom(null, (get, set, client: SessionClient | null) => {
  const pending = get(pendingSignInAtom);
  if (!pending) return;
  set(pendingSignInAtom, null);
  pending.settle(client);
});
