import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { OPEN_TIMEOUT, testBackends } from '../../test/storage/backends.ts';
import { LOCK_FILE_NAME } from './data-dir-lock.ts';
import { defaultDataDir, openDatabase } from './open-database.ts';
import { LATEST_SCHEMA_VERSION, schemaVersion } from './migrate.ts';
import { createOrganization, getOrganization } from './repositories/organizations.ts';
import type { Database } from './database.ts';

const folders: string[] = [];
const open: Database[] = [];

async function tempFolder(): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), 'folio-storage-'));
  folders.push(folder);
  return folder;
}

async function track(db: Promise<Database>): Promise<Database> {
  const opened = await db;
  open.push(opened);
  return opened;
}

afterEach(async () => {
  await Promise.all(open.splice(0).map((db) => db.close()));
  await Promise.all(folders.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('openDatabase', () => {
  it('puts the default data folder under the root', () => {
    expect(defaultDataDir('/srv/site')).toBe(path.join('/srv/site', '.folio'));
  });

  it('refuses to guess when given neither a URL nor a data folder', async () => {
    await expect(openDatabase({ url: '', dataDir: undefined })).rejects.toMatchObject({
      name: 'StorageError',
      code: 'invalid-options',
    });
  });

  it(
    'keeps PGlite data in <dataDir>/pglite across close and reopen',
    async () => {
      const dataDir = path.join(await tempFolder(), '.folio');
      const first = await openDatabase({ dataDir });
      expect(first.kind).toBe('pglite');
      expect(first.location).toBe(dataDir);
      const organization = await createOrganization(first, { name: 'Kept' });
      await first.close();
      expect(await readdir(dataDir)).toEqual(['pglite']);

      const second = await track(openDatabase({ dataDir }));
      expect(await getOrganization(second, organization.id)).toEqual(organization);
      expect(await schemaVersion(second)).toBe(LATEST_SCHEMA_VERSION);
    },
    OPEN_TIMEOUT,
  );

  it(
    'lets one process at a time open a data folder, and frees it on close',
    async () => {
      const dataDir = await tempFolder();
      const first = await openDatabase({ dataDir });
      await expect(openDatabase({ dataDir })).rejects.toThrow(
        /already open by this process.*DATABASE_URL/s,
      );
      await first.close();
      await first.close();
      await track(openDatabase({ dataDir }));
    },
    OPEN_TIMEOUT,
  );

  it(
    'names the other process holding the folder, and takes over a dead one',
    async () => {
      const dataDir = await tempFolder();
      const lock = path.join(dataDir, LOCK_FILE_NAME);
      // The parent process of the test runner is alive and is not this process.
      const other = { pid: process.ppid, host: hostname(), since: '2026-01-01T00:00:00.000Z' };
      await writeFile(lock, JSON.stringify(other));
      await expect(openDatabase({ dataDir })).rejects.toMatchObject({
        code: 'database-in-use',
        message: expect.stringContaining(`process ${process.ppid} on ${other.host}`) as unknown,
      });

      // A pid far above any pid_max: no such process, so the lock is stale.
      await writeFile(lock, JSON.stringify({ ...other, pid: 2 ** 30 }));
      const db = await track(openDatabase({ dataDir }));
      expect(db.kind).toBe('pglite');
    },
    OPEN_TIMEOUT,
  );

  it(
    'refreshes PGlite statistics at open, since PGlite has no autovacuum',
    async () => {
      const dataDir = path.join(await tempFolder(), '.folio');
      const first = await openDatabase({ dataDir });
      await first.exec(
        `INSERT INTO organizations (name) SELECT 'Org ' || n FROM generate_series(1, 500) n`,
      );
      await first.close();
      const second = await track(openDatabase({ dataDir }));
      const { rows } = await second.query<{ rows: number }>(
        `SELECT reltuples::int AS rows FROM pg_class WHERE relname = 'organizations'`,
      );
      expect(rows[0]?.rows).toBe(500);
    },
    OPEN_TIMEOUT,
  );

  it('says which server it could not reach, without the password', async () => {
    const error: unknown = await openDatabase({
      url: 'postgres://someone:s3cret@127.0.0.1:1/nowhere',
    }).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: 'invalid-options' });
    expect(String(error)).toContain('Cannot connect to PostgreSQL at 127.0.0.1:1/nowhere');
    expect(String(error)).not.toContain('s3cret');
  });

  it('refuses a schema name it would have to quote', async () => {
    await expect(openDatabase({ dataDir: 'memory://', schema: 'Robert"; DROP' })).rejects.toThrow(
      /schema name .* is not usable/,
    );
  });
});

describe.each(testBackends)('a $name database', (backend) => {
  it(
    'says what it runs on and where, without a password',
    async () => {
      const db = await track(backend.open());
      const { rows } = await db.query<{ schema: string }>('SELECT current_schema() AS schema');
      if (backend.name === 'pglite') {
        expect([db.kind, db.location, rows[0]?.schema]).toEqual(['pglite', 'memory', 'public']);
      } else {
        const url = new URL(process.env['FOLIO_TEST_DATABASE_URL'] ?? '');
        expect([db.kind, db.location]).toEqual(['postgres', url.host + url.pathname]);
        expect(db.location).not.toMatch(/@|:[^:]*@/);
        expect(db.location).not.toContain(`:${url.password}`);
        // Every pooled connection works in the test's own schema.
        const schemas = await Promise.all(
          Array.from({ length: 12 }, () =>
            db.query<{ schema: string }>('SELECT current_schema() AS schema, pg_sleep(0.05)'),
          ),
        );
        expect(new Set(schemas.map((result) => result.rows[0]?.schema))).toEqual(
          new Set([rows[0]?.schema]),
        );
        expect(rows[0]?.schema).toMatch(/^folio_test_/);
      }
    },
    OPEN_TIMEOUT,
  );
});
