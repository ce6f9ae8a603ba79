import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadCatalog } from '../../../../src/lib/i18n/catalogs';
import type { Lang } from '../../../../src/lib/i18n/lang';
import { LoginForm } from '../../../../src/screens/account/login-form';
import { languageChoiceAtom } from '../../../../src/state/language-atom';
import { sessionClientAtom } from '../../../../src/state/session-atom';
import { ANA, stubAccountApi } from './fake-account-api';

await loadCatalog('es');

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

function renderLogin(lang: Lang = 'en') {
  const store = createStore();
  store.set(languageChoiceAtom, lang);
  const signedIn = vi.fn();
  const signUp = vi.fn();
  render(
    <Provider store={store}>
      <LoginForm onSignedIn={signedIn} onSignUp={signUp} />
    </Provider>,
  );
  return { store, signedIn, signUp };
}

const type = (name: string, value: string) =>
  fireEvent.change(screen.getByLabelText(name), { target: { value } });
const errorOf = (field: string) => document.querySelector(`[data-field="${field}"]`)?.textContent;
const login = () => fireEvent.click(screen.getByRole('button', { name: 'Login' }));

describe('the login form', () => {
  it('sends nothing while a field is empty, and marks each empty field in red with its message', () => {
    const api = stubAccountApi();
    renderLogin();
    login();
    expect(errorOf('email')).toBe('Email is required');
    expect(errorOf('password')).toBe('Password is required');
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).toBe('true');
    expect(api.posts('/sign-in')).toHaveLength(0);
  });

  it('asks for a properly formatted e-mail address before sending', () => {
    const api = stubAccountApi();
    renderLogin();
    type('Email', 'ana@');
    type('Password', 'secret-password');
    login();
    expect(errorOf('email')).toBe('Please provide a properly formatted email address');
    expect(errorOf('password')).toBe('');
    expect(api.posts('/sign-in')).toHaveLength(0);
  });

  it('says a password under six characters is too short before sending (SPEC §5)', async () => {
    const api = stubAccountApi();
    renderLogin();
    type('Email', 'ana@example.com');
    type('Password', 'abc12');
    login();
    expect(errorOf('password')).toBe('Password must be six or more characters');
    expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).toBe('true');
    expect(api.posts('/sign-in')).toHaveLength(0);
    // Typing clears it; six characters are sent.
    type('Password', 'abc123');
    expect(errorOf('password')).toBe('');
    login();
    await waitFor(() => expect(api.posts('/sign-in')).toHaveLength(1));
  });

  it("says 'does not match our records' when the server refuses, keeping what was typed", async () => {
    stubAccountApi({
      '/sign-in': { body: { success: false, code: 'invalid_credentials', message: 'x' } },
    });
    renderLogin();
    type('Email', 'ana@example.com');
    type('Password', 'wrong-password');
    login();
    await screen.findByText('The information provided does not match our records.');
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('ana@example.com');
  });

  it("says 'An error occurred. Please try again.' when the server fails (SPEC §8)", async () => {
    stubAccountApi({ '/sign-in': { status: 500, body: { error: 'boom' } } });
    renderLogin();
    type('Email', 'ana@example.com');
    type('Password', 'correct horse');
    login();
    await screen.findByText('An error occurred. Please try again.');
    expect(screen.getByRole('button', { name: 'Login' })).toHaveProperty('disabled', false);
  });

  it('shows the clear message of a 429, in Spanish too', async () => {
    stubAccountApi({
      '/sign-in': { status: 429, body: { success: false, code: 'rate_limited', message: 'Too many' } },
    });
    renderLogin('es');
    type('Correo electrónico', 'ana@example.com');
    type('Contraseña', 'wrong-password');
    fireEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    await screen.findByText(
      'Demasiados intentos de inicio de sesión. Espere un minuto e inténtelo de nuevo.',
    );
  });

  it('signs the client in for the whole page and caches the profile for display', async () => {
    const api = stubAccountApi({ '/sign-in': { body: { success: true, Client: ANA, message: null } } });
    const { store, signedIn } = renderLogin();
    type('Email', ' Ana@Example.com ');
    type('Password', 'correct horse');
    login();
    await waitFor(() => expect(signedIn).toHaveBeenCalled());
    expect(api.posts('/sign-in')[0]?.fields).toEqual({ email: 'Ana@Example.com', password: 'correct horse' });
    expect(store.get(sessionClientAtom)?.PartyName).toBe('Ana');
    expect(localStorage.getItem('isAuth')).toBe('true');
    expect(JSON.parse(localStorage.getItem('authUser') ?? '{}').ClientID).toBe(41);
  });

  it("switches to the register modal with 'Sign Up'", () => {
    stubAccountApi();
    const { signUp } = renderLogin();
    fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(signUp).toHaveBeenCalled();
  });

  it('shows the Facebook button only when the server configured it for this host', async () => {
    const config = (hosts: string[]) => ({
      body: { social_sign_in: { google_client_id: null, facebook_app_id: '1234', hosts } },
    });
    stubAccountApi({ '/api/config': config([location.hostname]) });
    const first = renderLogin();
    await screen.findByRole('button', { name: 'Log In With Facebook' });
    first.signedIn.mockReset();
    document.body.innerHTML = '';
    vi.unstubAllGlobals();
    stubAccountApi({ '/api/config': config(['www.brokerage.example']) });
    renderLogin();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: 'Log In With Facebook' })).toBeNull();
  });

  it("'Forgot password?' asks for the e-mail, sends it, and gives the same answer for any address", async () => {
    const api = stubAccountApi({
      '/api/password-reset': {
        body: { success: true, message: 'If an account uses this address, we have sent it a link.' },
      },
    });
    renderLogin();
    type('Email', 'ana@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('ana@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Send the link' }));
    await screen.findByText(/we have sent it a link to set a new password\. The link works for one hour\./);
    expect(api.posts('/api/password-reset')[0]?.fields).toEqual({ email: 'ana@example.com' });
    fireEvent.click(screen.getByRole('button', { name: 'Back to login' }));
    expect(screen.getByRole('button', { name: 'Login' })).toBeTruthy();
  });

  it("offers 'Forgot password?' in Spanish too, and says when requests are limited", async () => {
    stubAccountApi({
      '/api/password-reset': { status: 429, body: { success: false, code: 'reset_limited', message: null } },
    });
    renderLogin('es');
    fireEvent.click(screen.getByRole('button', { name: '¿Olvidó su contraseña?' }));
    type('Correo electrónico', 'ana@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Enviar el enlace' }));
    await screen.findByText('Demasiadas solicitudes de contraseña nueva. Inténtelo de nuevo en una hora.');
  });
});
