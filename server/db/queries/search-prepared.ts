import type { QueryOptions } from '../db';

/**
 * How every autocomplete statement runs: prepared, because each keystroke repeats one of a few fixed
 * texts, and planning them cost PGlite as much as running them. Their plans are prefix ranges read in
 * index order up to a limit, the same whatever the prefix (DESIGN "Data": ranges, not LIKE, for this).
 */
export const PREPARED: QueryOptions = { prepare: true };
