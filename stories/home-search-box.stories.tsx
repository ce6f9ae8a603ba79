import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ReactNode, useEffect, useState } from 'react';
import homeSearchStyles from '../src/parts/home-search/home-search.css?inline';
import { HomeSearchBox } from '../src/parts/home-search/home-search-box';
import searchStyles from '../src/parts/search/global-search.css?inline';
import uiStyles from '../src/ui/ui.css?inline';
import { installFakeSearchApi } from './support/fake-search-api';
import { ShadowStage } from './support/shadow-stage';

const CITIES = ['Austin', 'Austwell', 'Round Rock', 'Round Top', 'San Antonio', 'San Marcos'];
// 25 ZIP codes from 78701: 'Load more' finds two batches, then the toast.
const ZIPS = Array.from({ length: 25 }, (_, i) => String(78701 + i));

/** The home box's own calls (searchCity, searchPostal, searchPostalMore) over the shared fake search API. */
function installFakeHomeSearchApi(): () => void {
  const uninstallSearch = installFakeSearchApi();
  const next = window.fetch;
  window.fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.href);
    const path = decodeURIComponent(url.pathname);
    const answer = (rows: unknown[]) => Response.json({ data: rows });
    const starts = (text: string) => (value: string) => value.toLowerCase().startsWith(text.toLowerCase());
    if (path.startsWith('/api/searchCity/')) {
      const text = path.slice('/api/searchCity/'.length);
      return answer(
        CITIES.filter(starts(text)).map((City) => ({
          City,
          subdomain: City.toLowerCase().replace(/ /g, '-'),
        })),
      );
    }
    if (path.startsWith('/api/searchPostal/')) {
      const text = path.slice('/api/searchPostal/'.length);
      return answer(
        ZIPS.filter(starts(text))
          .slice(0, 10)
          .map((zip) => ({ 'ZIP code': zip })),
      );
    }
    if (path.startsWith('/api/searchPostalMore/')) {
      const { text, start, end } = JSON.parse(path.slice('/api/searchPostalMore/'.length));
      const found = ZIPS.filter(starts(text)).slice(start, start + end);
      return answer(found.map((zip) => ({ 'ZIP code': zip })));
    }
    return next(input, init);
  };
  return () => {
    window.fetch = next;
    uninstallSearch();
  };
}

function WithFakeApi({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const uninstall = installFakeHomeSearchApi();
    setReady(true);
    return uninstall;
  }, []);
  return ready ? children : null;
}

const meta = {
  title: 'Home/Home search box',
  component: HomeSearchBox,
  args: { agentBranded: false, onNavigate: (href: string) => window.alert(`Search goes to ${href}`) },
  parameters: {
    docs: {
      description: {
        component:
          'Type "aus" or "round" in City, "787" in ZIP Code (then Load more twice: the second batch is the last, a third shows the toast). Search shows where it would go. Props: listingsPath, cityHref, agentBranded, onNavigate.',
      },
    },
  },
  decorators: [
    (Story, context) => (
      <ShadowStage
        styles={[uiStyles, searchStyles, homeSearchStyles]}
        lang={context.parameters.lang === 'es' ? 'es' : 'en'}
      >
        <WithFakeApi>
          <div style={{ maxWidth: 960, minHeight: 520, padding: 16, background: '#26344a' }}>
            <Story />
          </div>
        </WithFakeApi>
      </ShadowStage>
    ),
  ],
} satisfies Meta<typeof HomeSearchBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** On an agent's site: suggestion links stay relative and searches go to the agent's own pages. */
export const AgentSite: Story = {
  args: { agentBranded: true, listingsPath: '/search', cityHref: (city: string) => `/search/${city}` },
};

export const Spanish: Story = { parameters: { lang: 'es' } };

export const Phone: Story = { parameters: { viewport: { defaultViewport: 'mobile1' } } };
