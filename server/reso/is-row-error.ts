/**
 * Whether a database error is about the rows written (SQLSTATE class 22, data exception, or 23,
 * integrity constraint violation): such a record is reported and skipped. Any other error (connection
 * lost, disk full, a bug in our SQL) is about the import itself and must stop it.
 */
export function isRowError(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    typeof error.code === 'string' &&
    /^2[23]/.test(error.code)
  );
}
