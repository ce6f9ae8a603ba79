import * as v from 'valibot';

/**
 * A record id in a request: a path parameter or form field (digit text) or a JSON number; outputs a
 * positive safe integer. Used for ListingKeyNumeric, ClientID, BlogID, CommentID, saved-search ids.
 */
export const idSchema = v.pipe(
  v.union([v.number(), v.string()], 'Expected a positive integer id'),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const raw = dataset.value;
    const value =
      typeof raw === 'number' ? raw : /^\d{1,16}$/.test(raw.trim()) ? Number(raw.trim()) : Number.NaN;
    if (!Number.isSafeInteger(value) || value < 1) {
      addIssue({ message: 'Expected a positive integer id' });
      return NEVER;
    }
    return value;
  }),
);
