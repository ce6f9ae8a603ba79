/**
 * The listing fields of the contract (SPEC §3), selected straight into their wire names so a row is the
 * JSON the client receives. Numerics are cast to float8 and dates formatted as text because PGlite and
 * node-postgres would otherwise return them differently (strings, local-time Date objects).
 */
import { IS_MLS_PHOTO, STORED_PHOTO_ID_OF_MEDIA } from '../../photos/stored-photo-sql';

const date = (column: string) => `to_char(${column}, 'YYYY-MM-DD')`;

/** Columns of a listing card / map popup / similar listing. Reads `listings` aliased `l`. */
export const LISTING_SUMMARY_COLUMNS = `
  l.listing_key_numeric::float8 AS "ListingKeyNumeric",
  l.listing_key AS "ListingKey",
  l.mls_num AS "MlsNum",
  l.mls_status AS "MlsStatus",
  l.mls_status AS "Status",
  CASE l.mls_status WHEN 'Active' THEN 'green' WHEN 'ComingSoon' THEN 'orange' WHEN 'Closed' THEN 'gray' ELSE 'red' END AS "color",
  l.rep AS "REP",
  l.rtlist::int AS "rtlist",
  l.list_price::float8 AS "ListPrice",
  l.original_list_price::float8 AS "OriginalListPrice",
  l.close_price::float8 AS "ClosePrice",
  (COALESCE(l.close_date, $TODAY::date) - l.list_date) AS "DOM",
  (SELECT ${date('min(o.open_date)')} FROM open_houses o
     WHERE o.listing_key_numeric = l.listing_key_numeric AND o.open_date >= $TODAY::date) AS "OpenHouseDate",
  l.latitude AS "Latitude",
  l.longitude AS "Longitude",
  l.address AS "Address",
  l.city AS "City",
  l.postal_code AS "PostalCode",
  l.state_or_province AS "StateOrProvince",
  l.subdivision_name AS "SubdivisionName",
  l.county AS "CountyOrParish",
  l.bedrooms_total AS "BedroomsTotal",
  l.bathrooms_full AS "BathroomsFull",
  l.bathrooms_half AS "BathroomsHalf",
  l.above_grade_finished_area AS "AboveGradeFinishedArea",
  l.garage_yn AS "GarageYN",
  l.garage_spaces::float8 AS "GarageSpaces",
  l.lot_size_acres::float8 AS "LotSizeAcres",
  l.year_built AS "YearBuilt",
  l.stories::float8 AS "Stories",
  l.property_type AS "PropertyType",
  l.property_sub_type AS "PropertySubType",
  l.list_office_name AS "List_OfficeName",
  l.list_member_full_name AS "List_MemberFullName",
  l.list_agent_matrix_dir AS "ListAgentMatrixDir",
  l.originating_system_name AS "OriginatingSystemName",
  ${date('l.list_date')} AS "ListingContractDate",
  ${date('l.close_date')} AS "CloseDate",
  l.photo_count AS "PhotoCount",
  (SELECT array_agg(${STORED_PHOTO_ID_OF_MEDIA} ORDER BY m.img_order) FROM listing_media m
     WHERE m.listing_key_numeric = l.listing_key_numeric AND ${IS_MLS_PHOTO}) AS "photo_ids",
  l.city_subdomain AS "subdomain",
  l.url AS "url"`;

/** Everything else the detail modal shows. */
export const LISTING_DETAIL_COLUMNS = `${LISTING_SUMMARY_COLUMNS},
  l.unit_number AS "UnitNumber",
  (SELECT m.name FROM metros m WHERE m.subdomain = l.metro_subdomain) AS "Metro",
  (SELECT r.name FROM regions r WHERE r.subdomain = l.region_subdomain) AS "Region",
  l.cooling AS "Cooling",
  l.heating AS "Heating",
  l.roof AS "Roof",
  l.fireplaces_total AS "FireplacesTotal",
  l.main_level_bedrooms AS "MainLevelBedrooms",
  l.direction_faces AS "DirectionFaces",
  ${date('l.expiration_date')} AS "ExpirationDate",
  l.public_remarks AS "PublicRemarks",
  l.tax_legal_description AS "TaxLegalDescription",
  l.elementary_school AS "ElementarySchool",
  l.middle_or_junior_school AS "MiddleOrJuniorSchool",
  l.high_school AS "HighSchool",
  l.elementary_school_district AS "ElementarySchoolDistrict",
  l.builder_name AS "BuilderName",
  l.association_name AS "AssociationName",
  l.association_fee AS "AssociationFee",
  l.association_fee_frequency AS "AssociationFeeFrequency",
  l.association_amenities AS "AssociationAmenities",
  l.association_fee_includes AS "AssociationFeeIncludes",
  l.tax_annual_amount AS "TaxAnnualAmount",
  l.tax_year AS "TaxYear",
  l.accessibility_features AS "AccessibilityFeatures",
  l.lot_size_sqft::float8 AS "LotSizeSquareFeet",
  l.virtual_tour_url_branded AS "VirtualTourURLBranded",
  l.virtual_tour_url_unbranded AS "VirtualTourURLUnbranded",
  l.details AS "details"`;

/** Puts the `$TODAY` placeholder of the column lists at parameter `placeholder`. */
export function withToday(columns: string, placeholder: string): string {
  return columns.replaceAll('$TODAY', placeholder);
}
