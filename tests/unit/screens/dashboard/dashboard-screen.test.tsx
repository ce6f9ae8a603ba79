import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DashboardScreen } from '../../../../src/screens/dashboard/dashboard-screen';
import { languageChoiceAtom } from '../../../../src/state/language-atom';
import { loginRequestAtom } from '../../../../src/state/require-login-atom';
import { sessionClientAtom, setSessionClientAtom } from '../../../../src/state/session-atom';
import { ANA, stubAccountApi } from '../account/fake-account-api';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

function renderDashboard(signedIn = true) {
  const store = createStore();
  store.set(languageChoiceAtom, 'en');
  if (signedIn) store.set(setSessionClientAtom, { ...ANA });
  else store.set(setSessionClientAtom, null);
  render(
    <Provider store={store}>
      <DashboardScreen />
    </Provider>,
  );
  return store;
}

/** The account calls, with the session answering Ana, as the server does for her cookie. */
const signedInApi = (answers: Parameters<typeof stubAccountApi>[0] = {}) =>
  stubAccountApi({ '/api/session': { body: { Client: ANA } }, ...answers });

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } });
const errorOf = (field: string) => document.querySelector(`[data-field="${field}"]`)?.textContent;

describe('<bb-dashboard>', () => {
  it('asks a guest to sign in, opening the login modal', () => {
    stubAccountApi();
    const store = renderDashboard(false);
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(store.get(loginRequestAtom)).toEqual({ reason: 'dashboard' });
  });

  it("shows the client's details and the side links", () => {
    signedInApi();
    renderDashboard();
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Ana');
    expect((screen.getByLabelText('Surname') as HTMLInputElement).value).toBe('Pérez');
    const nav = screen.getByRole('navigation', { name: 'Dashboard' });
    expect(nav.querySelector('a[href="/dashboard/favorites"]')?.textContent).toBe('Favorites');
    expect(screen.getByRole('button', { name: 'Logout' })).toBeTruthy();
  });

  it('puts each profile error on its own field', async () => {
    signedInApi({
      '/api/sendUpdatedData': {
        status: 422,
        body: {
          profileUpdated: false,
          errors: { PartyEmail: ['email_taken'], PartyPhone: ['invalid_phone'] },
        },
      },
    });
    renderDashboard();
    type('Phone', '123');
    fireEvent.click(screen.getByRole('button', { name: 'Update profile' }));
    // Signed in already: no 'or Login' (the sign-up wording) on the dashboard.
    await waitFor(() =>
      expect(errorOf('PartyEmail')).toBe('This email belongs to another account. Please use another.'),
    );
    expect(errorOf('PartyPhone')).toBe('Please enter a 10-digit phone number.');
    expect(errorOf('PartyName')).toBe('');
  });

  it('refuses a photo of the wrong type before sending, and sends a good one as multipart', async () => {
    const api = signedInApi({
      '/api/sendUpdatedData': { body: { profileUpdated: true, Client: { ...ANA, PartyName: 'Anita' } } },
    });
    const store = renderDashboard();
    // The page's own session call answers first (the old name), as it does before anyone can type.
    await waitFor(() => expect(api.calls.some((call) => call.path === '/api/session')).toBe(true));
    await act(async () => {});
    const input = screen.getByLabelText('Profile photo');
    fireEvent.change(input, { target: { files: [new File(['x'], 'cv.pdf', { type: 'application/pdf' })] } });
    expect(errorOf('file')).toBe('Please choose a JPEG, PNG or WebP image.');
    fireEvent.click(screen.getByRole('button', { name: 'Update profile' }));
    expect(api.posts('/api/sendUpdatedData')).toHaveLength(0);
    fireEvent.change(input, { target: { files: [new File(['x'], 'me.png', { type: 'image/png' })] } });
    expect(errorOf('file')).toBe('');
    type('Name', 'Anita');
    fireEvent.click(screen.getByRole('button', { name: 'Update profile' }));
    await screen.findByText('Your profile has been updated.');
    const sent = api.posts('/api/sendUpdatedData')[0];
    expect(sent?.fields).toMatchObject({ clientID: '41', PartyName: 'Anita', PartyEmail: 'ana@example.com' });
    expect(sent?.fileName).toBe('me.png');
    expect(store.get(sessionClientAtom)?.PartyName).toBe('Anita');
  });

  it('asks for the current password to change the e-mail, and then says the new address waits for its link', async () => {
    // The server's view: once the change is asked for, every answer carries the pending address (the
    // dashboard's lists also ask for the session, and that answer may land after the update's).
    let client: typeof ANA & { PendingEmail?: string } = ANA;
    const api = stubAccountApi({
      '/api/session': () => ({ body: { Client: client } }),
      '/api/sendUpdatedData': () => {
        client = { ...ANA, PendingEmail: 'ana.new@example.com' };
        return { body: { profileUpdated: true, Client: client } };
      },
    });
    renderDashboard();
    expect(screen.queryByLabelText('Current password (needed to change your email)')).toBeNull();
    type('Email', 'ana.new@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Update profile' }));
    expect(errorOf('currentPsw')).toBe('This field is required.');
    expect(api.posts('/api/sendUpdatedData')).toHaveLength(0);
    type('Current password (needed to change your email)', 'my-secret-1');
    fireEvent.click(screen.getByRole('button', { name: 'Update profile' }));
    await screen.findByText(
      'We sent a link to ana.new@example.com. Your email address changes when you open it.',
    );
    expect(api.posts('/api/sendUpdatedData')[0]?.fields).toMatchObject({
      PartyEmail: 'ana.new@example.com',
      currentPsw: 'my-secret-1',
    });
    // The box shows the address the account still has.
    expect((screen.getByLabelText('Email', { exact: true }) as HTMLInputElement).value).toBe(
      'ana@example.com',
    );
  });

  it('checks the confirmation before sending, and shows a wrong current password on its box', async () => {
    const api = signedInApi({
      '/api/changePsw': { body: { currentPswError: 'wrong_current_password', error: {} } },
    });
    renderDashboard();
    type('Current password', 'not mine');
    type('New password', 'new secret 1');
    type('Confirm new password', 'new secret 2');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(errorOf('ConfirmPassword')).toBe('The new passwords do not match.');
    expect(api.posts('/api/changePsw')).toHaveLength(0);
    type('Confirm new password', 'new secret 1');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(errorOf('currentPsw')).toBe('The current password is not correct.'));
  });

  it("says 'An error occurred. Please try again.' when a password change gets no answer, keeping the boxes", async () => {
    signedInApi({ '/api/changePsw': { status: 502, body: {} } });
    renderDashboard();
    type('Current password', 'my-secret-1');
    type('New password', 'new secret 1');
    type('Confirm new password', 'new secret 1');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await screen.findByText('An error occurred. Please try again.');
    expect(screen.getByLabelText('New password', { exact: true })).toHaveProperty('value', 'new secret 1');
  });
});
