import { render, screen, within } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadCatalog } from '../../../../src/lib/i18n/catalogs';
import type { Lang } from '../../../../src/lib/i18n/lang';
import { AgentWidgetCard } from '../../../../src/screens/agent-widget/agent-widget-card';
import { storedAgentAtom } from '../../../../src/state/agent-atom';
import { languageChoiceAtom } from '../../../../src/state/language-atom';
import { stubFetch } from '../../support/stub-fetch';
import { JANE } from './agent-fixtures';

await loadCatalog('es');

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

function renderCard(agent: string | undefined, lang: Lang = 'en') {
  const store = createStore();
  store.set(languageChoiceAtom, lang);
  render(
    <Provider store={store}>
      <AgentWidgetCard agent={agent} />
    </Provider>,
  );
  return store;
}

describe('<bb-agent-widget>', () => {
  it("shows the agent's photo, name, phone, e-mail and a link to the agent's own site", async () => {
    stubFetch({ '/api/agentInfo/jane-doe': { data: JANE } });
    const store = renderCard('jane-doe');
    const card = await screen.findByRole('region', { name: 'Your agent: Jane Doe' });
    expect(within(card).getByText('Jane Doe')).toBeTruthy();
    expect(within(card).getByRole('img', { name: 'Photo of Jane Doe' }).getAttribute('src')).toBe(
      'http://localhost:3000/photos/agents/jane-doe.svg',
    );
    expect(within(card).getByRole('link', { name: '(512) 555-0177' }).getAttribute('href')).toBe(
      'tel:+15125550177',
    );
    expect(within(card).getByRole('link', { name: 'jane@brokerage.test' })).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Visit my website' }).getAttribute('href')).toBe(
      'http://jane-doe.localhost:3000/',
    );
    // A card embedded elsewhere does not make that page the agent's site.
    expect(store.get(storedAgentAtom)).toBeNull();
  });

  it("lets a long e-mail wrap before its '@' and dots rather than inside a word", async () => {
    stubFetch({ '/api/agentInfo/jane-doe': { data: JANE } });
    renderCard('jane-doe');
    const card = await screen.findByRole('region', { name: 'Your agent: Jane Doe' });
    const mail = within(card).getByRole('link', { name: 'jane@brokerage.test' });
    expect(mail.innerHTML).toContain('jane<wbr>@brokerage<wbr>.test');
  });

  it('says in place that the agent attribute is missing (or was invalid)', () => {
    stubFetch({});
    renderCard(undefined);
    expect(screen.getByRole('alert').textContent).toBe(
      'This agent card needs an agent: set its agent attribute to the agent’s MatrixDir.',
    );
  });

  it('says so for an unknown agent, in Spanish too', async () => {
    stubFetch({});
    renderCard('nobody', 'es');
    expect((await screen.findByRole('alert')).textContent).toBe('No encontramos a este agente.');
  });
});
