import type { Queryable } from '../db/db';
import { withSavepoint } from '../db/with-savepoint';
import { addCounts } from './add-counts';
import { emptyImportReport } from './import-report';
import { isRowError } from './is-row-error';
import type { PropertyOp } from './property-op';
import { type BatchOutcome, writePropertyBatch } from './write-property-batch';

/**
 * Writes a batch in the caller's transaction. Records are validated beforehand, but should the database
 * still reject one (a rule only it knows), the batch is retried record by record, each in its own
 * savepoint, so that the one bad record is reported and skipped and its good neighbours are stored all
 * the same.
 */
export async function importPropertyBatch(
  tx: Queryable,
  batch: readonly PropertyOp[],
): Promise<BatchOutcome> {
  try {
    return await withSavepoint(tx, () => writePropertyBatch(tx, batch));
  } catch (error) {
    if (!isRowError(error)) throw error;
    const [only] = batch;
    if (batch.length === 1 && only !== undefined) {
      const message = error instanceof Error ? error.message : String(error);
      return {
        counts: emptyImportReport().listings,
        skipped: [{ ...only.ref, resource: 'Property', reason: `rejected by the database: ${message}` }],
      };
    }
    const total: BatchOutcome = { counts: emptyImportReport().listings, skipped: [] };
    for (const op of batch) {
      const one = await importPropertyBatch(tx, [op]);
      addCounts(total.counts, one.counts);
      total.skipped.push(...one.skipped);
    }
    return total;
  }
}
