import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ListingsViewToggle } from '../../../src/screens/listings/map/listings-view-toggle';
import { MapSwitch } from '../../../src/screens/listings/map/map-switch';
import { useListingsMapLayout } from '../../../src/screens/listings/map/use-listings-map-layout';
import { stubWindow } from '../support/stub-window';

function Layout() {
  const { mapShown, listShown } = useListingsMapLayout();
  return <output>{`map ${mapShown ? 'on' : 'off'}, list ${listShown ? 'on' : 'off'}`}</output>;
}

function renderToggles() {
  render(
    <Provider store={createStore()}>
      <ListingsViewToggle />
      <MapSwitch />
      <Layout />
    </Provider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the map / list toggle and the map switch', () => {
  it('below 993 px shows the list first and swaps it for the map with the toggle (SPEC §2)', async () => {
    stubWindow(800);
    renderToggles();
    expect(screen.queryByRole('switch')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('map off, list on');
    await userEvent.click(screen.getByRole('button', { name: 'Map' }));
    expect(screen.getByRole('button', { name: 'Map' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('map on, list off');
  });

  it('from 994 px shows both, and the switch turns the map off and remembers it', async () => {
    stubWindow(1280);
    renderToggles();
    expect(screen.queryByRole('button', { name: 'Map' })).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('map on, list on');
    await userEvent.click(screen.getByRole('switch', { name: 'Show map' }));
    expect(screen.getByRole('status').textContent).toBe('map off, list on');
    expect(localStorage.getItem('bluebonnet:map-shown')).toBe('false');
  });
});
