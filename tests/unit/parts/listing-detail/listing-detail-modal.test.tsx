import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ListingDetailModal } from '../../../../src/parts/listing-detail/listing-detail-modal';
import { languageChoiceAtom } from '../../../../src/state/language-atom';
import { stubFetch } from '../../support/stub-fetch';

const KEY = 9642648;
const PATH = '/2631-saddle-club-blvd-spicewood-tx-78669-9642648';
const remarks = `${'Welcome home to a bright house with a big yard. '.repeat(6)}The end.`;

const item = {
  data: {
    ListingKeyNumeric: KEY,
    MlsNum: '46092527',
    MlsStatus: 'Active',
    ListPrice: 568000,
    Address: '2631 Saddle Club Blvd',
    City: 'Spicewood',
    PostalCode: '78669',
    StateOrProvince: null,
    BedroomsTotal: 3,
    PublicRemarks: remarks,
    PhotoCount: 6,
    List_OfficeName: 'Compass RE Texas',
    url: '2631-saddle-club-blvd-spicewood-tx-78669-9642648.html',
    history: [{ date: '2026-11-23', event: 'Listed', price: 568000, status: 'Active' }],
  },
  similar_listings: [],
};

// The modal's code is a lazy chunk; loaded here once, so no test's wait includes compiling it.
beforeAll(() => import('../../../../src/parts/listing-detail/listing-detail-open-modal'), 30_000);

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
  window.history.replaceState(null, '', '/');
});

function renderAt(path: string, routes: Record<string, unknown> = {}, { withItem = true } = {}) {
  window.history.replaceState(null, '', path);
  const fetches = stubFetch({
    ...(withItem ? { [`/api/listingsItem/${KEY}`]: item } : {}),
    [`/api/getRooms/${KEY}`]: {
      data: [{ RoomType: 'Kitchen', RoomLevel: 'Main', RoomDimensions: '11 x 17' }],
    },
    [`/api/openHouseInfo/${KEY}`]: { data: [] },
    '/api/config': { photo_url_template: '/photos/{ListingKeyNumeric}/{n}.svg' },
    ...routes,
  });
  const store = createStore();
  store.set(languageChoiceAtom, 'en');
  render(
    <Provider store={store}>
      <ListingDetailModal />
    </Provider>,
  );
  return fetches;
}

