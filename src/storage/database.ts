/**
 * The one database interface the rest of storage talks to. Two implementations stand behind it:
 * PGlite (PostgreSQL compiled to WebAssembly, in-process, persisted in a folder) and node-postgres
 * (a real PostgreSQL server). Both run the same SQL: repositories never ask which one they have.
 *
 * @module
 */
import type { Channel } from './notifications.ts';

/** The rows a statement returned, and how many rows it returned or changed. */
export interface QueryResult<Row> {
  rows: Row[];
  /** Rows returned by a SELECT or `RETURNING`, or changed by INSERT / UPDATE / DELETE. */
  rowCount: number;
}

/** Something that runs SQL: the database itself or an open transaction. */
export interface Queryable {
  /**
   * Runs one statement with `$1, $2...` parameters (extended protocol). Rows are typed by the
   * caller: the type is a promise about the selected columns, not a runtime check.
   */
  query<Row extends object = Record<string, unknown>>(
    sql: string,
    params?: readonly unknown[],
  ): Promise<QueryResult<Row>>;
  /** Runs a script of several statements without parameters (migrations, schema set-up). */
  exec(sql: string): Promise<void>;
}

/** Which engine a {@link Database} runs on. */
export type DatabaseKind = 'pglite' | 'postgres';

/** An open database: queries, transactions, and a clean close. */
export interface Database extends Queryable {
  readonly kind: DatabaseKind;
  /** Where the data lives, safe to print: a folder, or `host:port/database` without password. */
  readonly location: string;
  /**
   * Runs `work` inside one transaction: committed when it resolves, rolled back when it throws
   * (the error is rethrown). Use only `transaction` (the argument) inside `work`.
   */
  transaction<T>(work: (transaction: Queryable) => Promise<T>): Promise<T>;
  /**
   * Calls `handler` for each notification sent on `channel` of this database's schema (see
   * `notifications.ts`), from this process or any other. Resolves once listening; the function it
   * resolves with stops. With PostgreSQL, a dropped connection is re-opened and `handler` called
   * once with an empty payload, since notifications sent meanwhile were lost.
   */
  listen(channel: Channel, handler: (payload: string) => void): Promise<() => Promise<void>>;
  /** Waits for running queries, then releases the connection(s) or files. Safe to call twice. */
  close(): Promise<void>;
}
