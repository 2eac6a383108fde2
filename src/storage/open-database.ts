/**
 * The one way to open Folio's database: a PostgreSQL server when a URL is given, else the
 * embedded PGlite database in the data folder. The schema is brought up to date before the
 * database is handed out. Reading `DATABASE_URL` is the caller's job (the CLI), not this one's.
 *
 * @module
 */
import path from 'node:path';
import type { Database } from './database.ts';
import { migrate } from './migrate.ts';
import { openPgliteDatabase } from './pglite-database.ts';
import { openPostgresDatabase } from './postgres-database.ts';
import { StorageError } from './storage-error.ts';

/** The data folder's name under a project root when none is given: `.folio`. */
export const DEFAULT_DATA_FOLDER = '.folio';

/** Options of {@link openDatabase}. */
export interface OpenDatabaseOptions {
  /**
   * A PostgreSQL connection URL (`postgres://user:password@host:5432/database`), usually the
   * value of `DATABASE_URL`. When set and not empty, PostgreSQL is used and `dataDir` is not.
   */
  url?: string | undefined;
  /**
   * The Folio data folder: the embedded database keeps its files in its `pglite/` folder.
   * `memory://` keeps the database in memory. Required when there is no `url`.
   */
  dataDir?: string | undefined;
  /** A schema to hold Folio's tables instead of `public`; created when missing. */
  schema?: string | undefined;
  /** Apply pending migrations before returning (default true). */
  migrate?: boolean | undefined;
}

/** The default data folder of a project root: `<root>/.folio`. */
export function defaultDataDir(root: string): string {
  return path.join(root, DEFAULT_DATA_FOLDER);
}

/**
 * Opens the database `options` point to and applies pending migrations. Throws a
 * {@link StorageError} when neither `url` nor `dataDir` is given, when the embedded database is
 * open in another process, or when the schema is newer than this code.
 */
export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  const url = options.url === '' ? undefined : options.url;
  let db: Database;
  if (url !== undefined) {
    db = await openPostgresDatabase({ url, schema: options.schema });
  } else if (options.dataDir !== undefined && options.dataDir !== '') {
    db = await openPgliteDatabase({ dataDir: options.dataDir, schema: options.schema });
  } else {
    throw new StorageError(
      'invalid-options',
      'No database given: pass a data folder for the embedded database (for example ' +
        `${DEFAULT_DATA_FOLDER}/), or a PostgreSQL URL (DATABASE_URL=postgres://user:password@host/db).`,
    );
  }
  if (options.migrate !== false) {
    try {
      await migrate(db);
      // PGlite has no autovacuum: fresh statistics at open, then every few minutes.
      if (db.kind === 'pglite') await db.exec('ANALYZE');
    } catch (error) {
      await db.close();
      throw error;
    }
  }
  return db;
}
