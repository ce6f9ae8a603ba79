import { fireEvent, render, screen, within } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AccountMenu } from '../../../../src/screens/account-menu/account-menu';
import { languageChoiceAtom } from '../../../../src/state/language-atom';
import { loginRequestAtom } from '../../../../src/state/require-login-atom';
import { setSessionClientAtom } from '../../../../src/state/session-atom';
import { isVisuallyHidden } from '../../support/is-visually-hidden';
import { stubWindow } from '../../support/stub-window';
import { ANA, stubAccountApi } from '../account/fake-account-api';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

function renderMenu(signedIn: boolean) {
  const store = createStore();
  store.set(languageChoiceAtom, 'en');
  store.set(setSessionClientAtom, signedIn ? { ...ANA } : null);
  render(
    <Provider store={store}>
      <AccountMenu />
    </Provider>,
  );
  return store;
}

describe('<bb-account-menu>', () => {
  it('shows a phone each language’s code, named by that code and its name in its own language', () => {
    stubWindow(375);
    stubAccountApi();
    renderMenu(false);
    // The name starts with what the button shows (WCAG 2.5.3, label in name).
    const spanish = screen.getByRole('button', { name: 'ES Español' });
    expect(isVisuallyHidden(within(spanish).getByText('Español'))).toBe(true);
    expect(isVisuallyHidden(within(spanish).getByText('ES'))).toBe(false);
  });

  it('shows a wider screen each language’s full name, and no code', () => {
    stubWindow(1440);
    stubAccountApi();
    renderMenu(false);
    const spanish = screen.getByRole('button', { name: 'Español' });
    expect(isVisuallyHidden(within(spanish).getByText('Español'))).toBe(false);
    expect(spanish.textContent).toBe('Español');
  });

  it("offers a guest 'Login' and 'Sign Up', each opening its modal", () => {
    stubAccountApi();
    const store = renderMenu(false);
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(store.get(loginRequestAtom)).toEqual({ reason: 'menu' });
    fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(store.get(loginRequestAtom)).toEqual({ reason: 'menu', view: 'register' });
  });

  it('names the client and counts their favorites and compares, with the dashboard links', async () => {
    stubAccountApi({
      '/api/saved-keys-numeric/favorite/41': { body: { data: [101, 102, 103] } },
      '/api/saved-keys-numeric/saved/41': { body: { data: [101] } },
      '/api/saved-keys-numeric/possibility/41': { body: { data: [] } },
    });
    renderMenu(true);
    const button = screen.getByRole('button', { name: 'Account menu of Ana' });
    expect(button.textContent).toContain('Ana');
    fireEvent.click(button);
    const favorites = await screen.findByRole('link', { name: '3 favorites' });
    expect(favorites.getAttribute('href')).toBe('/dashboard/favorites');
    expect(screen.getByRole('link', { name: '1 to compare' }).getAttribute('href')).toBe(
      '/dashboard/compare',
    );
    expect(screen.getByRole('link', { name: 'My dashboard' }).getAttribute('href')).toBe('/dashboard');
  });

  it('signs out through the server and shows the guest buttons', async () => {
    const api = stubAccountApi({ '/sign-out': { body: { success: true } } });
    renderMenu(true);
    fireEvent.click(screen.getByRole('button', { name: 'Account menu of Ana' }));
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await screen.findByRole('button', { name: 'Login' });
    expect(api.posts('/sign-out')).toHaveLength(1);
  });
});
