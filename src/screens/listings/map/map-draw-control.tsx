import { useAtom } from 'jotai';
import { type RefObject, useEffect, useId, useRef, useState } from 'react';
import type { MapAdapter } from '../../../map/map-adapter';
import { listingsFilterAtom } from '../../../state/listings-filter-atom';
import { useT } from '../../../ui/use-t';
import { usePolygonDraw } from './use-polygon-draw';

interface Props {
  readonly map: MapAdapter | null;
  /** The map's section: drawing reads its keys there. */
  readonly section: RefObject<HTMLElement | null>;
  /** Called as drawing starts (the open popup closes). */
  readonly onStart: () => void;
  /** Tells the map's section to look like it is being drawn on (crosshair, pins let clicks through). */
  readonly onDrawingChange: (drawing: boolean) => void;
}

/**
 * Draw to search, on the map's bottom-left corner: 'Draw' starts a drawing; while one is under way the
 * instructions, the corner count and Add corner at centre / Undo / Finish / Cancel show instead; with a
 * drawn area in the search, 'Remove boundary' takes it away (the map's view is the search area again).
 * One status line announces each step to screen readers.
 */
export function MapDrawControl({ map, section, onStart, onDrawingChange }: Props) {
  const { t, tp } = useT();
  const [filters, setFilters] = useAtom(listingsFilterAtom);
  const draw = usePolygonDraw(map, section, onStart);
  const { progress } = draw;
  const drawing = progress !== null;
  const [removed, setRemoved] = useState(false);
  const drawButton = useRef<HTMLButtonElement>(null);
  const wasDrawing = useRef(false);
  const hintId = useId();

  useEffect(() => {
    onDrawingChange(drawing);
    // Focus comes back to Draw once a drawing ends, as after any dialog-like mode.
    if (wasDrawing.current && !drawing) drawButton.current?.focus({ preventScroll: true });
    wasDrawing.current = drawing;
  }, [drawing, onDrawingChange]);

  const hasBoundary = filters.boundary !== null;
  const count = progress?.tooFew ? t('map.draw.tooFew') : tp('map.draw.corners', progress?.corners ?? 0);
  // The instructions are read once as drawing starts; after that only what changed (the corner count).
  const status = drawing
    ? progress.corners === 0 && !progress.tooFew
      ? `${t('map.draw.instructions')} ${t('map.draw.keyboard')}`
      : count
    : hasBoundary
      ? t('map.draw.active')
      : removed
        ? t('map.draw.removed')
        : '';

  return (
    <fieldset className="bb-map-draw">
      <legend className="bb-visually-hidden">{t('map.draw.toolbar')}</legend>
      {drawing ? (
        <div className="bb-map-draw-panel">
          <p className="bb-map-draw-help">{t('map.draw.instructions')}</p>
          <p className="bb-visually-hidden">{t('map.draw.keyboard')}</p>
          <p className="bb-map-draw-count" aria-hidden="true">
            {count}
          </p>
          <div className="bb-map-draw-actions">
            {/* The keyboard's way to place a corner; shown once focused, so it does not crowd the map. */}
            <button
              type="button"
              className="bb-map-tool bb-visually-hidden-focusable"
              onClick={draw.addCentre}
            >
              {t('map.draw.addCentre')}
            </button>
            <button
              type="button"
              className="bb-map-tool"
              onClick={draw.undo}
              aria-disabled={progress.corners === 0}
            >
              {t('map.draw.undo')}
            </button>
            <button
              type="button"
              className="bb-map-tool bb-map-tool-primary"
              onClick={draw.finish}
              aria-disabled={progress.corners < 3}
            >
              {t('map.draw.finish')}
            </button>
            <button type="button" className="bb-map-tool" onClick={draw.cancel}>
              {t('map.draw.cancel')}
            </button>
          </div>
        </div>
      ) : (
        <div className="bb-map-draw-actions">
          <button
            ref={drawButton}
            type="button"
            className="bb-map-tool"
            aria-describedby={hintId}
            onClick={() => {
              setRemoved(false);
              draw.start();
            }}
            disabled={!map}
          >
            {t('map.draw.start')}
          </button>
          {hasBoundary && (
            <button
              type="button"
              className="bb-map-tool bb-map-tool-primary"
              onClick={() => {
                setRemoved(true);
                setFilters((state) => ({ ...state, boundary: null }));
                drawButton.current?.focus({ preventScroll: true });
              }}
            >
              {t('map.draw.remove')}
            </button>
          )}
          <span id={hintId} className="bb-visually-hidden">
            {t('map.draw.startHint')}
          </span>
        </div>
      )}
      <p className="bb-visually-hidden" role="status">
        {status}
      </p>
    </fieldset>
  );
}
