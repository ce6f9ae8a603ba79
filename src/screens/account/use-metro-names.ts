import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { fetchMapLocations } from '../../api/fetch-map-locations';
import { apiClientAtom } from '../../state/api-base-atom';

/** 'Texas' and the metro names, as suggestions: any typed metro is accepted too (SPEC §2). */
export function useMetroNames(): string[] {
  const api = useAtomValue(apiClientAtom);
  const [names, setNames] = useState<string[]>(['Texas']);
  useEffect(() => {
    const controller = new AbortController();
    void fetchMapLocations(api, 'metros', null, controller.signal).then((result) => {
      if (result.ok) setNames(['Texas', ...result.value.data.map((metro) => metro.Metro)]);
    });
    return () => controller.abort();
  }, [api]);
  return names;
}
