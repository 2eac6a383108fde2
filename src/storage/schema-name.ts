/**
 * Folio's tables can live in a schema other than `public`, so that several Folio installations
 * (or test runs) share one PostgreSQL database without seeing each other's rows. A schema name
 * is checked once here, then used unquoted.
 *
 * @module
 */
import { StorageError } from './storage-error.ts';

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/** Returns `schema` if it is a plain lower-case identifier, or throws `invalid-options`. */
export function checkSchemaName(schema: string): string {
  if (!SCHEMA_NAME.test(schema)) {
    throw new StorageError(
      'invalid-options',
      `The schema name "${schema}" is not usable: use lower-case letters, digits and underscores, ` +
        'starting with a letter or underscore, at most 63 characters.',
    );
  }
  return schema;
}

/** SQL that creates `schema` when missing and makes it the session's only search path. */
export function useSchema(schema: string): string {
  const name = checkSchemaName(schema);
  return `CREATE SCHEMA IF NOT EXISTS ${name}; SET search_path TO ${name};`;
}
