import type { Meta, StoryObj } from '@storybook/react-vite';
import * as v from 'valibot';
import { type Listing, listingSchema } from '../src/contract';
import { ListingCard } from '../src/screens/listings/listing-card';
import listingsStyles from '../src/screens/listings/listings.css?inline';
import { ShadowStage } from './support/shadow-stage';

/** A listing as an MLS backend sends it: numbers as text, some fields missing. */
const active = v.parse(listingSchema, {
  ListingKeyNumeric: 4821937,
  ListingKey: 'ACT4821937',
  MlsNum: '4821937',
  MlsStatus: 'Active',
  ListPrice: '549000.00',
  DOM: 12,
  Address: '1234 Oak Hollow Dr',
  City: 'Austin',
  PostalCode: '78704',
  StateOrProvince: null,
  BedroomsTotal: 3,
  BathroomsFull: 2,
  BathroomsHalf: 1,
  AboveGradeFinishedArea: 1850,
  GarageSpaces: 1.5,
  List_OfficeName: 'Bluebonnet Realty',
  PhotoCount: 9,
});

const sold: Listing = {
  ...active,
  MlsStatus: 'Closed',
  REP: 'BA',
  ClosePrice: 560000,
  ListPrice: null,
  PhotoCount: 0,
};

const HUES = [205, 25, 140, 280, 45, 330, 170, 10, 90];
/** Stand-in photos drawn inline, so the story needs no server. */
const photoUrl = (_listing: Listing, n: number) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 200"><rect width="300" height="200" fill="hsl(${HUES[(n - 1) % HUES.length]} 45% 70%)"/><polygon points="80,110 150,60 220,110" fill="#8a4b2d"/><rect x="95" y="110" width="110" height="60" fill="#f3eee3"/><rect x="140" y="135" width="20" height="35" fill="#5a3a22"/></svg>`,
  )}`;

const meta = {
  title: 'Listings/Listing card',
  component: ListingCard,
  args: { listing: active, photoUrl },
  decorators: [
    (Story, context) => (
      <ShadowStage styles={[listingsStyles]} lang={context.parameters.lang === 'es' ? 'es' : 'en'}>
        <div style={{ maxWidth: 360 }}>
          <Story />
        </div>
      </ShadowStage>
    ),
  ],
} satisfies Meta<typeof ListingCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An active listing: days-on-market badge, price, facts with 'N Full / M Half' baths, garage rounded up. */
export const Active: Story = {};

/** A sold listing whose broker represented the buyer, with no photos: the placeholder and 'Buyer Rep.'. */
export const SoldWithoutPhotos: Story = { args: { listing: sold } };

/** The same card in Spanish. */
export const Spanish: Story = { parameters: { lang: 'es' } };
