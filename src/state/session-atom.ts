import { atom } from 'jotai';

/** The signed-in client as the server's session reported it, or null for an anonymous visitor. */
export interface SessionClient {
  ClientID: number;
  PartyName: string;
}

/**
 * Who is signed in. Identity only ever comes from the server's session cookie (DESIGN rulings); nothing a
 * page stores can set it. Until a sign-in happens on this page, the visitor is anonymous.
 */
export const sessionClientAtom = atom<SessionClient | null>(null);

export const isSignedInAtom = atom((get) => get(sessionClientAtom) !== null);
