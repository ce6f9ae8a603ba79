import type { PhotoSubject } from '../photos/photo-scene';
import { assignListingAgent } from './assign-listing-agent';
import type { AgentRow } from './brokerage';
import { buildDetails } from './build-details';
import { buildMedia } from './build-media';
import { buildRooms } from './build-rooms';
import { composeAddress, type StreetAddress } from './compose-address';
import { type CondoBuilding, condoBuildingOf, condoUnit } from './condo-building';
import type { Placement } from './create-placer';
import { createRng, mixSeed, type Rng } from './create-rng';
import { describeStructure, type Structure } from './describe-structure';
import { listingIdentity } from './listing-identity';
import type { GeneratedListing } from './listing-rows';
import { marketVocabulary } from './market-vocabulary';
import { planOpenHouses } from './plan-open-houses';
import { planTimeline } from './plan-timeline';
import { priceListing } from './price-listing';
import { allTypePairs, type PropertyType, propertyTypeWeights, subTypeWeights } from './property-types';
import { streetVocabulary } from './street-vocabulary';
import { writeRemarks } from './write-remarks';

export interface ListingContext {
  seed: number;
  /** ISO date all generated dates are relative to. */
  today: string;
  currentYear: number;
  place: (rng: Rng) => Placement;
  agentsByMetro: ReadonlyMap<string, readonly AgentRow[]>;
}

const systemByArea: Readonly<Record<string, string>> = {
  austin: 'ACTRIS',
  capital: 'ACTRIS',
  houston: 'HAR',
  'gulf-coast': 'HAR',
  'dallas-fort-worth': 'NTREIS',
  metroplex: 'NTREIS',
  'san-antonio': 'SABOR',
  alamo: 'SABOR',
};

/**
 * Generates listing `index` from its own random stream (seeded by the seed and the index), so a listing
 * never changes when the count does. The first listings walk through every (type, sub-type) pair of
 * SPEC §3 so any data set of a few hundred listings shows them all.
 */
