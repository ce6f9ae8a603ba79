import type { Meta, StoryObj } from '@storybook/react-vite';
import { HouseScreen } from '../src/screens/house/house-screen';
import styles from '../src/screens/house/house-screen.css?inline';
import { widgetStage } from './support/widget-stage';

const meta = {
  title: 'Widgets/bb-house',
  component: HouseScreen,
  args: { listingKey: 8323588 },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          '`<bb-house listing-key="…">`: one listing as a page of its own — photos, facts, rooms, the map, schedule a tour — over the fake API (a demo listing; photos and map tiles come from the server, so they are blank in Storybook).',
      },
    },
  },
  decorators: [widgetStage([styles])],
} satisfies Meta<typeof HouseScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Guest: Story = {};

export const SignedIn: Story = { parameters: { signedIn: true } };

export const Spanish: Story = { parameters: { lang: 'es' } };

export const Loading: Story = { parameters: { api: 'slow' } };

export const ApiDown: Story = { parameters: { api: 'down' } };
