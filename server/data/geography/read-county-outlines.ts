import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { MultiPolygon, Polygon, Position } from 'geojson';
import { feature } from 'topojson-client';
import type { Topology } from 'topojson-specification';
import * as v from 'valibot';

/** A Texas county outline with the centre and bounding box derived from it. */
export interface CountyOutline {
  fips: string;
  name: string;
  /** GeoJSON geometry, positions as [lng, lat]. */
  outline: Polygon | MultiPolygon;
  centerLat: number;
  centerLng: number;
  minLat: number;
  minLng: number;
  maxLat: number;
  maxLng: number;
}

const topologySchema = v.object({
  type: v.literal('Topology'),
  transform: v.object({
    scale: v.tuple([v.number(), v.number()]),
    translate: v.tuple([v.number(), v.number()]),
  }),
  arcs: v.array(v.array(v.array(v.number()))),
  objects: v.object({
    counties: v.object({ type: v.literal('GeometryCollection'), geometries: v.array(v.unknown()) }),
  }),
});

const countyProperties = v.object({ name: v.pipe(v.string(), v.nonEmpty()) });
const countySchema = v.variant('type', [
  v.object({
    type: v.literal('Polygon'),
    id: v.string(),
    properties: countyProperties,
    arcs: v.array(v.array(v.number())),
  }),
  v.object({
    type: v.literal('MultiPolygon'),
    id: v.string(),
    properties: countyProperties,
    arcs: v.array(v.array(v.array(v.number()))),
  }),
]);
const texasId = v.object({ id: v.pipe(v.string(), v.regex(/^48\d{3}$/)) });

/**
 * Reads `us-atlas/counties-10m.json` (TopoJSON), keeps the Texas counties (FIPS 48xxx) and converts each
 * to GeoJSON with `topojson-client`.
 */
export function readCountyOutlines(): CountyOutline[] {
  const path = createRequire(import.meta.url).resolve('us-atlas/counties-10m.json');
  const topology = v.parse(topologySchema, JSON.parse(readFileSync(path, 'utf8')));
  // Only the shared arcs and the transform are needed to decode one geometry; the national objects are not.
  const arcsOnly: Topology = {
    type: 'Topology',
    transform: topology.transform,
    arcs: topology.arcs,
    objects: {},
  };
  const outlines: CountyOutline[] = [];
  for (const candidate of topology.objects.counties.geometries) {
    if (!v.is(texasId, candidate)) continue;
    const county = v.parse(countySchema, candidate);
    const outline =
      county.type === 'Polygon' ? feature(arcsOnly, county).geometry : feature(arcsOnly, county).geometry;
    outlines.push({ fips: county.id, name: county.properties.name, outline, ...measure(outline) });
  }
  return outlines.sort((a, b) => a.fips.localeCompare(b.fips));
}

/** Bounding box and area-weighted centroid of the outer rings (planar: fine at county scale). */
function measure(outline: Polygon | MultiPolygon) {
  const polygons = outline.type === 'Polygon' ? [outline.coordinates] : outline.coordinates;
  let minLat = Infinity;
  let minLng = Infinity;
  let maxLat = -Infinity;
  let maxLng = -Infinity;
  let area = 0;
  let sumLng = 0;
  let sumLat = 0;
  for (const [outer = []] of polygons) {
    for (const [lng = 0, lat = 0] of outer) {
      minLat = Math.min(minLat, lat);
      maxLat = Math.max(maxLat, lat);
      minLng = Math.min(minLng, lng);
      maxLng = Math.max(maxLng, lng);
    }
    const ring = ringCentroid(outer);
    area += ring.area;
    sumLng += ring.lng * ring.area;
    sumLat += ring.lat * ring.area;
  }
  const centerLng = area === 0 ? (minLng + maxLng) / 2 : sumLng / area;
  const centerLat = area === 0 ? (minLat + maxLat) / 2 : sumLat / area;
  return { centerLat, centerLng, minLat, minLng, maxLat, maxLng };
}

function ringCentroid(ring: Position[]): { area: number; lng: number; lat: number } {
  let twiceArea = 0;
  let lng = 0;
  let lat = 0;
  for (let i = 0; i < ring.length - 1; i++) {
    const [x0 = 0, y0 = 0] = ring[i] ?? [];
    const [x1 = 0, y1 = 0] = ring[i + 1] ?? [];
    const cross = x0 * y1 - x1 * y0;
    twiceArea += cross;
    lng += (x0 + x1) * cross;
    lat += (y0 + y1) * cross;
  }
  if (twiceArea === 0) return { area: 0, lng: 0, lat: 0 };
  // The sign depends on winding; the magnitude is what weights the polygon.
  return { area: Math.abs(twiceArea / 2), lng: lng / (3 * twiceArea), lat: lat / (3 * twiceArea) };
}
