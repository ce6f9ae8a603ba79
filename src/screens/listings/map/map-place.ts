import type { AddressResult, SearchAddressResponse } from '../../../contract';
import type { MessageKey } from '../../../lib/i18n/messages-en';
import type { ComboboxGroup } from '../../../ui/combobox-types';
import type { PlaceTarget } from './place-target';

/**
 * A place the map's search box offers (SPEC §2 "address autocomplete"): a city or ZIP code, which has an
 * area to fit, or a listing's address, which is a point; with a Mapbox token also a place Mapbox found,
 * which comes with where it is.
 */
export type MapPlace =
  | { readonly kind: 'city' | 'postal'; readonly key: string; readonly label: string; readonly name: string }
  | {
      readonly kind: 'address';
      readonly key: string;
      readonly label: string;
      readonly detail: string;
      readonly listingKey: number;
    }
  | {
      readonly kind: 'mapbox';
      readonly key: string;
      readonly label: string;
      readonly detail: string;
      readonly target: PlaceTarget;
    };

type Translate = (key: MessageKey) => string;

/**
 * The map box's suggestions from `GET /api/searchAddress/{text}`, in the order a map search wants them:
 * areas first (Cities, Postal Codes), then Addresses (an MLS number hit is an address too; one listing
 * found both ways shows once). Empty groups are left out: the box's own 'No results found' says it.
 */
export function mapPlaceGroups(response: SearchAddressResponse, t: Translate): ComboboxGroup<MapPlace>[] {
  const seen = new Set<number>();
  const addresses: MapPlace[] = [];
  for (const result of [...response.address, ...response.mlsnum]) {
    if (seen.has(result.ListingKeyNumeric)) continue;
    seen.add(result.ListingKeyNumeric);
    addresses.push(addressPlace(result));
  }
  const groups: ComboboxGroup<MapPlace>[] = [
    {
      key: 'cities',
      label: t('search.cities'),
      options: response.city.map((city) => ({
        kind: 'city',
        key: `city-${city.subdomain ?? city.City}`,
        label: city.City,
        name: city.City,
      })),
    },
    {
      key: 'postal',
      label: t('search.postalCodes'),
      options: response.postal.map(({ 'ZIP code': code }) => ({
        kind: 'postal',
        key: `postal-${code}`,
        label: code,
        name: code,
      })),
    },
    { key: 'addresses', label: t('search.addresses'), options: addresses },
  ];
  return groups.filter((group) => group.options.length > 0);
}

function addressPlace(result: AddressResult): MapPlace {
  const street = result.Address ?? result.MlsNum ?? String(result.ListingKeyNumeric);
  const detail = [result.City, [result.StateOrProvince ?? 'TX', result.PostalCode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return {
    kind: 'address',
    key: `address-${result.ListingKeyNumeric}`,
    label: street,
    detail,
    listingKey: result.ListingKeyNumeric,
  };
}
