import type { Meta, StoryObj } from '@storybook/react-vite';
import * as v from 'valibot';
import { savedListingEntrySchema } from '../src/contract';
import { CompareTable } from '../src/screens/saved/compare-table';
import savedStyles from '../src/screens/saved/saved.css?inline';
import { ShadowStage } from './support/shadow-stage';

/** Three listings of a compare list, as GET /api/compare/{ClientID} answers them (one with a note). */
const entries = [
  {
    ListingKeyNumeric: 101,
    MlsStatus: 'Active',
    ListPrice: 549000,
    Address: '1234 Oak Hollow Dr',
    City: 'Austin',
    PostalCode: '78704',
    PropertyType: 'Residential',
    BedroomsTotal: 3,
    BathroomsFull: 2,
    BathroomsHalf: 1,
    AboveGradeFinishedArea: 1850,
    LotSizeAcres: 0.21,
    YearBuilt: 1998,
    GarageSpaces: 2,
    Stories: 2,
    DOM: 12,
    AssociationFee: 420,
    note: 'Big yard, close to the school',
  },
  {
    ListingKeyNumeric: 102,
    MlsStatus: 'ComingSoon',
    ListPrice: 415000,
    Address: '88 Cedar Bend',
    City: 'Round Rock',
    PostalCode: '78664',
    PropertyType: 'Residential',
    BedroomsTotal: 4,
    BathroomsFull: 3,
    AboveGradeFinishedArea: 2410,
    LotSizeAcres: 1.5,
    YearBuilt: 2015,
    GarageSpaces: 3,
    DOM: 0,
  },
  {
    ListingKeyNumeric: 103,
    MlsStatus: 'Pending',
    ListPrice: null,
    Address: '5 Mesquite Ln',
    City: 'Georgetown',
    PostalCode: '78626',
    PropertyType: 'Land',
  },
].map((entry) => v.parse(savedListingEntrySchema, entry));

const meta = {
  title: 'Saved/Compare table',
  component: CompareTable,
  args: { entries, onRemove: () => {}, onNote: () => {} },
  decorators: [
    (Story, context) => (
      <ShadowStage styles={[savedStyles]} lang={context.parameters.lang === 'es' ? 'es' : 'en'}>
        <Story />
      </ShadowStage>
    ),
  ],
} satisfies Meta<typeof CompareTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Facts as row headers, one column per listing; missing facts read 'N/A', a missing price 'No Price'. */
export const ThreeListings: Story = {};

/** At 375 px the table scrolls sideways inside its focusable region. */
export const Phone: Story = { parameters: { viewport: { defaultViewport: 'mobile1' } } };

export const Spanish: Story = { parameters: { lang: 'es' } };
