/**
 * Two server instances in one process, each with its own connections to one PostgreSQL schema
 * and its own data folder, as two `folio serve` processes would be. Polling is turned off, so a
 * build queued elsewhere can only reach a server through the builds channel.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServices } from '../../src/server/index.ts';
import type { LogLine, Services } from '../../src/server/index.ts';
import type { WakeReason } from '../../src/server/deploy/build-queue.ts';
import {
  createOrganization,
  createProject,
  openDatabase,
  queueDeployment,
} from '../../src/storage/index.ts';
import type { Database, Project } from '../../src/storage/index.ts';
import { pages, tempDocs } from '../helpers/temp-docs.ts';
import { uniqueSubdomain } from '../storage/fixtures.ts';
import { testDatabaseUrl } from '../storage/backends.ts';

const TIMEOUT = 120_000;

interface Server {
  db: Database;
  services: Services;
  logs: LogLine[];
  wakes: WakeReason[];
  /** Resolves at the next wake-up of this reason. */
  next(reason: WakeReason): Promise<void>;
  dataDir: string;
}

describe.skipIf(testDatabaseUrl === undefined)('two servers on one PostgreSQL', () => {
  const schema = `folio_test_two_${randomBytes(6).toString('hex')}`;
  const servers: Server[] = [];
  let project: Project;

  async function start(): Promise<Server> {
    const db = await openDatabase({ url: testDatabaseUrl ?? '', schema });
    const dataDir = await mkdtemp(path.join(tmpdir(), 'folio-two-'));
    const logs: LogLine[] = [];
    const wakes: WakeReason[] = [];
    const waiting: { reason: WakeReason; resolve: () => void }[] = [];
    const services = createServices(db, {
      dataDir,
      log: (line) => logs.push(line),
      cacheTtlMs: 0,
      buildWorkers: 1,
      buildSpares: 0,
      answerModel: null,
      agentModel: null,
      // An hour: within the test, only notifications and requests wake a queue.
      buildClaims: { pollMs: 3_600_000 },
      onBuildQueueWake: (reason) => {
        wakes.push(reason);
        for (const item of waiting.filter((entry) => entry.reason === reason)) {
          waiting.splice(waiting.indexOf(item), 1);
          item.resolve();
        }
      },
    });
    await services.deployments.resume();
    const next = (reason: WakeReason) =>
      new Promise<void>((resolve) => waiting.push({ reason, resolve }));
    return { db, services, logs, wakes, next, dataDir };
  }

  beforeAll(async () => {
    servers.push(await start(), await start());
    const docs = await tempDocs({
      'docs.json': { name: 'Two servers', navigation: { pages: ['index'] } },
      ...pages('index'),
    });
    const db = servers[0]?.db as Database;
    const organization = await createOrganization(db, { name: 'Two' });
    project = await createProject(db, {
      organizationId: organization.id,
      subdomain: uniqueSubdomain(),
      name: 'Two servers',
      source: { type: 'folder', path: docs },
    });
  }, TIMEOUT);

  afterAll(async () => {
    for (const server of servers) {
      await server.services.deployments.close();
      await rm(server.dataDir, { recursive: true, force: true });
    }
    await servers[0]?.db.exec(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    for (const server of servers) await server.db.close();
  });

  const builders = (deploymentId: string) =>
    servers.filter((server) =>
      server.logs.some(
        (line) => line['deployment'] === deploymentId && line['status'] === 'building',
      ),
    );

  it(
    'builds a deployment requested through one server exactly once, and wakes the other',
    async () => {
      const [a, b] = servers as [Server, Server];
      const woken = b.next('notification');
      const queued = await a.services.deployments.request(project);
      await woken;
      const done = await a.services.deployments.settled(queued.id);
      expect(done.status).toBe('ready');
      expect(builders(queued.id)).toHaveLength(1);
    },
    TIMEOUT,
  );

  it(
    'builds a deployment queued outside both servers once they are told, without polling',
    async () => {
      const [a, b] = servers as [Server, Server];
      const woken = Promise.all([a.next('notification'), b.next('notification')]);
      const { deployment } = await queueDeployment(a.db, project.id);
      await woken;
      const done = await b.services.deployments.settled(deployment.id);
      expect(done.status).toBe('ready');
      expect(builders(deployment.id)).toHaveLength(1);
      expect([...a.wakes, ...b.wakes]).not.toContain('poll');
    },
    TIMEOUT,
  );
});
