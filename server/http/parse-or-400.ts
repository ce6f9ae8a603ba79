import * as v from 'valibot';
import { ApiError } from './api-error';

/** Validates outside input (params, query, body) against `schema`, or throws a 400 that names each problem. */
export function parseOr400<S extends v.GenericSchema>(
  schema: S,
  input: unknown,
  what: string,
): v.InferOutput<S> {
  const result = v.safeParse(schema, input);
  if (result.success) return result.output;
  const issues = result.issues.map((issue) => ({ path: v.getDotPath(issue) ?? '', message: issue.message }));
  const first = issues[0];
  const summary = first ? `${first.path ? `${first.path}: ` : ''}${first.message}` : 'invalid';
  throw new ApiError('badRequest', `Invalid ${what}: ${summary}`, { issues });
}
