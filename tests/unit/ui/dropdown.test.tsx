import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Dropdown } from '../../../src/ui/dropdown';

function Page() {
  return (
    <>
      <Dropdown name="price" label="Price" preview="300K - 500K">
        {(close) => (
          <button type="button" onClick={close}>
            Apply Changes
          </button>
        )}
      </Dropdown>
      <Dropdown name="beds" label="Beds">
        {() => <p>Beds panel</p>}
      </Dropdown>
      <p>Outside</p>
    </>
  );
}

function renderPage() {
  return render(
    <Provider store={createStore()}>
      <Page />
    </Provider>,
  );
}

describe('Dropdown', () => {
  it('opens its panel from the button and shows the chosen value on the button', async () => {
    renderPage();
    const price = screen.getByRole('button', { name: /Price/ });
    expect(price.textContent).toContain('300K - 500K');
    expect(price.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(price);
    expect(price.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('group', { name: 'Price' })).toBeTruthy();
  });

  it('keeps one panel open at a time', async () => {
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: /Price/ }));
    await userEvent.click(screen.getByRole('button', { name: /Beds/ }));
    expect(screen.queryByRole('group', { name: 'Price' })).toBeNull();
    expect(screen.getByText('Beds panel')).toBeTruthy();
  });

  it('closes on a click outside, without pulling focus back', async () => {
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: /Beds/ }));
    fireEvent.pointerDown(screen.getByText('Outside'));
    expect(screen.queryByText('Beds panel')).toBeNull();
  });

  it('closes on Escape and gives focus back to its button', async () => {
    renderPage();
    const price = screen.getByRole('button', { name: /Price/ });
    await userEvent.click(price);
    screen.getByRole('button', { name: 'Apply Changes' }).focus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('group', { name: 'Price' })).toBeNull();
    expect(document.activeElement).toBe(price);
  });

  describe('on a phone 375 px wide', () => {
    afterEach(() => {
      vi.restoreAllMocks();
    });
    /** Opens the Beds panel from a button at `left` px, 235 px wide, and tells which edge it hangs from. */
    async function panelEdgeFrom(left: number) {
      vi.spyOn(document.documentElement, 'clientWidth', 'get').mockReturnValue(375);
      renderPage();
      const beds = screen.getByRole('button', { name: /Beds/ });
      vi.spyOn(beds, 'getBoundingClientRect').mockReturnValue(new DOMRect(left, 0, 235, 40));
      await userEvent.click(beds);
      const panel = screen.getByRole('group', { name: 'Beds' });
      return panel.classList.contains('end') ? 'end' : 'start';
    }

    it('hangs the panel leftwards from a button at the right, so it stays on screen', async () => {
      expect(await panelEdgeFrom(132)).toBe('end');
    });

    it('hangs it rightwards from a button at the left', async () => {
      expect(await panelEdgeFrom(8)).toBe('start');
    });
  });

  it('lets its content close it, focus returning to the button', async () => {
    renderPage();
    const price = screen.getByRole('button', { name: /Price/ });
    await userEvent.click(price);
    await userEvent.click(screen.getByRole('button', { name: 'Apply Changes' }));
    expect(price.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(price);
  });
});
