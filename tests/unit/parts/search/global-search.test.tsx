import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GlobalSearch } from '../../../../src/parts/search/global-search';
import { Dropdown } from '../../../../src/ui/dropdown';
import { stubFetch } from '../../support/stub-fetch';

const listing = {
  ListingKeyNumeric: 7683713,
  MlsNum: '21090680',
  MlsStatus: 'Active',
  color: 'green',
  subdomain: 'austin',
  url: '10006-walnut-creek-ln-austin-tx-78704-7683713.html',
  Address: '10006 Walnut Creek Ln',
  City: 'Austin',
  StateOrProvince: 'TX',
  PostalCode: '78704',
  DOM: 176,
  OriginatingSystemName: 'ACTRIS',
};
const pending = {
  ...listing,
  ListingKeyNumeric: 8060996,
  MlsStatus: 'Pending',
  color: null,
  Address: '1 Elm St',
};
const lease = {
  ...listing,
  ListingKeyNumeric: 8060997,
  Address: '12 Oak Ln Unit 3',
  PropertyType: 'ResidentialLease',
};
const ROUTES = {
  '/api/searchAddress/100': { address: [listing, pending], city: [], mlsnum: [], postal: [] },
  '/api/searchAddress/12': { address: [lease], city: [], mlsnum: [], postal: [] },
  '/api/searchAddress/787': { address: [], city: [], mlsnum: [], postal: [{ 'ZIP code': '78704' }] },
  '/api/searchAddress/aus': {
    address: [],
    city: [{ City: 'Austin', subdomain: 'austin' }],
    mlsnum: [],
    postal: [],
  },
};

// Links are followed by the browser; here they are only recorded.
const followed: string[] = [];
const recordLink = (event: MouseEvent) => {
  const link = event.composedPath().find((node) => node instanceof HTMLAnchorElement);
  if (link instanceof HTMLAnchorElement) {
    event.preventDefault();
    followed.push(link.href);
  }
};

beforeEach(() => {
  window.history.replaceState(null, '', '/listings');
  followed.length = 0;
  document.addEventListener('click', recordLink, true);
  stubFetch(ROUTES);
});
afterEach(() => {
  document.removeEventListener('click', recordLink, true);
  vi.unstubAllGlobals();
});

const box = () => screen.getByRole('combobox', { name: 'Search by address, city, MLS # or ZIP code' });
const type = (text: string) => fireEvent.change(box(), { target: { value: text } });
const group = (name: string) => screen.getByRole('group', { name });

describe('GlobalSearch', () => {
  it("shows the four groups, each saying 'No result' when empty", async () => {
    render(
      <Provider store={createStore()}>
        <GlobalSearch />
      </Provider>,
    );
    type('787');
    await screen.findByRole('option', { name: '78704' });
    for (const name of ['Addresses', 'Cities', 'MLS #']) {
      expect(within(group(name)).getByRole('option').textContent).toBe('No result');
    }
    const zip = within(group('Postal Codes')).getByRole('option', { name: '78704' });
    expect(zip.getAttribute('href')).toBe('/listings?PostalCode=78704');
  });

  it('flags addresses by status with days on market and source, linked to the city sub-domain', async () => {
    render(
      <Provider store={createStore()}>
        <GlobalSearch />
      </Provider>,
    );
    type('100');
    const forSale = await screen.findByRole('option', { name: /10006 Walnut Creek Ln/ });
    expect(forSale.textContent).toContain('For Sale');
    expect(forSale.textContent).toContain('176 days on market');
    expect(forSale.textContent).toContain('ACTRIS');
    expect(forSale.querySelector('.bb-search-flag')?.className).toContain('green');
    expect(forSale.getAttribute('href')).toBe(
      `http://austin.${window.location.host}/10006-walnut-creek-ln-austin-tx-78704-7683713`,
    );
    const other = screen.getByRole('option', { name: /1 Elm St/ });
    expect(other.querySelector('.bb-search-flag')?.className).toContain('red');
    expect(other.textContent).toContain('Pending');
  });

  it("flags an Active lease 'For Rent'", async () => {
    render(
      <Provider store={createStore()}>
        <GlobalSearch />
      </Provider>,
    );
    type('12');
    const forRent = await screen.findByRole('option', { name: /12 Oak Ln Unit 3/ });
    expect(forRent.textContent).toContain('For Rent');
    expect(forRent.querySelector('.bb-search-flag')?.className).toContain('green');
  });

  it('keeps links relative on agent-branded pages', async () => {
    render(
      <Provider store={createStore()}>
        <GlobalSearch agentBranded />
      </Provider>,
    );
    type('aus');
    const city = await screen.findByRole('option', { name: 'Austin' });
    expect(city.getAttribute('href')).toBe('/listings?city=austin');
  });

  it('moves through results by keyboard, skipping the empty groups, and follows one with Enter', async () => {
    render(
      <Provider store={createStore()}>
        <GlobalSearch />
      </Provider>,
    );
    type('100');
    await screen.findByRole('option', { name: /Walnut Creek/ });
    fireEvent.keyDown(box(), { key: 'ArrowDown' });
    fireEvent.keyDown(box(), { key: 'ArrowDown' });
    const active = document.getElementById(box().getAttribute('aria-activedescendant') ?? '');
    expect(active?.textContent).toContain('1 Elm St');
    fireEvent.keyDown(box(), { key: 'ArrowDown' });
    expect(document.getElementById(box().getAttribute('aria-activedescendant') ?? '')?.textContent).toContain(
      'Walnut Creek',
    );
    fireEvent.keyDown(box(), { key: 'Enter' });
    expect(followed).toEqual([
      `http://austin.${window.location.host}/10006-walnut-creek-ln-austin-tx-78704-7683713`,
    ]);
  });

  it('hides with its close button and comes back on a click in the box or on typing', async () => {
    render(
      <Provider store={createStore()}>
        <GlobalSearch />
      </Provider>,
    );
    type('aus');
    await screen.findByRole('option', { name: 'Austin' });
    fireEvent.click(screen.getByRole('button', { name: 'Close search results' }));
    expect(screen.queryByRole('listbox')).toBeNull();
    fireEvent.click(box());
    expect(screen.getByRole('option', { name: 'Austin' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close search results' }));
    type('aus ');
    expect(await screen.findByRole('option', { name: 'Austin' })).toBeTruthy();
  });

  it('closes on an outside click, and blank text empties the results', async () => {
    render(
      <Provider store={createStore()}>
        <GlobalSearch />
        <p>elsewhere</p>
      </Provider>,
    );
    type('aus');
    await screen.findByRole('option', { name: 'Austin' });
    fireEvent.pointerDown(screen.getByText('elsewhere'));
    expect(screen.queryByRole('listbox')).toBeNull();
    type('');
    fireEvent.click(box());
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('is mutually exclusive with the other dropdowns of the page', async () => {
    render(
      <Provider store={createStore()}>
        <GlobalSearch />
        <Dropdown name="price" label="Price">
          {() => <p>Price panel</p>}
        </Dropdown>
      </Provider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Price' }));
    expect(screen.getByText('Price panel')).toBeTruthy();
    type('aus');
    await screen.findByRole('option', { name: 'Austin' });
    expect(screen.queryByText('Price panel')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Price' }));
    expect(screen.getByText('Price panel')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
  });
});
