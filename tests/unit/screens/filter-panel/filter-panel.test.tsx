import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FilterPanel } from '../../../../src/screens/listings/filter-panel/filter-panel';
import { stubWindow } from '../../support/stub-window';
import { params, renderAt } from './render-at';

const card = (name: string) => screen.getByRole('region', { name });
/** The Min or Max select of a range ('Lot Size', 'Garage', 'Year Built'). */
const rangeSelect = (range: string, end: 'Min' | 'Max') =>
  within(screen.getByRole('group', { name: range })).getByRole('combobox', { name: end });
const optionTexts = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('FilterPanel (desktop side panel)', () => {
  it('is not drawn at all below 993 px, where the filter drawer takes its place, and is from 993 px', () => {
    stubWindow(992);
    const phone = renderAt('/listings', <FilterPanel />);
    expect(screen.queryByRole('complementary')).toBeNull();
    phone.unmount();
    stubWindow(993);
    renderAt('/listings', <FilterPanel />);
    expect(screen.getByRole('complementary', { name: 'Filters' })).toBeTruthy();
  });

  it('shows the cards of SPEC §2 with their own Reset buttons', () => {
    renderAt('/listings', <FilterPanel />);
    for (const name of ['Property Type', 'Home Features', 'Status', 'Timeframe', 'Show Only']) {
      expect(card(name)).toBeTruthy();
      expect(screen.getByRole('button', { name: `Reset ${name}` })).toBeTruthy();
    }
    expect(
      within(card('Home Features')).getByRole('checkbox', { name: 'Primary Bedroom on Main' }),
    ).toBeTruthy();
    expect(within(card('Show Only')).getByRole('checkbox', { name: 'Our Listings' })).toBeTruthy();
  });

  it('calls Active For Rent on /leasing, where every listing is a lease', () => {
    renderAt('/leasing', <FilterPanel />);
    const status = within(card('Status'));
    expect(status.getByRole('checkbox', { name: 'For Rent' })).toBeTruthy();
    expect(status.queryByRole('checkbox', { name: 'For Sale' })).toBeNull();
  });

  it('lists six statuses with Active as For Sale, and never lets the last one go', () => {
    renderAt('/listings', <FilterPanel />);
    const status = within(card('Status'));
    const boxes = status.getAllByRole('checkbox');
    expect(boxes.map((box) => box.parentElement?.textContent)).toEqual([
      'For Sale',
      'Active Under Contract',
      'Coming Soon',
      'Contingent',
      'Pending',
      'Closed',
    ]);
    const forSale = status.getByRole('checkbox', { name: 'For Sale' });
    const comingSoon = status.getByRole('checkbox', { name: 'Coming Soon' });
    expect([forSale, comingSoon].map((box) => (box as HTMLInputElement).checked)).toEqual([true, true]);

    fireEvent.click(forSale);
    expect((comingSoon as HTMLInputElement).checked).toBe(true);
    expect((comingSoon as HTMLInputElement).disabled).toBe(true);
    expect(status.getByText('At least one status stays selected.')).toBeTruthy();
  });

  it('offers the chosen type’s sub-types only, sorted, and clears them when the type changes', () => {
    renderAt('/listings', <FilterPanel />);
    const types = within(card('Property Type'));
    expect(types.getByRole('radio', { name: 'Residential' })).toHaveProperty('checked', true);
    expect(types.getByRole('radio', { name: 'Farm & Ranch' })).toBeTruthy();
    fireEvent.click(types.getByRole('checkbox', { name: 'Townhouse' }));

    fireEvent.click(types.getByRole('radio', { name: 'Residential Income' }));
    const subTypes = within(types.getByRole('group', { name: 'Property Sub-Type' })).getAllByRole('checkbox');
    expect(subTypes.map((box) => box.parentElement?.textContent)).toEqual([
      'Apartment',
      'Condominium',
      'Duplex',
      'Mobile Home',
      'Multi Family',
      'Other',
      'Quadruplex',
      'Townhouse',
      'Triplex',
    ]);
    expect(subTypes.every((box) => !(box as HTMLInputElement).checked)).toBe(true);
    expect(types.queryByRole('checkbox', { name: 'Single Family Residence' })).toBeNull();
  });

  it('hides the property-type section on /leasing', () => {
    renderAt('/leasing', <FilterPanel />);
    expect(screen.queryByRole('region', { name: 'Property Type' })).toBeNull();
    expect(screen.queryByRole('radio', { name: 'Residential' })).toBeNull();
    expect(card('Status')).toBeTruthy();
  });

  it('bounds lot size, garage and year built as SPEC §5 says', () => {
    renderAt('/listings', <FilterPanel />);
    const lotMin = rangeSelect('Lot Size', 'Min');
    expect(optionTexts(lotMin).slice(0, 6)).toEqual([
      'No Min',
      '2,000 sq ft',
      '4,500 sq ft',
      '6,500 sq ft',
      '8,000 sq ft',
      '0.25 acres',
    ]);
    expect(optionTexts(lotMin).at(-1)).toBe('100 acres');
    expect(optionTexts(rangeSelect('Garage', 'Max'))).toEqual(['1', '2', '3', '4', 'No Max']);

    const year = new Date().getFullYear();
    const yearMax = rangeSelect('Year Built', 'Max');
    expect(optionTexts(yearMax).slice(0, 2)).toEqual([String(year), String(year - 1)]);
    fireEvent.change(yearMax, { target: { value: '2000' } });
    const yearMin = rangeSelect('Year Built', 'Min');
    expect(optionTexts(yearMin).slice(0, 2)).toEqual(['No Min', '2000']);
    expect(optionTexts(yearMin).at(-1)).toBe('1900');

    fireEvent.change(rangeSelect('Garage', 'Min'), { target: { value: '3' } });
    expect(optionTexts(rangeSelect('Garage', 'Max'))).toEqual(['3', '4', 'No Max']);
  });

  it('shows a year from a link that no choice holds, in its place', () => {
    renderAt('/listings?yearBuildMin=1850', <FilterPanel />);
    const yearMin = rangeSelect('Year Built', 'Min') as HTMLSelectElement;
    expect(yearMin.value).toBe('1850');
    expect(optionTexts(yearMin).slice(-2)).toEqual(['1900', '1850']);
  });

  it('offers only 1, 7 and 30 days as the listed date', () => {
    renderAt('/listings', <FilterPanel />);
    const radios = within(card('Timeframe')).getAllByRole('radio');
    expect(radios.map((radio) => radio.parentElement?.textContent)).toEqual([
      'Last 24 hours',
      'Last 7 days',
      'Last 30 days',
    ]);
  });

  it('applies every change at once, back to page 1, and keeps the location', () => {
    renderAt('/listings?page=4&county=travis&minBedsCount=3', <FilterPanel />);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Fireplace' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Last 7 days' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Closed' }));
    expect(window.location.search).toBe('?page=4&county=travis&minBedsCount=3');

    fireEvent.click(screen.getByRole('button', { name: 'Apply All Changes' }));
    expect(params().get('page')).toBeNull();
    expect(Object.fromEntries(params())).toMatchObject({
      county: 'travis',
      minBedsCount: '3',
      listedDate: '7',
      FireplaceState: 'true',
      active: 'true',
      comingSoon: 'true',
      closed: 'true',
    });
  });

  it('resets one card in the draft without touching the others', () => {
    renderAt('/listings?FireplaceState=true&ourListings=true', <FilterPanel />);
    fireEvent.click(screen.getByRole('button', { name: 'Reset Home Features' }));
    expect(screen.getByRole('checkbox', { name: 'Fireplace' })).toHaveProperty('checked', false);
    expect(screen.getByRole('checkbox', { name: 'Our Listings' })).toHaveProperty('checked', true);
    fireEvent.click(screen.getByRole('button', { name: 'Apply All Changes' }));
    expect(window.location.search).toBe('?ourListings=true');
  });

  it('Reset All searches the defaults, keeping the city of a /{city} page', () => {
    renderAt('/round-rock?page=2&minPrice=300000&closed=true&FireplaceState=true', <FilterPanel />);
    fireEvent.click(screen.getByRole('button', { name: 'Reset All' }));
    expect(window.location.pathname).toBe('/round-rock');
    expect(window.location.search).toBe('');
    expect(screen.getByRole('checkbox', { name: 'Closed' })).toHaveProperty('checked', false);
  });
});
