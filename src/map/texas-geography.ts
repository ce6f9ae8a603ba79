import type { Feature, FeatureCollection, MultiLineString, MultiPolygon, Polygon } from 'geojson';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import * as v from 'valibot';

export interface TexasGeography {
  /** Texas as one (multi)polygon, drawn as land. */
  readonly land: FeatureCollection<Polygon | MultiPolygon>;
  /** Every border between or around Texas counties, each drawn once. */
  readonly counties: MultiLineString;
}

// Only the members read here are checked; us-atlas ids are FIPS codes (48 is Texas).
const topologySchema = v.object({
  type: v.literal('Topology'),
  objects: v.object({
    counties: v.object({
      type: v.literal('GeometryCollection'),
      geometries: v.array(v.object({ id: v.string() })),
    }),
    states: v.object({
      type: v.literal('GeometryCollection'),
      geometries: v.array(v.object({ id: v.string() })),
    }),
  }),
});

const isTexas = (id: unknown) => typeof id === 'string' && id.startsWith('48');

/**
 * Texas land and county lines from `us-atlas` (U.S. Census, 1:10m), for the offline style. The atlas
 * (≈ 250 KB gzipped) is imported only here, in a chunk of its own that only an offline map loads, and
 * after the map has drawn, so pins never wait for it.
 */
export async function loadTexasGeography(): Promise<TexasGeography> {
  const atlas: unknown = (await import('us-atlas/counties-10m.json')).default;
  if (!v.is(topologySchema, atlas)) throw new Error('us-atlas counties-10m.json has an unexpected shape');
  // Checked above; topojson-client wants its own (wider) types.
  const topology = atlas as unknown as Topology<{ counties: GeometryCollection; states: GeometryCollection }>;
  const states = feature(topology, {
    type: 'GeometryCollection',
    geometries: topology.objects.states.geometries.filter((state) => isTexas(state.id)),
  });
  const land: FeatureCollection<Polygon | MultiPolygon> = {
    type: 'FeatureCollection',
    features: states.features.flatMap((state): Feature<Polygon | MultiPolygon>[] =>
      state.geometry.type === 'Polygon' || state.geometry.type === 'MultiPolygon'
        ? [{ type: 'Feature', geometry: state.geometry, properties: {} }]
        : [],
    ),
  };
  const counties = mesh(topology, topology.objects.counties, (a, b) => isTexas(a.id) || isTexas(b.id));
  return { land, counties };
}
