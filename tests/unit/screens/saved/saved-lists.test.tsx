import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CompareScreen } from '../../../../src/screens/saved/compare-screen';
import { FavoritesScreen } from '../../../../src/screens/saved/favorites-screen';
import { languageChoiceAtom } from '../../../../src/state/language-atom';
import { loginRequestAtom } from '../../../../src/state/require-login-atom';
import { savedKeysAtom } from '../../../../src/state/saved-keys-atom';
import { sessionClientAtom, sessionStatusAtom } from '../../../../src/state/session-atom';
import { fakeSavedApi } from './fake-saved-api';

const entry = (key: number, address: string, extra: Record<string, unknown> = {}) => ({
  ListingKeyNumeric: key,
  MlsStatus: 'Active',
  ListPrice: 400000 + key,
  Address: address,
  City: 'Austin',
  PostalCode: '78704',
  BedroomsTotal: 3,
  AboveGradeFinishedArea: 2000,
  YearBuilt: 1998,
  GatewayListingsSavedID: key * 10,
  note: null,
  ...extra,
});

const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 150)));

function renderScreen(screenNode: React.ReactNode, { signedIn = true } = {}) {
  const store = createStore();
  store.set(languageChoiceAtom, 'en');
  store.set(sessionStatusAtom, 'ready');
  if (signedIn) store.set(sessionClientAtom, { ClientID: 5, PartyName: 'Ana' });
  render(<Provider store={store}>{screenNode}</Provider>);
  return store;
}

beforeEach(() => {
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('<bb-favorites>', () => {
  it('lists the favorites with their notes as text, and Remove takes one off at once', async () => {
    const api = fakeSavedApi({
      'GET /api/saved-keys-numeric/favorite/5': () => Response.json({ data: [1, 2] }),
      'GET /api/favorites/5': () =>
        Response.json({
          data: [entry(1, '1 Oak St', { note: '<b>near school</b>' }), entry(2, '2 Elm St')],
        }),
      'DELETE /api/saved/1/5/favorite': () => Response.json({ success: true }),
    });
    const store = renderScreen(<FavoritesScreen />);
    await settle();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    // Typed HTML comes back as text, never markup.
    expect(screen.getByText('<b>near school</b>')).toBeTruthy();
    expect(document.querySelector('b')).toBeNull();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Remove 1 Oak St from favorites' }));
    });
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(store.get(savedKeysAtom).favorites.has(1)).toBe(false);
    await settle();
    expect(api.calls).toContain('DELETE /api/saved/1/5/favorite');
    expect(screen.getByText('1 Oak St was removed.')).toBeTruthy();
  });

  it('says so when there are none', async () => {
    fakeSavedApi({ 'GET /api/favorites/5': () => Response.json({ data: [] }) });
    renderScreen(<FavoritesScreen />);
    await settle();
    expect(screen.getByText('You have no favorites yet.')).toBeTruthy();
  });

  it('offers Retry when the list cannot be loaded', async () => {
    let fail = true;
    fakeSavedApi({
      'GET /api/saved-keys-numeric/favorite/5': () => Response.json({ data: [2] }),
      'GET /api/favorites/5': () =>
        fail ? new Response('no', { status: 404 }) : Response.json({ data: [entry(2, '2 Elm St')] }),
    });
    renderScreen(<FavoritesScreen />);
    await settle();
    expect(screen.getByRole('alert').textContent).toContain('We could not load your list right now.');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await settle();
    expect(screen.getAllByRole('article')).toHaveLength(1);
  });

  it('asks a guest to sign in', async () => {
    fakeSavedApi({ 'GET /api/session': () => Response.json({ Client: null }) });
    const store = renderScreen(<FavoritesScreen />, { signedIn: false });
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(store.get(loginRequestAtom)).toEqual({ reason: 'favorite' });
  });
});

describe('<bb-compare>', () => {
  it('shows the listings side by side with a row header per fact, and removes a column at once', async () => {
    fakeSavedApi({
      'GET /api/saved-keys-numeric/saved/5': () => Response.json({ data: [1, 2] }),
      'GET /api/compare/5': () => Response.json({ data: [entry(1, '1 Oak St'), entry(2, '2 Elm St')] }),
      // Never answered: the column goes before the server says anything.
      'DELETE /api/saved/2/5/saved': () => new Promise<Response>(() => {}),
    });
    renderScreen(<CompareScreen />);
    await settle();
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual([expect.stringContaining('1 Oak St'), expect.stringContaining('2 Elm St')]);
    const price = within(table).getByRole('rowheader', { name: 'Price' }).closest('tr');
    expect(price?.textContent).toBe('Price$400,001$400,002');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Remove 2 Elm St from compare' }));
    });
    expect(within(table).getAllByRole('columnheader')).toHaveLength(1);
  });

  it("shows each listing's photo, its city with the state, and the HOA fee with its period", async () => {
    fakeSavedApi({
      'GET /api/saved-keys-numeric/saved/5': () => Response.json({ data: [1, 2] }),
      'GET /api/compare/5': () =>
        Response.json({
          data: [
            entry(1, '1 Oak St', {
              City: 'Utopia',
              StateOrProvince: 'TX',
              PostalCode: '78884',
              AssociationFee: 150,
              AssociationFeeFrequency: 'Monthly',
              images: [{ MediaURL: '/photos/1/1.svg', img_order: 1 }],
            }),
            entry(2, '2 Elm St', {
              AssociationFee: 1200,
              AssociationFeeFrequency: 'Annually',
              images: [{ MediaURL: '/photos/2/1.svg', img_order: 1 }],
            }),
          ],
        }),
    });
    renderScreen(<CompareScreen />);
    await settle();
    const table = screen.getByRole('table');
    const [first, second] = within(table).getAllByRole('columnheader');
    expect(first?.querySelector('img')?.getAttribute('src')).toMatch(/\/photos\/1\/1\.svg$/);
    expect(second?.querySelector('img')?.getAttribute('src')).toMatch(/\/photos\/2\/1\.svg$/);
    expect(first?.textContent).toContain('Utopia, TX 78884');
    const hoa = within(table).getByRole('rowheader', { name: 'HOA fee' }).closest('tr');
    expect(hoa?.textContent).toBe('HOA fee$150/mo$1,200/yr');
  });
});
