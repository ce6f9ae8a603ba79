import * as v from 'valibot';
import { listingEntries, withPhotoCount } from './listing';
import { wireDateSchema } from './wire-date';
import { nullableNumberSchema } from './wire-number';
import { nullableMultiTextSchema, nullableTextSchema, wireTextSchema } from './wire-text';

/** One row of the Listing History section: listed, price change, status change, sale… */
export const listingHistoryEventSchema = v.object({
  date: wireDateSchema,
  event: wireTextSchema,
  price: nullableNumberSchema,
  status: nullableTextSchema,
});

export type ListingHistoryEvent = v.InferOutput<typeof listingHistoryEventSchema>;

// RESO feeds send multi-value lookups as arrays; the detail sections display them as one line.
const detailValueSchema = v.nullish(
  v.union([
    v.string(),
    v.pipe(v.number(), v.finite()),
    v.boolean(),
    v.pipe(
      v.array(v.union([v.string(), v.number()])),
      v.transform((parts) => parts.map(String).join(', ')),
    ),
  ]),
  null,
);

/**
 * Further RESO fields of the detail modal, grouped by section name:
 * `{ 'Lot Features': { LotFeatures: 'Corner Lot', … }, 'Green Energy': { … } }`.
 */
export const listingDetailSectionsSchema = v.nullish(
  v.record(v.string(), v.record(v.string(), detailValueSchema)),
  () => ({}),
);

export type ListingDetailSections = v.InferOutput<typeof listingDetailSectionsSchema>;

/**
 * The `data` of GET /api/listingsItem/{ListingKeyNumeric}: every Listing field plus the history, the
 * detail sections and the fields only the detail modal shows. Missing history is `[]`, details `{}`.
 */
export const listingDetailSchema = v.pipe(
  v.object({
    ...listingEntries,
    history: v.nullish(v.array(listingHistoryEventSchema), () => []),
    details: listingDetailSectionsSchema,
    ElementarySchool: nullableTextSchema,
    MiddleOrJuniorSchool: nullableTextSchema,
    HighSchool: nullableTextSchema,
    TaxAnnualAmount: nullableNumberSchema,
    TaxYear: nullableNumberSchema,
    AssociationFeeFrequency: nullableTextSchema,
    AccessibilityFeatures: nullableMultiTextSchema,
    LotSizeSquareFeet: nullableNumberSchema,
    UnitNumber: nullableTextSchema,
    /** Metro slug (or name, from older backends). */
    Metro: nullableTextSchema,
    /** Region slug (or name, from older backends). */
    Region: nullableTextSchema,
  }),
  v.transform(withPhotoCount),
);

export type ListingDetail = v.InferOutput<typeof listingDetailSchema>;
