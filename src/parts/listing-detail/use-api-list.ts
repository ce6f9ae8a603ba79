import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import type { ApiResult } from '../../api/api-result';
import type { ApiClient } from '../../api/create-api-client';
import { apiClientAtom } from '../../state/api-base-atom';

/**
 * A side list of the detail (rooms, open houses): null while loading, then its rows; a failed call
 * counts as no rows, since these sections are left out when they have nothing to show.
 */
export function useApiList<T>(
  load: (api: ApiClient, key: number, signal: AbortSignal) => Promise<ApiResult<{ data: T[] }>>,
  listingKey: number,
): T[] | null {
  const api = useAtomValue(apiClientAtom);
  const [rows, setRows] = useState<{ key: number; data: T[] } | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    load(api, listingKey, controller.signal).then((result) => {
      if (controller.signal.aborted) return;
      if (!result.ok) console.warn(`[bluebonnet] ${result.failure.message}`);
      setRows({ key: listingKey, data: result.ok ? result.value.data : [] });
    });
    return () => controller.abort();
  }, [api, listingKey, load]);
  return rows?.key === listingKey ? rows.data : null;
}
