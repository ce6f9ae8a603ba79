import { texasClock } from '../../src/lib/time/texas-time';
import type { ListingStatus } from '../data/generator/listing-rows';
import { attributeListing } from './attribute-listing';
import { composeStreet } from './compose-street';
import type { ImportedListing } from './imported-listing';
import { isBrokerageOffice } from './is-brokerage-office';
import type { AgentIndex } from './load-agent-index';
import { mapPropertyChildren } from './map-property-children';
import { mapPropertyDetails } from './map-property-details';
import { mapPropertySubType } from './map-property-sub-type';
import type { FieldDrop } from './parse-reso-fields';
import type { ListingPlace } from './place-listing';
import type { ResoProperty } from './reso-property-schema';

export interface MapContext {
  status: ListingStatus;
  place: ListingPlace;
  agents: AgentIndex;
  brokerage: string;
  /** The record as received, for the detail sections' extra fields. */
  raw: unknown;
  /** Where the detail fields that are dropped are reported. */
  dropped?: FieldDrop[];
}

const squareFeetPerAcre = 43_560;
const levelStories: Readonly<Record<string, number>> = { one: 1, two: 2, three: 3, four: 4 };
const round = (value: number | null) => (value === null ? null : Math.round(value));
// MLSs send 0 for a lot size nobody entered: 0 square feet beside 0.5 acres means "see the acres".
const positive = (value: number | null) => (value === null || value <= 0 ? null : value);

