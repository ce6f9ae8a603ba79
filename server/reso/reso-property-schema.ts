import type { MappedPropertyType } from './map-property-type';
import type { ResoFieldValues } from './parse-reso-fields';
import { resoFields as f } from './reso-fields';
import type { ResoMedia } from './reso-media-schema';
import type { ResoOpenHouse } from './reso-open-house-schema';
import type { ResoPropertyHead, resoPropertyHeadFields } from './reso-property-head-schema';
import type { ResoRoom } from './reso-room-schema';

// Bounds keep every value inside its column (numeric(5,1), int4 …) so a wild value is a dropped field
// rather than a database error halfway through a batch.
const money = f.number(0, 10_000_000_000);
const count = f.integer(0, 1_000);
const int4Money = f.number(0, 2_000_000_000);

/**
 * The fields of a Property record to be served (RESO DD 2.0 names), each validated on its own: a bad
 * value is dropped and reported, the listing kept (`parseResoProperty`).
 */
export const resoPropertyFields = {
  ListingId: f.text,
  PropertySubType: f.text,
  ListPrice: money,
  OriginalListPrice: money,
  ClosePrice: money,
  ListingContractDate: f.date,
  OnMarketDate: f.date,
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
  PostalCode: f.postalCode,
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
  YearBuilt: f.year,
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
  ListOfficeName: f.text,
  ListOfficeMlsId: f.text,
  ListAgentFullName: f.text,
  ListAgentFirstName: f.text,
  ListAgentLastName: f.text,
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
};

/**
 * A Property record as the mappers read it: its head, its fields (null when absent or dropped), its
 * PropertyType as ours, and the `$expand`ed children, each undefined when not expanded (keep what is
 * stored; an empty array means none).
 */
export type ResoProperty = ResoPropertyHead &
  ResoFieldValues<typeof resoPropertyHeadFields> &
  ResoFieldValues<typeof resoPropertyFields> & {
    PropertyType: MappedPropertyType;
    Media: ResoMedia[] | undefined;
    OpenHouse: ResoOpenHouse[] | undefined;
    Rooms: ResoRoom[] | undefined;
  };
