/**
 * Reaching a Folio server's data for the admin commands, whether or not the server runs:
 *
 * - with a PostgreSQL URL, the database is opened directly (any number of processes may);
 * - else the embedded database of the data folder is opened directly when it is free;
 * - when `folio serve` holds it, the work goes to that server through its admin API, found in
 *   the data folder's `server.json`.
 *
 * Both ways give the same {@link AdminApi}: the same results, the same errors.
 *
 * @module
 */
import { openDatabase, StorageError } from '../../storage/index.ts';
import { serverAdmin } from './admin-client.ts';
import { databaseAdmin } from './admin-operations.ts';
import type { AdminApi } from './admin-operations.ts';
import { readServerFile } from './server-file.ts';

/** Where the data is. */
export interface ConnectAdminOptions {
  /** The data folder: the embedded database, and `server.json` of a running server. */
  dataDir: string;
  /** A PostgreSQL URL (`DATABASE_URL`); when set and not empty, used instead of the data folder. */
  databaseUrl?: string | undefined;
}

/** The admin operations over a connection to close when done. */
export interface AdminConnection extends AdminApi {
  /** How the data is reached, in words: `the embedded database in /srv/.folio`... */
  readonly description: string;
  /** Releases the database (a no-op through a server). */
  close(): Promise<void>;
}

/**
 * Opens the admin operations on the data `options` point to. Throws the {@link StorageError}
 * of the database when it cannot be opened and no running server stands behind it.
 */
export async function connectAdmin(options: ConnectAdminOptions): Promise<AdminConnection> {
  const url = options.databaseUrl === '' ? undefined : options.databaseUrl;
  try {
    const db = await openDatabase(url === undefined ? { dataDir: options.dataDir } : { url });
    const description =
      db.kind === 'postgres'
        ? `the PostgreSQL database at ${db.location}`
        : `the embedded database in ${options.dataDir}`;
    return { ...databaseAdmin(db), description, close: () => db.close() };
  } catch (error) {
    if (!(error instanceof StorageError) || error.code !== 'database-in-use') throw error;
    const server = await readServerFile(options.dataDir);
    if (!server) {
      throw new StorageError(
        'database-in-use',
        `${error.message} If that process is \`folio serve\` starting up, run the command again ` +
          'in a moment: once it is running, admin commands go through it.',
        { cause: error },
      );
    }
    return {
      ...serverAdmin(server),
      description: `the Folio server at ${server.url} (process ${server.pid})`,
      close: () => Promise.resolve(),
    };
  }
}
