import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RegisterForm } from '../../../../src/screens/account/register-form';
import { RegisterPage } from '../../../../src/screens/account/register-page';
import { languageChoiceAtom } from '../../../../src/state/language-atom';
import { sessionClientAtom, setSessionClientAtom } from '../../../../src/state/session-atom';
import { ANA, stubAccountApi } from './fake-account-api';

// The real ALTCHA widget runs in the browser test; here a button stands in for solving it.
vi.mock('../../../../src/screens/account/altcha-field', () => ({
  AltchaField: ({
    onChange,
    error,
  }: {
    onChange: (payload: string | null) => void;
    error: string | null;
  }) => (
    <div>
      <button type="button" onClick={() => onChange('solved-payload')}>
        Solve captcha
      </button>
      <small data-field="captcha">{error ?? ''}</small>
    </div>
  ),
}));

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

function renderRegister() {
  const store = createStore();
  store.set(languageChoiceAtom, 'en');
  const registered = vi.fn();
  render(
    <Provider store={store}>
      <RegisterForm onRegistered={registered} onLogin={() => undefined} />
    </Provider>,
  );
  return { store, registered };
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } });
const errorOf = (field: string) => document.querySelector(`[data-field="${field}"]`)?.textContent;
const signUp = () => screen.getByRole('button', { name: 'Sign Up' }) as HTMLButtonElement;

function fillValid() {
  fireEvent.click(screen.getByRole('button', { name: 'Lease' }));
  fireEvent.change(screen.getByLabelText('Property'), { target: { value: 'Condo' } });
  type('Full Name', 'Ana María Pérez');
  type('Phone', '(512) 555-0147');
  type('Email', 'ana@example.com');
  type('Password', 'correct horse');
  type('Confirm password', 'correct horse');
}

describe('the register form', () => {
  it('keeps Sign Up disabled until every rule holds and the captcha is solved', () => {
    stubAccountApi();
    renderRegister();
    expect(signUp().disabled).toBe(true);
    fillValid();
    expect(signUp().disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Solve captcha' }));
    expect(signUp().disabled).toBe(false);
    type('Confirm password', 'something else');
    expect(signUp().disabled).toBe(true);
    expect(errorOf('confirm')).toBe('The new passwords do not match.');
  });

  it('shows a rule broken on its own field once the field is touched', () => {
    stubAccountApi();
    renderRegister();
    expect(errorOf('PartyPhone')).toBe('');
    type('Phone', '555');
    expect(errorOf('PartyPhone')).toBe('Please enter a 10-digit phone number.');
    expect(screen.getByLabelText('Phone').getAttribute('aria-invalid')).toBe('true');
    type('Email', 'ana@');
    expect(errorOf('PartyEmail')).toBe('Please provide a properly formatted email address');
    type('Password', 'short');
    expect(errorOf('password')).toBe('The password must be at least 8 characters.');
  });

  it('highlights the chosen role', () => {
    stubAccountApi();
    renderRegister();
    expect(screen.getByRole('button', { name: 'Buy' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Unsure' }));
    expect(screen.getByRole('button', { name: 'Unsure' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Buy' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('says a taken e-mail on the e-mail field, and asks for the captcha again', async () => {
    stubAccountApi({
      '/api/clients': {
        status: 422,
        body: { success: false, errors: { PartyEmail: ['email_taken'] }, message: 'taken' },
      },
    });
    renderRegister();
    fillValid();
    fireEvent.click(screen.getByRole('button', { name: 'Solve captcha' }));
    fireEvent.click(signUp());
    await waitFor(() =>
      expect(errorOf('PartyEmail')).toBe('The email has already been taken. Please use another or Login.'),
    );
    expect((screen.getByLabelText('Full Name') as HTMLInputElement).value).toBe('Ana María Pérez');
  });

  it('sends the fields with the name split at the first space and the captcha payload, then signs in', async () => {
    const api = stubAccountApi({
      '/api/clients': { body: { success: true, clientData: ANA, message: null } },
    });
    const { store, registered } = renderRegister();
    fillValid();
    fireEvent.click(screen.getByRole('button', { name: 'Solve captcha' }));
    fireEvent.click(signUp());
    await waitFor(() => expect(registered).toHaveBeenCalled());
    expect(api.posts('/api/clients')[0]?.fields).toMatchObject({
      clientrole: 'Lease',
      metro: 'Texas',
      property: 'Condo',
      PartyName: 'Ana María Pérez',
      fname: 'Ana',
      lname: 'María Pérez',
      PartyEmail: 'ana@example.com',
      password: 'correct horse',
      captcha: 'solved-payload',
    });
    expect(store.get(sessionClientAtom)?.ClientID).toBe(41);
  });

  it('asks for the captcha again when the server refuses it, and keeps Sign Up off until it is solved', async () => {
    stubAccountApi({
      '/api/clients': {
        status: 422,
        body: { success: false, errors: { captcha: ['captcha_failed'] }, message: 'captcha' },
      },
    });
    renderRegister();
    fillValid();
    fireEvent.click(screen.getByRole('button', { name: 'Solve captcha' }));
    fireEvent.click(signUp());
    await waitFor(() =>
      expect(errorOf('captcha')).toBe('The verification did not succeed. Please try again.'),
    );
    expect(signUp().disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Solve captcha' }));
    expect(signUp().disabled).toBe(false);
  });
});

describe('the /register page', () => {
  function renderPage(signedIn: boolean) {
    const store = createStore();
    store.set(languageChoiceAtom, 'en');
    if (signedIn) store.set(setSessionClientAtom, { ...ANA });
    render(
      <Provider store={store}>
        <RegisterPage />
      </Provider>,
    );
  }

  it('tells a visitor who came signed in that they are signed in, not that a profile was made', () => {
    stubAccountApi();
    renderPage(true);
    expect(screen.getByRole('status').textContent).toBe('You are signed in as Ana. My dashboard');
  });

  it('welcomes a visitor who made their profile here', async () => {
    stubAccountApi({ '/api/clients': { body: { success: true, clientData: ANA, message: null } } });
    renderPage(false);
    fillValid();
    fireEvent.click(screen.getByRole('button', { name: 'Solve captcha' }));
    fireEvent.click(signUp());
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'Welcome, Ana! Your profile is ready. My dashboard',
      ),
    );
  });
});
