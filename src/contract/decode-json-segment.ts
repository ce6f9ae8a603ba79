import * as v from 'valibot';

/** One problem with a JSON segment: the dot path of the field ('' for the whole value) and what is wrong. */
export interface SegmentIssue {
  path: string;
  message: string;
}

export type DecodeResult<T> = { ok: true; value: T } | { ok: false; message: string; issues: SegmentIssue[] };

function failure(message: string, issues: SegmentIssue[] = [{ path: '', message }]) {
  return { ok: false as const, message, issues };
}

// A segment from `location.pathname` is still percent-encoded ('%7B…'); Fastify hands route params over
// already decoded ('{…'). Decoding a decoded segment twice would corrupt a '%' inside a value.
function segmentText(segment: string): string {
  return segment.trimStart().startsWith('{') ? segment : decodeURIComponent(segment);
}

/**
 * Decodes a JSON path segment and validates it with `schema`. Never throws: bad percent-encoding, bad
 * JSON and schema failures come back as `{ ok: false, message, issues }`, the message naming each field.
 */
export function decodeJsonSegment<const TSchema extends v.GenericSchema>(
  schema: TSchema,
  segment: string,
  what = 'JSON segment',
): DecodeResult<v.InferOutput<TSchema>> {
  let text: string;
  try {
    text = segmentText(segment);
  } catch {
    return failure(`The ${what} is not valid percent-encoding`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return failure(`The ${what} is not valid JSON: ${reason}`);
  }
  // Every JSON segment of the API is an object; valibot's `object` would also take an array.
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    return failure(`The ${what} must be a JSON object`);
  }
  const result = v.safeParse(schema, json);
  if (result.success) return { ok: true, value: result.output };
  const issues = result.issues.map((issue) => ({ path: v.getDotPath(issue) ?? '', message: issue.message }));
  const message = issues.map((issue) =>
    issue.path === '' ? issue.message : `${issue.path}: ${issue.message}`,
  );
  return failure(message.join('; '), issues);
}
