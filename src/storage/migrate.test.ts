import { afterEach, describe, expect, it } from 'vitest';
import { OPEN_TIMEOUT, testBackends } from '../../test/storage/backends.ts';
import type { Database } from './database.ts';
import { LATEST_SCHEMA_VERSION, migrate, schemaVersion } from './migrate.ts';
import { allMigrations } from './migrations/all-migrations.ts';
import type { Migration } from './migrations/migration.ts';

/** The version after the last real migration: what a later release would add. */
const NEXT = allMigrations.length + 1;

const addNotes: Migration = {
  version: NEXT,
  name: 'add-notes',
  sql: 'CREATE TABLE notes (id int);',
};

async function tables(db: Database): Promise<string[]> {
  const { rows } = await db.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables
     WHERE table_schema = current_schema() ORDER BY table_name`,
  );
  return rows.map((row) => row.name);
}

describe.each(testBackends)('migrate on $name', (backend) => {
  const open: Database[] = [];
  async function fresh(): Promise<Database> {
    const db = await backend.open({ migrate: false });
    open.push(db);
    return db;
  }
  afterEach(async () => {
    await Promise.all(open.splice(0).map((db) => db.close()));
  });

  it(
    'creates every table on a fresh database, then does nothing when run again',
    async () => {
      const db = await fresh();
      expect(await schemaVersion(db)).toBe(0);
      expect(await migrate(db)).toEqual({
        from: 0,
        to: LATEST_SCHEMA_VERSION,
        applied: [1, 2, 3, 4, 5, 6, 7],
      });
      expect(await tables(db)).toMatchInlineSnapshot(`
        [
          "agent_sessions",
          "api_keys",
          "assistant_messages",
          "assistant_threads",
          "deployments",
          "folio_migrations",
          "organizations",
          "page_feedback",
          "projects",
          "rate_limit_counters",
        ]
      `);
      expect(await migrate(db)).toEqual({
        from: LATEST_SCHEMA_VERSION,
        to: LATEST_SCHEMA_VERSION,
        applied: [],
      });
      const { rows } = await db.query<{ version: number; name: string }>(
        'SELECT version, name FROM folio_migrations ORDER BY version',
      );
      expect(rows).toEqual([
        { version: 1, name: 'initial-schema' },
        { version: 2, name: 'waiting-deployments' },
        { version: 3, name: 'todos-in-session' },
        { version: 4, name: 'site-assistant-keys' },
        { version: 5, name: 'agent-job-queue' },
        { version: 6, name: 'reader-feedback' },
        { version: 7, name: 'build-claims' },
      ]);
    },
    OPEN_TIMEOUT,
  );

  it(
    'applies only the new migrations of a later release, in order',
    async () => {
      const db = await fresh();
      await migrate(db);
      const addTags: Migration = {
        version: NEXT + 1,
        name: 'add-tags',
        sql: 'CREATE TABLE tags (id int);',
      };
      expect(await migrate(db, [...allMigrations, addNotes, addTags])).toEqual({
        from: NEXT - 1,
        to: NEXT + 1,
        applied: [NEXT, NEXT + 1],
      });
      expect(await tables(db)).toEqual(expect.arrayContaining(['notes', 'tags']));
    },
    OPEN_TIMEOUT,
  );

  it(
    'refuses a database migrated by a newer Folio, and changes nothing',
    async () => {
      const db = await fresh();
      await migrate(db, [...allMigrations, addNotes]);
      const before = await tables(db);
      await expect(migrate(db)).rejects.toMatchObject({
        code: 'schema-too-new',
        message: expect.stringContaining(
          `has schema version ${NEXT} ("add-notes"), newer than this version of Folio knows (${NEXT - 1})`,
        ) as unknown,
      });
      expect(await tables(db)).toEqual(before);
      expect(await schemaVersion(db)).toBe(NEXT);
    },
    OPEN_TIMEOUT,
  );

  it(
    'refuses to run when an applied migration was edited since',
    async () => {
      const db = await fresh();
      await migrate(db);
      const edited = allMigrations.map((migration) => ({
        ...migration,
        sql: `${migration.sql}\n`,
      }));
      await expect(migrate(db, edited)).rejects.toMatchObject({
        code: 'migration-changed',
        message: expect.stringContaining('Migration 1 ("initial-schema") was applied') as unknown,
      });
    },
    OPEN_TIMEOUT,
  );

  it(
    'rolls back a migration that fails part-way and records nothing',
    async () => {
      const db = await fresh();
      await migrate(db);
      const broken: Migration = {
        version: allMigrations.length + 1,
        name: 'broken',
        sql: 'CREATE TABLE half_done (id int); SELECT 1 / 0;',
      };
      await expect(migrate(db, [...allMigrations, broken])).rejects.toThrow(/division by zero/);
      expect(await tables(db)).not.toContain('half_done');
      expect(await schemaVersion(db)).toBe(LATEST_SCHEMA_VERSION);
    },
    OPEN_TIMEOUT,
  );

  it(
    'moves todos into their session, in order, and keeps checking their values (migration 3)',
    async () => {
      const db = await fresh();
      await migrate(db, allMigrations.slice(0, 2));
      await db.exec(`
        INSERT INTO organizations (id, name) VALUES ('o', 'Acme');
        INSERT INTO projects (id, organization_id, subdomain, name, source_type, source_location)
          VALUES ('p', 'o', 'acme', 'Acme', 'folder', '/docs');
        INSERT INTO agent_sessions (id, project_id) VALUES ('s1', 'p'), ('s2', 'p');
        INSERT INTO agent_todos (session_id, id, position, content, status, priority) VALUES
          ('s1', 'b', 2, 'Second', 'pending', 'low'),
          ('s1', 'a', 1, 'First', 'completed', 'high');
      `);
      await migrate(db);
      const { rows } = await db.query<{ id: string; todos: unknown }>(
        'SELECT id, todos FROM agent_sessions ORDER BY id',
      );
      expect(rows).toEqual([
        {
          id: 's1',
          todos: [
            { content: 'First', status: 'completed', priority: 'high', id: 'a' },
            { content: 'Second', status: 'pending', priority: 'low', id: 'b' },
          ],
        },
        { id: 's2', todos: [] },
      ]);
      const bad = [
        '[{"content": "x", "status": "done", "priority": "high", "id": "1"}]',
        '[{"content": "x", "status": "pending", "priority": "urgent", "id": "1"}]',
        '[{"content": 7, "status": "pending", "priority": "high", "id": "1"}]',
        '{"content": "x"}',
      ];
      for (const todos of bad) {
        await expect(
          db.query(`UPDATE agent_sessions SET todos = $1::jsonb WHERE id = 's2'`, [todos]),
        ).rejects.toThrow(/agent_sessions_todos_check/);
      }
    },
    OPEN_TIMEOUT,
  );

  it(
    'marks sessions that never had a runner interrupted and keeps finished ones (migration 5)',
    async () => {
      const db = await fresh();
      await migrate(db, allMigrations.slice(0, 4));
      await db.exec(`
        INSERT INTO organizations (id, name) VALUES ('o', 'Acme');
        INSERT INTO projects (id, organization_id, subdomain, name, source_type, source_location)
          VALUES ('p', 'o', 'acme', 'Acme', 'folder', '/docs');
        INSERT INTO agent_sessions (id, project_id) VALUES ('waiting', 'p');
        INSERT INTO agent_sessions (id, project_id, haulted, hault_reason, message_to_user)
          VALUES ('done', 'p', true, 'completed', 'Fixed.');
      `);
      await migrate(db);
      const { rows } = await db.query(
        `SELECT id, haulted, hault_reason, message_to_user, claimed_by, base_commit
         FROM agent_sessions ORDER BY id`,
      );
      expect(rows).toEqual([
        {
          id: 'done',
          haulted: true,
          hault_reason: 'completed',
          message_to_user: 'Fixed.',
          claimed_by: null,
          base_commit: null,
        },
        {
          id: 'waiting',
          haulted: true,
          hault_reason: 'interrupted',
          message_to_user:
            'This job was requested before this server ran agent jobs, so it never ran: request it again.',
          claimed_by: null,
          base_commit: null,
        },
      ]);
    },
    OPEN_TIMEOUT,
  );

  it(
    'migrates once when two processes start at the same time',
    async () => {
      const db = await fresh();
      const results = await Promise.all([migrate(db), migrate(db), migrate(db)]);
      expect(results.flatMap((result) => result.applied).sort((a, b) => a - b)).toEqual([
        1, 2, 3, 4, 5, 6, 7,
      ]);
      expect(await schemaVersion(db)).toBe(LATEST_SCHEMA_VERSION);
    },
    OPEN_TIMEOUT,
  );
});

describe('migration list', () => {
  it('numbers Folio’s migrations 1, 2, 3... with kebab-case names', () => {
    allMigrations.forEach((migration, index) => {
      expect(migration.version).toBe(index + 1);
      expect(migration.name).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    });
    expect(LATEST_SCHEMA_VERSION).toBe(allMigrations.length);
  });

  it('rejects a list out of order before touching the database', async () => {
    const db = { location: 'unused' } as Database;
    const early: Migration = { ...addNotes, version: 2 };
    await expect(migrate(db, [early])).rejects.toThrow(
      'Migration "add-notes" has version 2 at position 1: versions must be 1, 2, 3... in order.',
    );
  });
});