export function generateListing(context: ListingContext, index: number): GeneratedListing {
  const rng = createRng(mixSeed(context.seed, index));
  const [type, subType] = allTypePairs[index] ?? pickType(rng);
  const building = condoBuildingOf(context.seed, index, subType, context.place);
  const place = building?.place ?? context.place(rng);
  const structure = describeStructure(rng, type, subType, place, context.currentYear);
  const key = listingIdentity.keyNumeric(index, context.seed, subjectOf(structure));
  const lease = type === 'ResidentialLease' || type === 'CommercialLease';
  const timeline = planTimeline(
    rng,
    priceListing(rng, type, structure, place, context.currentYear),
    lease,
    context.today,
  );
  const system = systemByArea[place.metro?.subdomain ?? place.region.subdomain] ?? 'Texas MLS';
  const agent = assignListingAgent(rng, key, place, context.agentsByMetro, structure.building);
  const street = inBuilding(composeAddress(rng, structure, place.metro === null), building, index);
  const subdivision = subdivisionFor(rng, structure, place);
  const school = structure.dwelling ? rng.pick(marketVocabulary.schools) : null;
  const hoa =
    structure.dwelling && subdivision !== null && rng.chance(structure.form === 'attached' ? 0.95 : 0.6);
  const monthlyHoa = structure.form === 'attached' || rng.chance(0.4);
  const lotSqft = structure.lotSqft;
  const photoCount = structure.dwelling ? (rng.chance(0.1) ? rng.int(4, 7) : rng.int(8, 30)) : rng.int(4, 16);
  const newBuild = (structure.yearBuilt ?? 0) >= context.currentYear - 1;
  const closed = timeline.status === 'Closed';

  const listing: GeneratedListing['listing'] = {
    listing_key_numeric: key,
    listing_key: listingIdentity.listingKey(key, system),
    mls_num: listingIdentity.mlsNum(index, context.seed),
    mls_status: timeline.status,
    property_type: type,
    property_sub_type: subType,
    list_price: timeline.listPrice,
    original_list_price: timeline.originalListPrice,
    close_price: timeline.closePrice,
    list_date: timeline.listDate,
    expiration_date: timeline.expirationDate,
    close_date: timeline.closeDate,
    modified_at: timeline.modifiedAt,
    latitude: place.lat,
    longitude: place.lng,
    street_number: street.streetNumber,
    street_name: street.streetName,
    unit_number: street.unitNumber,
    address: street.address,
    address_search: street.address.toLowerCase(),
    city: place.city.name,
    city_subdomain: place.city.subdomain,
    postal_code: place.postal.code,
    county: place.county.name,
    county_subdomain: place.county.subdomain,
    metro_subdomain: place.metro?.subdomain ?? null,
    region_subdomain: place.region.subdomain,
    // A few feeds omit the state; the client shows 'TX' then, and this keeps that path exercised.
    state_or_province: rng.chance(0.02) ? null : 'TX',
    subdivision_name: subdivision,
    bedrooms_total: structure.beds,
    bathrooms_full: structure.bathsFull,
    bathrooms_half: structure.bathsHalf,
    above_grade_finished_area: structure.sqft,
    garage_yn: (structure.garageSpaces ?? 0) > 0,
    garage_spaces: structure.garageSpaces,
    lot_size_acres: lotSqft === null ? null : Math.round((lotSqft / 43_560) * 10_000) / 10_000,
    lot_size_sqft: lotSqft,
    year_built: structure.yearBuilt,
    stories: structure.stories,
    main_level_bedrooms: structure.mainLevelBeds,
    fireplaces_total: structure.fireplaces,
    accessibility_features: structure.accessibility,
    cooling: structure.building ? rng.pick(marketVocabulary.cooling) : null,
    heating: structure.building ? rng.pick(marketVocabulary.heating) : null,
    roof: structure.building ? rng.pick(marketVocabulary.roofs) : null,
    direction_faces: structure.building ? rng.pick(marketVocabulary.directions) : null,
    public_remarks: writeRemarks(rng, { structure, place, subdivision, lease }),
    tax_legal_description: legalDescription(rng, subdivision, lotSqft),
    elementary_school: school === null ? null : `${school} Elementary`,
    middle_or_junior_school: school === null ? null : `${rng.pick(marketVocabulary.schools)} Middle`,
    high_school: school === null ? null : `${rng.pick(marketVocabulary.schools)} High`,
    elementary_school_district: school === null ? null : `${place.city.name} ISD`,
    builder_name:
      structure.dwelling && (newBuild || rng.chance(0.04)) ? rng.pick(marketVocabulary.builders) : null,
    list_office_name: agent.officeName,
    list_member_full_name: agent.memberFullName,
    list_agent_matrix_dir: agent.agentMatrixDir,
    association_name: hoa
      ? `${subdivision} ${rng.pick(['HOA', 'Owners Association', 'Community Association'])}`
      : null,
    association_fee: hoa ? (monthlyHoa ? rng.int(3, 70) * 10 : rng.int(30, 150) * 10) : null,
    association_fee_frequency: hoa ? (monthlyHoa ? 'Monthly' : 'Annually') : null,
    association_amenities: hoa ? rng.pick(marketVocabulary.amenities) : null,
    association_fee_includes: hoa ? rng.pick(marketVocabulary.feeIncludes) : null,
    tax_annual_amount: lease ? null : Math.round(timeline.originalListPrice * rng.float(0.016, 0.024)),
    tax_year: lease ? null : context.currentYear - 1,
    originating_system_name: system,
    virtual_tour_url_branded: agent.brandedTour,
    virtual_tour_url_unbranded: agent.unbrandedTour,
    // Closed listings record which side the brokerage represented: the seller on its own listings.
    rep: closed ? (agent.rtlist === 1 ? 'LA' : rng.chance(0.2) ? 'BA' : null) : null,
    rtlist: agent.rtlist,
    photo_count: photoCount,
    details: buildDetails(rng, structure, lease),
    url: listingIdentity.url(street.address, place.city.name, place.postal.code, key),
  };
  return {
    listing,
    media: buildMedia(key, photoCount),
    rooms: buildRooms(rng, key, structure),
    openHouses:
      timeline.status === 'Active' && rng.chance(0.1) ? planOpenHouses(rng, key, context.today) : [],
    history: timeline.history.map((event) => ({ listing_key_numeric: key, ...event })),
  };
}

/** A unit of a building takes the building's street line and a unit number of its own. */
function inBuilding(street: StreetAddress, building: CondoBuilding | null, index: number): StreetAddress {
  if (building === null) return street;
  const unitNumber = condoUnit(index);
  const { streetNumber, streetName } = building;
  return {
    streetNumber,
    streetName,
    unitNumber,
    address: `${streetNumber} ${streetName} Unit ${unitNumber}`,
  };
}

function pickType(rng: Rng): readonly [PropertyType, string] {
  const type = rng.weighted(propertyTypeWeights);
  return [type, rng.weighted(subTypeWeights[type])];
}

function subjectOf(structure: Structure): PhotoSubject {
  if (structure.dwelling) return 'home';
  return structure.building ? 'commercial' : 'land';
}

function subdivisionFor(rng: Rng, structure: Structure, place: Placement): string | null {
  if (!structure.dwelling || structure.form === 'acreage') return null;
  if (!rng.chance(place.metro === null ? 0.3 : 0.85)) return null;
  const first = rng.pick(streetVocabulary.subdivisionFirst);
  return structure.form === 'attached' && rng.chance(0.5)
    ? `${first} ${rng.pick(['Condominiums', 'Lofts', 'Residences'])}`
    : `${first} ${rng.pick(streetVocabulary.subdivisionSecond)}`;
}

function legalDescription(rng: Rng, subdivision: string | null, lotSqft: number | null): string {
  if (subdivision !== null) {
    const block = String.fromCharCode(65 + rng.int(0, 11));
    return `LOT ${rng.int(1, 48)} BLK ${block} ${subdivision.toUpperCase()} SEC ${rng.int(1, 9)}`;
  }
  const acres = ((lotSqft ?? 0) / 43_560).toFixed(3);
  return `ABS ${rng.int(10, 2999)} SUR ${rng.int(1, 400)} ACR ${acres}`;
}
