import * as v from 'valibot';
import { describeIssues } from './describe-issues';

/** A field left out of a record that was kept: its name ('Media[2]' for a child) and why. */
export interface FieldDrop {
  field: string;
  reason: string;
}

/** Each field of `E` as its schema outputs it, or null when the value was dropped. */
export type ResoFieldValues<E extends v.ObjectEntries> = {
  -readonly [K in keyof E]: v.InferOutput<E[K]> | null;
};

/**
 * Validates each field of `record` on its own, so that one bad value drops that value (null, reported in
 * `dropped`) instead of the record. A field the feed leaves out, sends as null or as '' is simply null,
 * not reported.
 */
export function parseResoFields<const E extends v.ObjectEntries>(
  entries: E,
  record: Readonly<Record<string, unknown>>,
  dropped: FieldDrop[],
): ResoFieldValues<E> {
  const output: Record<string, unknown> = {};
  for (const [field, schema] of Object.entries(entries)) {
    const sent = record[field];
    // Feeds send '' for a value nobody entered, in number fields as in text ones: absent, not bad.
    const value = sent === undefined || (typeof sent === 'string' && sent.trim() === '') ? null : sent;
    const parsed = v.safeParse(schema, value);
    if (parsed.success) {
      output[field] = parsed.output;
    } else {
      output[field] = null;
      if (value !== null) dropped.push({ field, reason: describeIssues(parsed.issues) });
    }
  }
  // Every key of `entries` was set just above, each to its schema's output or null.
  return output as ResoFieldValues<E>;
}
