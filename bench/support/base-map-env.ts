import { join } from 'node:path';
import { writeTexasPmtiles } from '../../tests/support/write-texas-pmtiles';

/** The base maps a bench can draw under the pins without internet. */
export const BENCH_BASE_MAPS = ['pmtiles', 'offline'] as const;

/**
 * The server's environment for a bench's base map: 'pmtiles' builds a Texas PMTiles file from the shipped
 * geography into `workDir` and has the server serve it (a real base map of streets' weight that needs no
 * internet, the self-hosted path a brokerage may use); 'offline' is the offline style alone. The default
 * OpenFreeMap style cannot be measured here (no internet), and its fallback would measure a failure.
 */
export function baseMapEnv(choice: string, workDir: string): Record<string, string> {
  if (choice === 'offline') return { MAP_STYLE_URL: 'offline' };
  if (choice !== 'pmtiles')
    throw new Error(`--base-map: expected ${BENCH_BASE_MAPS.join(' or ')}, got ${choice}`);
  const file = join(workDir, 'texas.pmtiles');
  writeTexasPmtiles(file);
  return { MAP_PMTILES_FILE: file };
}
