import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadCatalog } from '../../../../src/lib/i18n/catalogs';
import type { Lang } from '../../../../src/lib/i18n/lang';
import { AgentHomeScreen } from '../../../../src/screens/agent-home/agent-home-screen';
import { AgentListingsScreen } from '../../../../src/screens/agent-listings/agent-listings-screen';
import { ContactScreen } from '../../../../src/screens/contact/contact-screen';
import { languageChoiceAtom } from '../../../../src/state/language-atom';
import { agentListing, CONTACT_ROUTES, JANE } from '../../screens/agent-home/agent-fixtures';
import { stubFetch } from '../../support/stub-fetch';

await loadCatalog('es');

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

function renderIn(ui: ReactNode, lang: Lang = 'en') {
  const store = createStore();
  store.set(languageChoiceAtom, lang);
  render(<Provider store={store}>{ui}</Provider>);
}

const LISTINGS = {
  data: {
    active: [agentListing(701, '12 Elm St'), agentListing(702, '48 Oak Ln', { ListPrice: 615000 })],
    sold: [
      agentListing(650, '9 Pine Ct', { MlsStatus: 'Closed', Status: 'Closed', CloseDate: '2026-10-02' }),
      agentListing(640, '3 Cedar Rd', {
        MlsStatus: 'Closed',
        Status: 'Closed',
        CloseDate: '2026-09-14',
        PropertyType: 'ResidentialLease',
      }),
    ],
  },
};

describe("an agent's home", () => {
  it("shows the agent's title, languages and bio, and 'See listings' leads to their own listings, each linked", async () => {
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    stubFetch({
      '/api/agentInfo/jane-doe': { data: JANE },
      '/api/agentFbPage/jane-doe': { data: null },
      '/api/agentListings/jane-doe': LISTINGS,
    });
    renderIn(<AgentHomeScreen agent="jane-doe" />);
    const info = await screen.findByRole('region', { name: 'Get in touch' });
    expect(within(info).getByText('Broker Associate')).toBeTruthy();
    expect(within(info).getByText('Speaks English, Spanish')).toBeTruthy();
    expect(within(info).getByText('Jane helps first-time buyers across North Texas.')).toBeTruthy();

    const own = await screen.findByRole('region', { name: 'Listings by Jane Doe' });
    await within(own).findByRole('link', { name: '12 Elm St' });
    const links = within(own).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['12 Elm St', '/12-elm-st-plano-tx-75024-701'],
      ['48 Oak Ln', '/48-oak-ln-plano-tx-75024-702'],
      ['Search all listings', '/listings'],
    ]);
    const sales = screen.getByRole('region', { name: 'Recent sales' });
    expect(within(sales).getByRole('link', { name: '9 Pine Ct' })).toBeTruthy();
    expect(within(sales).getByText('Sold 10/02/2026')).toBeTruthy();
    // A closed lease was leased, not sold.
    expect(within(sales).getByText('Leased 09/14/2026')).toBeTruthy();

    const seeListings = within(info).getByRole('link', { name: 'See listings' });
    fireEvent.click(seeListings);
    expect(scrolled).toHaveBeenCalled();
    expect(document.activeElement?.textContent).toBe('Listings by Jane Doe');
  });

  it('shows initials for an agent the MLS brought without a photo, and Spanish names for the languages', async () => {
    stubFetch({
      '/api/agentInfo/jane-doe': { data: { ...JANE, photo_url: null, languages: 'English, Vietnamese' } },
      '/api/agentFbPage/jane-doe': { data: null },
      '/api/agentListings/jane-doe': { data: { active: [], sold: [] } },
    });
    renderIn(<AgentHomeScreen agent="jane-doe" />, 'es');
    const portrait = await screen.findByRole('img', { name: 'Foto de Jane Doe' });
    expect(portrait.tagName).toBe('SPAN');
    expect(portrait.textContent).toBe('JD');
    expect(screen.getByText('Habla inglés, vietnamita')).toBeTruthy();
    expect(await screen.findByText('Jane Doe no tiene propiedades en el mercado por ahora.')).toBeTruthy();
  });
});

describe("an agent's bio in Spanish", () => {
  it("shows a Spanish reader the agent's Spanish bio, and an MLS agent's English bio marked as English", async () => {
    stubFetch({
      ...CONTACT_ROUTES,
      '/api/agentInfo/jane-doe': {
        data: { ...JANE, bio_es: 'Jane ayuda a compradores primerizos en el norte de Texas.' },
      },
    });
    renderIn(<ContactScreen agent="jane-doe" />, 'es');
    const spanish = await screen.findByText('Jane ayuda a compradores primerizos en el norte de Texas.');
    expect(spanish.getAttribute('lang')).toBe('es');
    expect(screen.queryByText(JANE.bio)).toBeNull();
    vi.unstubAllGlobals();
    cleanup();

    // An agent the MLS brought has no Spanish bio: the English one, read by screen readers as English.
    stubFetch({
      ...CONTACT_ROUTES,
      '/api/agentInfo/jane-doe': { data: JANE },
    });
    renderIn(<ContactScreen agent="jane-doe" />, 'es');
    expect((await screen.findByText(JANE.bio)).getAttribute('lang')).toBe('en');
    vi.unstubAllGlobals();
  });
});

describe("an agent's /about page", () => {
  it("links to the agent's website, or to their own site when they have none", async () => {
    stubFetch({
      ...CONTACT_ROUTES,
      '/api/agentInfo/jane-doe': { data: { ...JANE, website: 'janedoehomes.com' } },
    });
    renderIn(<ContactScreen agent="jane-doe" />);
    expect(await screen.findByText('Broker Associate')).toBeTruthy();
    // Not an http(s) address: not a link of ours to make; the agent's own site instead.
    expect(screen.getByRole('link', { name: 'Visit Jane Doe’s website' }).getAttribute('href')).toBe(
      'http://jane-doe.localhost:3000/',
    );
    vi.unstubAllGlobals();
  });
});

describe('<bb-agent-listings>', () => {
  it('says in place that it needs an agent, and when the agent is not ours', async () => {
    stubFetch({});
    renderIn(<AgentListingsScreen />);
    expect(screen.getByRole('alert').textContent).toMatch(/needs an agent/);
  });

  it("shows the agent's listings under the agent's name", async () => {
    stubFetch({ '/api/agentInfo/jane-doe': { data: JANE }, '/api/agentListings/jane-doe': LISTINGS });
    renderIn(<AgentListingsScreen agent="jane-doe" />);
    const own = await screen.findByRole('region', { name: 'Listings by Jane Doe' });
    expect(await within(own).findByRole('link', { name: '12 Elm St' })).toBeTruthy();
  });
});
