import type { Queryable } from '../db';

/**
 * Where a contact message goes: the e-mail of agent `matrixDir` when the message was sent from an agent
 * of ours' page ('CONTACT {AGENT}'), otherwise `fallback` (the brokerage's address). An unknown MatrixDir
 * (an agent who left, a stale page) sends the message to the brokerage rather than refusing it.
 */
export async function findContactRecipient(
  db: Queryable,
  matrixDir: string | null,
  fallback: string,
): Promise<{ recipient: string; matrixDir: string | null }> {
  if (matrixDir === null) return { recipient: fallback, matrixDir: null };
  const result = await db.query<{ email: string }>('SELECT email FROM agents WHERE matrix_dir = $1', [
    matrixDir,
  ]);
  const email = result.rows[0]?.email;
  return email ? { recipient: email, matrixDir } : { recipient: fallback, matrixDir: null };
}
