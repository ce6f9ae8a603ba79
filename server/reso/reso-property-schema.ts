import * as v from 'valibot';
import { propertyTypes } from '../data/generator/property-types';
import { resoFields as f } from './reso-fields';
import { resoMediaSchema } from './reso-media-schema';
import { resoOpenHouseSchema } from './reso-open-house-schema';
import { resoPropertyHeadEntries } from './reso-property-head-schema';
import { resoRoomSchema } from './reso-room-schema';

// Bounds keep every value inside its column (numeric(5,1), int4 …) so a wild value is a reported bad
// record rather than a database error halfway through a batch.
const money = f.number(0, 10_000_000_000);
const count = f.integer(0, 1_000);
const int4Money = f.number(0, 2_000_000_000);

/**
 * A Property record to be served (RESO DD 2.0 names). `Media`, `OpenHouse` and `Rooms` are the
 * `$expand`ed children: absent means "not expanded" (keep what is stored), an empty array means none.
 */
export const resoPropertySchema = v.object({
  ...resoPropertyHeadEntries,
  ListingId: f.required,
  PropertyType: f.lookup(propertyTypes),
  PropertySubType: f.text,
  ListPrice: v.pipe(v.number('Expected a number'), v.finite(), v.minValue(0), v.maxValue(10_000_000_000)),
  OriginalListPrice: money,
  ClosePrice: money,
  ListingContractDate: f.requiredDate,
  ExpirationDate: f.date,
  CloseDate: f.date,
  PriceChangeTimestamp: f.optionalTimestamp,
  StatusChangeTimestamp: f.optionalTimestamp,
  Latitude: f.number(-90, 90),
  Longitude: f.number(-180, 180),
  StreetNumber: f.text,
  StreetDirPrefix: f.text,
  StreetName: f.text,
  StreetSuffix: f.text,
  StreetDirSuffix: f.text,
  UnitNumber: f.text,
  UnparsedAddress: f.text,
  City: f.text,
  PostalCode: v.optional(
    v.nullable(v.pipe(v.string(), v.trim(), v.regex(/^\d{5}(?:-?\d{4})?$/, 'Expected a 5-digit ZIP code'))),
    null,
  ),
  CountyOrParish: f.text,
  StateOrProvince: f.text,
  SubdivisionName: f.text,
  BedroomsTotal: count,
  BathroomsFull: count,
  BathroomsHalf: count,
  LivingArea: f.number(0, 2_000_000_000),
  AboveGradeFinishedArea: f.number(0, 2_000_000_000),
  GarageYN: f.yn,
  GarageSpaces: f.number(0, 9_999),
  LotSizeAcres: f.number(0, 99_999_999),
  LotSizeSquareFeet: f.number(0, 4_000_000_000_000),
  YearBuilt: f.integer(1600, 2100),
  Stories: f.number(0, 99),
  Levels: f.list,
  MainLevelBedrooms: count,
  FireplacesTotal: count,
  AccessibilityFeatures: f.list,
  Cooling: f.list,
  Heating: f.list,
  Roof: f.list,
  DirectionFaces: f.text,
  PublicRemarks: f.text,
  TaxLegalDescription: f.text,
  ElementarySchool: f.text,
  MiddleOrJuniorSchool: f.text,
  HighSchool: f.text,
  ElementarySchoolDistrict: f.text,
  BuilderName: f.text,
  // IDX rules require the listing brokerage on every display: no attribution, no listing.
  ListOfficeName: f.required,
  ListAgentFullName: f.required,
  ListAgentMlsId: f.text,
  BuyerOfficeName: f.text,
  AssociationName: f.text,
  AssociationFee: int4Money,
  AssociationFeeFrequency: f.text,
  AssociationAmenities: f.list,
  AssociationFeeIncludes: f.list,
  TaxAnnualAmount: int4Money,
  TaxYear: f.integer(1900, 2100),
  OriginatingSystemName: f.text,
  VirtualTourURLBranded: f.url,
  VirtualTourURLUnbranded: f.url,
  InternetAddressDisplayYN: f.yn,
  PhotosCount: f.integer(0, 10_000),
  /** When any photo of the listing last changed (for Media records without their own timestamp). */
  PhotosChangeTimestamp: f.optionalTimestamp,
  Media: v.optional(v.array(resoMediaSchema, 'Expected an array of Media')),
  OpenHouse: v.optional(v.array(resoOpenHouseSchema, 'Expected an array of OpenHouse')),
  Rooms: v.optional(v.array(resoRoomSchema, 'Expected an array of Rooms')),
});

export type ResoProperty = v.InferOutput<typeof resoPropertySchema>;
