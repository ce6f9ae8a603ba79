import type { Meta, StoryObj } from '@storybook/react-vite';
import { FilterBar } from '../src/screens/listings/filter-bar/filter-bar';
import filterBarStyles from '../src/screens/listings/filter-bar/filter-bar.css?inline';
import uiStyles from '../src/ui/ui.css?inline';
import { ShadowStage } from './support/shadow-stage';

/** Stand-ins for the panels other parts of the screen supply (the location search, the more-filters panel). */
const placeholder = (text: string) => (close: () => void) => (
  <div style={{ display: 'grid', gap: 12, minWidth: 240 }}>
    <p style={{ margin: 0 }}>{text}</p>
    <button type="button" className="bb-button bb-secondary" onClick={close}>
      Close
    </button>
  </div>
);

const meta = {
  title: 'Listings/Filter bar',
  component: FilterBar,
  args: {
    renderLocation: placeholder('The location search panel goes here.'),
    renderMoreFilters: placeholder('The more-filters panel goes here.'),
  },
  parameters: { layout: 'padded', url: '/listings' },
  decorators: [
    (Story, context) => {
      // The bar reads and writes the page URL (SPEC §2): each story starts from its own address.
      const url = typeof context.parameters.url === 'string' ? context.parameters.url : '/listings';
      window.history.replaceState(null, '', url);
      return (
        <ShadowStage
          key={`${context.id}:${url}`}
          styles={[uiStyles, filterBarStyles]}
          lang={context.parameters.lang === 'es' ? 'es' : 'en'}
        >
          <div style={{ minHeight: 480 }}>
            <Story />
          </div>
        </ShadowStage>
      );
    },
  ],
} satisfies Meta<typeof FilterBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen: 'Any Price' and plain labels. Below 993 px wide the bar hides (the drawer takes over). */
export const Default: Story = {};

/** Filters from a link: '300K - 500K', beds '3+', bath '2+', levels '3+', the city shortened to 'Rou...'. */
export const WithFilters: Story = {
  parameters: {
    url: '/listings?city=round-rock&minPrice=300000&maxPrice=500000&minBedsCount=3&bath=2&levelsMin=4',
  },
};

/** Open-house mode adds the date-range dropdown in front. */
export const OpenHouses: Story = { parameters: { url: '/open-houses?From=2026-06-06&To=2026-06-07' } };

/** /leasing: the price runs from 0 to 10,000 in steps of 100 … 10,000 dollars. */
export const Leasing: Story = { parameters: { url: '/leasing?maxPrice=2500' } };

/** The same bar in Spanish. */
export const Spanish: Story = { parameters: { lang: 'es', url: '/listings?minPrice=250000' } };
