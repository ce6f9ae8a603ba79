import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { loginRequestAtom, requireLoginAtom } from '../../../src/state/require-login-atom';
import { sessionClientAtom } from '../../../src/state/session-atom';

describe('requireLoginAtom', () => {
  it('asks a guest to sign in, saying why, and tells the caller not to go ahead', () => {
    const store = createStore();
    expect(store.set(requireLoginAtom, 'favorite')).toBe(false);
    expect(store.get(loginRequestAtom)).toEqual({ reason: 'favorite' });
  });

  it('lets a signed-in client go ahead without any login request', () => {
    const store = createStore();
    store.set(sessionClientAtom, { ClientID: 5, PartyName: 'Ana' });
    expect(store.set(requireLoginAtom, 'compare')).toBe(true);
    expect(store.get(loginRequestAtom)).toBeNull();
  });
});
