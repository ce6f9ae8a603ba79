import * as v from 'valibot';
import { mediaListSchema } from './media';
import { storedPhotoIdsSchema } from './stored-photo-id';
import { nullableBooleanSchema, wireBooleanSchema } from './wire-boolean';
import { nullableDateSchema } from './wire-date';
import { nullableNumberSchema, wireNumberSchema } from './wire-number';
import { nullableMultiTextSchema, nullableTextSchema } from './wire-text';

/**
 * The fields of a listing as every listing response carries them (SPEC §3), plus ListingKey (RESO key),
 * PhotoCount and ListAgentMatrixDir. Exported so the detail schema can extend them.
 *
 * Everything but ListingKeyNumeric may be missing in a feed: missing and null come out as `null`, numbers
 * sent as text come out as numbers, dates as 'YYYY-MM-DD'. MlsStatus, PropertyType and PropertySubType are
 * free text here so a value new to the MLS does not drop the listing.
 */
export const listingEntries = {
  ListingKeyNumeric: v.pipe(wireNumberSchema, v.integer('Expected an integer ListingKeyNumeric')),
  ListingKey: nullableTextSchema,
  MlsNum: nullableTextSchema,
  MlsStatus: nullableTextSchema,
  Status: nullableTextSchema,
  /** Status colour for the pin and badge. */
  color: nullableTextSchema,
  /** 'BA' buyer rep or 'LA' seller rep on Closed listings. */
  REP: nullableTextSchema,
  /** The brokerage's own listing; the feed sends 0/1. */
  rtlist: v.nullish(wireBooleanSchema, false),
  ListPrice: nullableNumberSchema,
  OriginalListPrice: nullableNumberSchema,
  ClosePrice: nullableNumberSchema,
  DOM: nullableNumberSchema,
  OpenHouseDate: nullableDateSchema,
  Latitude: nullableNumberSchema,
  Longitude: nullableNumberSchema,
  Address: nullableTextSchema,
  City: nullableTextSchema,
  PostalCode: nullableTextSchema,
  /** `null` when the feed omits it; display code shows 'TX' (DESIGN rulings). */
  StateOrProvince: nullableTextSchema,
  SubdivisionName: nullableTextSchema,
  BedroomsTotal: nullableNumberSchema,
  BathroomsFull: nullableNumberSchema,
  BathroomsHalf: nullableNumberSchema,
  AboveGradeFinishedArea: nullableNumberSchema,
  GarageYN: nullableBooleanSchema,
  GarageSpaces: nullableNumberSchema,
  LotSizeAcres: nullableNumberSchema,
  YearBuilt: nullableNumberSchema,
  Stories: nullableNumberSchema,
  Cooling: nullableMultiTextSchema,
  Heating: nullableMultiTextSchema,
  Roof: nullableMultiTextSchema,
  FireplacesTotal: nullableNumberSchema,
  MainLevelBedrooms: nullableNumberSchema,
  DirectionFaces: nullableTextSchema,
  ListingContractDate: nullableDateSchema,
  ExpirationDate: nullableDateSchema,
  CloseDate: nullableDateSchema,
  PublicRemarks: nullableTextSchema,
  TaxLegalDescription: nullableTextSchema,
  CountyOrParish: nullableTextSchema,
  ElementarySchoolDistrict: nullableTextSchema,
  BuilderName: nullableTextSchema,
  List_OfficeName: nullableTextSchema,
  List_MemberFullName: nullableTextSchema,
  /** The listing agent's MatrixDir when the agent is one of ours (tour card); `null` otherwise. */
  ListAgentMatrixDir: nullableTextSchema,
  AssociationName: nullableTextSchema,
  AssociationFee: nullableNumberSchema,
  AssociationAmenities: nullableMultiTextSchema,
  AssociationFeeIncludes: nullableMultiTextSchema,
  OriginatingSystemName: nullableTextSchema,
  PropertyType: nullableTextSchema,
  PropertySubType: nullableTextSchema,
  VirtualTourURLBranded: nullableTextSchema,
  VirtualTourURLUnbranded: nullableTextSchema,
  /** Host part the listing page lives under (a city sub-domain). */
  subdomain: nullableTextSchema,
  /** Sub-domain-relative page path ending in '.html'. */
  url: nullableTextSchema,
  /** Total photos the listing has; list results may carry fewer `images` than that. */
  PhotoCount: nullableNumberSchema,
  images: mediaListSchema,
  /** The MLS's photos as stored on the API's host (see storedPhotoIdsSchema); null otherwise. */
  photo_ids: storedPhotoIdsSchema,
} as const;

/**
 * Fills PhotoCount from the photos present when the backend does not send it, so the card's
 * 'Unlock + N Photos' arithmetic always has a number.
 */
export function withPhotoCount<T extends { PhotoCount: number | null; images: readonly unknown[] }>(
  listing: T,
): Omit<T, 'PhotoCount'> & { PhotoCount: number } {
  return { ...listing, PhotoCount: listing.PhotoCount ?? listing.images.length };
}

/**
 * A listing as carried by the listing responses: GET /api/v1/listings/{json}, /api/listings/{json},
 * /api/featureListings, /api/compare/{ClientID}, /api/favorites/{ClientID} and similar_listings of
 * GET /api/listingsItem/{ListingKeyNumeric}. Use `listingListSchema` for arrays (it unwraps `_source`).
 */
export const listingSchema = v.pipe(v.object(listingEntries), v.transform(withPhotoCount));

export type Listing = v.InferOutput<typeof listingSchema>;
