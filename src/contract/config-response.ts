import * as v from 'valibot';
import { officeContactSchema } from './office-contact';
import { socialLinksSchema } from './social-links';
import { nullableTextSchema, wireTextSchema } from './wire-text';

// Older backends send one English string; ours sends `{ en, es }` (the widgets are bilingual, DESIGN).
const localizedTextSchema = v.nullish(
  v.union([
    v.pipe(
      v.string(),
      v.transform((en) => ({ en, es: null })),
    ),
    v.object({ en: v.string(), es: nullableTextSchema }),
  ]),
  null,
);

export type LocalizedText = NonNullable<v.InferOutput<typeof localizedTextSchema>>;

/**
 * One slide of the company home's banner: `key` names a city the widget knows ('austin', 'dallas',
 * 'houston', 'rural-texas', 'san-antonio': its translated name is the slide's label) or any other key
 * with its own `label`; `image` is a URL, absolute or a path on the API's host.
 */
const homeBannerSchema = v.object({ key: wireTextSchema, image: wireTextSchema, label: nullableTextSchema });

export type HomeBanner = v.InferOutput<typeof homeBannerSchema>;

/**
 * The base map without a Mapbox token (README "Configuration"): a style.json URL, a PMTiles file the
 * API serves (`url` a path on the API's host or a URL) drawn with the widgets' own style, or the offline
 * style. Absent (older servers) or a kind this widget does not know: the offline style.
 */
const baseMapSchema = v.fallback(
  v.nullish(
    v.variant('kind', [
      v.object({ kind: v.literal('style'), url: v.pipe(v.string(), v.url()) }),
      v.object({ kind: v.literal('pmtiles'), url: wireTextSchema }),
      v.object({ kind: v.literal('offline') }),
    ]),
    () => ({ kind: 'offline' as const }),
  ),
  () => ({ kind: 'offline' as const }),
);

export type BaseMapConfig = v.InferOutput<typeof baseMapSchema>;

/**
 * Response of GET /api/config: the listings status-line texts (SPEC §2 'loading' and '{completed text}
 * Showing N listings'), photo URL templates with `{ListingKeyNumeric}` and `{n}` placeholders, and the
 * Mapbox token when one is configured (maplibre otherwise), and the brokerage's social pages for the
 * footers. Missing values are `null` (or no links): the widget falls back to its own texts and the
 * collateral host.
 */
export const configResponseSchema = v.object({
  status_data: v.nullish(v.object({ loading: localizedTextSchema, completed: localizedTextSchema }), () => ({
    loading: null,
    completed: null,
  })),
  photo_url_template: nullableTextSchema,
  collateral_url_template: nullableTextSchema,
  map_token: nullableTextSchema,
  base_map: baseMapSchema,
  social_links: socialLinksSchema,
  /** The footers' toll-free number, office number and office MLS ID (SPEC §9); `null`: that line is hidden. */
  office_contact: officeContactSchema,
  /** The company home's desktop slideshow (`<bb-home>`); none: a plain banner. */
  home_banners: v.nullish(v.array(homeBannerSchema), () => []),
  /** The company home's static cover image on phones; null: the first banner image. */
  home_cover: nullableTextSchema,
  /**
   * Social sign-in (issue 7): the Google client id and Facebook app id the buttons use (`null`: that
   * provider is off), and the host names on which the buttons show (empty: every host).
   */
  social_sign_in: v.nullish(
    v.object({
      google_client_id: nullableTextSchema,
      facebook_app_id: nullableTextSchema,
      hosts: v.nullish(v.array(v.string()), () => []),
    }),
    () => ({ google_client_id: null, facebook_app_id: null, hosts: [] }),
  ),
  /**
   * When the MLS listing data was last updated (ISO timestamp; the oldest of the feeds' last successful
   * syncs), for the MLS disclaimer; null or absent (older servers, generated demo data): not shown.
   */
  data_updated_at: v.nullish(v.pipe(v.string(), v.isoTimestamp()), null),
});

export type ConfigResponse = v.InferOutput<typeof configResponseSchema>;
