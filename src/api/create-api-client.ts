import ky, { type KyInstance } from 'ky';
import type * as v from 'valibot';
import type { ApiResult } from './api-result';
import { toApiFailure } from './to-api-failure';

export interface RequestOptions {
  /** Aborts the request when a newer one supersedes it. */
  signal?: AbortSignal | undefined;
  /** Overrides the client's 15 s, for a call the visitor waits on as they type. */
  timeout?: number | undefined;
}

export interface ApiClient {
  readonly base: string;
  /**
   * The one ky instance every call of the widgets goes through (src/api's modules only): the API base,
   * the timeout and the fetch injected in tests apply to all of them. Plain: no cookie, no retry, and a
   * 4xx throws; each call adds what it needs (`credentials`, `retry`, `throwHttpErrors`).
   */
  readonly http: KyInstance;
  /**
   * GETs `path` (relative to the API base, e.g. 'api/config', or an absolute URL of another service) and
   * parses the answer with `schema`. Retried on 408 and 5xx gateway answers: repeating a GET is harmless.
   */
  get<S extends v.GenericSchema>(
    path: string,
    schema: S,
    options?: RequestOptions,
  ): Promise<ApiResult<v.InferOutput<S>>>;
}

/** A call that has not answered in this time fails as `timeout` (ms). */
const TIMEOUT = 15_000;

/** Retries of a GET the server or a gateway could not answer in time. */
export const GET_RETRY = { limit: 2, methods: ['get'], statusCodes: [408, 502, 503, 504] };

/**
 * The HTTP client for the API at `apiBase` (absolute, or relative to the page; '' means the page's origin).
 * Only GETs are retried, since repeating them is harmless; every answer is validated against the contract.
 * The POSTs (postForm, sendRequest) ride on its `http`.
 */
export function createApiClient(apiBase: string, fetchImpl?: typeof fetch): ApiClient {
  const pageBase = globalThis.document?.baseURI ?? globalThis.location?.href ?? 'http://localhost/';
  const base = new URL(apiBase || '/', pageBase);
  if (!base.pathname.endsWith('/')) base.pathname += '/';
  const http: KyInstance = ky.create({
    baseUrl: base.href,
    timeout: TIMEOUT,
    retry: 0,
    ...(fetchImpl ? { fetch: fetchImpl } : {}),
  });
  return {
    base: base.href,
    http,
    async get(path, schema, { signal, timeout } = {}) {
      try {
        const value = await http
          .get(path.replace(/^\//, ''), {
            retry: GET_RETRY,
            ...(signal ? { signal } : {}),
            ...(timeout ? { timeout } : {}),
          })
          .json(schema);
        return { ok: true, value };
      } catch (error) {
        return { ok: false, failure: toApiFailure(error, path) };
      }
    },
  };
}
