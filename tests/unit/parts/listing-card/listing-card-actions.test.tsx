import { act, fireEvent, render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ListingCardActions } from '../../../../src/parts/listing-card/listing-card-actions';
import { languageChoiceAtom } from '../../../../src/state/language-atom';
import { loginRequestAtom } from '../../../../src/state/require-login-atom';
import { savedKeysAtom, savedServerStateAtom } from '../../../../src/state/saved-keys-atom';
import { sessionClientAtom } from '../../../../src/state/session-atom';
import { fakeSavedApi } from '../../screens/saved/fake-saved-api';

async function renderActions({ signedIn = true } = {}) {
  const store = createStore();
  store.set(languageChoiceAtom, 'en');
  if (signedIn) store.set(sessionClientAtom, { ClientID: 5, PartyName: 'Ana' });
  render(
    <Provider store={store}>
      <ListingCardActions listingKey={77} />
    </Provider>,
  );
  await act(async () => {
    await store.get(savedServerStateAtom);
  });
  return store;
}

const heart = () => screen.getByRole('button', { name: 'Add to favorites' });

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the card heart and compare button', () => {
  it('asks a guest to sign in and sends nothing', async () => {
    const api = fakeSavedApi({});
    const store = await renderActions({ signedIn: false });
    fireEvent.click(heart());
    expect(store.get(loginRequestAtom)).toEqual({ reason: 'favorite' });
    expect(api.calls.filter((call) => !call.startsWith('GET'))).toEqual([]);
  });

  it('favorites at once, posts it, and a second click removes it', async () => {
    const api = fakeSavedApi({
      'POST /api/saved': () => Response.json({ success: true, data: { GatewayListingsSavedID: 9 } }),
      'DELETE /api/saved/77/5/favorite': () => Response.json({ success: true }),
    });
    const store = await renderActions();
    expect(heart().getAttribute('aria-pressed')).toBe('false');
    await act(async () => {
      fireEvent.click(heart());
    });
    expect(heart().getAttribute('aria-pressed')).toBe('true');
    expect(store.get(savedKeysAtom).favorites.has(77)).toBe(true);
    expect(api.calls).toContain('POST /api/saved');
    expect(JSON.parse(localStorage.getItem('favoritesKeyNumeric') ?? '[]')).toEqual([77]);
    await act(async () => {
      fireEvent.click(heart());
    });
    expect(heart().getAttribute('aria-pressed')).toBe('false');
    expect(api.calls).toContain('DELETE /api/saved/77/5/favorite');
  });

  it('puts the heart back and says so when the server fails', async () => {
    let answer!: (response: Response) => void;
    fakeSavedApi({
      'POST /api/saved': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    await renderActions();
    await act(async () => {
      fireEvent.click(heart());
    });
    // Shown at once, before the server answers.
    expect(heart().getAttribute('aria-pressed')).toBe('true');
    await act(async () => {
      answer(Response.json({ error: { code: 'internal', message: 'x' } }, { status: 500 }));
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(heart().getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByRole('alert').textContent).toBe(
      'Your favorites could not be updated. Please try again.',
    );
  });

  it('says the session ended when the server answers 401', async () => {
    fakeSavedApi({
      'POST /api/saved': () =>
        Response.json({ error: { code: 'unauthorized', message: 'x' } }, { status: 401 }),
    });
    await renderActions();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Add to compare' }));
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(screen.getByRole('button', { name: 'Add to compare' }).getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByRole('alert').textContent).toBe('Your session has ended. Please log in again.');
  });

  it.each([
    ['favorite', 'favorite', true],
    ['saved', 'saved', false],
    ['possibility', 'possibility', false],
    [null, 'none', false],
  ] as const)('shows the %s list as the %s icon', async (list, icon, pressed) => {
    fakeSavedApi({
      ...(list ? { [`GET /api/saved-keys-numeric/${list}/5`]: () => Response.json({ data: [77] }) } : {}),
    });
    await renderActions();
    expect(heart().getAttribute('data-saved')).toBe(icon);
    expect(heart().getAttribute('aria-pressed')).toBe(String(pressed));
    expect(heart().querySelector('svg')?.getAttribute('data-icon')).toBe(icon === 'none' ? 'heart' : icon);
    if (list === 'saved') {
      expect(screen.getByRole('button', { name: 'Add to compare' }).getAttribute('aria-pressed')).toBe(
        'true',
      );
    }
  });

  it('shows the note button only for a saved listing with a note', async () => {
    localStorage.setItem('bluebonnet:saved-owner', '5');
    localStorage.setItem('favoritesKeyNumeric', '[77]');
    localStorage.setItem('comparesKeyNumeric', '[]');
    localStorage.setItem('possibilityKeyNumeric', '[]');
    localStorage.setItem('savedNotes', JSON.stringify({ 'favorite:77': { savedId: 3, note: 'Big yard' } }));
    fakeSavedApi({ 'GET /api/saved-keys-numeric/favorite/5': () => Response.json({ data: [77] }) });
    await renderActions();
    expect(screen.getByRole('button', { name: 'Edit note' })).toBeTruthy();
  });

  it('has no note button for a listing in no list, even with a stale note', async () => {
    localStorage.setItem('bluebonnet:saved-owner', '5');
    localStorage.setItem('savedNotes', JSON.stringify({ 'favorite:77': { savedId: 3, note: 'Big yard' } }));
    fakeSavedApi({});
    await renderActions();
    expect(screen.queryByRole('button', { name: 'Edit note' })).toBeNull();
  });

  it('follows a favorite added in another tab', async () => {
    fakeSavedApi({});
    await renderActions();
    expect(heart().getAttribute('aria-pressed')).toBe('false');
    // What the other tab's toggle leaves in the shared browser keys, then its storage event here.
    localStorage.setItem('bluebonnet:saved-owner', '5');
    localStorage.setItem('favoritesKeyNumeric', '[77]');
    localStorage.setItem('comparesKeyNumeric', '[]');
    localStorage.setItem('possibilityKeyNumeric', '[]');
    await act(async () => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'favoritesKeyNumeric', newValue: '[77]' }));
    });
    expect(heart().getAttribute('aria-pressed')).toBe('true');
  });

  it('learns the notes from the list on a browser that has none cached', async () => {
    fakeSavedApi({
      'GET /api/saved-keys-numeric/favorite/5': () => Response.json({ data: [77] }),
      'GET /api/favorites/5': () =>
        Response.json({ data: [{ ListingKeyNumeric: 77, GatewayListingsSavedID: 3, note: 'Big yard' }] }),
    });
    await renderActions();
    expect(screen.getByRole('button', { name: 'Edit note' })).toBeTruthy();
  });
});
