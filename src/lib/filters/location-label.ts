import type { ListingsLocation } from '../listings-filters/listings-filter-state';

/**
 * A readable name for the chosen location from its URL value: 'round-rock' → 'Round Rock',
 * 'dallas-fort-worth' → 'Dallas Fort Worth'; a ZIP code stays as it is. The URL holds only slugs,
 * and the button must show something before (or without) the location lists loading.
 */
export function locationLabel(location: ListingsLocation): string {
  if (location.kind === 'PostalCode') return location.value;
  return location.value
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
