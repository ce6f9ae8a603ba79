import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SavedSearchPanel } from '../../../../src/parts/saved-searches/saved-search-panel';
import { FilterPanel } from '../../../../src/screens/listings/filter-panel/filter-panel';
import { renderAt } from './render-at';

const KEY = 'bluebonnet:saved-searches';

/** Opens the dropdown unless it is open already. */
const openPanel = () => {
  const button = screen.getByRole('button', { name: /^Saved Searches/ });
  if (button.getAttribute('aria-expanded') !== 'true') fireEvent.click(button);
  return within(screen.getByRole('group', { name: 'Saved Searches' }));
};

beforeEach(() => localStorage.clear());

describe('SavedSearchPanel (guests)', () => {
  it('saves the applied filters as Save Search 1, 2 …', () => {
    renderAt('/listings?minBedsCount=3&county=travis', <SavedSearchPanel />);
    let panel = openPanel();
    expect(panel.getByText('No saved searches yet')).toBeTruthy();

    fireEvent.click(panel.getByRole('button', { name: 'Save Search' }));
    expect(panel.getByRole('status').textContent).toBe('Search saved as Save Search 1');
    fireEvent.click(panel.getByRole('button', { name: 'Save Search' }));

    panel = within(screen.getByRole('list', { name: 'Choose a saved search' }));
    expect(
      panel.getAllByRole('listitem').map((row) => within(row).getAllByRole('button')[0]?.textContent),
    ).toEqual(['Save Search 1', 'Save Search 2']);
    expect(JSON.parse(localStorage.getItem(KEY) ?? '[]')[0]).toMatchObject({
      id: 1,
      title: 'Save Search 1',
      search: '?county=travis&minBedsCount=3',
    });
  });

  it('applying one resets the other filters and goes to page 1', () => {
    localStorage.setItem(
      KEY,
      JSON.stringify([
        {
          id: 1,
          title: 'Cabins',
          search: '?maxPrice=400000&land=true&CabinLandSub=true',
          savedAt: '2025-03-01T10:00:00.000Z',
        },
      ]),
    );
    renderAt('/listings?page=5&minBedsCount=4&FireplaceState=true', <SavedSearchPanel />);
    fireEvent.click(openPanel().getByRole('button', { name: 'Cabins' }));

    expect(window.location.search).toBe('?maxPrice=400000&land=true&CabinLandSub=true');
    expect(screen.queryByRole('group', { name: 'Saved Searches' })).toBeNull();
  });

  it('the side panel’s Save Search applies the edits and saves them', () => {
    renderAt(
      '/listings',
      <>
        <FilterPanel />
        <SavedSearchPanel />
      </>,
    );
    fireEvent.click(screen.getByRole('checkbox', { name: 'Pending' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save Search' }));
    expect(window.location.search).toBe('?active=true&comingSoon=true&pending=true');
    fireEvent.click(openPanel().getByRole('button', { name: 'Save Search 1' }));
    expect(window.location.search).toBe('?active=true&comingSoon=true&pending=true');
  });

  it('renames a search', async () => {
    renderAt('/listings', <SavedSearchPanel />);
    fireEvent.click(openPanel().getByRole('button', { name: 'Save Search' }));
    fireEvent.click(openPanel().getByRole('button', { name: 'Rename Save Search 1' }));

    const dialog = within(await screen.findByRole('dialog', { name: 'Rename saved search' }));
    fireEvent.change(dialog.getByRole('textbox', { name: 'Name' }), { target: { value: 'Near school' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Save' }));

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(openPanel().getByRole('button', { name: 'Near school' })).toBeTruthy();
  });

  it('deletes a search only once confirmed', async () => {
    renderAt('/listings', <SavedSearchPanel />);
    fireEvent.click(openPanel().getByRole('button', { name: 'Save Search' }));

    fireEvent.click(openPanel().getByRole('button', { name: 'Delete Save Search 1' }));
    let dialog = within(await screen.findByRole('dialog', { name: 'Delete saved search' }));
    expect(dialog.getByText('Delete the saved search “Save Search 1”?')).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(openPanel().getByRole('button', { name: 'Save Search 1' })).toBeTruthy();

    fireEvent.click(openPanel().getByRole('button', { name: 'Delete Save Search 1' }));
    dialog = within(await screen.findByRole('dialog', { name: 'Delete saved search' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    expect(openPanel().getByText('No saved searches yet')).toBeTruthy();
    expect(JSON.parse(localStorage.getItem(KEY) ?? 'null')).toEqual([]);
  });

  it('still works over corrupt storage', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem(KEY, '[{"id":"one"}, 42');
    renderAt('/listings', <SavedSearchPanel />);
    const panel = openPanel();
    expect(panel.getByText('No saved searches yet')).toBeTruthy();
    fireEvent.click(panel.getByRole('button', { name: 'Save Search' }));
    expect(openPanel().getByRole('button', { name: 'Save Search 1' })).toBeTruthy();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('[bluebonnet]'));
    warn.mockRestore();
  });
});
