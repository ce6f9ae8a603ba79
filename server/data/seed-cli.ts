/**
 * `npm run seed -- --count N [--seed S] [--today YYYY-MM-DD]`: replaces the listings of the configured
 * database (DATA_DIR for the embedded one, default 'data'; DATABASE_URL for PostgreSQL) with generated
 * ones, adding the geography and brokerage when missing, and reports what it did and how long it took.
 */
import { parseArgs } from 'node:util';
import * as v from 'valibot';
import { openDb } from '../db/open-db';
import { wholeNumberSetting } from '../lib/whole-number-setting';
import { reseedListings } from './seed';

const argsSchema = v.object({
  count: wholeNumberSetting('--count', 20_000, { min: 0, max: 2_000_000 }),
  seed: wholeNumberSetting('--seed', 1, { min: 0, max: 4_294_967_295 }),
  today: v.optional(v.pipe(v.string(), v.isoDate('must be YYYY-MM-DD'))),
});

function parseOptions():
  | { success: true; output: v.InferOutput<typeof argsSchema> }
  | { success: false; message: string } {
  try {
    const { values } = parseArgs({
      options: { count: { type: 'string' }, seed: { type: 'string' }, today: { type: 'string' } },
    });
    const parsed = v.safeParse(argsSchema, values);
    return parsed.success ? parsed : { success: false, message: v.summarize(parsed.issues) };
  } catch (error) {
    // parseArgs throws on unknown or malformed options.
    return { success: false, message: error instanceof Error ? error.message : String(error) };
  }
}

async function main(): Promise<void> {
  const parsed = parseOptions();
  if (!parsed.success) {
    console.error(
      `seed: ${parsed.message}\nusage: npm run seed -- --count N [--seed S] [--today YYYY-MM-DD]`,
    );
    process.exitCode = 2;
    return;
  }
  const { count, seed, today } = parsed.output;
  const dataDir = process.env.DATA_DIR ?? 'data';
  const databaseUrl = process.env.DATABASE_URL;
  const opened = performance.now();
  const db = await openDb({ dataDir, databaseUrl });
  const openMs = Math.round(performance.now() - opened);
  try {
    const report = await reseedListings(db, { count, seed, ...(today === undefined ? {} : { today }) });
    const where = databaseUrl === undefined ? `PGlite in ${dataDir}` : 'PostgreSQL (DATABASE_URL)';
    console.info(
      [
        `Seeded ${where} with seed ${seed}:`,
        `  geography ${report.geography ? 'inserted' : 'already present'}; offices +${report.offices}, agents +${report.agents}`,
        `  ${report.listings} listings, ${report.media} photos, ${report.rooms} rooms, ${report.openHouses} open houses, ${report.history} history events`,
        `  seeding took ${(report.milliseconds / 1000).toFixed(1)} s (opening the database ${(openMs / 1000).toFixed(1)} s)`,
      ].join('\n'),
    );
  } finally {
    await db.close();
  }
}

await main();
