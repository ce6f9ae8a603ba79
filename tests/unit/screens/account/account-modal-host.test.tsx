import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AccountModalHost } from '../../../../src/screens/account/account-modal-host';
import { languageChoiceAtom } from '../../../../src/state/language-atom';
import { loginRequestAtom, requireLoginAtom } from '../../../../src/state/require-login-atom';
import { stubAccountApi } from './fake-account-api';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

/** Three widgets of one page: three React roots over the page's one store. */
function renderPage() {
  const store = createStore();
  store.set(languageChoiceAtom, 'en');
  const widgets = [1, 2, 3].map(() =>
    render(
      <Provider store={store}>
        <AccountModalHost />
      </Provider>,
    ),
  );
  return { store, widgets };
}

describe('the account modal host', () => {
  it('opens exactly one login modal however many widgets the page has, and asks for the session once', async () => {
    const api = stubAccountApi();
    const { store } = renderPage();
    act(() => {
      store.set(requireLoginAtom, 'favorite');
    });
    await screen.findByRole('dialog', { name: 'Login' });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(api.calls.filter((call) => call.path === '/api/session')).toHaveLength(1);
  });

  it('hands hosting to another widget when the host leaves the page', async () => {
    stubAccountApi();
    const { store, widgets } = renderPage();
    act(() => widgets[0]?.unmount());
    act(() => {
      store.set(loginRequestAtom, { reason: 'menu', view: 'register' });
    });
    await screen.findByRole('dialog', { name: 'Create Your Profile Now' });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });

  it("keeps focus in the modal when 'Sign Up' and 'Login' swap its form", async () => {
    stubAccountApi();
    const { store } = renderPage();
    act(() => {
      store.set(requireLoginAtom, 'menu');
    });
    await screen.findByRole('dialog', { name: 'Login' });
    const signUp = screen.getByRole('button', { name: 'Sign Up' });
    signUp.focus();
    fireEvent.click(signUp);
    const register = await screen.findByRole('dialog', { name: 'Create Your Profile Now' });
    // The first control of the new form, not the page behind the modal.
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Buy'));
    expect(register.contains(document.activeElement)).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: /^Login$/ }));
    await screen.findByRole('dialog', { name: 'Login' });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Email')));
  });

  it('closes with the close button and clears the request', async () => {
    stubAccountApi();
    const { store } = renderPage();
    act(() => {
      store.set(requireLoginAtom, 'compare');
    });
    const dialog = await screen.findByRole('dialog', { name: 'Login' });
    act(() => dialog.querySelector<HTMLButtonElement>('.bb-modal-close')?.click());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(store.get(loginRequestAtom)).toBeNull();
  });
});
