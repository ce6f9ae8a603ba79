import * as v from 'valibot';
import type { AreaKind } from '../../src/contract';
import { slugSchema } from '../../src/contract';
import { slugify } from '../data/geography/slugify';
import type { PlaceName } from '../db/queries/find-place';
import { parseOr400 } from './parse-or-400';

/**
 * A place as a path segment: a slug ('round-rock') or a display name ('Round Rock', 'Travis County',
 * 'Austin-Round Rock-San Marcos, TX'). Letters, digits, spaces and the punctuation of Texas place names
 * only; anything else is malformed rather than merely unknown.
 */
const rawNameSchema = v.pipe(
  v.string(),
  v.trim(),
  v.minLength(1, 'Expected a place name'),
  v.maxLength(100, 'Expected at most 100 characters'),
  v.regex(/^[\p{L}\p{N}][\p{L}\p{N} '’.,&()-]*$/u, 'Expected a place name or its slug'),
);

// Display names carry suffixes the slugs leave out: 'Travis County' is 'travis', 'Round Rock, TX' is 'round-rock'.
const SUFFIXES: Partial<Record<AreaKind, RegExp>> = {
  county: /(?:-county)?(?:-tx)?$/,
  city: /-tx$/,
  metro: /-tx$/,
  region: /(?:-region)?(?:-tx)?$/,
};

/**
 * A place name from a path segment: its slug (checked with the contract's slug rule, so a name with no
 * letters or digits is a 400), the slugs it may stand for once display suffixes are dropped, and the
 * spelling it came in, for matching display names that do not slugify to the slug (metro titles).
 */
export function placeNameParam(value: unknown, kind: AreaKind): PlaceName & { slug: string } {
  const display = parseOr400(rawNameSchema, value, `${kind} name`);
  const slug = parseOr400(slugSchema, slugify(display), `${kind} name`);
  const suffix = SUFFIXES[kind];
  const stripped = suffix ? slug.replace(suffix, '') : slug;
  return { slug, slugs: stripped !== '' && stripped !== slug ? [slug, stripped] : [slug], display };
}
