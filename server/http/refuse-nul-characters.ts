import type { FastifyRequest } from 'fastify';
import { ApiError } from './api-error';

const MESSAGE = 'Text must not contain NUL characters';

/**
 * The dotted path (`searches.0.title`) of the first string in `input` holding a NUL character, `''` for
 * `input` itself, or null when there is none. Walked with a stack of its own, not by recursion, so a
 * body nested thousands of levels deep cannot overflow the call stack.
 */
export function findNulCharacter(input: unknown): string | null {
  const pending: { value: unknown; path: string }[] = [{ value: input, path: '' }];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const { value, path } = next;
    const inside = (key: string) => (path ? `${path}.${key}` : key);
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return path;
    } else if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) pending.push({ value: value[i], path: inside(String(i)) });
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, item] of Object.entries(value).reverse()) {
        if (key.includes('\u0000')) return inside(key);
        pending.push({ value: item, path: inside(key) });
      }
    }
  }
  return null;
}

/** Throws the 400 that names where `input` (the request's `what`) holds a NUL character, if it does. */
export function refuseNulIn(input: unknown, what: string): void {
  const path = findNulCharacter(input);
  if (path === null) return;
  throw new ApiError('badRequest', `Invalid ${what}: ${path ? `${path}: ` : ''}${MESSAGE}`, {
    issues: [{ path, message: MESSAGE }],
  });
}

/**
 * PostgreSQL's text cannot hold U+0000 (error 22021), so a NUL anywhere in a request used to reach the
 * database and answer 500 (issue 23, finding 7). Every path parameter, query value and parsed body passes
 * here before any route sees it, and a NUL is refused once with a 400 naming the field, instead of in
 * every schema. Multipart fields are read by their route and go through `refuseNulIn` there.
 */
export async function refuseNulCharacters(request: FastifyRequest): Promise<void> {
  refuseNulIn(request.params, 'path');
  refuseNulIn(request.query, 'query');
  refuseNulIn(request.body, 'body');
}
