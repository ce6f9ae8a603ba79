import { useSetAtom } from 'jotai';
import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { type PolygonDraw, startPolygonDraw } from '../../../map/draw-polygon';
import type { MapAdapter } from '../../../map/map-adapter';
import { urlCamera } from '../../../map/url-camera';
import { listingsFilterAtom } from '../../../state/listings-filter-atom';

/** A drawing under way: how many corners it has, and whether finishing was refused for too few. */
export interface DrawProgress {
  readonly corners: number;
  readonly tooFew: boolean;
}

export interface PolygonDrawControls {
  /** null while not drawing. */
  readonly progress: DrawProgress | null;
  start(): void;
  addCentre(): void;
  undo(): void;
  finish(): void;
  cancel(): void;
}

/**
 * Draw to search, bound to React: starts a drawing session on `map` (keys read on `section`) and, once the
 * visitor closes the shape, writes it to the URL as the search boundary. That write pushes a history
 * entry (Back takes the boundary away again), clears a chosen location (the visitor drew their own
 * area) and keeps the camera, so a reload shows the area where it was drawn.
 */
export function usePolygonDraw(
  map: MapAdapter | null,
  section: RefObject<HTMLElement | null>,
  onStart: () => void,
): PolygonDrawControls {
  const setFilters = useSetAtom(listingsFilterAtom);
  const [progress, setProgress] = useState<DrawProgress | null>(null);
  const session = useRef<PolygonDraw | null>(null);

  // A new engine (token arriving) or leaving the screen ends a drawing silently.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the cleanup must run whenever the map changes
  useEffect(
    () => () => {
      session.current?.stop();
      session.current = null;
      setProgress(null);
    },
    [map],
  );

  const start = useCallback(() => {
    const keys = section.current;
    if (!map || !keys) return;
    session.current?.stop();
    onStart();
    setProgress({ corners: 0, tooFew: false });
    session.current = startPolygonDraw(map, keys, {
      onCorners: (corners) => setProgress({ corners: corners.length, tooFew: false }),
      onTooFew: () => setProgress((current) => current && { ...current, tooFew: true }),
      onCancel: () => {
        session.current = null;
        setProgress(null);
      },
      onFinish: (boundary) => {
        session.current = null;
        setProgress(null);
        setFilters((state) => ({ ...state, boundary, location: null, map: urlCamera(map.camera()) }));
      },
    });
    // Keys go to the map from here on: arrows pan it, Space adds its centre, Enter finishes.
    map.canvas.focus({ preventScroll: true });
  }, [map, section, onStart, setFilters]);

  return {
    progress,
    start,
    addCentre: useCallback(() => session.current?.addCentre(), []),
    undo: useCallback(() => session.current?.undo(), []),
    finish: useCallback(() => session.current?.finish(), []),
    cancel: useCallback(() => session.current?.cancel(), []),
  };
}
