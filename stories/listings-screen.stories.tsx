import type { Meta, StoryObj } from '@storybook/react-vite';
import globalSearchStyles from '../src/parts/search/global-search.css?inline';
import filterBarStyles from '../src/screens/listings/filter-bar/filter-bar.css?inline';
import filterPanelStyles from '../src/screens/listings/filter-panel/filter-panel.css?inline';
import cardStyles from '../src/screens/listings/listings.css?inline';
import { ListingsScreen } from '../src/screens/listings/listings-screen';
import screenStyles from '../src/screens/listings/listings-screen.css?inline';
import locationPanelStyles from '../src/screens/listings/location-panel/location-panel.css?inline';
import mapToggleStyles from '../src/screens/listings/map/listings-map-toggle.css?inline';
import { keenSliderStyles } from '../src/styles/keen-slider-styles';
import { widgetStage } from './support/widget-stage';

const meta = {
  title: 'Widgets/bb-listings',
  component: ListingsScreen,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          "`<bb-listings>`: the listings screen — filter bar, global search, the cards with hearts and compare, the pager, the map toggle and saved searches — over the fake API (a dozen demo listings whatever the filters; photos come from the server and the map engine's worker is not served by Storybook, so both stay blank here). Its mode follows the page path, which here is Storybook's own, so it shows the /listings mode.",
      },
    },
  },
  decorators: [
    widgetStage([
      keenSliderStyles,
      screenStyles,
      mapToggleStyles,
      filterBarStyles,
      filterPanelStyles,
      locationPanelStyles,
      globalSearchStyles,
      cardStyles,
    ]),
  ],
} satisfies Meta<typeof ListingsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Guest: Story = {};

export const SignedIn: Story = { parameters: { signedIn: true } };

export const Spanish: Story = { parameters: { lang: 'es' } };

export const NoMatches: Story = { parameters: { api: 'empty' } };

export const Loading: Story = { parameters: { api: 'slow' } };

export const ApiDown: Story = { parameters: { api: 'down' } };
