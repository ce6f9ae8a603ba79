import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadCatalog } from '../../../../src/lib/i18n/catalogs';
import type { Lang } from '../../../../src/lib/i18n/lang';
import { AgentHomeScreen } from '../../../../src/screens/agent-home/agent-home-screen';
import { storedAgentAtom } from '../../../../src/state/agent-atom';
import { languageChoiceAtom } from '../../../../src/state/language-atom';
import { stubFetch } from '../../support/stub-fetch';
import { JANE } from './agent-fixtures';

await loadCatalog('es');

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

function renderHome(
  props: { agent?: string; defaultBanner?: string; variant?: 'full' | 'compact' },
  lang: Lang = 'en',
) {
  const store = createStore();
  store.set(languageChoiceAtom, lang);
  render(
    <Provider store={store}>
      <AgentHomeScreen {...props} />
    </Provider>,
  );
  return store;
}

describe('<bb-agent-home>', () => {
  it("shows the agent's banner, name, metro and ways to reach them, and stores the agent", async () => {
    stubFetch({ '/api/agentInfo/jane-doe': { data: JANE }, '/api/agentFbPage/jane-doe': { data: JANE } });
    const store = renderHome({ agent: 'jane-doe' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Jane Doe' })).toBeTruthy();
    expect(screen.getByText('Your real estate agent in Dallas Fort Worth')).toBeTruthy();
    const banner = document.querySelector('.agent-banner-image');
    expect(banner?.getAttribute('src')).toBe('http://localhost:3000/photos/banners/jane-doe.svg');

    const search = screen.getByRole('region', { name: 'Find your next home' });
    // The search box's own heading ranks under the section's (h3), not above it.
    expect(within(search).getByRole('heading', { level: 3, name: 'Find your next home' })).toBeTruthy();
    expect(within(search).getByRole('heading', { level: 4, name: 'General Search' })).toBeTruthy();
    const info = screen.getByRole('region', { name: 'Get in touch' });
    expect(within(info).getByRole('img', { name: 'Photo of Jane Doe' }).getAttribute('src')).toBe(
      'http://localhost:3000/photos/agents/jane-doe.svg',
    );
    expect(within(info).getByRole('link', { name: '(512) 555-0177' }).getAttribute('href')).toBe(
      'tel:+15125550177',
    );
    expect(within(info).getByRole('link', { name: '(512) 555-0188' })).toBeTruthy();
    expect(within(info).getByRole('link', { name: 'jane@brokerage.test' }).getAttribute('href')).toBe(
      'mailto:jane@brokerage.test',
    );
    // Links stay on the agent's own site.
    expect(within(info).getByRole('link', { name: 'Send me a message' }).getAttribute('href')).toBe(
      '/contact',
    );

    const messenger = await screen.findByRole('link', { name: /^Chat with Jane Doe on Facebook/ });
    expect(messenger.getAttribute('href')).toBe('https://www.facebook.com/jane-doe.bluebonnet');

    expect(store.get(storedAgentAtom)?.MatrixDir).toBe('jane-doe');
    expect(JSON.parse(localStorage.getItem('agent') ?? 'null')?.AgentChimeName).toBe('Jane Doe');
  });

  it('hides the messenger block when the agent has no Facebook page (false)', async () => {
    const { requested } = stubFetch({
      '/api/agentInfo/jane-doe': { data: JANE },
      '/api/agentFbPage/jane-doe': false,
    });
    renderHome({ agent: 'jane-doe' });
    await screen.findByRole('heading', { level: 2, name: 'Jane Doe' });
    await waitFor(() => expect(requested).toContain('/api/agentFbPage/jane-doe'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('region', { name: 'Message me on Facebook' })).toBeNull();
    expect(screen.queryByRole('link', { name: /Facebook/ })).toBeNull();
  });

  it('uses the default banner for an agent without one, and when the banner fails to load', async () => {
    stubFetch({ '/api/agentInfo/jane-doe': { data: { ...JANE, website_banner: null } } });
    renderHome({ agent: 'jane-doe', defaultBanner: '/demo-assets/agent-banner.svg' });
    await screen.findByRole('heading', { level: 2, name: 'Jane Doe' });
    const banner = () => document.querySelector('.agent-banner-image');
    expect(banner()?.getAttribute('src')).toBe('http://localhost:3000/demo-assets/agent-banner.svg');
    fireEvent.error(banner() as Element);
    // Nothing left to try: the plain brand band, with the name still on it.
    expect(banner()).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Jane Doe' })).toBeTruthy();
  });

  it('never puts a javascript: banner into the page', async () => {
    stubFetch({ '/api/agentInfo/jane-doe': { data: { ...JANE, website_banner: 'javascript:alert(1)' } } });
    renderHome({ agent: 'jane-doe' });
    await screen.findByRole('heading', { level: 2, name: 'Jane Doe' });
    expect(document.querySelector('.agent-banner-image')).toBeNull();
  });

  it('heads a listing in its compact variant: banner, card and notices, no search box or messenger', async () => {
    stubFetch({ '/api/agentInfo/jane-doe': { data: JANE }, '/api/agentFbPage/jane-doe': { data: JANE } });
    renderHome({ agent: 'jane-doe', variant: 'compact' });
    await screen.findByRole('heading', { level: 2, name: 'Jane Doe' });
    expect(screen.getByRole('region', { name: 'Get in touch' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Find your next home' })).toBeNull();
    expect(screen.queryByRole('link', { name: /Facebook/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Consumer Protection Notice' })).toBeTruthy();
  });

  it('links the TREC notices on the agent page', async () => {
    stubFetch({ '/api/agentInfo/jane-doe': { data: JANE } });
    renderHome({ agent: 'jane-doe' });
    const notices = screen.getByRole('navigation', { name: 'Texas real estate notices' });
    expect(
      within(notices)
        .getByRole('link', { name: 'Information About Brokerage Services' })
        .getAttribute('href'),
    ).toBe('https://www.trec.texas.gov/forms/information-about-brokerage-services');
    expect(within(notices).getByRole('link', { name: 'Consumer Protection Notice' })).toBeTruthy();
  });

  it('says so when the agent does not exist, and stores nothing', async () => {
    stubFetch({});
    const store = renderHome({ agent: 'nobody' });
    expect((await screen.findByRole('alert')).textContent).toContain('We could not find this agent’s page.');
    expect(store.get(storedAgentAtom)).toBeNull();
  });

  it('offers Retry when the API cannot be reached, then shows the agent', async () => {
    stubFetch({ '/api/agentInfo/jane-doe': { data: JANE } });
    const ok = globalThis.fetch;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    renderHome({ agent: 'jane-doe' });
    const retry = await screen.findByRole('button', { name: 'Retry' }, { timeout: 8000 });
    vi.stubGlobal('fetch', ok);
    fireEvent.click(retry);
    expect(await screen.findByRole('heading', { level: 2, name: 'Jane Doe' })).toBeTruthy();
  }, 15_000);

  it('reads the agent from the page host when there is no attribute (none on localhost)', async () => {
    stubFetch({});
    renderHome({});
    expect((await screen.findByRole('alert')).textContent).toContain('No agent was chosen for this page.');
  });

  it('speaks Spanish', async () => {
    stubFetch({ '/api/agentInfo/jane-doe': { data: JANE } });
    renderHome({ agent: 'jane-doe' }, 'es');
    expect(await screen.findByText('Su agente inmobiliario en Dallas Fort Worth')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Póngase en contacto' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Envíeme un mensaje' })).toBeTruthy();
  });
});
