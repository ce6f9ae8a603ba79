import ky, { type KyInstance } from 'ky';
import type * as v from 'valibot';
import type { ApiResult } from './api-result';
import { toApiFailure } from './to-api-failure';

export interface RequestOptions {
  /** Aborts the request when a newer one supersedes it. */
  signal?: AbortSignal | undefined;
}

export interface ApiClient {
  readonly base: string;
  /** GETs `path` (relative, e.g. 'api/config') and parses the answer with `schema`. */
  get<S extends v.GenericSchema>(
    path: string,
    schema: S,
    options?: RequestOptions,
  ): Promise<ApiResult<v.InferOutput<S>>>;
}

/** A call that has not answered in this time fails as `timeout` (ms). */
const TIMEOUT = 15_000;

/**
 * The HTTP client for the API at `apiBase` (absolute, or relative to the page; '' means the page's origin).
 * Only GETs are retried, since repeating them is harmless; every answer is validated against the contract.
 */
export function createApiClient(apiBase: string, fetchImpl?: typeof fetch): ApiClient {
  const pageBase = globalThis.document?.baseURI ?? globalThis.location?.href ?? 'http://localhost/';
  const base = new URL(apiBase || '/', pageBase);
  if (!base.pathname.endsWith('/')) base.pathname += '/';
  const http: KyInstance = ky.create({
    baseUrl: base.href,
    timeout: TIMEOUT,
    retry: { limit: 2, methods: ['get'], statusCodes: [408, 502, 503, 504] },
    ...(fetchImpl ? { fetch: fetchImpl } : {}),
  });
  return {
    base: base.href,
    async get(path, schema, options = {}) {
      try {
        const value = await http
          .get(path.replace(/^\//, ''), options.signal ? { signal: options.signal } : {})
          .json(schema);
        return { ok: true, value };
      } catch (error) {
        return { ok: false, failure: toApiFailure(error, path) };
      }
    },
  };
}