/** Maps a validated, placed Property to our listing row and child rows (server/db/migrations/003). */
export function mapProperty(record: ResoProperty, context: MapContext): ImportedListing {
  const { status, place } = context;
  const { officeName, agentName } = attributeListing(record);
  const agent = context.agents({
    ListAgentMlsId: record.ListAgentMlsId,
    ListAgentFullName: agentName,
    ListOfficeName: officeName,
  });
  const showAddress = record.InternetAddressDisplayYN !== false;
  const street = composeStreet(record, showAddress);
  // Hidden address: the pin moves to two decimals (≈1 km), near enough for the map and the area
  // searches, too coarse to point at the house.
  const coarse = (degrees: number) => (showAddress ? degrees : Math.round(degrees * 100) / 100);
  const lotSquareFeet = positive(record.LotSizeSquareFeet);
  const acres =
    positive(record.LotSizeAcres) ?? (lotSquareFeet === null ? null : lotSquareFeet / squareFeetPerAcre);
  const children = mapPropertyChildren(record, place.county.subdomain);
  const closed = status === 'Closed';
  return {
    feedKeyNumeric: record.ListingKeyNumeric,
    ...children,
    priceChangedOn: dayOf(record.PriceChangeTimestamp),
    statusChangedOn: dayOf(record.StatusChangeTimestamp),
    row: {
      listing_key: record.ListingKey,
      // A feed without ListingId still has the key the MLS gave the listing.
      mls_num: record.ListingId ?? record.ListingKey,
      mls_status: status,
      property_type: record.PropertyType.type,
      property_sub_type: mapPropertySubType(
        record.PropertyType.type,
        record.PropertySubType,
        record.PropertyType.impliedSubType,
      ),
      // Null (a Coming Soon listing's price is often not set yet) reads 'No Price' (SPEC §2).
      list_price: round(record.ListPrice),
      original_list_price: round(record.OriginalListPrice ?? record.ListPrice),
      close_price: round(record.ClosePrice),
      // The listed day drives days on market and the "listed within" filter, so it cannot be left out:
      // without a contract date (Coming Soon), the day it goes on the market, else the day the MLS last
      // changed the record, the nearest known day to its listing.
      list_date:
        record.ListingContractDate ?? record.OnMarketDate ?? texasClock(record.ModificationTimestamp).date,
      expiration_date: record.ExpirationDate,
      close_date: record.CloseDate,
      modified_at: record.ModificationTimestamp,
      latitude: coarse(place.lat),
      longitude: coarse(place.lng),
      street_number: street.streetNumber,
      street_name: street.streetName,
      unit_number: street.unitNumber,
      address: street.address,
      address_search: street.address?.toLowerCase() ?? null,
      city: place.cityName,
      city_subdomain: place.city.subdomain,
      postal_code: place.postalCode,
      county: place.county.name,
      county_subdomain: place.county.subdomain,
      metro_subdomain: place.county.metro,
      region_subdomain: place.county.region,
      state_or_province: record.StateOrProvince === null ? null : 'TX',
      subdivision_name: record.SubdivisionName,
      bedrooms_total: record.BedroomsTotal,
      bathrooms_full: record.BathroomsFull,
      bathrooms_half: record.BathroomsHalf,
      above_grade_finished_area: round(record.AboveGradeFinishedArea ?? record.LivingArea),
      garage_yn: record.GarageYN ?? (record.GarageSpaces ?? 0) > 0,
      garage_spaces: record.GarageSpaces,
      lot_size_acres: acres === null ? null : Math.round(acres * 10_000) / 10_000,
      lot_size_sqft: round(lotSquareFeet ?? (acres === null ? null : acres * squareFeetPerAcre)),
      year_built: record.YearBuilt,
      stories: record.Stories ?? storiesOf(record.Levels),
      main_level_bedrooms: record.MainLevelBedrooms,
      fireplaces_total: record.FireplacesTotal,
      // The accessibility filter means "has any": an explicit 'None' is no feature.
      accessibility_features: /^none$/i.test(record.AccessibilityFeatures ?? 'none')
        ? null
        : record.AccessibilityFeatures,
      cooling: record.Cooling,
      heating: record.Heating,
      roof: record.Roof,
      direction_faces: record.DirectionFaces,
      public_remarks: showAddress ? record.PublicRemarks : redactStreet(record),
      // Lot and block name the parcel as surely as the street does.
      tax_legal_description: showAddress ? record.TaxLegalDescription : null,
      elementary_school: record.ElementarySchool,
      middle_or_junior_school: record.MiddleOrJuniorSchool,
      high_school: record.HighSchool,
      elementary_school_district: record.ElementarySchoolDistrict,
      builder_name: record.BuilderName,
      list_office_name: officeName,
      list_member_full_name: agentName,
      list_agent_matrix_dir: agent.matrixDir,
      association_name: record.AssociationName,
      association_fee: round(record.AssociationFee),
      association_fee_frequency: record.AssociationFeeFrequency,
      association_amenities: record.AssociationAmenities,
      association_fee_includes: record.AssociationFeeIncludes,
      tax_annual_amount: round(record.TaxAnnualAmount),
      tax_year: record.TaxYear,
      originating_system_name: record.OriginatingSystemName ?? 'MLS',
      virtual_tour_url_branded: record.VirtualTourURLBranded,
      virtual_tour_url_unbranded: record.VirtualTourURLUnbranded,
      // SPEC §3 REP: which side the brokerage represented in a sale.
      rep: !closed
        ? null
        : agent.ours
          ? 'LA'
          : isBrokerageOffice(record.BuyerOfficeName, context.brokerage)
            ? 'BA'
            : null,
      rtlist: agent.ours ? 1 : 0,
      photo_count: children.media?.length ?? record.PhotosCount ?? 0,
      details: mapPropertyDetails(context.raw, context.dropped),
    },
  };
}

function dayOf(timestamp: string | null): string | null {
  return timestamp === null ? null : texasClock(timestamp).date;
}

/** 'Two', 'One and One Half', 'Three Or More' → 2, 1.5, 3; 'Multi/Split' says too little. */
function storiesOf(levels: string | null): number | null {
  const words = levels?.toLowerCase().split(/[^a-z]+/) ?? [];
  const whole = levelStories[words[0] ?? ''];
  if (whole === undefined) return null;
  return words.includes('half') ? whole + 0.5 : whole;
}

/** Remarks of an address-hidden listing with its street line taken out, should the agent have typed it. */
function redactStreet(record: ResoProperty): string | null {
  if (record.PublicRemarks === null) return null;
  const lines = [
    record.UnparsedAddress?.split(',')[0]?.trim(),
    record.StreetNumber !== null && record.StreetName !== null
      ? `${record.StreetNumber} ${record.StreetName}`
      : null,
  ].filter((line): line is string => typeof line === 'string' && line.length > 3);
  return lines.reduce(
    (remarks, line) =>
      remarks.replace(new RegExp(line.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'gi'), 'the property'),
    record.PublicRemarks,
  );
}
