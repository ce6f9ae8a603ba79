import { fireEvent, render, within } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { FilterBar } from '../../../../src/screens/listings/filter-bar/filter-bar';
import { languageChoiceAtom } from '../../../../src/state/language-atom';

/** The filter bar on a page at `url`, in English, over a fresh store (as one widget on a page). */
export function renderFilterBarAt(url: string) {
  window.history.replaceState(null, '', url);
  const store = createStore();
  store.set(languageChoiceAtom, 'en');
  render(
    <Provider store={store}>
      <FilterBar
        renderLocation={(close) => (
          <button type="button" onClick={close}>
            Location panel
          </button>
        )}
        renderMoreFilters={() => <p>More filters panel</p>}
      />
    </Provider>,
  );
  return store;
}

/**
 * The bar: a <search> landmark named 'Listing filters'. Browsers map the element to the search role;
 * the role library of testing-library does not know it yet, hence the selector.
 */
function bar(): HTMLElement {
  const found = document.querySelector<HTMLElement>('search[aria-label="Listing filters"]');
  if (!found) throw new Error('no filter bar');
  return found;
}

/** The bar's dropdown buttons, in order, by their visible label. */
export function barLabels(): string[] {
  return Array.from(bar().querySelectorAll('.bb-dropdown-label'), (label) => label.textContent ?? '');
}

/** The dropdown button whose visible label is `label`. */
export function barButton(label: string): HTMLElement {
  const button = within(bar())
    .getAllByRole('button')
    .find((candidate) => candidate.querySelector('.bb-dropdown-label')?.textContent === label);
  if (!button) throw new Error(`no ${label} button`);
  return button;
}

/** What the button shows beside its label, or null. */
export function previewOf(label: string): string | null {
  return barButton(label).querySelector('.bb-dropdown-preview')?.textContent ?? null;
}

/** Opens a dropdown and returns its panel. */
export function openPanel(label: string): HTMLElement {
  const button = barButton(label);
  fireEvent.click(button);
  const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
  if (!panel) throw new Error(`the ${label} panel did not open`);
  return panel;
}

/** Whether the dropdown's panel is showing. */
export function isOpen(label: string): boolean {
  return barButton(label).getAttribute('aria-expanded') === 'true';
}

export function clickButton(panel: HTMLElement, name: string | RegExp): void {
  fireEvent.click(within(panel).getByRole('button', { name }));
}
