import { setTimeout as sleep } from 'node:timers/promises';
import * as v from 'valibot';
import { describeIssues } from '../describe-issues';
import { type ResoPage, resoPageSchema } from '../reso-page-schema';
import { createRateLimiter } from './create-rate-limiter';
import { createTokenSource } from './create-token-source';
import type { ResoFeed } from './reso-feed-config';

export interface ResoClientOptions {
  fetch?: typeof fetch;
  /** First backoff after a 5xx or a network error; doubled each attempt (tests shorten it). */
  retryBaseMs?: number;
  /** Attempts of one request before the run fails. */
  attempts?: number;
  /** The longest wait a Retry-After may ask for before the run gives up instead. */
  maxRetryAfterMs?: number;
}

export interface ResoClient {
  /** One page of a RESO Web API answer, retried as the vendors ask; throws when it cannot be had. */
  getPage(url: string, signal?: AbortSignal): Promise<ResoPage>;
}

/**
 * Fetches pages of a feed's RESO Web API: within its rate limits, with a bearer token (renewed and the
 * request repeated once on a 401, as when a token expires early), honouring 429's Retry-After (seconds
 * or an HTTP date), and retrying 5xx answers and network errors with a doubling backoff.
 */
export function createResoClient(feed: ResoFeed, options: ResoClientOptions = {}): ResoClient {
  const {
    fetch: fetchFn = fetch,
    retryBaseMs = 1_000,
    attempts = 5,
    maxRetryAfterMs = 15 * 60_000,
  } = options;
  const tokens = createTokenSource(feed.auth, fetchFn);
  const limiter = createRateLimiter(feed.rateLimit);
  const wait = (ms: number, signal: AbortSignal | undefined) =>
    sleep(ms, undefined, signal === undefined ? {} : { signal });

  return {
    async getPage(url, signal) {
      let renewed = false;
      let failures = 0;
      for (;;) {
        await limiter.take(signal);
        let response: Response;
        try {
          const token = await tokens.token(signal);
          response = await fetchFn(url, {
            headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
            ...(signal === undefined ? {} : { signal }),
          });
        } catch (error) {
          if (signal?.aborted) throw error;
          failures++;
          if (failures >= attempts)
            throw new Error(`${url}: ${describe(error)} (after ${failures} attempts)`);
          await wait(retryBaseMs * 2 ** (failures - 1), signal);
          continue;
        }
        if (response.status === 401 && !renewed) {
          renewed = true;
          tokens.invalidate();
          await response.body?.cancel();
          continue;
        }
        if (response.status === 429) {
          const delay = retryAfterMs(response.headers.get('retry-after')) ?? retryBaseMs * 2 ** failures;
          await response.body?.cancel();
          failures++;
          if (failures >= attempts + 5 || delay > maxRetryAfterMs) {
            throw new Error(`${url}: rate limited (429) and asked to wait ${Math.round(delay / 1000)} s`);
          }
          await wait(delay, signal);
          continue;
        }
        if (response.status >= 500) {
          await response.body?.cancel();
          failures++;
          if (failures >= attempts) throw new Error(`${url} answered ${response.status} ${failures} times`);
          await wait(retryBaseMs * 2 ** (failures - 1), signal);
          continue;
        }
        if (!response.ok) {
          const text = (await response.text()).slice(0, 300);
          throw new Error(`${url} answered ${response.status}: ${text}`);
        }
        const parsed = v.safeParse(resoPageSchema, await response.json());
        if (!parsed.success) throw new Error(`${url}: not a RESO page: ${describeIssues(parsed.issues)}`);
        return parsed.output;
      }
    },
  };
}

/** Retry-After is whole seconds or an HTTP date (RFC 9110 §10.2.3). */
function retryAfterMs(header: string | null): number | null {
  if (header === null) return null;
  if (/^\s*\d+\s*$/.test(header)) return Number(header) * 1000;
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : Math.max(0, at - Date.now());
}

function describe(error: unknown): string {
  if (error instanceof Error) {
    const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
    return `${error.message}${cause}`;
  }
  return String(error);
}
