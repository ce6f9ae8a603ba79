import { atom } from 'jotai';
import { fetchSession } from '../api/fetch-session';
import { postSignOut } from '../api/post-sign-out';
import { onSessionGone } from '../api/session-gone';
import type { Client } from '../contract';
import { apiClientAtom } from './api-base-atom';
import { settlePendingSignInAtom } from './pending-sign-in-atom';
import { isSessionCacheKey, readSessionCache, writeSessionCache } from './session-cache';

/** The signed-in client as the server's session reported it, or null for an anonymous visitor. */
export interface SessionClient {
  ClientID: number;
  PartyName: string;
  lname?: string | null;
  PartyEmail?: string | undefined;
  PartyPhone?: string | null;
  image_url?: string | null;
  /** Whether the e-mail address is verified; null when the server did not say. */
  EmailVerified?: boolean | null;
  /** A new address waiting for its confirmation link. */
  PendingEmail?: string | null;
}

/** The contract's Client as the page keeps it. */
export function toSessionClient(client: Client): SessionClient {
  return {
    ClientID: client.ClientID,
    PartyName: client.PartyName ?? '',
    lname: client.lname,
    PartyEmail: client.PartyEmail,
    PartyPhone: client.PartyPhone,
    image_url: client.image_url,
    EmailVerified: client.EmailVerified,
    PendingEmail: client.PendingEmail,
  };
}

/**
 * Who is signed in. Identity only ever comes from the server's session cookie (DESIGN rulings): this is
 * set from `GET /api/session` and from the answers of sign-in and registration, never from storage.
 */
export const sessionClientAtom = atom<SessionClient | null>(null);

export const isSignedInAtom = atom((get) => get(sessionClientAtom) !== null);

/** 'loading' until this page's `GET /api/session` has answered (or failed: then a guest). */
export const sessionStatusAtom = atom<'loading' | 'ready'>('loading');

/**
 * What the page shows as the visitor's name: the session's client, or while the session call is on its
 * way the profile the previous page cached (display only: it unlocks nothing).
 */
export const displayClientAtom = atom((get) =>
  get(sessionStatusAtom) === 'ready'
    ? get(sessionClientAtom)
    : (get(sessionClientAtom) ?? readSessionCache()),
);

/** Counts the session's changes, so an answer overtaken by a newer one is not applied. */
const sessionChangesAtom = atom(0);

/**
 * Sets the session's client for every widget of the page, and the display cache for the other tabs. A
 * sign-in also completes the action the guest tried when the sign-in prompt opened (`signInFirstAtom`).
 */
export const setSessionClientAtom = atom(null, (get, set, client: SessionClient | null) => {
  set(sessionChangesAtom, get(sessionChangesAtom) + 1);
  set(sessionClientAtom, client);
  set(sessionStatusAtom, 'ready');
  writeSessionCache(client);
  if (client) set(settlePendingSignInAtom, client);
});

/**
 * Asks the server who is signed in (page start, and when another tab signs in or out). An answer that
 * arrives after the page learned something newer (a profile saved, a sign-in, a sign-out meanwhile) is
 * stale: applying it would undo that, e.g. drop the e-mail address just waiting for its link.
 */
export const refreshSessionAtom = atom(null, async (get, set) => {
  const asked = get(sessionChangesAtom);
  const result = await fetchSession(get(apiClientAtom));
  if (get(sessionChangesAtom) !== asked) return;
  if (result.ok) {
    const client = result.value.Client;
    set(setSessionClientAtom, client ? toSessionClient(client) : null);
  } else {
    // No answer: treat as a guest for now; the cache stays for the next page.
    console.warn(`[bluebonnet] Could not read the session: ${result.failure.message}`);
    set(sessionStatusAtom, 'ready');
  }
});

/** True after a sign-out that did not reach the server, so the menu and dashboard can say so. */
export const signOutFailedAtom = atom(false);

/**
 * 'Sign out' (POST /sign-out): the server ends the session; every widget of the page, and through the
 * display cache every other tab, shows the visitor as a guest. Resolves to false when the server could
 * not be reached (the visitor stays signed in, and is told by the caller).
 */
export const signOutAtom = atom(null, async (get, set): Promise<boolean> => {
  const result = await postSignOut(get(apiClientAtom));
  set(signOutFailedAtom, !result.ok);
  if (!result.ok) {
    console.warn(`[bluebonnet] Could not sign out: ${result.failure.message}`);
    return false;
  }
  set(setSessionClientAtom, null);
  return true;
});

// Per store: whether this page already asked, and the listeners the page's widgets share.
const bootAtom = atom(() => ({ asked: false, users: 0, stop: null as (() => void) | null }));

/**
 * Called by every widget as it mounts (widget-root): the first one reads the session, once per page, and
 * starts following the other tabs' sign-ins and sign-outs through the SPEC §3 keys' `storage` events,
 * and any call answered 401 (the session ended elsewhere: asked again, and a guest's answer clears the
 * client's cached data). Returns the cleanup; the listeners go when the page's last widget does.
 */
export const startSessionAtom = atom(null, (get, set): (() => void) => {
  const boot = get(bootAtom);
  if (!boot.asked) {
    boot.asked = true;
    void set(refreshSessionAtom);
  }
  boot.users += 1;
  if (!boot.stop) {
    const onStorage = (event: StorageEvent) => {
      if (isSessionCacheKey(event.key)) void set(refreshSessionAtom);
    };
    globalThis.addEventListener?.('storage', onStorage);
    // Only a signed-in page has a session to lose; a guest's 401s (a sign-in refused) change nothing.
    const stopGone = onSessionGone(() => {
      if (get(sessionClientAtom)) void set(refreshSessionAtom);
    });
    boot.stop = () => {
      globalThis.removeEventListener?.('storage', onStorage);
      stopGone();
    };
  }
  return () => {
    boot.users -= 1;
    if (boot.users === 0) {
      boot.stop?.();
      boot.stop = null;
    }
  };
});
