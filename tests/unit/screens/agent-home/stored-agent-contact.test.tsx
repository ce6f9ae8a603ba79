import { render, screen, waitFor } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ContactScreen } from '../../../../src/screens/contact/contact-screen';
import { languageChoiceAtom } from '../../../../src/state/language-atom';
import { stubFetch } from '../../support/stub-fetch';
import { CONTACT_ROUTES, JANE } from './agent-fixtures';

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

function renderContact() {
  const store = createStore();
  store.set(languageChoiceAtom, 'en');
  render(
    <Provider store={store}>
      <ContactScreen />
    </Provider>,
  );
}

describe("the contact page on an agent's site", () => {
  it("follows the stored agent: 'CONTACT {AGENT}' and no staff carousel", async () => {
    localStorage.setItem('agent', JSON.stringify(JANE));
    stubFetch({ ...CONTACT_ROUTES, '/api/agentInfo/jane-doe': { data: JANE } });
    renderContact();
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('CONTACT JANE DOE'),
    );
    expect(screen.getByRole('link', { name: 'jane@brokerage.test' })).toBeTruthy();
    await screen.findByRole('region', { name: 'Office Locations' });
    expect(screen.queryByRole('region', { name: 'Our Team' })).toBeNull();
  });

  it("stays the company's page when the stored entry is not an agent", async () => {
    localStorage.setItem('agent', '{"hacked":true}');
    stubFetch(CONTACT_ROUTES);
    renderContact();
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('CONTACT US');
    expect(await screen.findByRole('region', { name: 'Our Team' })).toBeTruthy();
  });
});
