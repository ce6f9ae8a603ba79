import { createStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  displayClientAtom,
  refreshSessionAtom,
  sessionClientAtom,
  sessionStatusAtom,
  setSessionClientAtom,
  signOutAtom,
  signOutFailedAtom,
} from '../../../src/state/session-atom';
import { fakeSavedApi, heldBack } from '../screens/saved/fake-saved-api';

const ANA = { ClientID: 5, PartyName: 'Ana' };

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('who is signed in', () => {
  it("is the server's answer, remembered for the next page's first paint", async () => {
    // The stand-in answers Ana's session.
    fakeSavedApi({});
    const store = createStore();
    expect(store.get(sessionStatusAtom)).toBe('loading');
    await store.set(refreshSessionAtom);
    expect(store.get(sessionClientAtom)?.PartyName).toBe('Ana');
    expect(store.get(sessionStatusAtom)).toBe('ready');
    // The next page shows the name while its own session call is on its way.
    fakeSavedApi({ 'GET /api/session': heldBack().answer });
    const nextPage = createStore();
    expect(nextPage.get(displayClientAtom)?.PartyName).toBe('Ana');
    expect(nextPage.get(sessionClientAtom)).toBeNull();
  });

  it('is a guest when the session call fails, and the cached name stays for the next page', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const store = createStore();
    store.set(setSessionClientAtom, ANA);
    fakeSavedApi({
      'GET /api/session': () =>
        Response.json({ error: { code: 'internal', message: 'Down' } }, { status: 500 }),
    });
    const nextPage = createStore();
    await nextPage.set(refreshSessionAtom);
    expect(nextPage.get(sessionStatusAtom)).toBe('ready');
    expect(nextPage.get(displayClientAtom)).toBeNull();
    expect(localStorage.getItem('isAuth')).toBe('true');
  });

  it('is not undone by a session answer overtaken by a sign-in', async () => {
    const session = heldBack();
    fakeSavedApi({ 'GET /api/session': session.answer });
    const store = createStore();
    const asked = store.set(refreshSessionAtom);
    store.set(setSessionClientAtom, ANA);
    session.release(Response.json({ Client: null }));
    await asked;
    expect(store.get(sessionClientAtom)?.ClientID).toBe(5);
    expect(localStorage.getItem('isAuth')).toBe('true');
  });
});

describe('signing out', () => {
  it('leaves a guest, with nothing of the client left in this browser', async () => {
    fakeSavedApi({ 'POST /sign-out': () => Response.json({ success: true }) });
    const store = createStore();
    store.set(setSessionClientAtom, ANA);
    localStorage.setItem('bluebonnet:saved-owner', '5');
    localStorage.setItem('favoritesKeyNumeric', '[77]');
    expect(await store.set(signOutAtom)).toBe(true);
    expect(store.get(sessionClientAtom)).toBeNull();
    expect(store.get(signOutFailedAtom)).toBe(false);
    expect(Object.keys(localStorage)).toEqual([]);
  });

  it('that does not reach the server keeps the client signed in, and says so', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    fakeSavedApi({
      'POST /sign-out': () =>
        Response.json({ error: { code: 'internal', message: 'Down' } }, { status: 503 }),
    });
    const store = createStore();
    store.set(setSessionClientAtom, ANA);
    expect(await store.set(signOutAtom)).toBe(false);
    expect(store.get(sessionClientAtom)?.ClientID).toBe(5);
    expect(store.get(signOutFailedAtom)).toBe(true);
    expect(localStorage.getItem('isAuth')).toBe('true');
  });
});
