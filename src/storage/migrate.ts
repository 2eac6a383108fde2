/**
 * Brings a database's schema up to date. Each pending migration runs in its own transaction with
 * its row in `folio_migrations`, under an advisory lock so that several servers starting together
 * migrate once. Running it again does nothing; a database migrated by a newer Folio, or whose
 * recorded migrations differ from this code's, is refused before anything is changed.
 *
 * @module
 */
import { createHash } from 'node:crypto';
import type { Database, Queryable } from './database.ts';
import { allMigrations } from './migrations/all-migrations.ts';
import type { Migration } from './migrations/migration.ts';
import { StorageError } from './storage-error.ts';

/** What {@link migrate} did: the schema version before and after, and the versions it applied. */
export interface MigrationResult {
  from: number;
  to: number;
  applied: number[];
}

interface AppliedRow {
  version: number;
  name: string;
  checksum: string;
}

const CREATE_TABLE = `CREATE TABLE IF NOT EXISTS folio_migrations (
  version integer PRIMARY KEY,
  name text NOT NULL,
  checksum text NOT NULL,
  applied_at timestamptz NOT NULL DEFAULT now()
)`;

// One lock per schema, so that separate schemas of one database migrate independently.
const LOCK = `SELECT pg_advisory_xact_lock(hashtext('folio_migrations:' || current_schema()))`;

/** The version of the newest migration this code knows. */
export const LATEST_SCHEMA_VERSION = allMigrations.at(-1)?.version ?? 0;

/** Applies the migrations `db` lacks, in order. `migrations` defaults to Folio's own list. */
export async function migrate(
  db: Database,
  migrations: readonly Migration[] = allMigrations,
): Promise<MigrationResult> {
  checkList(migrations);
  let from: number | undefined;
  const applied: number[] = [];
  for (;;) {
    const version = await db.transaction(async (transaction) => {
      await transaction.query(LOCK);
      await transaction.exec(CREATE_TABLE);
      const { rows } = await transaction.query<AppliedRow>(
        'SELECT version, name, checksum FROM folio_migrations ORDER BY version',
      );
      from ??= rows.at(-1)?.version ?? 0;
      checkApplied(db, rows, migrations);
      const next = migrations.find(
        (migration) => !rows.some((row) => row.version === migration.version),
      );
      if (next === undefined) return undefined;
      await transaction.exec(next.sql);
      await transaction.query(
        'INSERT INTO folio_migrations (version, name, checksum) VALUES ($1, $2, $3)',
        [next.version, next.name, checksum(next)],
      );
      return next.version;
    });
    if (version === undefined) break;
    applied.push(version);
  }
  const start = from ?? 0;
  return { from: start, to: applied.at(-1) ?? start, applied };
}

/** The newest migration recorded in `db`, or 0 for a database Folio never migrated. */
export async function schemaVersion(db: Queryable): Promise<number> {
  const table = await db.query<{ found: boolean }>(
    "SELECT to_regclass('folio_migrations') IS NOT NULL AS found",
  );
  if (!table.rows[0]?.found) return 0;
  const { rows } = await db.query<{ version: number }>(
    'SELECT coalesce(max(version), 0) AS version FROM folio_migrations',
  );
  return rows[0]?.version ?? 0;
}

function checkList(migrations: readonly Migration[]): void {
  migrations.forEach((migration, index) => {
    if (migration.version !== index + 1) {
      throw new Error(
        `Migration "${migration.name}" has version ${migration.version} at position ${index + 1}: ` +
          'versions must be 1, 2, 3... in order.',
      );
    }
  });
}

function checkApplied(
  db: Database,
  rows: readonly AppliedRow[],
  migrations: readonly Migration[],
): void {
  const latest = migrations.at(-1)?.version ?? 0;
  const newest = rows.at(-1);
  if (newest && newest.version > latest) {
    throw new StorageError(
      'schema-too-new',
      `The database (${db.location}) has schema version ${newest.version} ("${newest.name}"), ` +
        `newer than this version of Folio knows (${latest}). A newer Folio upgraded it: run that ` +
        'version, or restore a backup taken before the upgrade. Nothing was changed.',
    );
  }
  for (const row of rows) {
    const known = migrations[row.version - 1];
    if (known && (known.name !== row.name || checksum(known) !== row.checksum)) {
      throw new StorageError(
        'migration-changed',
        `Migration ${row.version} ("${row.name}") was applied to the database (${db.location}) ` +
          `with different SQL than this version of Folio has ("${known.name}"). A released ` +
          'migration must never change: restore its original text and add a new migration instead.',
      );
    }
  }
}

function checksum(migration: Migration): string {
  return createHash('sha256').update(migration.sql).digest('hex');
}
