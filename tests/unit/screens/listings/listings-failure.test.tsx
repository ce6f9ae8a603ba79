import { act, fireEvent, render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { describe, expect, it, vi } from 'vitest';
import type { ApiFailure } from '../../../../src/api/api-result';
import { loadCatalog } from '../../../../src/lib/i18n/catalogs';
import { messagesEs } from '../../../../src/lib/i18n/messages-es';
import { ListingsFailure } from '../../../../src/screens/listings/listings-failure';
import { languageChoiceAtom } from '../../../../src/state/language-atom';
import { loginRequestAtom } from '../../../../src/state/require-login-atom';
import { sessionClientAtom } from '../../../../src/state/session-atom';

await loadCatalog('es');

const refused: ApiFailure = { kind: 'rejected', status: 401, message: 'Please sign in first.' };
const down: ApiFailure = { kind: 'server', status: 503, message: 'Service Unavailable' };

function renderFailure(failure: ApiFailure, favorites: boolean, lang: 'en' | 'es' = 'en') {
  const store = createStore();
  store.set(languageChoiceAtom, lang);
  const onRetry = vi.fn();
  render(
    <Provider store={store}>
      <ListingsFailure failure={failure} favorites={favorites} onRetry={onRetry} />
    </Provider>,
  );
  return { store, onRetry };
}

describe('ListingsFailure (the list when its search fails)', () => {
  it('says the listings could not be loaded and offers Retry', () => {
    const { onRetry } = renderFailure(down, false);
    expect(screen.getByRole('alert').textContent).toContain('We could not load the listings right now.');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('asks a guest on a favorites link to sign in, and searches again once they have', () => {
    const { store, onRetry } = renderFailure(refused, true);
    expect(screen.getByRole('alert').textContent).toContain(
      'Log in to see the listings you keep as favorites.',
    );
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(store.get(loginRequestAtom)).toEqual({ reason: 'favorite' });
    expect(onRetry).not.toHaveBeenCalled();

    act(() => store.set(sessionClientAtom, { ClientID: 7, PartyName: 'Ana' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('speaks Spanish', () => {
    renderFailure(refused, true, 'es');
    expect(screen.getByRole('alert').textContent).toContain(messagesEs['favorites.signInPrompt']);
    expect(screen.getByRole('button', { name: messagesEs['saved.signIn'] })).toBeTruthy();
  });
});
