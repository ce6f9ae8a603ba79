import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadCatalog } from '../../../../src/lib/i18n/catalogs';
import type { Lang } from '../../../../src/lib/i18n/lang';
import { HomeSearchBox } from '../../../../src/parts/home-search/home-search-box';
import { languageChoiceAtom } from '../../../../src/state/language-atom';

await loadCatalog('es');

const ZIPS = Array.from({ length: 14 }, (_, i) => `786${String(i).padStart(2, '0')}`);
let requests: string[];

/** The search calls as our server answers them: three Round… cities and 14 ZIP codes starting 786. */
beforeEach(() => {
  requests = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      const path = decodeURIComponent(url.pathname);
      requests.push(path);
      if (path.startsWith('/api/searchCity/Round')) {
        return Response.json({
          data: [
            { City: 'Round Rock', subdomain: 'round-rock' },
            { _source: { City: 'Round Top', subdomain: 'round-top' } },
          ],
        });
      }
      if (path.startsWith('/api/searchCity/')) return Response.json({ data: [] });
      if (path === '/api/searchPostal/786') {
        return Response.json({ data: ZIPS.slice(0, 10).map((zip) => ({ 'ZIP code': zip })) });
      }
      if (path.startsWith('/api/searchPostalMore/')) {
        const { start, end } = JSON.parse(path.slice('/api/searchPostalMore/'.length));
        return Response.json({ data: ZIPS.slice(start, start + end).map((zip) => ({ 'ZIP code': zip })) });
      }
      return Response.json({ error: { code: 'notFound', message: path } }, { status: 404 });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function renderBox(onNavigate = vi.fn(), lang: Lang = 'en') {
  const store = createStore();
  store.set(languageChoiceAtom, lang);
  render(
    <Provider store={store}>
      <HomeSearchBox onNavigate={onNavigate} />
    </Provider>,
  );
  return onNavigate;
}

const general = () => screen.getByRole('form', { name: 'General Search' });
const open = (name: RegExp) => fireEvent.click(within(general()).getByRole('button', { name }));

describe('the home search box', () => {
  it("shows 'Search Properties' with its placeholder and the 'General Search' choices", () => {
    renderBox();
    const text = screen.getByRole('combobox', { name: 'Search Properties' });
    expect(text.getAttribute('placeholder')).toBe('Address, City, ZIP Code, etc');
    open(/^Property Type/);
    const types = within(general())
      .getAllByRole('radio')
      .map((radio) => radio.closest('label')?.textContent);
    expect(types).toEqual([
      'All',
      'Residential',
      'Residential Lease',
      'Residential Income',
      'Commercial Sale',
      'Commercial Lease',
      'Farm & Ranch',
      'Land',
    ]);
    open(/^Baths/);
    const baths = within(general())
      .getAllByRole('radio')
      .map((radio) => radio.closest('label')?.textContent);
    expect(baths).toEqual(['Any', '1+', '2+', '3+', '4+', '5+']);
  });

  it('Search with a city, beds and baths goes to that city with those filters', async () => {
    const navigate = renderBox();
    open(/^City/);
    fireEvent.change(screen.getByRole('combobox', { name: 'City name' }), { target: { value: 'Round' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Round Rock' }));
    expect(within(general()).getByRole('button', { name: /^City/ }).textContent).toContain('Round Rock');

    open(/^Beds/);
    fireEvent.change(screen.getByRole('combobox', { name: 'Minimum beds' }), { target: { value: '3' } });
    open(/^Baths/);
    fireEvent.click(screen.getByRole('radio', { name: '2+' }));
    open(/^Property Type/);
    fireEvent.click(screen.getByRole('radio', { name: 'Land' }));

    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(navigate).toHaveBeenCalledWith('/round-rock?minBedsCount=3&bath=2&land=true');
  });

  it("says 'No results found for {text}.' when no city matches", async () => {
    renderBox();
    open(/^City/);
    fireEvent.change(screen.getByRole('combobox', { name: 'City name' }), { target: { value: 'Zzz' } });
    // In the popup and in the status line screen readers hear.
    expect(await screen.findAllByText('No results found for Zzz.')).toHaveLength(2);
  });

  it("the price slider's lowest end reads '$0', a price, not a listing's 'No Price'", () => {
    renderBox();
    open(/^Price/);
    const low = screen.getByRole('slider', { name: 'Minimum price' });
    expect(low.getAttribute('aria-valuetext')).toBe('$0');
    expect(screen.queryByText('No Price')).toBeNull();
    expect(screen.getByText('$0')).toBeTruthy();
  });

  it('the price slider moves by the SPEC steps and Search without a city goes to the listings', () => {
    const navigate = renderBox();
    open(/^Price/);
    const low = screen.getByRole('slider', { name: 'Minimum price' });
    const high = screen.getByRole('slider', { name: 'Maximum price' });
    fireEvent.change(low, { target: { value: '20' } });
    fireEvent.change(high, { target: { value: '32' } });
    expect(low.getAttribute('aria-valuetext')).toBe('$200,000');
    expect(high.getAttribute('aria-valuetext')).toBe('$500,000');
    expect(within(general()).getByRole('button', { name: /^Price/ }).textContent).toContain('200K - 500K');
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(navigate).toHaveBeenCalledWith('/listings?minPrice=200000&maxPrice=500000');
  });

  it("loads ZIP codes 10 at a time; an empty batch shows 'There are no more ZIP codes' for 2 s and disables Load more", async () => {
    const navigate = renderBox();
    open(/^ZIP Code/);
    fireEvent.change(screen.getByRole('searchbox', { name: 'ZIP code' }), { target: { value: '786' } });
    const list = () => within(screen.getByRole('group', { name: 'Chosen ZIP code' })).queryAllByRole('radio');
    await waitFor(() => expect(list()).toHaveLength(10));
    const more = screen.getByRole('button', { name: 'Load more' });
    fireEvent.click(more);
    await waitFor(() => expect(list()).toHaveLength(14));
    expect(requests).toContain('/api/searchPostalMore/{"text":"786","start":10,"end":10}');

    fireEvent.click(more);
    const shownAt = Date.now();
    expect(await screen.findByText('There are no more ZIP codes')).toBeTruthy();
    expect((more as HTMLButtonElement).disabled).toBe(true);
    expect(list()).toHaveLength(14);
    await waitFor(() => expect(screen.queryByText('There are no more ZIP codes')).toBeNull(), {
      timeout: 4000,
    });
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(1900);

    fireEvent.click(screen.getByRole('radio', { name: '78612' }));
    open(/^ZIP Code/);
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(navigate).toHaveBeenCalledWith('/listings?PostalCode=78612');
  });

  it('speaks Spanish', () => {
    renderBox(vi.fn(), 'es');
    expect(screen.getByRole('combobox', { name: 'Buscar propiedades' })).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Búsqueda general' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Buscar' })).toBeTruthy();
  });
});
