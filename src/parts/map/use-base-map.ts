import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { type BaseMap, chooseBaseMap } from '../../map/base-map';
import { apiBaseAtom } from '../../state/api-base-atom';
import { configAtom, configSettledAtom } from '../../state/config-atom';

/**
 * The base map a widget's map draws (src/map/base-map.ts): the widget's own Mapbox token, else what
 * /api/config says; null until /api/config has answered. The same value object while nothing changes,
 * so the map is created once.
 */
export function useBaseMap(ownToken: string | null): BaseMap | null {
  const config = useAtomValue(configAtom);
  const configSettled = useAtomValue(configSettledAtom);
  const apiBase = useAtomValue(apiBaseAtom);
  const chosen = chooseBaseMap({
    ownToken,
    configSettled,
    config,
    apiBase: new URL(apiBase || '/', window.location.href).href,
  });
  const key = chosen ? JSON.stringify(chosen) : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key is the value's identity
  return useMemo(() => chosen, [key]);
}
