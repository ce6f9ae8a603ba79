import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FilterDrawerToggle } from '../../../../src/screens/listings/filter-panel/filter-drawer-toggle';
import { MoreFiltersPanel } from '../../../../src/screens/listings/filter-panel/more-filters-panel';
import { stubFetch } from '../../support/stub-fetch';
import { params, renderAt } from './render-at';

const openDrawer = () => {
  const toggle = screen.getByRole('button', { name: 'Filters' });
  toggle.focus(); // as a real click would
  fireEvent.click(toggle);
  return within(screen.getByRole('dialog', { name: 'Filters' }));
};

// The drawer's Location panel loads its lists as it opens.
beforeEach(() => {
  stubFetch({
    '/api/v1/map/regions': { data: [] },
    '/api/v1/map/metros': { data: [] },
    '/api/v1/map/counties/': { data: [{ County: 'Travis', subdomain: 'travis' }] },
    '/api/v1/map/cities': { data: [] },
    '/api/v1/map/postal-codes/': { data: [{ 'ZIP Code': '78701' }] },
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('FilterDrawerToggle (mobile drawer)', () => {
  it('opens the drawer with every filter and the full listed-date list', () => {
    renderAt('/listings', <FilterDrawerToggle />);
    expect(screen.queryByRole('dialog')).toBeNull();
    const drawer = openDrawer();
    for (const name of ['Property Type', 'Home Features', 'Status', 'Timeframe', 'Show Only']) {
      expect(drawer.getByRole('region', { name })).toBeTruthy();
    }
    expect(
      drawer
        .getAllByRole('radio', { name: /Last|No preference/ })
        .map((radio) => radio.parentElement?.textContent),
    ).toEqual(['No preference', 'Last 24 hours', 'Last 7 days', 'Last 30 days', 'Last 90 days']);
  });

  it('applies all changes, closes and gives focus back to the Filters button', () => {
    renderAt('/listings?page=3', <FilterDrawerToggle />);
    const drawer = openDrawer();
    fireEvent.click(drawer.getByRole('checkbox', { name: 'Accessibility Features' }));
    fireEvent.click(drawer.getByRole('button', { name: 'Apply All Changes' }));

    expect(window.location.search).toBe('?AccessibilityFeaturesState=true');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Filters' }));
  });

  it('drops unapplied edits when closed', () => {
    renderAt('/listings', <FilterDrawerToggle />);
    let drawer = openDrawer();
    fireEvent.click(drawer.getByRole('checkbox', { name: 'Fireplace' }));
    fireEvent.click(drawer.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(window.location.search).toBe('');

    drawer = openDrawer();
    expect(drawer.getByRole('checkbox', { name: 'Fireplace' })).toHaveProperty('checked', false);
  });

  it('offers the Location panel, the only MLS#, address and place search on a phone: a pick searches at once, other edits kept', async () => {
    renderAt('/listings', <FilterDrawerToggle />);
    const drawer = openDrawer();
    fireEvent.click(drawer.getByRole('checkbox', { name: 'Fireplace' }));
    const location = within(drawer.getByRole('region', { name: 'Location' }));
    // The panel loads with import() when the drawer first shows it.
    expect(await location.findByRole('combobox', { name: 'MLS# or Address' })).toBeTruthy();
    for (const name of ['Region', 'Metro']) expect(location.getByRole('combobox', { name })).toBeTruthy();
    const county = location.getByRole('combobox', { name: 'County' });
    fireEvent.change(county, { target: { value: 'tra' } });
    fireEvent.click(await location.findByRole('option', { name: 'Travis' }));

    expect(params().get('county')).toBe('travis');
    expect(screen.getByRole('dialog', { name: 'Filters' })).toBeTruthy();
    // The edit made before the pick is still there, and applies with the new place.
    expect(drawer.getByRole('checkbox', { name: 'Fireplace' })).toHaveProperty('checked', true);
    fireEvent.click(drawer.getByRole('button', { name: 'Apply All Changes' }));
    expect(Object.fromEntries(params())).toEqual({ county: 'travis', FireplaceState: 'true' });
  });

  it('stays open when a ZIP code is picked in it, the other edits still there to apply', async () => {
    renderAt('/listings', <FilterDrawerToggle />);
    const drawer = openDrawer();
    fireEvent.click(drawer.getByRole('checkbox', { name: 'Fireplace' }));
    const zip = await drawer.findByRole('combobox', { name: 'ZIP Code' });
    fireEvent.change(zip, { target: { value: '787' } });
    // The ZIP list is fetched after the typing settles (findBy waits up to 4 s, tests/unit/setup.ts).
    fireEvent.click(await drawer.findByRole('option', { name: '78701' }));

    expect(params().get('PostalCode')).toBe('78701');
    expect(screen.getByRole('dialog', { name: 'Filters' })).toBeTruthy();
    fireEvent.click(drawer.getByRole('button', { name: 'Apply All Changes' }));
    expect(Object.fromEntries(params())).toEqual({ PostalCode: '78701', FireplaceState: 'true' });
  });

  it('closes on Escape', () => {
    renderAt('/listings', <FilterDrawerToggle />);
    openDrawer();
    // What the browser fires at a modal <dialog> when Escape is pressed.
    fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('Reset All clears everything on /leasing but keeps its type', () => {
    renderAt('/leasing?maxPrice=3000&ourListings=true', <FilterDrawerToggle />);
    const drawer = openDrawer();
    expect(drawer.queryByRole('region', { name: 'Property Type' })).toBeNull();
    fireEvent.click(drawer.getByRole('button', { name: 'Reset All' }));
    expect(window.location.pathname).toBe('/leasing');
    expect(window.location.search).toBe('');
  });
});

describe('MoreFiltersPanel', () => {
  it('applies the changes and closes', () => {
    const close = vi.fn();
    renderAt('/listings?page=2', <MoreFiltersPanel close={close} />);
    fireEvent.click(screen.getByRole('radio', { name: 'Land' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Cabin' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Last 90 days' }));
    fireEvent.click(screen.getByRole('button', { name: 'Apply Changes' }));

    expect(close).toHaveBeenCalledOnce();
    expect(Object.fromEntries(params())).toEqual({ listedDate: '90', land: 'true', CabinLandSub: 'true' });
  });

  it('Reset puts its own filters back but not the top bar’s', () => {
    renderAt('/listings?minBedsCount=2&farm=true&closed=true', <MoreFiltersPanel close={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByRole('radio', { name: 'Residential' })).toHaveProperty('checked', true);
    fireEvent.click(screen.getByRole('button', { name: 'Apply Changes' }));
    expect(window.location.search).toBe('?minBedsCount=2');
  });
});
