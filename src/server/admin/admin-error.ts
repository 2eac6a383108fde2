/**
 * The error the admin operations throw when they refuse a request the caller can fix: an
 * unknown project, a subdomain already taken, a folder without docs.json, a server that holds
 * the database but does not answer. Its `code` decides the HTTP status on the server and the
 * exit code in the CLI; its message says what is wrong and how to fix it.
 *
 * @module
 */
import { StorageError } from '../../storage/index.ts';

/** Why an admin operation was refused. */
export type AdminErrorCode =
  /** Something named does not exist (a project, an organization, a key). */
  | 'not-found'
  /** The request clashes with what exists (a subdomain in use, a prefix two keys share). */
  | 'conflict'
  /** The request itself is wrong (a folder without docs.json, an assistant key for an organization). */
  | 'invalid'
  /** The server holding the database cannot be reached or refused this client. */
  | 'unavailable';

/** A refused admin operation. */
export class AdminError extends Error {
  override readonly name = 'AdminError';
  readonly code: AdminErrorCode;

  constructor(code: AdminErrorCode, message: string, options?: ErrorOptions) {
    super(message, options);
    this.code = code;
  }
}

/** The HTTP status of each refusal. */
export const ADMIN_ERROR_STATUS = {
  'not-found': 404,
  conflict: 409,
  invalid: 400,
  unavailable: 503,
} as const satisfies Record<AdminErrorCode, number>;

/**
 * The refusal a storage error stands for, or the error itself when it is not one an admin
 * caller can act on (a driver failure, a bug).
 */
export function asAdminError(error: unknown): unknown {
  if (!(error instanceof StorageError)) return error;
  switch (error.code) {
    case 'not-found':
      return new AdminError('not-found', error.message, { cause: error });
    case 'subdomain-taken':
      return new AdminError('conflict', error.message, { cause: error });
    case 'invalid-subdomain':
    case 'invalid-options':
      return new AdminError('invalid', error.message, { cause: error });
    default:
      return error;
  }
}
