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

/**
 * The operators of a criteria row: SPEC's min, max, >=, <=, plus '=' for a single value (PropertyType,
 * PostalCode, the feature flags) and 'in' for a list (MlsStatus, PropertySubType).
 */
export const SAVED_SEARCH_OPERATORS = ['min', 'max', '>=', '<=', '=', 'in'] as const;

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
  /** The URL query string the search was saved from ('?minPrice=…'), `null` when none was sent. */
  search: v.fallback(v.nullish(v.string(), null), null),
  // A stored query that no longer validates (rules tightened since) must not hide the whole list.
  query: v.fallback(v.nullish(listingsQuerySchema, null), null),
});

export type SavedSearch = v.InferOutput<typeof savedSearchSchema>;

/** Response of GET /api/v1/saved-search/listings/{ClientID}: `{ data: SavedSearch[] }`. */
export const savedSearchesResponseSchema = listEnvelope(savedSearchSchema);

export type SavedSearchesResponse = v.InferOutput<typeof savedSearchesResponseSchema>;

/** A listings URL query string as the screen writes it: '' or '?…', at most 8,000 characters. */
const searchTextSchema = v.pipe(
  v.string('Expected a query string'),
  v.maxLength(8000, 'Expected a query string of at most 8000 characters'),
  v.regex(/^(?:\?.*)?$/, "Expected a query string starting with '?'"),
);

const titleSchema = v.pipe(
  v.string('Expected a title'),
  v.trim(),
  v.minLength(1, 'Expected a title of 1 to 100 characters'),
  v.maxLength(100, 'Expected a title of 1 to 100 characters'),
);

/**
 * The JSON body of POST /api/save-search (SPEC §7's GET /api/save-search/{json}, which wrote data on a
 * GET, is retired): the client (checked against the session), the current listings query as criteria,
 * and an optional title (the server numbers 'Save Search N' when absent).
 */
export const saveSearchRequestSchema = v.object({
  clientId: idSchema,
  criteria: listingsQuerySchema,
  title: v.optional(titleSchema),
  /** The screen's URL query string, kept so applying the search restores exactly what was on screen. */
  search: v.optional(v.nullable(searchTextSchema)),
});

export type SaveSearchRequest = v.InferOutput<typeof saveSearchRequestSchema>;

/** Response of POST /api/save-search: `{ data: { GatewayID, GatewayDesc } }`. */
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

/**
 * Body (JSON) of POST /api/v1/saved-search/update: the edit of the panel. Replaces the search's query
 * (`criteria`, and `search` when sent) and, when sent, its title. Answered by `successResponseSchema`.
 */
export const savedSearchUpdateRequestSchema = v.object({
  id: idSchema,
  criteria: listingsQuerySchema,
  title: v.optional(titleSchema),
  search: v.optional(v.nullable(searchTextSchema)),
});

export type SavedSearchUpdateRequest = v.InferOutput<typeof savedSearchUpdateRequestSchema>;
export type SavedSearchUpdateRequestInput = v.InferInput<typeof savedSearchUpdateRequestSchema>;

/**
 * One guest search to move into the account at sign-in. `localId` is the id the browser gave it (the
 * local list's `id`): the server adds each local id once per client, so sending the list twice (a retry,
 * two tabs) never duplicates a search.
 */
export const savedSearchImportItemSchema = v.object({
  localId: v.pipe(
    v.union([v.string(), v.number()], 'Expected a local id'),
    v.transform(String),
    v.regex(/^[\w.:-]{1,64}$/, 'Expected a local id of 1 to 64 letters, digits or . : - _'),
  ),
  title: titleSchema,
  criteria: listingsQuerySchema,
  search: v.optional(v.nullable(searchTextSchema)),
});

/** Body (JSON) of POST /api/v1/saved-search/import: `{ clientId, searches }`, at most 100 searches. */
export const savedSearchImportRequestSchema = v.object({
  clientId: idSchema,
  searches: v.pipe(
    v.array(savedSearchImportItemSchema),
    v.maxLength(100, 'Expected at most 100 saved searches'),
  ),
});

export type SavedSearchImportRequest = v.InferOutput<typeof savedSearchImportRequestSchema>;
export type SavedSearchImportRequestInput = v.InferInput<typeof savedSearchImportRequestSchema>;

/**
 * Response of POST /api/v1/saved-search/import: every saved search of the client after the import
 * (as the list call answers them) and how many of the sent ones were new.
 */
export const savedSearchImportResponseSchema = v.object({
  data: v.array(savedSearchSchema),
  imported: wireNumberSchema,
});

export type SavedSearchImportResponse = v.InferOutput<typeof savedSearchImportResponseSchema>;
