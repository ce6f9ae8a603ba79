import type { Meta, StoryObj } from '@storybook/react-vite';
import homeSearchStyles from '../src/parts/home-search/home-search.css?inline';
import globalSearchStyles from '../src/parts/search/global-search.css?inline';
import styles from '../src/screens/agent-home/agent-home.css?inline';
import { AgentHomeScreen } from '../src/screens/agent-home/agent-home-screen';
import { widgetStage } from './support/widget-stage';

const meta = {
  title: 'Widgets/bb-agent-home',
  component: AgentHomeScreen,
  args: { agent: 'brian-mcallister' },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          '`<bb-agent-home agent="{MatrixDir}">`: an agent\'s home — banner (the agent\'s `website_banner`, else `default-banner`, else a plain band), search box, the agent\'s card and messenger block, the TREC notices — over the fake API. `variant="compact"` heads a `<bb-house>` listing on the agent\'s site.',
      },
    },
  },
  decorators: [widgetStage([globalSearchStyles, homeSearchStyles, styles])],
} satisfies Meta<typeof AgentHomeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {};

export const Spanish: Story = { parameters: { lang: 'es' } };

export const Compact: Story = { args: { variant: 'compact' } };

export const Loading: Story = { parameters: { api: 'slow' } };

export const ApiDown: Story = { parameters: { api: 'down' } };
