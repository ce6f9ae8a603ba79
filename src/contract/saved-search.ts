import * as v from 'valibot';
import { formField } from './form-field';
import { idSchema } from './id';
import { itemEnvelope } from './item-envelope';
import { listEnvelope } from './list-envelope';
import { listingsQuerySchema } from './listings-query';
import { wireBooleanSchema } from './wire-boolean';
import { wireNumberSchema } from './wire-number';
import { nullableTextSchema, wireTextSchema } from './wire-text';

/** The criteria columns a stored saved search may filter on (SPEC §3 Saved search). */
export const SAVED_SEARCH_COLUMNS = [
  'PropertyType',
  'PropertySubType',
  'MlsStatus',
  'BedroomsTotal',
  'BathroomsFull',
  'YearBuilt',
  'GarageSpaces',
  'FireplaceYN',
  'DOM',
  'AccessibilityFeatures',
  'LotSizeAcres',
  'AboveGradeFinishedArea',
  'rtlist',
  'ListPrice',
  'PostalCode',
] as const;

/** The operators of a criteria row. */
export const SAVED_SEARCH_OPERATORS = ['min', 'max', '>=', '<='] as const;

/** E-mail notification values: 2 daily e-mail, 0 none (mutually exclusive, SPEC §4). */
export const NOTIFICATION_SCHEDULES = [2, 0] as const;

const criterionValueSchema = v.nullish(
  v.union([v.string(), v.number(), v.boolean(), v.array(v.union([v.string(), v.number()]))]),
  null,
);

/**
 * One stored criteria row, `{ column, operator, value }`. Column and operator stay free text in
 * responses so a row written by a newer server does not hide the whole list.
 */
export const savedSearchCriterionSchema = v.object({
  column: wireTextSchema,
  operator: wireTextSchema,
  value: criterionValueSchema,
});

/**
 * A saved search as GET /api/v1/saved-search/listings/{ClientID} lists it: GatewayID, title (GatewayDesc),
 * the location as field_name/field_value, notification settings and criteria rows. `query` is the listings
 * query the search was saved from (our server sends it; `null` from older backends, where the widget
 * rebuilds filters from the rows).
 */
export const savedSearchSchema = v.object({
  GatewayID: wireNumberSchema,
  GatewayDesc: wireTextSchema,
  /** City, PostalCode, CountyOrParish, Metro or Region. */
  field_name: nullableTextSchema,
  field_value: nullableTextSchema,
  client_gateway_schedule: v.pipe(
    v.nullish(wireNumberSchema, 0),
    v.transform((schedule) => (schedule === 2 ? 2 : 0)),
  ),
  suppress_back_on_market: v.nullish(wireBooleanSchema, false),
  suppress_price_change: v.nullish(wireBooleanSchema, false),
  criteria: v.nullish(v.array(savedSearchCriterionSchema), () => []),
  // A stored query that no longer validates (rules tightened since) must not hide the whole list.
  query: v.fallback(v.nullish(listingsQuerySchema, null), null),
});

export type SavedSearch = v.InferOutput<typeof savedSearchSchema>;

/** Response of GET /api/v1/saved-search/listings/{ClientID}: `{ data: SavedSearch[] }`. */
export const savedSearchesResponseSchema = listEnvelope(savedSearchSchema);

export type SavedSearchesResponse = v.InferOutput<typeof savedSearchesResponseSchema>;

const titleSchema = v.pipe(
  v.string('Expected a title'),
  v.trim(),
  v.minLength(1, 'Expected a title of 1 to 100 characters'),
  v.maxLength(100, 'Expected a title of 1 to 100 characters'),
);

/**
 * The `{json}` segment of GET /api/save-search/{json}: the client (checked against the session), the
 * current listings query as criteria, and an optional title (the server numbers 'Save Search N' when
 * absent). Encode with `encodeJsonSegment`, decode with `decodeJsonSegment`.
 */
export const saveSearchRequestSchema = v.object({
  clientId: idSchema,
  criteria: listingsQuerySchema,
  title: v.optional(titleSchema),
});

export type SaveSearchRequest = v.InferOutput<typeof saveSearchRequestSchema>;

/** Response of GET /api/save-search/{json}: `{ data: { GatewayID, GatewayDesc } }`. */
export const saveSearchResponseSchema = itemEnvelope(
  v.object({ GatewayID: wireNumberSchema, GatewayDesc: wireTextSchema }),
);

export type SaveSearchResponse = v.InferOutput<typeof saveSearchResponseSchema>;

/** Body of POST /api/v1/saved-search/update-title. */
export const savedSearchTitleRequestSchema = v.object({
  id: formField.id,
  title: formField.requiredText(100),
});

export type SavedSearchTitleRequest = v.InferOutput<typeof savedSearchTitleRequestSchema>;

/** Body of POST /api/v1/saved-search/delete. */
export const savedSearchDeleteRequestSchema = v.object({ id: formField.id });

export type SavedSearchDeleteRequest = v.InferOutput<typeof savedSearchDeleteRequestSchema>;

/**
 * Body of POST /api/v1/saved-search/update-notification: email_notification 2 (daily) or 0 (none);
 * price_change and back_on_market switch those notices on. New-listing notices are always on.
 */
export const savedSearchNotificationRequestSchema = v.object({
  id: formField.id,
  email_notification: v.pipe(
    formField.choice(['2', '0']),
    v.transform(Number),
    v.picklist(NOTIFICATION_SCHEDULES),
  ),
  price_change: formField.yesNo,
  back_on_market: formField.yesNo,
});

export type SavedSearchNotificationRequest = v.InferOutput<typeof savedSearchNotificationRequestSchema>;
