import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import type { Rng } from '../../server/data/generator/create-rng';
import { encodeListingsQuery } from '../../src/contract';
import {
  drawnPolygons,
  drawPaths,
  mapViewports,
  type PathMaker,
  texasFilters,
  typedPrefixes,
} from './varied-workload';

/** Resident memory of process `pid` in MB (VmRSS), or NaN where /proc is missing. */
export function rssMb(pid: number | undefined): number {
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return Number(kb) / 1024;
  } catch {
    return Number.NaN;
  }
}

/** Listing keys to open, read from the first pages of the newest listings. */
export async function listingKeys(base: string): Promise<number[]> {
  const keys: number[] = [];
  for (let page = 1; page <= 6; page++) {
    const path = `/api/v1/listings/${encodeListingsQuery({ filters: { page, perPage: 50 } })}`;
    const body: { data?: { listings?: { ListingKeyNumeric?: number }[] } } = await (
      await fetch(`${base}${path}`)
    ).json();
    for (const listing of body.data?.listings ?? []) {
      if (typeof listing.ListingKeyNumeric === 'number') keys.push(listing.ListingKeyNumeric);
    }
  }
  if (keys.length === 0) throw new Error('the server listed no listings to open');
  return keys;
}

/** The visitors' mix: what a page of listings with its map, its search box and its detail modal asks. */
export function mixedWorkload(keys: number[]): PathMaker {
  const mapPins: PathMaker = (rng) => mapViewports(rng).replace('/api/v1/listings/', '/api/v1/map/pins/');
  const detail: PathMaker = (rng) => `/api/listingsItem/${rng.pick(keys)}`;
  const config: PathMaker = () => '/api/config';
  const mix: [PathMaker, number][] = [
    [mapViewports, 4],
    [texasFilters, 2],
    [drawnPolygons, 1],
    [mapPins, 2],
    [typedPrefixes, 4],
    [detail, 3],
    [config, 1],
  ];
  return (rng: Rng) => rng.weighted(mix)(rng);
}

export interface LoadResult {
  requestsPerSecond: number;
  total: number;
  latency: { p50: number; p97_5: number; p99: number; max: number };
  /** Socket errors (timeouts among them) and non-2xx answers. */
  errors: number;
  socketErrors: number;
  timeouts: number;
  non2xx: number;
}

/**
 * Holds `connections` on `base` for `duration` seconds over the mixed workload (paths drawn from `seed`),
 * calling `onTick` every 10 s with the seconds elapsed and the answers so far.
 */
export async function runMixedLoad(options: {
  base: string;
  connections: number;
  duration: number;
  seed: number;
  timeout?: number;
  onTick?: (second: number, answered: number, failed: number) => void;
}): Promise<LoadResult> {
  const nextPath = drawPaths(mixedWorkload(await listingKeys(options.base)), options.seed * 100 + 7);
  let answered = 0;
  let failed = 0;
  const begin = performance.now();
  const sampler = setInterval(
    () => options.onTick?.(Math.round((performance.now() - begin) / 1000), answered, failed),
    10_000,
  );
  try {
    const result = await autocannon({
      url: options.base,
      connections: options.connections,
      duration: options.duration,
      timeout: options.timeout ?? 10,
      requests: [
        {
          setupRequest: (request) => ({ ...request, path: nextPath() }),
          onResponse: (status) => {
            answered += 1;
            if (status < 200 || status > 299) failed += 1;
          },
        },
      ],
    });
    return {
      requestsPerSecond: result.requests.average,
      total: result.requests.total,
      latency: result.latency,
      errors: result.errors + result.non2xx,
      socketErrors: result.errors,
      timeouts: result.timeouts,
      non2xx: result.non2xx,
    };
  } finally {
    clearInterval(sampler);
  }
}
