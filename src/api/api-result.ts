/**
 * Why a call failed, in terms a screen can act on:
 * - `offline`: no answer reached us (network down, CORS, DNS); Retry may help.
 * - `timeout`: the API took too long; Retry may help.
 * - `server`: the API answered 5xx; Retry may help.
 * - `rejected`: the API answered 4xx (`status`, `code` and its `message` say why); Retry will not help.
 * - `invalid`: the answer did not match the contract (a backend speaking another version).
 * - `aborted`: a newer request superseded this one; nothing to show.
 */
export type ApiFailureKind = 'offline' | 'timeout' | 'server' | 'rejected' | 'invalid' | 'aborted';

export interface ApiFailure {
  kind: ApiFailureKind;
  /** HTTP status when the API answered. */
  status?: number;
  /** The API's stable error code (`{ error: { code } }`), when it sent one. */
  code?: string;
  /** A developer-facing description for the console; screens show their own translated text. */
  message: string;
}

export type ApiResult<T> = { ok: true; value: T } | { ok: false; failure: ApiFailure };
