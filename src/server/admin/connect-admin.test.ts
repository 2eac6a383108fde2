import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempDocs } from '../../../test/helpers/temp-docs.ts';
import { startAdminTestServer } from '../../../test/server/admin-test-server.ts';
import type { AdminTestServer } from '../../../test/server/admin-test-server.ts';
import { OPEN_TIMEOUT, testDatabaseUrl } from '../../../test/storage/backends.ts';
import { uniqueSubdomain } from '../../../test/storage/fixtures.ts';
import {
  listProjects as listStoredProjects,
  openDatabase,
  StorageError,
} from '../../storage/index.ts';
import type { Database } from '../../storage/index.ts';
import { AdminError } from './admin-error.ts';
import { connectAdmin } from './connect-admin.ts';
import { newControlToken, removeServerFile, writeServerFile } from './server-file.ts';

let dataDir: string;
let docs: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'folio-connect-'));
  docs = await tempDocs({ 'docs.json': { name: 'Acme', navigation: { pages: [] } } });
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe('connectAdmin with a free embedded database', () => {
  it(
    'opens it directly, and closing releases it',
    async () => {
      const admin = await connectAdmin({ dataDir });
      expect(admin.description).toBe(`the embedded database in ${dataDir}`);
      const { project, deployment } = await admin.addProject({
        dir: docs,
        subdomain: uniqueSubdomain(),
      });
      // Built by `folio serve` when it starts: the deployment waits, queued.
      expect(deployment).toMatchObject({ projectId: project.id, status: 'queued' });
      await admin.close();

      const again = await connectAdmin({ dataDir, databaseUrl: '' });
      expect((await again.listProjects()).map((listed) => listed.id)).toEqual([project.id]);
      await again.close();
    },
    OPEN_TIMEOUT,
  );
});

describe('connectAdmin while a server holds the embedded database', () => {
  let db: Database;
  let server: AdminTestServer;
  const token = newControlToken();

  beforeAll(async () => {
    db = await openDatabase({ dataDir });
    server = await startAdminTestServer(db, token);
  }, OPEN_TIMEOUT);
  afterAll(async () => {
    await removeServerFile(dataDir);
    await server.close();
    await db.close();
  });

  it('fails with the lock holder and a hint when no server file says where it is', async () => {
    await removeServerFile(dataDir);
    const error: unknown = await connectAdmin({ dataDir }).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(StorageError);
    expect((error as StorageError).code).toBe('database-in-use');
    expect((error as StorageError).message).toMatch(
      /already open by this process .* If that process is `folio serve` starting up, run the command again in a moment: once it is running, admin commands go through it\.$/s,
    );
  });

  it('goes through the server named by server.json, with the same results', async () => {
    await writeServerFile(dataDir, { url: server.url, pid: process.pid, controlToken: token });
    const admin = await connectAdmin({ dataDir });
    expect(admin.description).toBe(`the Folio server at ${server.url} (process ${process.pid})`);

    const subdomain = uniqueSubdomain();
    const added = await admin.addProject({ dir: docs, subdomain });
    expect(added.project.subdomain).toBe(subdomain);
    expect(added.deployment.status).toBe('queued');
    expect(server.services.deployments.requested.map((project) => project.id)).toEqual([
      added.project.id,
    ]);
    expect((await listStoredProjects(db)).map((project) => project.id)).toContain(added.project.id);

    const key = await admin.createKey({ type: 'assistant', projectId: subdomain, label: 'widget' });
    expect(await admin.listKeys({ projectId: added.project.id })).toEqual([key.record]);
    const revoked = await admin.revokeKey(key.record.prefix);
    expect(revoked.record.id).toBe(key.record.id);
    expect(revoked.alreadyRevoked).toBe(false);
    expect(
      (await admin.listProjects()).find((p) => p.id === added.project.id)?.latestDeployment,
    ).toEqual(added.deployment);

    const taken: unknown = await admin
      .addProject({ dir: docs, subdomain })
      .catch((reason: unknown) => reason);
    expect(taken).toBeInstanceOf(AdminError);
    expect(taken).toMatchObject({
      code: 'conflict',
      message: `The subdomain "${subdomain}" is already used by another project: choose another one.`,
    });
    const unknown: unknown = await admin.revokeKey('nope/../x').catch((reason: unknown) => reason);
    expect(unknown).toMatchObject({
      code: 'not-found',
      message: /^No key has the id or prefix "nope\/\.\.\/x"/,
    });
    await admin.close();
  });

  it('says so when the server refuses the token or does not answer', async () => {
    await writeServerFile(dataDir, {
      url: server.url,
      pid: process.pid,
      controlToken: newControlToken(),
    });
    const wrongToken = await connectAdmin({ dataDir });
    await expect(wrongToken.listProjects()).rejects.toMatchObject({
      code: 'unavailable',
      message: expect.stringMatching(
        /refused the control token of its server\.json .* Restart `folio serve`/,
      ) as unknown,
    });

    // A port nothing listens on: the one of a server that was just closed.
    const gone = await startAdminTestServer(db, token);
    await gone.close();
    await writeServerFile(dataDir, { url: gone.url, pid: process.pid, controlToken: token });
    const silent = await connectAdmin({ dataDir });
    await expect(silent.listKeys()).rejects.toMatchObject({
      code: 'unavailable',
      message: `The Folio server at ${gone.url} (process ${process.pid}) has the database open but does not answer (ECONNREFUSED). If it is starting, try again in a moment; otherwise stop it and run the command again.`,
    });
  });
});

if (testDatabaseUrl !== undefined) {
  const url = testDatabaseUrl;
  describe('connectAdmin with DATABASE_URL', () => {
    const schema = `folio_test_${process.pid}_${randomBytes(6).toString('hex')}`;
    let setup: Database;
    beforeAll(async () => {
      setup = await openDatabase({ url, schema });
    }, OPEN_TIMEOUT);
    afterAll(async () => {
      await setup.exec(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await setup.close();
    });

    it(
      'opens PostgreSQL directly, even while the data folder is held',
      async () => {
        const held = await openDatabase({ dataDir });
        try {
          const withSchema = `${url}${url.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
          const admin = await connectAdmin({ dataDir, databaseUrl: withSchema });
          expect(admin.description).toMatch(/^the PostgreSQL database at 127\.0\.0\.1:5432\//);
          const { project } = await admin.addProject({ dir: docs, subdomain: uniqueSubdomain() });
          await admin.close();
          expect((await listStoredProjects(setup)).map((listed) => listed.id)).toEqual([
            project.id,
          ]);
        } finally {
          await held.close();
        }
      },
      OPEN_TIMEOUT,
    );
  });
}
