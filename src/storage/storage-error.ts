/**
 * The error storage throws when a request cannot be honoured for a reason the caller can act on
 * (a subdomain already taken, a database in use by another process, a schema newer than the
 * code). Driver errors that mean a bug or an outage are passed through unchanged.
 *
 * @module
 */

/** Stable identifiers of storage errors. Callers and tests match on them, never on the text. */
export type StorageErrorCode =
  | 'invalid-options'
  | 'database-in-use'
  | 'schema-too-new'
  | 'migration-changed'
  | 'invalid-subdomain'
  | 'subdomain-taken'
  | 'not-found'
  | 'invalid-transition'
  | 'thread-full';

/** A storage failure with a stable `code`; the message says what is wrong and how to fix it. */
export class StorageError extends Error {
  override readonly name = 'StorageError';
  readonly code: StorageErrorCode;

  constructor(code: StorageErrorCode, message: string, options?: ErrorOptions) {
    super(message, options);
    this.code = code;
  }
}

/** True when `error` is PostgreSQL's unique-violation (SQLSTATE 23505), from either driver. */
export function isUniqueViolation(error: unknown): boolean {
  return sqlState(error) === '23505';
}

/** True when `error` is PostgreSQL's foreign-key violation (SQLSTATE 23503): a missing parent. */
export function isForeignKeyViolation(error: unknown): boolean {
  return sqlState(error) === '23503';
}

function sqlState(error: unknown): unknown {
  return typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
}
