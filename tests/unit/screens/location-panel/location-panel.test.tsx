import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LocationPanel } from '../../../../src/screens/listings/location-panel/location-panel';
import { stubFetch } from '../../support/stub-fetch';

const list = (rows: unknown[]) => ({ data: rows });
const ROUTES = {
  '/api/v1/map/regions': list([
    { region: 'Alamo', subdomain: 'alamo' },
    { region: 'Capital', subdomain: 'capital' },
  ]),
  '/api/v1/map/metros': list([
    { Metro: 'Austin-Round Rock-San Marcos, TX', subdomain: 'austin' },
    { Metro: 'San Antonio-New Braunfels, TX', subdomain: 'san-antonio' },
  ]),
  '/api/v1/map/regions/capital/metros': list([
    { Metro: 'Austin-Round Rock-San Marcos, TX', subdomain: 'austin' },
  ]),
  '/api/v1/map/regions/capital/counties': list([
    { County: 'Travis', subdomain: 'travis' },
    { County: 'Williamson', subdomain: 'williamson' },
  ]),
  '/api/v1/map/metros/austin/counties': list([
    { County: 'Travis', subdomain: 'travis' },
    { County: 'Williamson', subdomain: 'williamson' },
  ]),
  '/api/v1/map/counties/': list([
    { County: 'Bexar', subdomain: 'bexar' },
    { County: 'Travis', subdomain: 'travis' },
  ]),
  '/api/v1/map/counties/travis/cities': list([{ City: 'Austin', subdomain: 'austin' }]),
  '/api/v1/map/cities': list([
    { City: 'Austin', subdomain: 'austin' },
    { City: 'Round Rock', subdomain: 'round-rock' },
  ]),
  '/api/v1/map/cities/austin/postal-codes': list([{ 'ZIP Code': '78701' }, { 'ZIP Code': '78704' }]),
  '/api/v1/map/postal-codes/': list([{ 'ZIP Code': '78205' }, { 'ZIP Code': '78701' }]),
};

function renderPanel(url: string) {
  window.history.replaceState(null, '', url);
  const close = vi.fn();
  const api = stubFetch(ROUTES);
  render(
    <Provider store={createStore()}>
      <LocationPanel close={close} />
    </Provider>,
  );
  return { close, ...api };
}

const select = (name: string) => screen.getByRole<HTMLSelectElement>('combobox', { name });
const optionsOf = (element: HTMLSelectElement) => [...element.options].map((option) => option.text);
const search = () => new URLSearchParams(window.location.search);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('LocationPanel', () => {
  it('picks a region: loads its metros and counties and puts only the region in the query', async () => {
    const { requested } = renderPanel('/listings?minBedsCount=2');
    await waitFor(() => expect(optionsOf(select('Region'))).toEqual(['All', 'Alamo', 'Capital']));
    fireEvent.change(select('Region'), { target: { value: 'capital' } });

    expect(search().get('region')).toBe('capital');
    expect(search().get('minBedsCount')).toBe('2');
    await waitFor(() =>
      expect(optionsOf(select('Metro'))).toEqual(['All', 'Austin-Round Rock-San Marcos, TX']),
    );
    expect(requested).toContain('/api/v1/map/regions/capital/metros');
    expect(requested).toContain('/api/v1/map/regions/capital/counties');
  });

  it('picking a metro keeps its region; clearing it falls back to the region', async () => {
    renderPanel('/listings');
    await waitFor(() => expect(optionsOf(select('Region'))).toContain('Capital'));
    fireEvent.change(select('Region'), { target: { value: 'capital' } });
    await waitFor(() => expect(optionsOf(select('Metro'))).toHaveLength(2));
    fireEvent.change(select('Metro'), { target: { value: 'austin' } });
    expect(search().get('metro')).toBe('austin');
    expect(search().get('region')).toBeNull();
    expect(select('Region').value).toBe('capital');

    fireEvent.change(select('Metro'), { target: { value: '' } });
    expect(search().get('region')).toBe('capital');
    expect(search().get('metro')).toBeNull();
  });

  it('searches the county list as you type, then loads the chosen county’s cities', async () => {
    const { requested } = renderPanel('/listings');
    const county = screen.getByRole('combobox', { name: 'County' });
    expect(county.getAttribute('placeholder')).toBe('Start typing to search for a county');
    fireEvent.change(county, { target: { value: 'zz' } });
    expect(await screen.findAllByText('No results found for zz.')).not.toHaveLength(0);
    fireEvent.change(county, { target: { value: 'tra' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Travis' }));

    expect(search().get('county')).toBe('travis');
    expect(county).toHaveProperty('value', 'Travis');
    await waitFor(() => expect(requested).toContain('/api/v1/map/counties/travis/cities'));
    const city = screen.getByRole('combobox', { name: 'City' });
    fireEvent.change(city, { target: { value: 'round' } });
    // Round Rock is not in Travis's list here.
    expect(await screen.findAllByText('No results found for round.')).not.toHaveLength(0);
  });

  it('a chosen level clears with its clear button; a ZIP code closes the panel', async () => {
    const { close } = renderPanel('/listings?city=austin');
    const city = screen.getByRole('combobox', { name: 'City' });
    await waitFor(() => expect(city).toHaveProperty('value', 'Austin'));
    const zip = screen.getByRole('combobox', { name: 'ZIP Code' });
    fireEvent.change(zip, { target: { value: '7870' } });
    fireEvent.click(await screen.findByRole('option', { name: '78704' }));
    expect(search().get('PostalCode')).toBe('78704');
    expect(close).toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Clear ZIP Code' }));
    expect(search().get('city')).toBe('austin');
    expect(search().get('PostalCode')).toBeNull();
  });

  it('resets every level; on /{city} it moves to /listings', async () => {
    renderPanel('/round-rock?bath=2');
    const city = screen.getByRole('combobox', { name: 'City' });
    await waitFor(() => expect(city).toHaveProperty('value', 'Round Rock'));
    fireEvent.click(screen.getByRole('button', { name: 'Reset location' }));
    expect(window.location.pathname).toBe('/listings');
    expect(window.location.search).toBe('?bath=2');
    expect(city).toHaveProperty('value', '');
  });

  it('opens the info modal with the picture of the regions and metros', async () => {
    renderPanel('/listings');
    fireEvent.click(screen.getByRole('button', { name: 'About regions and metros' }));
    const dialog = await screen.findByRole('dialog', { name: 'Regions and Metros' });
    expect(
      await within(dialog).findByRole('img', { name: 'Map of the Texas regions and metro areas' }),
    ).toBeTruthy();
  });
});