describe('the listing detail modal', () => {
  it('opens for a listing path with the address, price, breadcrumb and sections that have data', async () => {
    renderAt(PATH);
    const dialog = await screen.findByRole('dialog', { name: '2631 Saddle Club Blvd, Spicewood, TX 78669' });
    expect(dialog.querySelector('.detail-price')?.textContent).toBe('$568,000');
    const crumbs = within(dialog).getByRole('navigation', { name: 'Breadcrumb' });
    expect(crumbs.textContent).toContain('MLS# 46092527');
    expect(within(dialog).getByRole('heading', { name: 'Listing History' })).toBeTruthy();
    expect(within(dialog).getByRole('heading', { name: 'Listing Provided By' })).toBeTruthy();
    expect(await within(dialog).findByRole('heading', { name: 'Rooms' })).toBeTruthy();
    expect(within(dialog).queryByRole('heading', { name: 'HOA Details' })).toBeNull();
  });

  it('names the co-listing agent and office and the office phone under Listing Provided By', async () => {
    const coListed = {
      ...item,
      data: {
        ...item.data,
        details: {
          'Listing Provided By': {
            CoListAgentFullName: 'Olivia Reyes',
            CoListOfficeName: 'Bluebonnet Realty - South Austin',
            ListOfficePhone: '5125550100',
          },
        },
      },
    };
    renderAt(PATH, { [`/api/listingsItem/${KEY}`]: coListed });
    const dialog = await screen.findByRole('dialog', { name: '2631 Saddle Club Blvd, Spicewood, TX 78669' });
    const providedBy = within(dialog).getByRole('region', { name: 'Listing Provided By' });
    const facts = [...providedBy.querySelectorAll('dt')].map(
      (dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent}`,
    );
    expect(facts).toEqual([
      'Listing Office: Compass RE Texas',
      'Listing Office Phone: (512) 555-0100',
      'Co-Listing Office: Bluebonnet Realty - South Austin',
      'Co-Listing Agent: Olivia Reyes',
    ]);
  });

  it('cuts long remarks to 249 characters with show more... / show less...', async () => {
    const user = userEvent.setup();
    renderAt(PATH);
    const more = await screen.findByRole('button', { name: 'show more...' });
    const paragraph = more.closest('p');
    expect(paragraph?.textContent?.startsWith(remarks.slice(0, 249))).toBe(true);
    expect(paragraph?.textContent).not.toContain('The end.');
    await user.click(more);
    expect(paragraph?.textContent).toContain('The end.');
    await user.click(screen.getByRole('button', { name: 'show less...' }));
    expect(paragraph?.textContent).not.toContain('The end.');
  });

  it('changes the photo with the side arrows and the keyboard arrows', async () => {
    const user = userEvent.setup();
    renderAt(PATH);
    const next = await screen.findByRole('button', { name: 'Next photo' });
    const counter = () => document.querySelector('.photo-counter')?.textContent;
    expect(counter()).toBe('1/6');
    await user.click(next);
    expect(counter()).toBe('2/6');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(counter()).toBe('6/6');
    expect(screen.getByRole('button', { name: 'See all 6 photos' })).toBeTruthy();
  });

  it("falls back from a broken photo to the collateral host's, then to the no-image icon", async () => {
    const collateral = (n: number) => `https://collateral.example.com/${KEY}/${n}.jpg`;
    renderAt(PATH, {
      '/api/config': {
        photo_url_template: '/photos/{ListingKeyNumeric}/{n}.svg',
        collateral_url_template: '/api/collateral/images/{ListingKeyNumeric}',
      },
      [`/api/collateral/images/${KEY}`]: {
        data: [1, 2, 3, 4, 5, 6].map((n) => ({
          MediaURL: collateral(n),
          LongDescription: null,
          img_order: n,
        })),
      },
    });
    const main = () => document.querySelector('.main-photo') as HTMLElement;
    await waitFor(() =>
      expect(main().querySelector('img')?.getAttribute('src')).toContain(`/photos/${KEY}/1.svg`),
    );
    fireEvent.error(main().querySelector('img') as HTMLImageElement);
    await waitFor(() => expect(main().querySelector('img')?.getAttribute('src')).toBe(collateral(1)));
    fireEvent.error(main().querySelector('img') as HTMLImageElement);
    await waitFor(() => expect(within(main()).getByRole('img', { name: 'No image' })).toBeTruthy());
  });

  it("links the brokerage's social pages in the footer, opening in a new tab", async () => {
    renderAt(PATH, {
      '/api/config': {
        photo_url_template: '/photos/{ListingKeyNumeric}/{n}.svg',
        social_links: [{ network: 'facebook', url: 'https://www.facebook.com/ours' }],
      },
    });
    const follow = await screen.findByRole('navigation', { name: 'Follow us' });
    const link = within(follow).getByRole('link', { name: 'Facebook (opens in a new tab)' });
    expect(link.getAttribute('href')).toBe('https://www.facebook.com/ours');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it("lists the brokerage's own offices in the footer, as GET /api/addresses gives them", async () => {
    const office = (location: string) => ({
      location,
      address: null,
      city: null,
      state: 'TX',
      postalcode: null,
      google_map_url: null,
      phone: null,
      email: null,
    });
    renderAt(PATH, { '/api/addresses': { data: [office('Downtown Fort Worth'), office('Arlington')] } });
    const footer = await waitFor(() => {
      const element = document.querySelector('.detail-footer');
      if (!element?.textContent?.includes('Arlington')) throw new Error('offices not shown yet');
      return element as HTMLElement;
    });
    const offices = within(footer)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(offices.slice(0, 2)).toEqual(['Downtown Fort Worth', 'Arlington']);
    // Another brokerage's site names none of the demo brokerage's offices.
    expect(footer.textContent).not.toContain('North Austin');
  });

  it("shows the brokerage's toll-free and office numbers as phone links and its office MLS ID", async () => {
    renderAt(PATH, {
      '/api/config': {
        photo_url_template: '/photos/{ListingKeyNumeric}/{n}.svg',
        office_contact: {
          toll_free: '(888) 555-0142',
          office_phone: '(512) 555-0100',
          office_mls_id: 'BLBN01',
        },
      },
    });
    const tollFree = await screen.findByRole('link', { name: '(888) 555-0142' });
    expect(tollFree.getAttribute('href')).toBe('tel:+18885550142');
    const lines = [...document.querySelectorAll('.detail-footer .office-contact > div')].map((line) =>
      line.textContent?.trim(),
    );
    expect(lines).toEqual(['Toll-free(888) 555-0142', 'Office(512) 555-0100', 'Office MLS IDBLBN01']);
    expect(screen.getByRole('link', { name: '(512) 555-0100' }).getAttribute('href')).toBe(
      'tel:+15125550100',
    );
  });

  it('leaves out a contact line the brokerage has not configured', async () => {
    renderAt(PATH, {
      '/api/config': {
        photo_url_template: '/photos/{ListingKeyNumeric}/{n}.svg',
        office_contact: { toll_free: null, office_phone: '(512) 555-0100', office_mls_id: null },
      },
    });
    await screen.findByRole('link', { name: '(512) 555-0100' });
    expect(screen.getByText('Office')).toBeTruthy();
    expect(screen.queryByText('Toll-free')).toBeNull();
    expect(screen.queryByText('Office MLS ID')).toBeNull();
  });

  it('says in the MLS disclaimer when the listing data was last updated, in Central Time', async () => {
    renderAt(PATH, {
      '/api/config': {
        photo_url_template: '/photos/{ListingKeyNumeric}/{n}.svg',
        data_updated_at: '2026-11-26T19:05:00.000Z',
      },
    });
    const disclaimer = await screen.findByText(/Listing data last updated/);
    expect(disclaimer.textContent).toMatch(
      /deemed reliable but is not guaranteed\. Listing data last updated 11\/26\/2026 01:05 PM\.$/,
    );
  });

  it('shows the MLS disclaimer without a date when the server has none (generated data)', async () => {
    renderAt(PATH);
    const disclaimer = await screen.findByText(/deemed reliable but is not guaranteed/);
    expect(disclaimer.textContent).not.toContain('last updated');
  });

  it('shows no contact block when the config has no contact lines', async () => {
    renderAt(PATH);
    await screen.findByRole('link', { name: 'Contact us' });
    expect(document.querySelector('.detail-footer .office-contact')).toBeNull();
  });

  it('shows the empty open-house texts', async () => {
    const user = userEvent.setup();
    renderAt(PATH);
    await user.click(await screen.findByRole('button', { name: 'Open House' }));
    expect(await screen.findByText('No open house dates!')).toBeTruthy();
    expect(screen.getByText('There are no available Open House Dates')).toBeTruthy();
  });

  it('lists the first two open houses with N/A for missing fields', async () => {
    const user = userEvent.setup();
    renderAt(PATH, {
      [`/api/openHouseInfo/${KEY}`]: {
        data: [
          { f_date: '2026-12-05', f_start: '10:00 AM', f_end: null, OpenHouseRemarks: null },
          { f_date: '2026-12-06', f_start: '1:00 PM', f_end: '3:00 PM', OpenHouseRemarks: 'Cookies' },
          { f_date: '2026-12-07', f_start: '1:00 PM', f_end: '3:00 PM', OpenHouseRemarks: 'Third' },
        ],
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Open House' }));
    const dialog = await screen.findByRole('dialog', { name: 'Feature Open House Date/Time' });
    expect(await within(dialog).findByText('12/05/2026')).toBeTruthy();
    expect(within(dialog).getAllByText('N/A')).toHaveLength(2);
    expect(within(dialog).getByText('Cookies')).toBeTruthy();
    expect(within(dialog).queryByText('Third')).toBeNull();
  });

  it('shows a quiet error with Retry when the listing cannot be loaded, and loads it on Retry', async () => {
    const user = userEvent.setup();
    renderAt(PATH, {}, { withItem: false });
    expect(await screen.findByText('This listing could not be loaded.')).toBeTruthy();
    vi.unstubAllGlobals();
    stubFetch({ [`/api/listingsItem/${KEY}`]: item, [`/api/getRooms/${KEY}`]: { data: [] } });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByRole('dialog', { name: '2631 Saddle Club Blvd, Spicewood, TX 78669' }),
    ).toBeTruthy();
  });

  it('renders nothing on a page that is not a listing', () => {
    renderAt('/listings');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
