import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listingDetailSchema } from '../../../../src/contract';
import { loadCatalog } from '../../../../src/lib/i18n/catalogs';
import type { Lang } from '../../../../src/lib/i18n/lang';
import { ListingCardActions } from '../../../../src/parts/listing-card/listing-card-actions';
import { ListingDetailHeader } from '../../../../src/parts/listing-detail/listing-detail-header';
import { languageChoiceAtom } from '../../../../src/state/language-atom';
import { loginRequestAtom } from '../../../../src/state/require-login-atom';
import { savedKeysAtom, savedServerStateAtom } from '../../../../src/state/saved-keys-atom';
import { sessionClientAtom } from '../../../../src/state/session-atom';
import { fakeSavedApi } from '../../screens/saved/fake-saved-api';

await loadCatalog('es');

const listing = v.parse(listingDetailSchema, {
  ListingKeyNumeric: 77,
  MlsStatus: 'Active',
  ListPrice: 568000,
  Address: '2631 Saddle Club Blvd',
  City: 'Spicewood',
  PostalCode: '78669',
});

/**
 * Opens "My lists": the control is loaded with import(), so its button is waited for and the page left
 * to settle before the click (a click on a button the first render replaced would be lost).
 */
async function openLists(name: string) {
  await screen.findByRole('button', { name });
  await act(async () => {});
  fireEvent.click(screen.getByRole('button', { name }));
}

async function renderWith(ui: React.ReactNode, { signedIn = true, lang = 'en' as Lang } = {}) {
  const store = createStore();
  store.set(languageChoiceAtom, lang);
  if (signedIn) store.set(sessionClientAtom, { ClientID: 5, PartyName: 'Ana' });
  render(<Provider store={store}>{ui}</Provider>);
  await act(async () => {
    await store.get(savedServerStateAtom);
  });
  return store;
}

/** The server's side of POST /api/saved and POST /api/save-note, with what each was sent. */
function savingApi() {
  const sent: Record<string, string>[] = [];
  const api = fakeSavedApi({
    'POST /api/saved': (body) => {
      sent.push(Object.fromEntries(new URLSearchParams(body)));
      return Response.json({ success: true, data: { GatewayListingsSavedID: 31 } });
    },
    'GET /api/get-note/31': () => Response.json({ data: { note: null } }),
    'POST /api/save-note': (body) => {
      sent.push(Object.fromEntries(new URLSearchParams(body)));
      return Response.json({ success: true });
    },
  });
  return { sent, calls: api.calls };
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('"My lists": the Possibility and Saved flags and the note, from the card and the detail', () => {
  it('the card flags a listing as a possibility: lightbulb on the heart, and it is stored', async () => {
    const { sent } = savingApi();
    const store = await renderWith(<ListingCardActions listingKey={77} />);
    await openLists('Save to my lists');
    const panel = within(await screen.findByRole('group', { name: 'My lists' }));
    expect(panel.getByText('Put it in a list to add a note.')).toBeTruthy();
    await act(async () => {
      fireEvent.click(panel.getByRole('button', { name: 'Possibility' }));
    });
    expect(panel.getByRole('button', { name: 'Possibility' }).getAttribute('aria-pressed')).toBe('true');
    expect(sent[0]).toMatchObject({ ListingKeyNumeric: '77', GatewayDesc: 'possibility' });
    expect(store.get(savedKeysAtom).possibilities.has(77)).toBe(true);
    expect(screen.getByRole('button', { name: 'Add to favorites' }).getAttribute('data-saved')).toBe(
      'possibility',
    );
    // A second press takes it out again.
    await act(async () => {
      fireEvent.click(panel.getByRole('button', { name: 'Possibility' }));
    });
    expect(store.get(savedKeysAtom).possibilities.has(77)).toBe(false);
  });

  it("the detail flags it 'saved' and writes a note on that record", async () => {
    const { sent } = savingApi();
    const store = await renderWith(
      <ListingDetailHeader
        listing={listing}
        address="2631 Saddle Club Blvd"
        showTitle
        onScheduleTour={() => {}}
        onOpenHouses={() => {}}
      />,
    );
    await openLists('My lists');
    const panel = within(await screen.findByRole('group', { name: 'My lists' }));
    await act(async () => {
      fireEvent.click(panel.getByRole('button', { name: 'Saved' }));
    });
    expect(store.get(savedKeysAtom).compares.has(77)).toBe(true);
    fireEvent.click(panel.getByRole('button', { name: 'Add a note' }));
    const text = await screen.findByLabelText('Your note (only you can see it)');
    fireEvent.change(text, { target: { value: 'Ask about the septic system' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    });
    await waitFor(() =>
      expect(sent).toContainEqual({ GatewayListingsSavedID: '31', note: 'Ask about the septic system' }),
    );
    expect(sent[0]).toMatchObject({ GatewayDesc: 'saved' });
  });

  it('speaks Spanish, and asks a guest to sign in before flagging', async () => {
    const { sent } = savingApi();
    const store = await renderWith(<ListingCardActions listingKey={77} />, { signedIn: false, lang: 'es' });
    await openLists('Guardar en mis listas');
    const panel = within(await screen.findByRole('group', { name: 'Mis listas' }));
    fireEvent.click(panel.getByRole('button', { name: 'Posibilidad' }));
    expect(store.get(loginRequestAtom)).toEqual({ reason: 'possibility' });
    expect(sent).toEqual([]);
  });
});
