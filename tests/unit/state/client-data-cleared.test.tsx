import { act, render, screen, waitFor } from '@testing-library/react';
import { createStore, Provider, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ListingCardActions } from '../../../src/parts/listing-card/listing-card-actions';
import { languageChoiceAtom } from '../../../src/state/language-atom';
import { savedServerStateAtom } from '../../../src/state/saved-keys-atom';
import { refreshSessionAtom, sessionClientAtom, startSessionAtom } from '../../../src/state/session-atom';
import { fakeSavedApi } from '../screens/saved/fake-saved-api';

const ANA = { ClientID: 5, PartyName: 'Ana' };
const CLIENT_KEYS = [
  'authUser',
  'user',
  'isAuth',
  'favoritesKeyNumeric',
  'comparesKeyNumeric',
  'possibilityKeyNumeric',
  'savedNotes',
  'bluebonnet:saved-owner',
];

/** What a signed-in page of client 5 left in this browser. */
function cacheOfAna() {
  localStorage.setItem('authUser', JSON.stringify(ANA));
  localStorage.setItem('user', JSON.stringify(ANA));
  localStorage.setItem('isAuth', 'true');
  localStorage.setItem('bluebonnet:saved-owner', '5');
  localStorage.setItem('favoritesKeyNumeric', '[77]');
  localStorage.setItem('comparesKeyNumeric', '[78]');
  localStorage.setItem('possibilityKeyNumeric', '[79]');
  localStorage.setItem(
    'savedNotes',
    JSON.stringify({ 'favorite:77': { savedId: 9, note: 'Call the seller about the roof' } }),
  );
}
const leftInBrowser = () => CLIENT_KEYS.filter((key) => localStorage.getItem(key) !== null);

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe("a client's cached data goes when the server says the session is gone", () => {
  it('the session call answering a guest (expired, or signed out in another browser) clears it all', async () => {
    cacheOfAna();
    fakeSavedApi({ 'GET /api/session': () => Response.json({ Client: null }) });
    const store = createStore();
    await store.set(refreshSessionAtom);
    expect(leftInBrowser()).toEqual([]);
  });

  it('a 401 from any call asks the server again and, told the session is gone, clears it all', async () => {
    cacheOfAna();
    let signedIn = true;
    fakeSavedApi({
      'GET /api/session': () => Response.json({ Client: signedIn ? { ...ANA, PartyEmail: 'a@b.co' } : null }),
      'GET /api/saved-keys-numeric/favorite/5': () => Response.json({ data: [77] }),
      'POST /api/saved': () =>
        Response.json({ error: { code: 'unauthorized', message: 'Please sign in first.' } }, { status: 401 }),
    });
    const store = createStore();
    store.set(languageChoiceAtom, 'en');
    render(
      <Provider store={store}>
        <Starter />
        <ListingCardActions listingKey={80} />
      </Provider>,
    );
    await waitFor(() => expect(store.get(sessionClientAtom)?.ClientID).toBe(5));
    await act(async () => {
      await store.get(savedServerStateAtom);
    });
    signedIn = false; // the session ends elsewhere
    await act(async () => {
      screen.getByRole('button', { name: 'Add to favorites' }).click();
    });
    await waitFor(() => expect(store.get(sessionClientAtom)).toBeNull());
    expect(leftInBrowser()).toEqual([]);
  });
});

/** What every widget does as it mounts: reads the session and follows it. */
function Starter() {
  const start = useSetAtom(startSessionAtom);
  useEffect(() => start(), [start]);
  return null;
}
