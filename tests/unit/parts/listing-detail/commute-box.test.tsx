import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CommuteBox } from '../../../../src/parts/listing-detail/commute-box';
import { languageChoiceAtom } from '../../../../src/state/language-atom';
import { stubFetch } from '../../support/stub-fetch';

const place = (lat: number, lng: number) => ({
  results: [{ formatted_address: 'Austin, TX 78701, USA', geometry: { location: { lat, lng } } }],
});

function renderBox(token: string | null) {
  const store = createStore();
  store.set(languageChoiceAtom, 'en');
  render(
    <Provider store={store}>
      <CommuteBox from={{ lat: 30.2672, lng: -97.7431 }} token={token} />
    </Provider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('commute times', () => {
  it('without a routing provider shows the straight-line distance, labelled as an estimate', async () => {
    const user = userEvent.setup();
    const { requested } = stubFetch({ '/api/getPsLatLng/77002': place(29.7604, -95.3698) });
    renderBox(null);
    await user.type(screen.getByLabelText('Commute to'), '77002');
    await user.click(screen.getByRole('button', { name: 'Get commute' }));
    expect(await screen.findByText(/146(\.\d)? mi in a straight line/)).toBeTruthy();
    expect(screen.getByText(/Estimate only/)).toBeTruthy();
    expect(screen.queryByText(/min by car/)).toBeNull();
    expect(requested.some((path) => path.includes('mapbox'))).toBe(false);
  });

  it('with a Mapbox token finds a street address with Mapbox and shows the drive time Directions reports', async () => {
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
      '/directions/v5/mapbox/driving/-97.7431,30.2672;-95.3698,29.7604': {
        code: 'Ok',
        routes: [{ duration: 9900, distance: 265_000 }],
      },
    });
    renderBox('pk.test.token');
    await user.type(screen.getByLabelText('Commute to'), '901 Bagby St, Houston');
    await user.click(screen.getByRole('button', { name: 'Get commute' }));
    expect(await screen.findByText(/165 min by car \(164\.7 mi\)/)).toBeTruthy();
    expect(screen.queryByText(/Estimate only/)).toBeNull();
    expect(requested.some((path) => path.includes('/api/'))).toBe(false);
  });

  it('with a Mapbox token that finds nothing, asks our server for the city', async () => {
    const user = userEvent.setup();
    stubFetch({
      '/search/geocode/v6/forward': { features: [] },
      '/api/GetCityLatLng/Houston': place(29.7604, -95.3698),
      '/directions/v5/mapbox/driving/-97.7431,30.2672;-95.3698,29.7604': {
        code: 'Ok',
        routes: [{ duration: 9900, distance: 265_000 }],
      },
    });
    renderBox('pk.test.token');
    await user.type(screen.getByLabelText('Commute to'), 'Houston');
    await user.click(screen.getByRole('button', { name: 'Get commute' }));
    expect(await screen.findByText(/165 min by car/)).toBeTruthy();
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
