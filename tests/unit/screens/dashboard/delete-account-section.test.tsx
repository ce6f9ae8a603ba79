import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadCatalog } from '../../../../src/lib/i18n/catalogs';
import type { Lang } from '../../../../src/lib/i18n/lang';
import { DashboardScreen } from '../../../../src/screens/dashboard/dashboard-screen';
import { languageChoiceAtom } from '../../../../src/state/language-atom';
import { sessionClientAtom, setSessionClientAtom } from '../../../../src/state/session-atom';
import { ANA, type Call, stubAccountApi } from '../account/fake-account-api';

await loadCatalog('es');

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

function renderDashboard(lang: Lang = 'en') {
  const store = createStore();
  store.set(languageChoiceAtom, lang);
  store.set(setSessionClientAtom, { ...ANA });
  render(
    <Provider store={store}>
      <DashboardScreen />
    </Provider>,
  );
  return store;
}

const errorOf = (field: string) =>
  document.querySelector(`.dashboard-delete [data-field="${field}"]`)?.textContent;

/** The server's rule for an account with a password ('right-one'), or with none (Google/Facebook only). */
const serverWith = (password: string | null) => (call: Call) => {
  if (password === null) {
    return call.fields.confirmEmail?.trim().toLowerCase() === ANA.PartyEmail.toLowerCase()
      ? { body: { success: true, message: null } }
      : {
          status: 422,
          body: { success: false, errors: { confirmEmail: ['email_mismatch'] }, message: null },
        };
  }
  return call.fields.currentPsw === password
    ? { body: { success: true, message: null } }
    : {
        status: 422,
        body: { success: false, errors: { currentPsw: ['wrong_current_password'] }, message: null },
      };
};

describe('<bb-dashboard>: delete account', () => {
  it('asks for the current password, shows a wrong one on its box, and deletes with the right one', async () => {
    const api = stubAccountApi({
      '/api/session': { body: { Client: ANA } },
      '/api/delete-account': serverWith('right-one'),
    });
    const store = renderDashboard();
    const section = screen.getByRole('region', { name: 'Delete account' });
    expect(section.textContent).toContain('saved searches');
    fireEvent.click(screen.getByRole('button', { name: 'Delete my account…' }));

    fireEvent.change(screen.getByLabelText('Current password to confirm'), { target: { value: 'wrong' } });
    fireEvent.click(screen.getByRole('button', { name: 'Delete my account for good' }));
    await waitFor(() => expect(errorOf('currentPsw')).toBe('The current password is not correct.'));
    expect(store.get(sessionClientAtom)).not.toBeNull();

    fireEvent.change(screen.getByLabelText('Current password to confirm'), {
      target: { value: 'right-one' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Delete my account for good' }));
    expect(await screen.findByText('Your account and its data have been deleted.')).toBeTruthy();
    expect(api.posts('/api/delete-account').at(-1)?.fields).toEqual({ currentPsw: 'right-one' });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(store.get(sessionClientAtom)).toBeNull();
  });

  it('lets a client without a password confirm by typing their e-mail address', async () => {
    stubAccountApi({ '/api/session': { body: { Client: ANA } }, '/api/delete-account': serverWith(null) });
    const store = renderDashboard();
    fireEvent.click(screen.getByRole('button', { name: 'Delete my account…' }));
    fireEvent.click(screen.getByRole('button', { name: /No password\?/ }));
    const email = screen.getByLabelText('Your e-mail address to confirm');
    fireEvent.change(email, { target: { value: 'someone@else.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Delete my account for good' }));
    await waitFor(() =>
      expect(errorOf('confirmEmail')).toBe('This is not the e-mail address of your account.'),
    );
    fireEvent.change(email, { target: { value: ANA.PartyEmail } });
    fireEvent.click(screen.getByRole('button', { name: 'Delete my account for good' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(store.get(sessionClientAtom)).toBeNull();
  });

  it('speaks Spanish', () => {
    stubAccountApi();
    renderDashboard('es');
    expect(screen.getByRole('region', { name: 'Eliminar cuenta' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Eliminar mi cuenta…' }));
    expect(screen.getByRole('button', { name: 'Eliminar mi cuenta definitivamente' })).toBeTruthy();
  });
});
