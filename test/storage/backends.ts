/**
 * The databases the storage tests run against: always the embedded PGlite (in memory), and a
 * PostgreSQL server when `FOLIO_TEST_DATABASE_URL` is set (`scripts/test-postgres.sh` prints
 * one). Every `open()` gives a fresh, empty database: a new PGlite instance, or a new schema of
 * the PostgreSQL database (dropped again on close), so test files never see each other's rows.
 *
 * @module
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import { IN_MEMORY, openDatabase } from '../../src/storage/index.ts';
import type { Database } from '../../src/storage/index.ts';

/** A database engine the suite runs on. */
export interface TestBackend {
  name: 'pglite' | 'postgres';
  /** A fresh database, migrated unless `migrate: false`. Close it when done. */
  open(options?: { migrate?: boolean }): Promise<Database>;
}

/** The PostgreSQL URL of the test server, when one is configured. */
export const testDatabaseUrl = process.env['FOLIO_TEST_DATABASE_URL'] || undefined;

const pglite: TestBackend = {
  name: 'pglite',
  open: (options = {}) => openDatabase({ dataDir: IN_MEMORY, migrate: options.migrate }),
};

function postgres(url: string): TestBackend {
  return {
    name: 'postgres',
    async open(options = {}) {
      const schema = `folio_test_${process.pid}_${randomBytes(6).toString('hex')}`;
      const db = await openDatabase({ url, schema, migrate: options.migrate });
      return {
        ...db,
        async close() {
          await db.exec(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
          await db.close();
        },
      };
    },
  };
}

/** Every backend available to this run, PGlite first. */
export const testBackends: TestBackend[] =
  testDatabaseUrl === undefined ? [pglite] : [pglite, postgres(testDatabaseUrl)];

/** Time allowed to start a database (PGlite compiles WebAssembly and runs initdb). */
export const OPEN_TIMEOUT = 60_000;

/**
 * Opens one migrated database of `backend` before the tests of the enclosing `describe` and
 * closes it after them. Read `.db` inside tests.
 */
export function useTestDatabase(backend: TestBackend): { readonly db: Database } {
  let current: Database | undefined;
  beforeAll(async () => {
    current = await backend.open();
  }, OPEN_TIMEOUT);
  afterAll(async () => {
    await current?.close();
  });
  return {
    get db(): Database {
      if (!current) throw new Error('The test database is not open yet.');
      return current;
    },
  };
}
