import type { OverlaySpec } from './draw-overlay';

/** The chosen location's outline (SPEC §2 "area outline"): blue, as the brand's primary colour. */
export const AREA_OVERLAY: OverlaySpec = {
  source: 'bb-area',
  layers: [
    {
      id: 'bb-area-fill',
      type: 'fill',
      source: 'bb-area',
      paint: { 'fill-color': '#2563eb', 'fill-opacity': 0.06 },
    },
    {
      id: 'bb-area-line',
      type: 'line',
      source: 'bb-area',
      paint: { 'line-color': '#1d4ed8', 'line-width': 2.5 },
    },
  ],
};

// The visitor's own area is orange, so it never reads as the outline of a place they chose.
const DRAWN = '#c2410c';

/** The area the visitor drew and searches in. */
export const BOUNDARY_OVERLAY: OverlaySpec = {
  source: 'bb-boundary',
  layers: [
    {
      id: 'bb-boundary-fill',
      type: 'fill',
      source: 'bb-boundary',
      paint: { 'fill-color': DRAWN, 'fill-opacity': 0.08 },
    },
    {
      id: 'bb-boundary-line',
      type: 'line',
      source: 'bb-boundary',
      paint: { 'line-color': DRAWN, 'line-width': 3 },
    },
  ],
};

/**
 * The drawing in progress: a faint fill of the shape so far, a dashed line through the corners (and on
 * to the pointer), and the corners as dots; the first corner grows once clicking it would close the shape.
 */
export const DRAFT_OVERLAY: OverlaySpec = {
  source: 'bb-draft',
  layers: [
    {
      id: 'bb-draft-fill',
      type: 'fill',
      source: 'bb-draft',
      filter: ['==', ['geometry-type'], 'Polygon'],
      paint: { 'fill-color': DRAWN, 'fill-opacity': 0.06 },
    },
    {
      id: 'bb-draft-line',
      type: 'line',
      source: 'bb-draft',
      filter: ['==', ['geometry-type'], 'LineString'],
      paint: { 'line-color': DRAWN, 'line-width': 2.5, 'line-dasharray': [2, 1.5] },
    },
    {
      id: 'bb-draft-corner',
      type: 'circle',
      source: 'bb-draft',
      filter: ['==', ['geometry-type'], 'Point'],
      paint: {
        'circle-radius': ['case', ['boolean', ['get', 'closes'], false], 8, 5],
        'circle-color': '#ffffff',
        'circle-stroke-color': DRAWN,
        'circle-stroke-width': 2.5,
      },
    },
  ],
};
