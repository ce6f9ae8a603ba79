import { fetchMapLocations } from '../../api/fetch-map-locations';
import { useApiResource } from '../../ui/use-api-resource';
import type { ZipSuggestions } from './use-zip-suggestions';

const noMore = async () => 0;

/**
 * The ZIP codes of the chosen city (`GET /api/v1/map/cities/{subdomain}/postal-codes`, SPEC §7), those
 * starting with `text` once something is typed: a ZIP of another city would find nothing in it. A city
 * has few ZIP codes, so they come in one answer and 'Load more' has nothing to add. `city` null asks
 * nothing (the ZIP box then searches all of Texas with useZipSuggestions).
 */
export function useCityZipCodes(city: string | null, text: string): ZipSuggestions {
  const resource = useApiResource(
    city
      ? (api, signal) => fetchMapLocations(api, 'postalCodes', { kind: 'city', value: city }, signal)
      : null,
    ['city-zip-codes', city],
  );
  if (!city) return { codes: [], status: 'idle', more: false, loadMore: noMore };
  if (resource.status !== 'ready') {
    return {
      codes: [],
      status: resource.status === 'loading' ? 'loading' : 'failed',
      more: false,
      loadMore: noMore,
    };
  }
  const typed = text.trim();
  const codes = resource.value.data.map((row) => row['ZIP Code']).filter((code) => code.startsWith(typed));
  return { codes: [...new Set(codes)].sort(), status: 'ready', more: false, loadMore: noMore };
}
