import type { Meta, StoryObj } from '@storybook/react-vite';
import { ThankYouScreen } from '../src/screens/thank-you/thank-you-screen';
import styles from '../src/screens/thank-you/thank-you-screen.css?inline';
import { widgetStage } from './support/widget-stage';

const meta = {
  title: 'Widgets/bb-thank-you',
  component: ThankYouScreen,
  parameters: {
    docs: {
      description: {
        component:
          "`<bb-thank-you>`: the page a form's frame shows after sending (800 px high). On a page its `?name=…&email=…` query personalise it; the story page has none, so it shows the plain thanks. `listings-path` sets where 'Back to listings' goes.",
      },
    },
  },
  decorators: [widgetStage([styles])],
} satisfies Meta<typeof ThankYouScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const OtherListingsPath: Story = { args: { listingsPath: '/open-houses' } };

export const Spanish: Story = { parameters: { lang: 'es' } };
