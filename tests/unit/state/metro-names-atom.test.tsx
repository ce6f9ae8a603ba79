import { render, waitFor } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LeadLastStepForm } from '../../../src/parts/lead/lead-last-step-form';
import { RegisterForm } from '../../../src/screens/account/register-form';
import { languageChoiceAtom } from '../../../src/state/language-atom';
import { leadDraftSchema } from '../../../src/state/lead-draft-atom';
import { stubAccountApi } from '../screens/account/fake-account-api';

// The real ALTCHA widget runs in the browser test; it plays no part in the metro suggestions.
vi.mock('../../../src/screens/account/altcha-field', () => ({ AltchaField: () => null }));

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const draft = v.parse(leadDraftSchema, { listingKey: 1, step: 'last' });

/** The metro names each <datalist> on the page suggests. */
const suggestions = () =>
  [...document.querySelectorAll('datalist')].map((list) =>
    [...list.querySelectorAll('option')].map((option) => option.value),
  );

describe('the metro names of a page', () => {
  it('are asked for once when two widgets on one page suggest them', async () => {
    const api = stubAccountApi();
    const store = createStore();
    store.set(languageChoiceAtom, 'en');
    render(
      <Provider store={store}>
        <RegisterForm onRegistered={() => undefined} onLogin={() => undefined} />
        <LeadLastStepForm
          draft={draft}
          update={() => undefined}
          errorOf={() => null}
          sending={false}
          onSubmit={() => undefined}
          trap=""
          onTrap={() => undefined}
        />
      </Provider>,
    );

    const all = ['Texas', 'Austin-Round Rock', 'Dallas'];
    await waitFor(() => expect(suggestions()).toEqual([all, all]));
    expect(api.calls.filter((call) => call.path === '/api/v1/map/metros')).toHaveLength(1);
  });

  it('still suggest Texas when the list cannot be read', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    stubAccountApi({
      '/api/v1/map/metros': { status: 503, body: { error: { code: 'down', message: 'down' } } },
    });
    const store = createStore();
    store.set(languageChoiceAtom, 'en');
    render(
      <Provider store={store}>
        <RegisterForm onRegistered={() => undefined} onLogin={() => undefined} />
      </Provider>,
    );
    await waitFor(() => expect(console.warn).toHaveBeenCalled());
    expect(suggestions()).toEqual([['Texas']]);
  });
});
