import type { Meta, StoryObj } from '@storybook/react-vite';
import { createStore, Provider } from 'jotai';
import * as v from 'valibot';
import { type Listing, listingSchema } from '../src/contract';
import { ListingCard } from '../src/parts/listing-card/listing-card';
import listingsStyles from '../src/screens/listings/listings.css?inline';
import { languageChoiceAtom } from '../src/state/language-atom';
import { pinSavedKeysAtom } from '../src/state/saved-keys-atom';
import { sessionClientAtom } from '../src/state/session-atom';
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
    (Story, context) => {
      const lang = context.parameters.lang === 'es' ? 'es' : 'en';
      // A store of the story's own, so a story can sign a client in without touching the others.
      const store = createStore();
      store.set(languageChoiceAtom, lang);
      if (context.parameters.signedIn === true) {
        store.set(sessionClientAtom, { ClientID: 5, PartyName: 'Ana' });
        store.set(pinSavedKeysAtom, {
          favorites: new Set([active.ListingKeyNumeric]),
          compares: new Set<number>(),
        });
      }
      return (
        <ShadowStage styles={[listingsStyles]} lang={lang}>
          <Provider store={store}>
            <div style={{ maxWidth: 360 }}>
              <Story />
            </div>
          </Provider>
        </ShadowStage>
      );
    },
  ],
} satisfies Meta<typeof ListingCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * An active listing seen by a guest: days-on-market badge, heart and (from 770 px) compare button, price,
 * facts with 'N Full / M Half' baths, garage rounded up. Photos load once the card is in view; from the
 * fifth photo (press Previous to wrap to 9/9) a blurred 'Unlock + 5 Photos' asks the guest to sign in.
 */
export const Active: Story = {};

/** A signed-in client who keeps this listing as a favorite: the heart is pressed, every photo is open. */
export const SignedInFavorite: Story = { parameters: { signedIn: true } };

/** Photos whose hosts fail: each shows the placeholder once the CDN and collateral hosts both failed. */
export const BrokenPhotos: Story = { args: { photoUrl: () => 'data:image/png;base64,broken' } };

/** A sold listing whose broker represented the buyer, with no photos: the placeholder and 'Buyer Rep.'. */
export const SoldWithoutPhotos: Story = { args: { listing: sold } };

/** The same card in Spanish. */
export const Spanish: Story = { parameters: { lang: 'es' } };
