/**
 * The shape of one schema migration.
 *
 * @module
 */

/** One step of the schema: applied once, in `version` order, inside a transaction. */
export interface Migration {
  /** 1, 2, 3...: consecutive, never reused. */
  version: number;
  /** A short kebab-case name, recorded beside the version. */
  name: string;
  /** The SQL script; runs unchanged on PGlite and PostgreSQL. */
  sql: string;
}
