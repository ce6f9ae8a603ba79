import type { Meta, StoryObj } from '@storybook/react-vite';
import { CompareScreen } from '../src/screens/saved/compare-screen';
import styles from '../src/screens/saved/saved.css?inline';
import { widgetStage } from './support/widget-stage';

const meta = {
  title: 'Widgets/bb-compare',
  component: CompareScreen,
  parameters: {
    signedIn: true,
    docs: {
      description: {
        component:
          "`<bb-compare>`: the signed-in client's compare list side by side over the fake API; the table alone, with more listings, is in 'Saved/Compare table'.",
      },
    },
  },
  decorators: [widgetStage([styles])],
} satisfies Meta<typeof CompareScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {};

export const Spanish: Story = { parameters: { lang: 'es' } };

export const Empty: Story = { parameters: { api: 'empty' } };

export const Loading: Story = { parameters: { api: 'slow' } };

export const ApiDown: Story = { parameters: { api: 'down' } };

export const Guest: Story = { parameters: { signedIn: false } };
