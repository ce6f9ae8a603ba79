import * as v from 'valibot';
import { socialLinksSchema } from './social-links';
import { nullableTextSchema } from './wire-text';

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
  social_links: socialLinksSchema,
});

export type ConfigResponse = v.InferOutput<typeof configResponseSchema>;
