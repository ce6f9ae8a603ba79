import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DashboardScreen } from '../../../../src/screens/dashboard/dashboard-screen';
import { languageChoiceAtom } from '../../../../src/state/language-atom';
import { setSessionClientAtom } from '../../../../src/state/session-atom';
import { fakeSavedApi } from '../saved/fake-saved-api';

const listing = (key: number, address: string, id: number, note: string | null) => ({
  ListingKeyNumeric: key,
  MlsStatus: 'Active',
  ListPrice: 450000 + key,
  Address: address,
  City: 'Austin',
  url: `${address.toLowerCase().replaceAll(' ', '-')}-austin-tx-78704-${key}.html`,
  GatewayListingsSavedID: id,
  note,
});

const SEARCHES = [
  {
    GatewayID: 41,
    GatewayDesc: 'Travis 3 beds',
    client_gateway_schedule: 2,
    search: '?county=travis&minBedsCount=3',
  },
  { GatewayID: 42, GatewayDesc: 'Lake houses', client_gateway_schedule: 0, search: '?city=lakeway' },
];

beforeAll(() => {
  // happy-dom's <dialog> lacks the modal API; the browser tests cover the real one.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

function renderDashboard() {
  const posts: { path: string; fields: Record<string, string> }[] = [];
  const record = (path: string) => (body: string) => {
    posts.push({ path, fields: Object.fromEntries(new URLSearchParams(body)) });
    return Response.json({ success: true });
  };
  fakeSavedApi({
    'GET /api/saved-keys-numeric/saved/5': () => Response.json({ data: [101] }),
    'GET /api/saved-keys-numeric/possibility/5': () => Response.json({ data: [102] }),
    'GET /api/compare/5': () => Response.json({ data: [listing(101, '12 Oak St', 7, 'Big yard')] }),
    'GET /api/possibilities/5': () => Response.json({ data: [listing(102, '9 Elm Ave', 8, null)] }),
    'GET /api/v1/saved-search/listings/5': () => Response.json({ data: SEARCHES }),
    'POST /api/v1/saved-search/update-title': record('update-title'),
    'POST /api/v1/saved-search/delete': record('delete'),
    'POST /api/v1/saved-search/update-notification': record('update-notification'),
  });
  const store = createStore();
  store.set(languageChoiceAtom, 'en');
  store.set(setSessionClientAtom, { ClientID: 5, PartyName: 'Ana', PartyEmail: 'ana@example.com' });
  render(
    <Provider store={store}>
      <DashboardScreen />
    </Provider>,
  );
  return { posts };
}

describe('<bb-dashboard>: My Properties and Saved Searches', () => {
  it("'My Properties' opens the client's saved properties: the Saved and Possibility listings with notes", async () => {
    renderDashboard();
    const nav = screen.getByRole('navigation', { name: 'Dashboard' });
    const link = within(nav).getByRole('link', { name: 'My Properties' });
    expect(link.getAttribute('href')).toBe('#my-properties');
    const section = document.getElementById('my-properties');
    expect(section?.getAttribute('aria-labelledby')).toBeTruthy();
    const properties = within(section as HTMLElement);
    expect(properties.getByRole('heading', { name: 'My Properties' })).toBeTruthy();
    expect((await properties.findByRole('link', { name: '12 Oak St' })).getAttribute('href')).toBe(
      '/12-oak-st-austin-tx-78704-101',
    );
    expect(properties.getByText('Big yard')).toBeTruthy();
    expect(await properties.findByRole('link', { name: '9 Elm Ave' })).toBeTruthy();
    expect(properties.getByRole('button', { name: 'Remove 9 Elm Ave from Possibility' })).toBeTruthy();
  });

  it('lists the saved searches with their e-mail setting, opens one, renames, sets e-mails and deletes', async () => {
    const { posts } = renderDashboard();
    const section = within(
      (await screen.findByRole('heading', { name: 'Saved Searches' })).closest('section') as HTMLElement,
    );
    const open = await section.findByRole('link', { name: 'Travis 3 beds' });
    expect(open.getAttribute('href')).toBe('/listings?county=travis&minBedsCount=3');
    const rows = section.getAllByRole('listitem').map((row) => row.textContent);
    expect(rows[0]).toContain('Daily email');
    expect(rows[1]).toContain('No emails');

    fireEvent.click(section.getByRole('button', { name: 'Rename Travis 3 beds' }));
    const rename = within(screen.getByRole('dialog', { name: 'Rename saved search' }));
    fireEvent.change(rename.getByLabelText('Name'), { target: { value: 'Travis, 3+ beds' } });
    await act(async () => {
      fireEvent.click(rename.getByRole('button', { name: 'Save' }));
    });
    await waitFor(() =>
      expect(posts).toContainEqual({ path: 'update-title', fields: { id: '41', title: 'Travis, 3+ beds' } }),
    );

    fireEvent.click(section.getByRole('button', { name: 'Email notifications for Lake houses' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Daily email' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    });
    await waitFor(() =>
      expect(posts).toContainEqual(
        expect.objectContaining({
          path: 'update-notification',
          fields: expect.objectContaining({ id: '42', email_notification: '2' }),
        }),
      ),
    );

    fireEvent.click(section.getByRole('button', { name: 'Delete Lake houses' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    });
    await waitFor(() => expect(posts).toContainEqual({ path: 'delete', fields: { id: '42' } }));
  });
});
