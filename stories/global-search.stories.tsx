import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ReactNode, useEffect, useState } from 'react';
import { GlobalSearch } from '../src/parts/search/global-search';
import searchStyles from '../src/parts/search/global-search.css?inline';
import { Dropdown } from '../src/ui/dropdown';
import uiStyles from '../src/ui/ui.css?inline';
import { installFakeSearchApi } from './support/fake-search-api';
import { ShadowStage } from './support/shadow-stage';

/** Installs the canned API before the story's first search and removes it afterwards. */
function WithFakeApi({ failSearch, children }: { failSearch: boolean; children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const uninstall = installFakeSearchApi({ failSearch });
    setReady(true);
    return uninstall;
  }, [failSearch]);
  return ready ? children : null;
}

const meta = {
  title: 'Search/Global search',
  component: GlobalSearch,
  args: { agentBranded: false },
  parameters: {
    docs: {
      description: {
        component:
          'Type "10" (addresses), "aus" (cities), "787" (ZIP codes) or "2" (MLS numbers). Props: agentBranded (relative links), siteHost (base host of city sub-domains), exclusive (one open panel per page, default true), showLabel, label.',
      },
    },
  },
  decorators: [
    (Story, context) => (
      <ShadowStage styles={[uiStyles, searchStyles]} lang={context.parameters.lang === 'es' ? 'es' : 'en'}>
        <WithFakeApi failSearch={context.parameters.failSearch === true}>
          <div style={{ maxWidth: 520, minHeight: 420, padding: 16 }}>
            <Story />
          </div>
        </WithFakeApi>
      </ShadowStage>
    ),
  ],
} satisfies Meta<typeof GlobalSearch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const AgentBranded: Story = { args: { agentBranded: true } };

export const Spanish: Story = { parameters: { lang: 'es' } };

export const SearchUnavailable: Story = { parameters: { failSearch: true } };

/** Opening the results closes the Price dropdown and the other way round: one open panel per page. */
export const BesideADropdown: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'flex-start' }}>
      <GlobalSearch {...args} />
      <Dropdown name="price" label="Price">
        {() => <p>Price panel</p>}
      </Dropdown>
    </div>
  ),
};
