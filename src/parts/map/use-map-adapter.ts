import { type RefObject, useEffect, useState } from 'react';
import type { BaseMap } from '../../map/base-map';
import { createMap } from '../../map/create-map';
import type { MapAdapter, MapCamera, MapLabels } from '../../map/map-adapter';

/**
 * Creates the map in `container` once it is on screen and the base map is known (null: /api/config is on
 * its way), and removes it on unmount. Another base map (a widget's token set later) recreates it.
 */
export function useMapAdapter(
  container: RefObject<HTMLDivElement | null>,
  baseMap: BaseMap | null,
  initialCamera: () => MapCamera,
  labels: MapLabels,
): MapAdapter | null {
  const [adapter, setAdapter] = useState<MapAdapter | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the camera and labels are read once, at creation
  useEffect(() => {
    const element = container.current;
    if (!element || !baseMap) return;
    let cancelled = false;
    let created: MapAdapter | null = null;
    createMap(element, { baseMap, camera: initialCamera(), labels }).then(
      (map) => {
        if (cancelled) {
          map.destroy();
          return;
        }
        created = map;
        setAdapter(map);
      },
      (error: unknown) => console.error(`[bluebonnet] The map could not be created: ${String(error)}`),
    );
    const observer = new ResizeObserver(() => created?.resize());
    observer.observe(element);
    return () => {
      cancelled = true;
      observer.disconnect();
      created?.destroy();
      setAdapter(null);
    };
  }, [container, baseMap]);
  return adapter;
}
