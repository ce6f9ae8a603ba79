import type { Meta, StoryObj } from '@storybook/react-vite';
import { SavedSearchPanel } from '../src/parts/saved-searches/saved-search-panel';
import { FilterDrawerToggle } from '../src/screens/listings/filter-panel/filter-drawer-toggle';
import { FilterPanel } from '../src/screens/listings/filter-panel/filter-panel';
import filterPanelStyles from '../src/screens/listings/filter-panel/filter-panel.css?inline';
import { MoreFiltersPanel } from '../src/screens/listings/filter-panel/more-filters-panel';
import { Dropdown } from '../src/ui/dropdown';
import uiStyles from '../src/ui/ui.css?inline';
import { ShadowStage } from './support/shadow-stage';

/**
 * The filters beyond the top bar. They read and write the preview frame's own URL, as on a page: Apply
 * adds the filters to the frame's query string, and Save Search keeps searches in this browser's
 * localStorage ('bluebonnet:saved-searches'), so saved searches outlive a story switch.
 */
const meta = {
  title: 'Listings/Filter panel',
  component: FilterPanel,
  decorators: [
    (Story, context) => (
      <ShadowStage
        styles={[uiStyles, filterPanelStyles]}
        lang={context.parameters.lang === 'es' ? 'es' : 'en'}
      >
        <div style={{ maxWidth: 360, padding: 12 }}>
          <Story />
        </div>
      </ShadowStage>
    ),
  ],
} satisfies Meta<typeof FilterPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Desktop side panel (shown from 993 px): cards with their Reset, Apply All Changes, Reset All, Save Search. */
export const SidePanel: Story = {};

/** The same panel in Spanish. */
export const Spanish: Story = { parameters: { lang: 'es' } };

/** The body of the top bar's 'More filters' dropdown; Apply Changes applies and closes. */
export const MoreFilters: Story = {
  render: () => (
    <Dropdown name="more-filters" label="More filters">
      {(close) => <MoreFiltersPanel close={close} />}
    </Dropdown>
  ),
};

/** The mobile Filters button (shown below 993 px; shown here at any width) and the drawer it opens. */
export const MobileDrawer: Story = {
  render: () => (
    <>
      <style>{'.bb-filter-drawer-toggle { display: inline-flex; }'}</style>
      <FilterDrawerToggle />
    </>
  ),
};

/** The guest's saved-search dropdown: save the current filters, apply, rename or delete one. */
export const SavedSearches: Story = {
  render: () => (
    <div style={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'flex-end', minHeight: 320 }}>
      <SavedSearchPanel />
    </div>
  ),
};
