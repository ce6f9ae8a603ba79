import { writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { GeoJSONVT } from '@maplibre/geojson-vt';
import { fromGeojsonVt } from '@maplibre/vt-pbf';
import type { Feature, FeatureCollection, LineString, MultiPolygon, Polygon } from 'geojson';
import { zxyToTileId } from 'pmtiles';
import { readCountyOutlines } from '../../server/data/geography/read-county-outlines';

/** The archive's zooms: the map overzooms the last one, which keeps the file small and quick to build. */
const MIN_ZOOM = 0;
const MAX_ZOOM = 7;
const TEXAS = { west: -106.7, south: 25.8, east: -93.5, north: 36.6 };

const tileX = (lng: number, z: number) => Math.floor(((lng + 180) / 360) * 2 ** z);
const tileY = (lat: number, z: number) => {
  const rad = (lat * Math.PI) / 180;
  return Math.floor(((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * 2 ** z);
};

/** An unsigned LEB128 varint, as the PMTiles directory is written. */
function varint(value: number, out: number[]): void {
  let rest = value;
  while (rest >= 0x80) {
    out.push((rest % 0x80) | 0x80);
    rest = Math.floor(rest / 0x80);
  }
  out.push(rest);
}

interface Entry {
  tileId: number;
  offset: number;
  length: number;
}

/** One directory (PMTiles v3 spec, "Directories"): counts, then each column of the entries. */
function directory(entries: readonly Entry[]): Buffer {
  const out: number[] = [];
  varint(entries.length, out);
  let last = 0;
  for (const entry of entries) {
    varint(entry.tileId - last, out);
    last = entry.tileId;
  }
  for (const _ of entries) varint(1, out); // run length: each tile is its own
  for (const entry of entries) varint(entry.length, out);
  entries.forEach((entry, i) => {
    const previous = entries[i - 1];
    // 0 means "right after the previous tile's bytes"; otherwise the offset plus one.
    varint(previous && entry.offset === previous.offset + previous.length ? 0 : entry.offset + 1, out);
  });
  return Buffer.from(out);
}

/** The 127-byte header (PMTiles v3 spec, "Header"), little-endian. */
function header(fields: {
  rootOffset: number;
  rootLength: number;
  metadataOffset: number;
  metadataLength: number;
  dataOffset: number;
  dataLength: number;
  tiles: number;
}): Buffer {
  const h = Buffer.alloc(127);
  h.write('PMTiles', 0, 'ascii');
  h.writeUInt8(3, 7);
  const u64 = (value: number, at: number) => h.writeBigUInt64LE(BigInt(value), at);
  u64(fields.rootOffset, 8);
  u64(fields.rootLength, 16);
  u64(fields.metadataOffset, 24);
  u64(fields.metadataLength, 32);
  u64(fields.dataOffset + fields.dataLength, 40); // no leaf directories
  u64(0, 48);
  u64(fields.dataOffset, 56);
  u64(fields.dataLength, 64);
  u64(fields.tiles, 72);
  u64(fields.tiles, 80);
  u64(fields.tiles, 88);
  h.writeUInt8(1, 96); // clustered: tiles in tile-id order
  h.writeUInt8(2, 97); // internal compression: gzip
  h.writeUInt8(2, 98); // tile compression: gzip
  h.writeUInt8(1, 99); // tile type: MVT
  h.writeUInt8(MIN_ZOOM, 100);
  h.writeUInt8(MAX_ZOOM, 101);
  const e7 = (degrees: number, at: number) => h.writeInt32LE(Math.round(degrees * 1e7), at);
  e7(TEXAS.west, 102);
  e7(TEXAS.south, 106);
  e7(TEXAS.east, 110);
  e7(TEXAS.north, 114);
  h.writeUInt8(6, 118);
  e7(-97.74, 119);
  e7(30.27, 123);
  return h;
}

/** Every ring of a county outline as a line: the county lines of the `boundaries` layer. */
function rings(outline: Polygon | MultiPolygon): LineString[] {
  const polygons = outline.type === 'Polygon' ? [outline.coordinates] : outline.coordinates;
  return polygons.flat().map((ring) => ({ type: 'LineString', coordinates: ring }));
}

/**
 * Writes a small PMTiles v3 archive of Texas from the geography the project ships (us-atlas counties),
 * in the Protomaps basemap schema our PMTiles style draws: `earth` (the counties' land) and `boundaries`
 * (their outlines), zooms 0–7, gzip tiles and directory, one root directory. For the browser test of the
 * self-hosted base map and the map bench; a real deployment serves a Protomaps extract instead.
 */
export function writeTexasPmtiles(file: string): void {
  const counties = readCountyOutlines();
  const earth: FeatureCollection = {
    type: 'FeatureCollection',
    features: counties.map(
      (county): Feature => ({ type: 'Feature', geometry: county.outline, properties: { kind: 'earth' } }),
    ),
  };
  const boundaries: FeatureCollection = {
    type: 'FeatureCollection',
    features: counties.flatMap((county) =>
      rings(county.outline).map(
        (line): Feature => ({ type: 'Feature', geometry: line, properties: { kind: 'county' } }),
      ),
    ),
  };
  const options = { maxZoom: MAX_ZOOM, indexMaxZoom: MAX_ZOOM, indexMaxPoints: 0, extent: 4096, buffer: 64 };
  const earthIndex = new GeoJSONVT(earth, options);
  const boundaryIndex = new GeoJSONVT(boundaries, options);

  const tiles: { tileId: number; bytes: Buffer }[] = [];
  for (let z = MIN_ZOOM; z <= MAX_ZOOM; z += 1) {
    for (let x = tileX(TEXAS.west, z); x <= tileX(TEXAS.east, z); x += 1) {
      for (let y = tileY(TEXAS.north, z); y <= tileY(TEXAS.south, z); y += 1) {
        const earthTile = earthIndex.getTile(z, x, y);
        const boundaryTile = boundaryIndex.getTile(z, x, y);
        if (!earthTile && !boundaryTile) continue;
        const layers = {
          ...(earthTile ? { earth: earthTile } : {}),
          ...(boundaryTile ? { boundaries: boundaryTile } : {}),
        };
        tiles.push({
          tileId: zxyToTileId(z, x, y),
          bytes: gzipSync(fromGeojsonVt(layers, { version: 2, extent: 4096 })),
        });
      }
    }
  }
  tiles.sort((a, b) => a.tileId - b.tileId);

  const entries: Entry[] = [];
  let offset = 0;
  for (const tile of tiles) {
    entries.push({ tileId: tile.tileId, offset, length: tile.bytes.length });
    offset += tile.bytes.length;
  }
  const root = gzipSync(directory(entries));
  const metadata = gzipSync(
    JSON.stringify({
      name: 'Texas test basemap',
      vector_layers: [
        { id: 'earth', fields: { kind: 'String' } },
        { id: 'boundaries', fields: { kind: 'String' } },
      ],
      attribution: 'U.S. Census Bureau',
    }),
  );
  const rootOffset = 127;
  const metadataOffset = rootOffset + root.length;
  const dataOffset = metadataOffset + metadata.length;
  writeFileSync(
    file,
    Buffer.concat([
      header({
        rootOffset,
        rootLength: root.length,
        metadataOffset,
        metadataLength: metadata.length,
        dataOffset,
        dataLength: offset,
        tiles: tiles.length,
      }),
      root,
      metadata,
      ...tiles.map((tile) => tile.bytes),
    ]),
  );
}
