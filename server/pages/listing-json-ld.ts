import { formatState } from '../../src/lib/format/format-state';
import type { ListingPage } from '../db/queries/find-listing-page';
import { placeLine } from './listing-facts-html';

// schema.org types by RESO sub-type: the residence the listing is of. Land and commercial property is a
// plain Place; other homes are an Accommodation, schema.org's parent of House and Apartment.
const RESIDENCE_TYPES: Readonly<Record<string, string>> = {
  SingleFamilyResidence: 'SingleFamilyResidence',
  SingleFamily: 'SingleFamilyResidence',
  Detached: 'SingleFamilyResidence',
  Condominium: 'Apartment',
  Apartment: 'Apartment',
  Townhouse: 'House',
  Attached: 'House',
  ManufacturedHome: 'House',
  ManufacturedOnLand: 'House',
  MobileHome: 'House',
  ModularHome: 'House',
};
const NOT_HOMES = new Set(['Land', 'Farm', 'CommercialSale', 'CommercialLease']);

function residenceType(listing: ListingPage): string {
  if (NOT_HOMES.has(listing.propertyType)) return 'Place';
  return RESIDENCE_TYPES[listing.propertySubType] ?? 'Accommodation';
}

/** A schema.org value only when known, so search engines never read a made-up 0. */
const known = <T>(value: T | null, build: (value: T) => unknown) =>
  value === null ? undefined : build(value);

/**
 * The listing as schema.org JSON-LD: a RealEstateListing whose main entity is the residence, with its
 * postal address, coordinates and the offer's price. `pageUrl` is the canonical page; `photoUrls` are
 * absolute.
 */
export function listingJsonLd(listing: ListingPage, pageUrl: string, photoUrls: readonly string[]): object {
  const name = placeLine(listing);
  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateListing',
    '@id': pageUrl,
    url: pageUrl,
    name,
    description: listing.remarks ?? undefined,
    datePosted: listing.listDate,
    image: photoUrls.length > 0 ? photoUrls : undefined,
    offers: known(listing.price, (price) =>
      price > 0
        ? {
            '@type': 'Offer',
            price,
            priceCurrency: 'USD',
            // Leases are priced by the month.
            ...(listing.propertyType.endsWith('Lease')
              ? {
                  priceSpecification: {
                    '@type': 'UnitPriceSpecification',
                    price,
                    priceCurrency: 'USD',
                    unitCode: 'MON',
                  },
                }
              : {}),
          }
        : undefined,
    ),
    mainEntity: {
      '@type': residenceType(listing),
      name,
      address: {
        '@type': 'PostalAddress',
        streetAddress: listing.address ?? undefined,
        addressLocality: listing.city,
        addressRegion: formatState(listing.state),
        postalCode: listing.postalCode,
        addressCountry: 'US',
      },
      geo: { '@type': 'GeoCoordinates', latitude: listing.latitude, longitude: listing.longitude },
      numberOfBedrooms: listing.beds ?? undefined,
      // RESO's BathroomsTotalInteger, which schema.org adopts: full and half baths simply added.
      numberOfBathroomsTotal: known(
        listing.bathsFull ?? listing.bathsHalf,
        () => (listing.bathsFull ?? 0) + (listing.bathsHalf ?? 0),
      ),
      numberOfFullBathrooms: listing.bathsFull ?? undefined,
      numberOfPartialBathrooms: listing.bathsHalf ?? undefined,
      floorSize: known(listing.livingArea, (value) => ({
        '@type': 'QuantitativeValue',
        value,
        unitCode: 'FTK',
      })),
      yearBuilt: listing.yearBuilt ?? undefined,
    },
  };
}
