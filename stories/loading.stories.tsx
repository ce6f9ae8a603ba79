import type { Meta, StoryObj } from '@storybook/react-vite';
import { LoadingIndicator } from '../src/screens/loading/loading-indicator';
import styles from '../src/screens/loading/loading-indicator.css?inline';
import { widgetStage } from './support/widget-stage';

const meta = {
  title: 'Widgets/bb-loading',
  component: LoadingIndicator,
  parameters: {
    docs: {
      description: {
        component:
          "`<bb-loading label=\"…\">`: a spinner for a part of the page that is still loading; the label is read aloud (default 'Loading…' in the page's language).",
      },
    },
  },
  decorators: [widgetStage([styles])],
} satisfies Meta<typeof LoadingIndicator>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithLabel: Story = { args: { label: 'Loading the open houses…' } };

export const Spanish: Story = { parameters: { lang: 'es' } };
