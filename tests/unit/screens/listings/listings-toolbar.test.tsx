import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { afterEach, describe, expect, it } from 'vitest';
import { ListingsLayoutSwitch } from '../../../../src/screens/listings/listings-layout-switch';
import { ListingsSortSelect } from '../../../../src/screens/listings/listings-sort-select';

function renderAt(url: string) {
  window.history.replaceState(null, '', url);
  render(
    <Provider store={createStore()}>
      <ListingsSortSelect />
      <ListingsLayoutSwitch />
    </Provider>,
  );
}

afterEach(() => {
  localStorage.clear();
});

describe('the sort select', () => {
  it("reads 'SORT BY DEFAULT' until an order is chosen", () => {
    renderAt('/listings');
    const select = screen.getByRole('combobox', { name: 'Sort listings' });
    expect(select).toHaveProperty('value', '');
    expect(screen.getByRole('option', { selected: true }).textContent).toBe('SORT BY DEFAULT');
  });

  it('puts the chosen order in the URL and goes back to page 1', async () => {
    renderAt('/listings?page=3&minBedsCount=2');
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Sort listings' }),
      'Price: Low to High',
    );
    expect(new URLSearchParams(window.location.search).get('sortBy')).toBe('low-to-high');
    expect(new URLSearchParams(window.location.search).get('page')).toBeNull();
    expect(new URLSearchParams(window.location.search).get('minBedsCount')).toBe('2');
  });

  it('shows the order of a shared link', () => {
    renderAt('/listings?sortBy=oldest');
    expect(screen.getByRole('combobox', { name: 'Sort listings' })).toHaveProperty('value', 'oldest');
  });
});

describe('the layout switch', () => {
  it('offers one, two and three cards per row, and remembers the choice', async () => {
    renderAt('/listings');
    const three = screen.getByRole('button', { name: 'Three listings per row' });
    expect(screen.getByRole('button', { name: 'Two listings per row' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await userEvent.click(three);
    expect(three.getAttribute('aria-pressed')).toBe('true');
    expect(localStorage.getItem('bluebonnet:listings-layout')).toBe('3');
  });

  it('ignores a stored value it does not offer', () => {
    localStorage.setItem('bluebonnet:listings-layout', '7');
    renderAt('/listings');
    expect(screen.getByRole('button', { name: 'Two listings per row' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
  });
});
