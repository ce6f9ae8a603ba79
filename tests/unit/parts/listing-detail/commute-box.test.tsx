import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadCatalog } from '../../../../src/lib/i18n/catalogs';
import { CommuteBox } from '../../../../src/parts/listing-detail/commute-box';
import { languageChoiceAtom } from '../../../../src/state/language-atom';
import { stubFetch } from '../../support/stub-fetch';

const place = (lat: number, lng: number) => ({
  results: [{ formatted_address: 'Austin, TX 78701, USA', geometry: { location: { lat, lng } } }],
});

await loadCatalog('es');

const noProvider = { data: { provider: null, routes: [] } };
const osrmDrive = {
  data: { provider: 'osrm', routes: [{ mode: 'drive', seconds: 9_900, meters: 265_000 }] },
};

function renderBox(token: string | null, lang: 'en' | 'es' = 'en') {
  const store = createStore();
  store.set(languageChoiceAtom, lang);
  render(
    <Provider store={store}>
      <CommuteBox from={{ lat: 30.2672, lng: -97.7431 }} token={token} />
    </Provider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('commute times', () => {
  it('without a routing provider shows a drive time worked out from the distance, labelled as an estimate', async () => {
    const user = userEvent.setup();
    const { requested } = stubFetch({
      '/api/getPsLatLng/77002': place(29.7604, -95.3698),
      '/api/commute': noProvider,
    });
    renderBox(null);
    await user.type(screen.getByLabelText('Commute to'), '77002');
    await user.click(screen.getByRole('button', { name: 'Get commute' }));
    // 146 mi as the crow flies is some 190 mi of road: about five and a half hours.
    expect(
      await screen.findByText(
        /about 325 min by car \(estimate from distance: 146(\.\d)? mi in a straight line\)/,
      ),
    ).toBeTruthy();
    expect(screen.getByText(/Estimate only: .* No routing service is configured\./)).toBeTruthy();
    expect(requested.some((path) => path.includes('mapbox'))).toBe(false);
  });

  it('labels the estimate in Spanish too', async () => {
    const user = userEvent.setup();
    stubFetch({ '/api/getPsLatLng/77002': place(29.7604, -95.3698), '/api/commute': noProvider });
    renderBox(null, 'es');
    await user.type(screen.getByLabelText('Traslado a'), '77002');
    await user.click(screen.getByRole('button', { name: 'Calcular traslado' }));
    expect(
      await screen.findByText(
        /unos 325 min en auto \(estimación por la distancia: 146([.,]\d)? mi en línea recta\)/,
      ),
    ).toBeTruthy();
    expect(screen.getByText(/Solo una estimación/)).toBeTruthy();
  });

  it('falls back to the labelled estimate when the server cannot ask its routing provider', async () => {
    const user = userEvent.setup();
    // No '/api/commute' here: the server answers 404, as a backend without the route would.
    stubFetch({ '/api/GetCityLatLng/Houston': place(29.7604, -95.3698) });
    renderBox(null);
    await user.type(screen.getByLabelText('Commute to'), 'Houston');
    await user.click(screen.getByRole('button', { name: 'Get commute' }));
    expect(await screen.findByText(/about 325 min by car \(estimate from distance/)).toBeTruthy();
    expect(screen.getByText(/The routing service could not be reached\./)).toBeTruthy();
  });

  it("shows the drive time the server's routing provider reports, asked of our own server", async () => {
    const user = userEvent.setup();
    const { requested } = stubFetch({
      '/api/GetCityLatLng/Houston': place(29.7604, -95.3698),
      '/api/commute': osrmDrive,
    });
    renderBox(null);
    await user.type(screen.getByLabelText('Commute to'), 'Houston');
    await user.click(screen.getByRole('button', { name: 'Get commute' }));
    expect(await screen.findByText('165 min by car (164.7 mi)')).toBeTruthy();
    expect(screen.queryByText(/estimate/i)).toBeNull();
    expect(requested).toEqual(['/api/GetCityLatLng/Houston', '/api/commute']);
  });

  it('with a Mapbox token finds a street address with Mapbox, and shows every mode the provider times', async () => {
    const user = userEvent.setup();
    const { requested } = stubFetch({
      '/search/geocode/v6/forward': {
        features: [
          {
            geometry: { coordinates: [-95.3698, 29.7604] },
            properties: {
              mapbox_id: 'dXJuOm1ieGFkcjo',
              feature_type: 'address',
              name: '901 Bagby Street',
              place_formatted: 'Houston, Texas 77002, United States',
            },
          },
        ],
      },
      '/api/commute': {
        data: {
          provider: 'mapbox',
          routes: [
            { mode: 'drive', seconds: 9_900, meters: 265_000 },
            { mode: 'walk', seconds: 190_000, meters: 250_000 },
          ],
        },
      },
    });
    renderBox('pk.test.token');
    await user.type(screen.getByLabelText('Commute to'), '901 Bagby St, Houston');
    await user.click(screen.getByRole('button', { name: 'Get commute' }));
    expect(await screen.findByText('165 min by car (164.7 mi)')).toBeTruthy();
    expect(screen.getByText('3,167 min on foot (155.3 mi)')).toBeTruthy();
    // Routes come from our server: the browser never calls Mapbox Directions.
    expect(requested.some((path) => path.includes('directions'))).toBe(false);
  });

  it('says so when the provider finds no route', async () => {
    const user = userEvent.setup();
    stubFetch({
      '/api/GetCityLatLng/Houston': place(29.7604, -95.3698),
      '/api/commute': { data: { provider: 'osrm', routes: [] } },
    });
    renderBox(null);
    await user.type(screen.getByLabelText('Commute to'), 'Houston');
    await user.click(screen.getByRole('button', { name: 'Get commute' }));
    expect(await screen.findByText('No driving route was found.')).toBeTruthy();
  });

  it('says so when the place is unknown', async () => {
    const user = userEvent.setup();
    stubFetch({ '/api/GetCityLatLng/Nowhere': { results: [] } });
    renderBox(null);
    await user.type(screen.getByLabelText('Commute to'), 'Nowhere');
    await user.click(screen.getByRole('button', { name: 'Get commute' }));
    expect(await screen.findByText(/We could not find “Nowhere”/)).toBeTruthy();
  });
});
