/**
 * The embedded {@link Database}: PGlite (PostgreSQL 18 compiled to WebAssembly) running in this
 * process, its files in `<dataDir>/pglite`, guarded by a lock file so that only one process opens
 * them. Nothing to install or start; one process at a time.
 *
 * @module
 */
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Transaction } from '@electric-sql/pglite';
import { acquireDataDirLock } from './data-dir-lock.ts';
import type { DataDirLock } from './data-dir-lock.ts';
import type { Database, QueryResult, Queryable } from './database.ts';
import { scopedChannel } from './notifications.ts';
import { checkSchemaName, useSchema } from './schema-name.ts';

/** A `dataDir` starting with this keeps the database in memory (tests, throw-away runs). */
export const IN_MEMORY = 'memory://';

/** The folder, inside the data folder, that holds PGlite's files. */
export const PGLITE_FOLDER = 'pglite';

/** Options of {@link openPgliteDatabase}. */
export interface PgliteDatabaseOptions {
  /** The Folio data folder (PGlite's files go in its `pglite/` folder), or {@link IN_MEMORY}. */
  dataDir: string;
  /** A schema to hold the tables instead of `public` (created when missing). */
  schema?: string | undefined;
}

type PgliteClient = Pick<PGlite, 'query' | 'exec'> | Transaction;

/**
 * How often the embedded database is vacuumed and its statistics refreshed. PGlite has no
 * autovacuum: without this, dead rows pile up and the planner keeps the row counts of the day
 * the tables were empty (a list of 12 sessions out of 1,000 then sorts all 1,000: 3.6x slower).
 */
export const MAINTENANCE_INTERVAL_MS = 10 * 60_000;

/** Opens (creating when missing) the embedded database of `dataDir`. */
export async function openPgliteDatabase(options: PgliteDatabaseOptions): Promise<Database> {
  if (options.schema !== undefined) checkSchemaName(options.schema);
  const inMemory = options.dataDir.startsWith(IN_MEMORY);
  const folder = inMemory ? options.dataDir : path.resolve(options.dataDir);
  const lock: DataDirLock | undefined = inMemory ? undefined : await acquireDataDirLock(folder);
  let pglite: PGlite;
  try {
    pglite = await PGlite.create(inMemory ? folder : path.join(folder, PGLITE_FOLDER));
    if (options.schema !== undefined) await pglite.exec(useSchema(options.schema));
  } catch (error) {
    await lock?.release();
    throw error;
  }
  const client = wrap(pglite);
  const maintenance = setInterval(() => {
    pglite.exec('VACUUM (ANALYZE)').catch(() => undefined);
  }, MAINTENANCE_INTERVAL_MS);
  maintenance.unref();
  let closing: Promise<void> | undefined;
  return {
    kind: 'pglite',
    location: inMemory ? 'memory' : folder,
    ...client,
    transaction: (work) => pglite.transaction((transaction) => work(wrap(transaction))),
    // One process owns an embedded database: its notifications are its own, delivered in it.
    async listen(channel, handler) {
      const { rows } = await pglite.query<{ schema: string }>('SELECT current_schema() AS schema');
      const name = scopedChannel(rows[0]?.schema ?? 'public', channel);
      await pglite.listen(name, handler);
      // PGlite's own stop function unquotes the name, which UNLISTEN then cannot parse.
      return () => pglite.unlisten(name, handler);
    },
    close() {
      clearInterval(maintenance);
      closing ??= (async () => {
        try {
          await pglite.close();
        } finally {
          await lock?.release();
        }
      })();
      return closing;
    },
  };
}

function wrap(client: PgliteClient): Queryable {
  return {
    async query<Row extends object>(
      sql: string,
      params: readonly unknown[] = [],
    ): Promise<QueryResult<Row>> {
      const result = await client.query<Row>(sql, [...params]);
      return { rows: result.rows, rowCount: result.rowCount ?? result.rows.length };
    },
    async exec(sql: string): Promise<void> {
      await client.exec(sql);
    },
  };
}
