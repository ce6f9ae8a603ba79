import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Modal } from '../../../src/ui/modal';

function Page() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        About regions
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title="Regions and Metros">
        <p>Twelve economic regions</p>
      </Modal>
    </>
  );
}

function renderPage() {
  render(
    <Provider store={createStore()}>
      <Page />
    </Provider>,
  );
  return screen.getByRole('button', { name: 'About regions' });
}

describe('Modal', () => {
  it('opens as a dialog named by its title and locks the page scroll', async () => {
    const opener = renderPage();
    await userEvent.click(opener);
    expect(screen.getByRole('dialog', { name: 'Regions and Metros' }).textContent).toContain('Twelve');
    expect(document.documentElement.style.overflow).toBe('hidden');
  });

  it('closes with its close button, restores scrolling and gives focus back to the opener', async () => {
    const opener = renderPage();
    await userEvent.click(opener);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.documentElement.style.overflow).toBe('');
    expect(document.activeElement).toBe(opener);
  });

  it('closes only itself on Escape when it opened over another modal', async () => {
    function Nested() {
      const [outer, setOuter] = useState(true);
      const [inner, setInner] = useState(true);
      return (
        <Modal open={outer} onClose={() => setOuter(false)} title="Filters">
          <Modal open={inner} onClose={() => setInner(false)} title="Regions and Metros">
            <p>Twelve economic regions</p>
          </Modal>
        </Modal>
      );
    }
    render(
      <Provider store={createStore()}>
        <Nested />
      </Provider>,
    );
    // What the browser fires at the topmost modal <dialog> when Escape is pressed.
    fireEvent(
      screen.getByRole('dialog', { name: 'Regions and Metros' }),
      new Event('cancel', { cancelable: true }),
    );
    expect(screen.queryByRole('dialog', { name: 'Regions and Metros' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Filters' })).toBeTruthy();
  });

  it('closes on a click on the backdrop but not on its content', async () => {
    const opener = renderPage();
    await userEvent.click(opener);
    await userEvent.click(screen.getByText('Twelve economic regions'));
    expect(screen.queryByRole('dialog')).not.toBeNull();
    await userEvent.click(screen.getByRole('dialog'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
