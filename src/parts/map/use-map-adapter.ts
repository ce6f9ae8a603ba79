import { type RefObject, useEffect, useState } from 'react';
import { createMap } from '../../map/create-map';
import type { MapAdapter, MapCamera, MapLabels } from '../../map/map-adapter';

/**
 * Creates the map in `container` once it is on screen and removes it on unmount. A new token (the
 * configuration arriving with one) recreates it on the other engine, at the same place.
 */
export function useMapAdapter(
  container: RefObject<HTMLDivElement | null>,
  token: string | null,
  initialCamera: () => MapCamera,
  labels: MapLabels,
): MapAdapter | null {
  const [adapter, setAdapter] = useState<MapAdapter | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the camera and labels are read once, at creation
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    let cancelled = false;
    let created: MapAdapter | null = null;
    createMap(element, { token, camera: initialCamera(), labels }).then(
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
  }, [container, token]);
  return adapter;
}
