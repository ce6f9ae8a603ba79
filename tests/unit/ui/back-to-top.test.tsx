import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { useRef, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadCatalog } from '../../../src/lib/i18n/catalogs';
import { languageChoiceAtom } from '../../../src/state/language-atom';
import { BackToTop } from '../../../src/ui/back-to-top';
import { stubWindow } from '../support/stub-window';

await loadCatalog('es');

function Screen({ title = 'Favorites' }: { title?: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  return (
    <section>
      <h2 ref={heading}>{title}</h2>
      <button type="button">Remove</button>
      <BackToTop target={heading} />
    </section>
  );
}

function renderScreens(store = createStore(), screens = <Screen />) {
  return render(<Provider store={store}>{screens}</Provider>);
}

/** Scrolls the window the way a visitor does: the position changes, then the browser fires `scroll`. */
async function scrollTo(top: number) {
  await act(async () => {
    window.scrollTo(0, top);
    window.dispatchEvent(new Event('scroll'));
    // The position is read in the next animation frame.
    await new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
  });
}

const backToTop = () => screen.queryByRole('button', { name: 'Back to top' });
const findBackToTop = () => screen.findByRole('button', { name: 'Back to top' });

afterEach(async () => {
  // A smooth scroll a test started lands a moment later: let it land here, not in the next test.
  await new Promise((resolve) => setTimeout(resolve, 0));
  window.scrollTo(0, 0);
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('BackToTop', () => {
  it('is absent up to 300 px of scrolling, appears beyond and goes away again above', async () => {
    renderScreens();
    expect(backToTop()).toBeNull();
    await scrollTo(301);
    // The button's code arrives with the first scroll past the offset.
    expect(await findBackToTop()).not.toBeNull();
    await scrollTo(300);
    expect(backToTop()).toBeNull();
    await scrollTo(900);
    expect(backToTop()).not.toBeNull();
    await scrollTo(120);
    expect(backToTop()).toBeNull();
  });

  it('shows at once on a page that opens already scrolled down', async () => {
    window.scrollTo(0, 900);
    renderScreens();
    expect(await findBackToTop()).not.toBeNull();
  });

  it('scrolls the window to the top smoothly and moves focus to the top of the screen', async () => {
    stubWindow(375);
    const scroll = vi.spyOn(window, 'scrollTo');
    renderScreens();
    await scrollTo(2400);
    const button = await findBackToTop();
    button.focus();
    fireEvent.click(button);
    expect(scroll).toHaveBeenLastCalledWith({ top: 0, behavior: 'smooth' });
    // A smooth scroll ends a little later; at the top the button goes.
    await waitFor(() => expect(window.scrollY).toBe(0));
    await scrollTo(0);
    expect(backToTop()).toBeNull();
    const heading = screen.getByRole('heading', { name: 'Favorites' });
    expect(document.activeElement).toBe(heading);
    // Focusable for the jump only: leaving it takes it out of reach of Tab and clicks again.
    expect(heading.getAttribute('tabindex')).toBe('-1');
    screen.getByRole('button', { name: 'Remove' }).focus();
    expect(heading.hasAttribute('tabindex')).toBe(false);
  });

  it('jumps without animation when the visitor prefers reduced motion', async () => {
    stubWindow(375, { reducedMotion: true });
    const scroll = vi.spyOn(window, 'scrollTo');
    renderScreens();
    await scrollTo(2400);
    fireEvent.click(await findBackToTop());
    expect(scroll).toHaveBeenLastCalledWith({ top: 0, behavior: 'instant' });
    expect(window.scrollY).toBe(0);
  });

  it('is one button for the page however many screens show one, and passes on when its screen leaves', async () => {
    function Page() {
      const [first, setFirst] = useState(true);
      return (
        <>
          <button type="button" onClick={() => setFirst(false)}>
            Close first
          </button>
          {first && <Screen title="Favorites" />}
          <Screen title="Compare" />
        </>
      );
    }
    renderScreens(createStore(), <Page />);
    await scrollTo(1000);
    await findBackToTop();
    expect(screen.getAllByRole('button', { name: 'Back to top' })).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Close first' }));
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Back to top' })).toHaveLength(1));
    fireEvent.click(backToTop() as HTMLElement);
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Compare' }));
  });

  it('is named in Spanish on a Spanish page', async () => {
    const store = createStore();
    store.set(languageChoiceAtom, 'es');
    renderScreens(store);
    await scrollTo(500);
    expect(await screen.findByRole('button', { name: 'Volver arriba' })).not.toBeNull();
  });
});
