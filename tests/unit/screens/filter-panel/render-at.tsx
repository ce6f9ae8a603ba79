import { render } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import type { ReactNode } from 'react';
import { languageChoiceAtom } from '../../../../src/state/language-atom';

/** Renders `ui` as a widget on a page at `url`: a fresh store, English, the URL as the filters' source. */
export function renderAt(url: string, ui: ReactNode) {
  window.history.replaceState(null, '', url);
  const store = createStore();
  store.set(languageChoiceAtom, 'en');
  return { store, ...render(<Provider store={store}>{ui}</Provider>) };
}

/** The page's query as parameters, to assert on what the URL now says. */
export const params = () => new URLSearchParams(window.location.search);
