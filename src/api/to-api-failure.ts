import { HTTPError, isHTTPError, isNetworkError, isTimeoutError, SchemaValidationError } from 'ky';
import * as v from 'valibot';
import type { ApiFailure } from './api-result';
import { reportSessionGone } from './session-gone';

const errorBodySchema = v.object({
  error: v.object({ code: v.string(), message: v.string() }),
});

/** Classifies anything a request threw; a 401 is also reported (`onSessionGone`). */
export function toApiFailure(error: unknown, url: string): ApiFailure {
  if (error instanceof DOMException && error.name === 'AbortError') {
    return { kind: 'aborted', message: `Superseded: ${url}` };
  }
  if (isTimeoutError(error)) return { kind: 'timeout', message: `Timed out: ${url}` };
  if (isHTTPError(error) || error instanceof HTTPError) {
    const status = error.response.status;
    if (status === 401) reportSessionGone();
    const body = v.safeParse(errorBodySchema, error.data);
    const detail = body.success ? body.output.error : undefined;
    return {
      kind: status >= 500 ? 'server' : 'rejected',
      status,
      ...(detail ? { code: detail.code } : {}),
      message: `${status} from ${url}${detail ? `: ${detail.message}` : ''}`,
    };
  }
  if (error instanceof SchemaValidationError) {
    const first = error.issues[0];
    const path = first?.path?.map((p) => (typeof p === 'object' ? String(p.key) : String(p))).join('.') ?? '';
    return {
      kind: 'invalid',
      message: `Unexpected answer from ${url}: ${path} ${first?.message ?? ''}`.trim(),
    };
  }
  if (error instanceof SyntaxError) return { kind: 'invalid', message: `Not JSON from ${url}` };
  if (isNetworkError(error) || error instanceof TypeError) {
    return { kind: 'offline', message: `No answer from ${url}` };
  }
  return { kind: 'offline', message: `Request to ${url} failed: ${String(error)}` };
}
