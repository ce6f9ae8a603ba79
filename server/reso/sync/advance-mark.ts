import * as v from 'valibot';
import type { ResoResource } from '../import-report';
import { resourceKeyField } from './replication-url';

/** The high-water mark of one feed and resource (table reso_sync_marks). */
export interface SyncMark {
  /** The latest ModificationTimestamp applied, exactly as the feed wrote it (the next `ge` filter). */
  highWater: string;
  /** The keys applied at exactly that timestamp: the next request returns them again, and they are skipped. */
  keysAt: string[];
}

const recordSchema = v.record(v.string(), v.unknown());

/** A timestamp in microseconds, so marks compare at the precision feeds write (Date keeps milliseconds). */
export function timestampMicros(text: string): bigint | null {
  const fraction = /\.(\d+)/.exec(text)?.[1] ?? '';
  const ms = Date.parse(text.replace(/\.\d+/, ''));
  if (Number.isNaN(ms)) return null;
  return BigInt(ms) * 1000n + BigInt(`${fraction}000000`.slice(0, 6));
}

/**
 * Of one replication page, the records still to apply and the mark to store with them. Why `ge` and a
 * key list rather than `gt`: a `gt` request after a page that ended in the middle of several records
 * of one timestamp (feeds write thousands at one instant in a bulk change) would lose the rest of them;
 * `ge` returns them all, and the keys already applied at that instant are the ones skipped.
 */
export function advanceMark(
  resource: ResoResource,
  records: readonly unknown[],
  mark: SyncMark | null,
): { apply: unknown[]; mark: SyncMark | null } {
  const keyField = resourceKeyField[resource];
  const markMicros = mark === null ? null : timestampMicros(mark.highWater);
  const appliedAtMark = new Set(mark?.keysAt ?? []);
  let next = mark;
  let nextMicros = markMicros;
  let keysAt = new Set(appliedAtMark);
  const apply: unknown[] = [];
  for (const raw of records) {
    const parsed = v.safeParse(recordSchema, raw);
    const record = parsed.success ? parsed.output : {};
    const key = record[keyField];
    const stamp = record.ModificationTimestamp ?? record.MediaModificationTimestamp;
    const micros = typeof stamp === 'string' ? timestampMicros(stamp) : null;
    if (typeof key !== 'string' || typeof stamp !== 'string' || micros === null) {
      // Unplaceable in time: applied (the importer reports what is wrong with it), never the mark.
      apply.push(raw);
      continue;
    }
    if (markMicros !== null && micros === markMicros && appliedAtMark.has(key)) continue;
    apply.push(raw);
    if (nextMicros === null || micros > nextMicros) {
      next = { highWater: stamp, keysAt: [] };
      nextMicros = micros;
      keysAt = new Set([key]);
    } else if (micros === nextMicros) {
      keysAt.add(key);
    }
  }
  return { apply, mark: next === null ? null : { highWater: next.highWater, keysAt: [...keysAt] } };
}
