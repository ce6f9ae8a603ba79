import { createStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  displayClientAtom,
  isSignedInAtom,
  sessionClientAtom,
  setSessionClientAtom,
  signOutAtom,
  startSessionAtom,
} from '../../../../src/state/session-atom';
import { readSessionCache } from '../../../../src/state/session-cache';
import { ANA, stubAccountApi } from './fake-account-api';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const sessionCalls = (api: ReturnType<typeof stubAccountApi>) =>
  api.calls.filter((call) => call.path === '/api/session').length;

describe('the page session', () => {
  it('asks the server once for the whole page and signs the client in from its answer', async () => {
    const api = stubAccountApi({ '/api/session': { body: { Client: ANA } } });
    const store = createStore();
    const stops = [store.set(startSessionAtom), store.set(startSessionAtom), store.set(startSessionAtom)];
    await vi.waitFor(() => expect(store.get(isSignedInAtom)).toBe(true));
    expect(sessionCalls(api)).toBe(1);
    expect(store.get(sessionClientAtom)?.PartyEmail).toBe('ana@example.com');
    for (const stop of stops) stop();
  });

  it('never takes the storage cache as identity, only as a name to show while the session loads', async () => {
    localStorage.setItem('isAuth', 'true');
    localStorage.setItem('authUser', JSON.stringify({ ClientID: 7, PartyName: 'Mallory' }));
    stubAccountApi({ '/api/session': { body: { Client: null } } });
    const store = createStore();
    expect(store.get(isSignedInAtom)).toBe(false);
    expect(store.get(displayClientAtom)?.PartyName).toBe('Mallory');
    const stop = store.set(startSessionAtom);
    await vi.waitFor(() => expect(store.get(displayClientAtom)).toBeNull());
    // The server said guest: the stale cache is cleared for every tab.
    expect(localStorage.getItem('authUser')).toBeNull();
    stop();
  });

  it('ignores a damaged cache', () => {
    localStorage.setItem('isAuth', 'true');
    localStorage.setItem('authUser', '{"ClientID":"<script>","PartyName":5}');
    expect(readSessionCache()).toBeNull();
    localStorage.setItem('authUser', 'not json');
    expect(readSessionCache()).toBeNull();
  });

  it('follows another tab: a change of the cached profile makes the page ask the server again', async () => {
    let client: typeof ANA | null = ANA;
    const api = stubAccountApi({ '/api/session': () => ({ body: { Client: client } }) });
    const store = createStore();
    const stop = store.set(startSessionAtom);
    await vi.waitFor(() => expect(store.get(isSignedInAtom)).toBe(true));
    // Another tab signed out: it removed the keys, this tab hears a storage event.
    client = null;
    window.dispatchEvent(new StorageEvent('storage', { key: 'isAuth', oldValue: 'true', newValue: null }));
    await vi.waitFor(() => expect(store.get(isSignedInAtom)).toBe(false));
    expect(sessionCalls(api)).toBe(2);
    // Unrelated keys do not.
    window.dispatchEvent(new StorageEvent('storage', { key: 'favoritesKeyNumeric', newValue: '[]' }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sessionCalls(api)).toBe(2);
    stop();
    // The last widget gone, the listener is too.
    window.dispatchEvent(new StorageEvent('storage', { key: 'user', newValue: null }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sessionCalls(api)).toBe(2);
  });

  it('signs out through the server and clears the cache the other tabs watch', async () => {
    const api = stubAccountApi({ '/sign-out': { body: { success: true } } });
    const store = createStore();
    store.set(setSessionClientAtom, { ClientID: 41, PartyName: 'Ana' });
    expect(localStorage.getItem('isAuth')).toBe('true');
    expect(await store.set(signOutAtom)).toBe(true);
    expect(api.posts('/sign-out')).toHaveLength(1);
    expect(store.get(sessionClientAtom)).toBeNull();
    expect(localStorage.getItem('isAuth')).toBeNull();
  });

  it('stays signed in when the sign-out could not reach the server', async () => {
    stubAccountApi({ '/sign-out': { status: 503, body: {} } });
    const store = createStore();
    store.set(setSessionClientAtom, { ClientID: 41, PartyName: 'Ana' });
    expect(await store.set(signOutAtom)).toBe(false);
    expect(store.get(isSignedInAtom)).toBe(true);
  });
});
