import { act, fireEvent, render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { savedSearchSchema } from '../../../../src/contract';
import { loadCatalog } from '../../../../src/lib/i18n/catalogs';
import { SavedSearchEditModal } from '../../../../src/parts/saved-searches/saved-search-edit-modal';
import { SavedSearchNotificationModal } from '../../../../src/parts/saved-searches/saved-search-notification-modal';
import { languageChoiceAtom } from '../../../../src/state/language-atom';
import { localSavedSearchesAtom } from '../../../../src/state/local-saved-searches-atom';
import { importLocalSavedSearchesAtom } from '../../../../src/state/server-saved-searches-atom';
import { sessionClientAtom } from '../../../../src/state/session-atom';
import { fakeSavedApi } from '../../screens/saved/fake-saved-api';

await loadCatalog('es');

function withStore(node: React.ReactNode) {
  const store = createStore();
  store.set(languageChoiceAtom, 'en');
  render(<Provider store={store}>{node}</Provider>);
  return store;
}

const search = v.parse(savedSearchSchema, {
  GatewayID: 4,
  GatewayDesc: 'Round Rock 3 beds',
  client_gateway_schedule: 2,
  suppress_price_change: true,
  suppress_back_on_market: false,
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the saved-search edit modal', () => {
  it('renames, or replaces the filters when that mode is chosen', async () => {
    const onSave = vi.fn(async () => true);
    withStore(<SavedSearchEditModal entry={{ id: 4, title: 'Old' }} onSave={onSave} onClose={() => {}} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'New name' } });
    fireEvent.click(
      screen.getByRole('radio', { name: 'Replace its filters with the filters on screen now' }),
    );
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    });
    expect(onSave).toHaveBeenCalledWith(4, 'New name', 'criteria');
  });

  it('keeps the typed name and says so when saving fails', async () => {
    const onClose = vi.fn();
    withStore(
      <SavedSearchEditModal entry={{ id: 4, title: 'Old' }} onSave={async () => false} onClose={onClose} />,
    );
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'Kept' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    });
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('The change could not be saved. Please try again.');
    expect((screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value).toBe('Kept');
  });
});

describe('the notification settings', () => {
  it("names a search the server numbered in the page's language", () => {
    const store = createStore();
    store.set(languageChoiceAtom, 'es');
    const numbered = v.parse(savedSearchSchema, { ...search, GatewayDesc: 'Save Search 2' });
    render(
      <Provider store={store}>
        <SavedSearchNotificationModal entry={numbered} onSave={async () => true} onClose={() => {}} />
      </Provider>,
    );
    expect(screen.getByRole('dialog').getAttribute('aria-labelledby')).toBeTruthy();
    expect(screen.getByRole('heading').textContent).toBe('Notificaciones por correo de Búsqueda guardada 2');
  });

  it('starts from the stored settings; daily and none exclude each other', async () => {
    const onSave = vi.fn(async () => true);
    withStore(<SavedSearchNotificationModal entry={search} onSave={onSave} onClose={() => {}} />);
    const daily = screen.getByRole('radio', { name: 'Daily email' }) as HTMLInputElement;
    const none = screen.getByRole('radio', { name: 'No emails' }) as HTMLInputElement;
    expect(daily.checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Price changes' }) as HTMLInputElement).checked).toBe(false);
    expect((screen.getByRole('checkbox', { name: 'Back on market' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(none);
    expect(daily.checked).toBe(false);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Price changes' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    });
    expect(onSave).toHaveBeenCalledWith(4, { schedule: 0, priceChange: true, backOnMarket: true });
  });
});

describe('moving a guest’s searches into the account', () => {
  it('imports them with their local ids, then keeps them only on the server', async () => {
    const bodies: string[] = [];
    fakeSavedApi({
      'POST /api/v1/saved-search/import': (body) => {
        bodies.push(body);
        return Response.json({ data: [], imported: 1 });
      },
    });
    const store = createStore();
    store.set(localSavedSearchesAtom, {
      kind: 'save',
      search: '?minBedsCount=3',
      title: (id) => `Save Search ${id}`,
    });
    store.set(sessionClientAtom, { ClientID: 5, PartyName: 'Ana' });
    expect(await store.set(importLocalSavedSearchesAtom)).toBe(true);
    const sent = JSON.parse(bodies[0] ?? '{}');
    expect(sent.clientId).toBe(5);
    expect(sent.searches).toEqual([
      expect.objectContaining({ localId: '1', title: 'Save Search 1', search: '?minBedsCount=3' }),
    ]);
    expect(store.get(localSavedSearchesAtom)).toEqual([]);
  });

  it('keeps them in the browser when the import fails', async () => {
    fakeSavedApi({ 'POST /api/v1/saved-search/import': () => new Response('x', { status: 500 }) });
    const store = createStore();
    store.set(localSavedSearchesAtom, { kind: 'save', search: '', title: (id) => `Save Search ${id}` });
    store.set(sessionClientAtom, { ClientID: 5, PartyName: 'Ana' });
    expect(await store.set(importLocalSavedSearchesAtom)).toBe(false);
    expect(store.get(localSavedSearchesAtom)).toHaveLength(1);
  });
});
