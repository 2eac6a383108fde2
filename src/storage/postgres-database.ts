/**
 * The server {@link Database}: a pool of node-postgres connections to the PostgreSQL server named
 * by a connection URL. Several Folio processes can share it; nothing is kept in memory.
 *
 * @module
 */
import { createHash } from 'node:crypto';
import pg from 'pg';
import type { PoolClient, QueryResultRow } from 'pg';
import type { Database, QueryResult, Queryable } from './database.ts';
import { PostgresListener } from './postgres-listener.ts';
import { checkSchemaName, useSchema } from './schema-name.ts';
import { StorageError } from './storage-error.ts';

/** Options of {@link openPostgresDatabase}. */
export interface PostgresDatabaseOptions {
  /** A connection URL: `postgres://user:password@host:5432/database`. */
  url: string;
  /** A schema to hold the tables instead of `public` (created when missing). */
  schema?: string | undefined;
  /** The most connections the pool opens at once; default 10. */
  maxConnections?: number | undefined;
}

/** Connects to the server of `options.url` and checks that it answers. */
export async function openPostgresDatabase(options: PostgresDatabaseOptions): Promise<Database> {
  const location = describeUrl(options.url);
  const schema = options.schema === undefined ? undefined : checkSchemaName(options.schema);
  const connection: pg.ClientConfig = {
    connectionString: options.url,
    // Every connection starts in the schema, not only the first one.
    ...(schema === undefined ? {} : { options: `-c search_path=${schema}` }),
  };
  const pool = new pg.Pool({ ...connection, max: options.maxConnections ?? 10 });
  // An idle connection dropped by the server (restart, timeout) is replaced on the next query;
  // without a listener the pool's 'error' event would end the process.
  pool.on('error', () => undefined);
  try {
    if (schema === undefined) await pool.query('SELECT 1');
    else await pool.query(useSchema(schema));
  } catch (error) {
    await pool.end();
    throw new StorageError(
      'invalid-options',
      `Cannot connect to PostgreSQL at ${location}: ${(error as Error).message}. Check ` +
        'DATABASE_URL (postgres://user:password@host:port/database) and that the server is running.',
      { cause: error },
    );
  }
  const client = wrap(pool);
  const listener = new PostgresListener(connection);
  let closing: Promise<void> | undefined;
  return {
    kind: 'postgres',
    location,
    ...client,
    async transaction<T>(work: (transaction: Queryable) => Promise<T>): Promise<T> {
      const connection = await pool.connect();
      let broken: Error | undefined;
      try {
        await connection.query('BEGIN');
        const result = await work(wrap(connection));
        await connection.query('COMMIT');
        return result;
      } catch (error) {
        await connection.query('ROLLBACK').catch((rollbackError: unknown) => {
          broken = rollbackError as Error;
        });
        throw error;
      } finally {
        // A connection that could not roll back is discarded rather than reused.
        connection.release(broken);
      }
    },
    listen: (channel, handler) => listener.listen(channel, handler),
    close() {
      closing ??= listener.close().then(() => pool.end());
      return closing;
    },
  };
}

/**
 * Statements with parameters run as named prepared statements, named after their text: each
 * connection parses and plans a statement once, then only binds and executes it. The SQL texts
 * come from the code, so the set of names is small and fixed.
 */
const statementNames = new Map<string, string>();

function statementName(sql: string): string {
  let name = statementNames.get(sql);
  if (name === undefined) {
    name = `folio_${createHash('sha256').update(sql).digest('base64url').slice(0, 24)}`;
    statementNames.set(sql, name);
  }
  return name;
}

function wrap(client: pg.Pool | PoolClient): Queryable {
  return {
    async query<Row extends object>(
      sql: string,
      params: readonly unknown[] = [],
    ): Promise<QueryResult<Row>> {
      const result = await client.query<QueryResultRow>({
        text: sql,
        values: [...params],
        ...(params.length > 0 ? { name: statementName(sql) } : {}),
      });
      return { rows: result.rows as Row[], rowCount: result.rowCount ?? result.rows.length };
    },
    async exec(sql: string): Promise<void> {
      await client.query(sql);
    },
  };
}

/** `host:port/database` of a connection URL, never its user or password. */
export function describeUrl(url: string): string {
  const unreadable = 'the server of DATABASE_URL (the URL could not be parsed)';
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return unreadable;
  }
  // Anything but postgres://host/database may hold the password where the path should be.
  if (!/^postgres(ql)?:$/.test(parsed.protocol) || /[:@]/.test(parsed.pathname)) return unreadable;
  const host = parsed.hostname || parsed.searchParams.get('host') || 'localhost';
  return `${host}${parsed.port ? `:${parsed.port}` : ''}${parsed.pathname}`;
}
