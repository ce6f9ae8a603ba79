/**
 * `npm run bench:photos [-- --photos 200 --width 1600 --concurrency 2]`: the photo pipeline's throughput.
 * Serves `photos` distinct JPEGs (`width` px wide, 3:2, photo-like: smooth gradients with texture) from a
 * local HTTP server standing in for an MLS photo CDN, gives a throwaway embedded database that many
 * imported photos, and times one pass of the pipeline as the server runs it: download, turn upright,
 * resize to the full-screen JPEG every other size is made from, write to a temporary folder. Then times
 * what a first visitor's card costs: each photo's 400 and 800 px sizes in AVIF, WebP and JPEG, made on
 * first request. Prints photos per second of each and the peak memory (RSS) of the process.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { seed } from '../server/data/seed';
import { openDb } from '../server/db/open-db';
import { texasToday } from '../src/lib/time/texas-time';
import { localPhotoStore } from '../server/photos/local-photo-store';
import { createRateGate } from '../server/photos/rate-gate';
import { readPhotoFile } from '../server/photos/read-photo-file';
import { runPhotoPass } from '../server/photos/run-photo-pass';

const { values } = parseArgs({
  options: {
    photos: { type: 'string', default: '200' },
    width: { type: 'string', default: '1600' },
    concurrency: { type: 'string', default: '2' },
  },
});
const count = Number(values.photos);
const width = Number(values.width);
const height = Math.round((width * 2) / 3);

/** A photo-like JPEG: a sky-to-ground gradient with fine noise, different for each `n`. */
async function photo(n: number): Promise<Buffer> {
  const noise = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 30 },
    },
  })
    .blur(1.2)
    .raw()
    .toBuffer();
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const sky = y < height / 2;
      pixels[i] = ((sky ? 90 : 110) + ((n * 13) % 60) + ((noise[i] ?? 128) - 128) / 3) & 255;
      pixels[i + 1] = ((sky ? 150 : 120) + x / 40 + ((noise[i + 1] ?? 128) - 128) / 3) & 255;
      pixels[i + 2] = ((sky ? 220 : 70) - y / 30 + ((noise[i + 2] ?? 128) - 128) / 3) & 255;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

console.info(`Making ${count} photos of ${width}×${height}…`);
// A few distinct images, served under `count` names with one changed byte each so every one is new.
const bases = await Promise.all(Array.from({ length: Math.min(count, 8) }, (_, n) => photo(n)));
const server = createServer((request, response) => {
  const n = Number(/\/(\d+)\.jpg$/.exec(request.url ?? '')?.[1] ?? -1);
  const base = bases[n % bases.length];
  if (n < 0 || !base) return void response.writeHead(404).end();
  const bytes = Buffer.from(base);
  // A distinct comment-free tail byte after the JPEG's end marker: a new file, the same picture.
  const body = Buffer.concat([bytes, Buffer.from([n & 255, (n >> 8) & 255])]);
  response.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': body.length }).end(body);
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const cdn = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

const work = mkdtempSync(join(tmpdir(), 'bluebonnet-bench-photos-'));
const db = await openDb({});
try {
  // Generated listings have ~10 photos on average: enough of them to hold `count`.
  await seed(db, { count: Math.ceil(count / 5), seed: 1, today: texasToday() });
  // The first `count` photos of the seeded listings become MLS photos of imported ones.
  await db.query(
    `UPDATE listing_media m SET media_url = $1 || '/' || (n.rank - 1) || '.jpg'
       FROM (SELECT listing_key_numeric, img_order,
                    row_number() OVER (ORDER BY listing_key_numeric, img_order) AS rank
               FROM listing_media) n
      WHERE n.listing_key_numeric = m.listing_key_numeric AND n.img_order = m.img_order AND n.rank <= $2`,
    [cdn, count],
  );
  const photos = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM listing_media WHERE media_url LIKE 'http%'`,
  );
  const total = photos.rows[0]?.n ?? 0;
  let peak = process.memoryUsage().rss;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 50);
  const store = localPhotoStore(join(work, 'photos'));
  const started = performance.now();
  const result = await runPhotoPass({
    db,
    store,
    concurrency: Number(values.concurrency),
    gate: createRateGate(0),
  });
  const seconds = (performance.now() - started) / 1000;
  console.info(
    `Pipeline: ${result.stored} of ${total} photos (${width}×${height} JPEG) downloaded and stored in ${seconds.toFixed(1)} s: ` +
      `${(result.stored / seconds).toFixed(1)} photos/s with concurrency ${values.concurrency} on ${availableParallelism()} cores; ` +
      `${result.failed} failed`,
  );
  const ids = await db.query<{ id: string }>(
    'SELECT photo_id AS id FROM listing_photos WHERE photo_id IS NOT NULL',
  );
  const cardsStarted = performance.now();
  const queue = ids.rows.map((row) => row.id);
  const cardSizes = async () => {
    for (let id = queue.pop(); id !== undefined; id = queue.pop())
      for (const size of [400, 800] as const)
        for (const format of ['avif', 'webp', 'jpg'] as const) await readPhotoFile(store, id, size, format);
  };
  await Promise.all(Array.from({ length: Number(values.concurrency) }, cardSizes));
  const cardSeconds = (performance.now() - cardsStarted) / 1000;
  clearInterval(sampler);
  console.info(
    `First card views: 400 and 800 px × AVIF, WebP, JPEG of ${ids.rows.length} photos in ${cardSeconds.toFixed(1)} s: ` +
      `${(ids.rows.length / cardSeconds).toFixed(1)} photos/s; peak RSS ${Math.round(peak / 1_048_576)} MB`,
  );
} finally {
  await db.close();
  server.close();
  rmSync(work, { recursive: true, force: true });
}
