import type { Queryable } from './db';

let counter = 0;

/**
 * Runs `fn` inside a savepoint of the caller's transaction: when it throws, only its own writes are
 * rolled back and the transaction stays usable, so one record the database rejects costs only itself
 * while its page still commits whole (with the sync's high-water mark) or not at all.
 */
export async function withSavepoint<T>(tx: Queryable, fn: () => Promise<T>): Promise<T> {
  counter = (counter + 1) % 1_000_000;
  const name = `bb_sp_${counter}`;
  await tx.query(`SAVEPOINT ${name}`);
  try {
    const result = await fn();
    await tx.query(`RELEASE SAVEPOINT ${name}`);
    return result;
  } catch (error) {
    await tx.query(`ROLLBACK TO SAVEPOINT ${name}`);
    throw error;
  }
}
