import type { Meta, StoryObj } from '@storybook/react-vite';
import searchStyles from '../src/parts/home-search/home-search.css?inline';
import globalSearchStyles from '../src/parts/search/global-search.css?inline';
import styles from '../src/screens/home/home.css?inline';
import { HomeScreen } from '../src/screens/home/home-screen';
import { widgetStage } from './support/widget-stage';

const meta = {
  title: 'Widgets/bb-home',
  component: HomeScreen,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          '`<bb-home>`: the company home — banner slideshow (a still cover below 992 px) with the search box, featured listings, featured agents, the marketing block and the TREC notices — over the fake API. Banner images, photos and videos are served by the server, so they are blank in Storybook.',
      },
    },
  },
  decorators: [widgetStage([globalSearchStyles, searchStyles, styles])],
} satisfies Meta<typeof HomeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {};

export const Spanish: Story = { parameters: { lang: 'es' } };

export const NothingFeatured: Story = { parameters: { api: 'empty' } };

export const Loading: Story = { parameters: { api: 'slow' } };

export const ApiDown: Story = { parameters: { api: 'down' } };
