import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ReactNode, useEffect, useState } from 'react';
import searchStyles from '../src/parts/search/global-search.css?inline';
import { LocationPanel } from '../src/screens/listings/location-panel/location-panel';
import locationStyles from '../src/screens/listings/location-panel/location-panel.css?inline';
import { Dropdown } from '../src/ui/dropdown';
import uiStyles from '../src/ui/ui.css?inline';
import { installFakeSearchApi } from './support/fake-search-api';
import { ShadowStage } from './support/shadow-stage';

/** Installs the canned API before the panel's first request and removes it afterwards. */
function WithFakeApi({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const uninstall = installFakeSearchApi();
    setReady(true);
    return uninstall;
  }, []);
  return ready ? children : null;
}

const meta = {
  title: 'Listings/Location panel',
  component: LocationPanel,
  args: { close: () => {} },
  parameters: {
    docs: {
      description: {
        component:
          'The body of the filter bar\'s Location dropdown. Prop: close() (closes the dropdown). Try Region "Capital" → Metro → County "Travis" → City "Austin" → ZIP; the choice is written to the page URL.',
      },
    },
  },
  decorators: [
    (Story, context) => (
      <ShadowStage
        styles={[uiStyles, searchStyles, locationStyles]}
        lang={context.parameters.lang === 'es' ? 'es' : 'en'}
      >
        <WithFakeApi>
          <div style={{ minHeight: 640, padding: 16 }}>
            <Story />
          </div>
        </WithFakeApi>
      </ShadowStage>
    ),
  ],
} satisfies Meta<typeof LocationPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The panel on its own. */
export const Panel: Story = {};

/** As the filter bar shows it: inside the Location dropdown. */
export const InTheLocationDropdown: Story = {
  render: () => (
    <Dropdown name="location" label="Location">
      {(close) => <LocationPanel close={close} />}
    </Dropdown>
  ),
};

export const Spanish: Story = { parameters: { lang: 'es' } };
