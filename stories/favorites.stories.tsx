import type { Meta, StoryObj } from '@storybook/react-vite';
import cardStyles from '../src/screens/listings/listings.css?inline';
import { FavoritesScreen } from '../src/screens/saved/favorites-screen';
import styles from '../src/screens/saved/saved.css?inline';
import { keenSliderStyles } from '../src/styles/keen-slider-styles';
import { widgetStage } from './support/widget-stage';

const meta = {
  title: 'Widgets/bb-favorites',
  component: FavoritesScreen,
  parameters: {
    signedIn: true,
    docs: {
      description: {
        component:
          "`<bb-favorites>`: the signed-in client's favorite listings as cards, each with its note and Remove, over the fake API (three demo listings, the first with a note). Photos come from the server's photo route, so they are blank in Storybook.",
      },
    },
  },
  decorators: [widgetStage([keenSliderStyles, cardStyles, styles])],
} satisfies Meta<typeof FavoritesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {};

export const Spanish: Story = { parameters: { lang: 'es' } };

export const Empty: Story = { parameters: { api: 'empty' } };

export const Loading: Story = { parameters: { api: 'slow' } };

export const ApiDown: Story = { parameters: { api: 'down' } };

export const Guest: Story = { parameters: { signedIn: false } };
