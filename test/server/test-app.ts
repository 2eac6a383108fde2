/**
 * A Folio app over a test database, for route tests with `app.request()`: real services
 * (caches off, so every request reads the database), log lines collected in `logs`, and
 * helpers that make an organization, a project and keys.
 *
 * @module
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Hono } from 'hono';
import { MockLanguageModelV4 } from 'ai/test';
import { afterAll, beforeAll } from 'vitest';
import { createApp, createServices } from '../../src/server/index.ts';
import type {
  AppOptions,
  CreateServicesOptions,
  LogLine,
  Services,
} from '../../src/server/index.ts';
import type { ArtefactStore } from '../../src/server/artefacts/artefact-store.ts';
import type { ServerEnv } from '../../src/server/server-env.ts';
import { createApiKey } from '../../src/storage/index.ts';
import type { Database, Organization, Project } from '../../src/storage/index.ts';
import { useTestDatabase } from '../storage/backends.ts';
import type { TestBackend } from '../storage/backends.ts';
import { createTestProject } from '../storage/fixtures.ts';

/** An app, its services and what it logged. */
export interface TestApp {
  app: Hono<ServerEnv>;
  services: Services;
  /** The data folder: built sites go to `sites/`. */
  dataDir: string;
  logs: LogLine[];
  /** Removes the data folder and stops the build queue (the database is the caller's). */
  close(): Promise<void>;
}

/** Settings of a test app besides the defaults below. */
export interface TestAppOptions {
  /** App options (rate limits, trustProxy...); the log is always collected in `logs`. */
  app?: Omit<AppOptions, 'log'>;
  /** The assistant's model (default: none, whatever the environment says). */
  answerModel?: CreateServicesOptions['answerModel'];
  /**
   * The agent's model (default: a mock that is never called, since no runner is started, so
   * the API accepts job requests); null for none.
   */
  agentModel?: CreateServicesOptions['agentModel'];
  /** The bounds of each build (default: what the environment sets). */
  buildLimits?: CreateServicesOptions['buildLimits'];
  /** Spare build processes (default 0: each build starts its own, as a test expects). */
  buildSpares?: number;
  /** Where deployments' files go (default: the data folder's `sites/`). */
  store?: (dataDir: string) => ArtefactStore;
  /** How many ready deployments of a project keep their files (default: 3). */
  keepDeployments?: number;
}

/** The agent model of test apps: it lets the API queue jobs; nothing runs them. */
const QUEUE_ONLY_MODEL = { model: new MockLanguageModelV4(), name: 'mock:queue-only' };

/** An app over `db` with a fresh data folder. */
export async function createTestApp(db: Database, options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'folio-app-'));
  const logs: LogLine[] = [];
  const log = (line: LogLine): void => {
    logs.push(line);
  };
  const services = createServices(db, {
    dataDir,
    log,
    cacheTtlMs: 0,
    buildWorkers: 1,
    buildSpares: options.buildSpares ?? 0,
    answerModel: options.answerModel ?? null,
    agentModel: options.agentModel === undefined ? QUEUE_ONLY_MODEL : options.agentModel,
    ...(options.buildLimits === undefined ? {} : { buildLimits: options.buildLimits }),
    ...(options.store === undefined ? {} : { store: options.store(dataDir) }),
    keepDeployments: options.keepDeployments ?? 3,
  });
  const app = createApp(services, { ...options.app, log });
  return {
    app,
    services,
    dataDir,
    logs,
    async close() {
      await services.deployments.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A project with an admin key and an assistant key limited to it. */
export interface ProjectWithKeys {
  organization: Organization;
  project: Project;
  adminKey: string;
  assistantKey: string;
}

/** Makes an organization, a project and one key of each type. */
export async function createProjectWithKeys(db: Database): Promise<ProjectWithKeys> {
  const { organization, project } = await createTestProject(db);
  const admin = await createApiKey(db, { type: 'admin', projectId: project.id });
  const assistant = await createApiKey(db, { type: 'assistant', projectId: project.id });
  return { organization, project, adminKey: admin.key, assistantKey: assistant.key };
}

/** Request headers carrying `key`. */
export function bearer(key: string): Record<string, string> {
  return { Authorization: `Bearer ${key}` };
}

/** What {@link useTestApp} hands the tests of a `describe`. */
export interface TestAppContext {
  readonly db: Database;
  readonly test: TestApp;
  /** The project the requests are about, with its keys. */
  readonly owner: ProjectWithKeys;
  /** A project of another organization, with its keys. */
  readonly stranger: ProjectWithKeys;
}

/**
 * A test app over a fresh database of `backend`, with two projects of different organizations,
 * set up before the tests of the enclosing `describe` and closed after them. Read the fields
 * inside tests.
 */
export function useTestApp(backend: TestBackend): TestAppContext {
  const database = useTestDatabase(backend);
  let current: { test: TestApp; owner: ProjectWithKeys; stranger: ProjectWithKeys } | undefined;
  beforeAll(async () => {
    current = {
      test: await createTestApp(database.db),
      owner: await createProjectWithKeys(database.db),
      stranger: await createProjectWithKeys(database.db),
    };
  });
  afterAll(async () => {
    await current?.test.close();
  });
  const ready = () => {
    if (!current) throw new Error('The test app is not set up yet.');
    return current;
  };
  return {
    get db() {
      return database.db;
    },
    get test() {
      return ready().test;
    },
    get owner() {
      return ready().owner;
    },
    get stranger() {
      return ready().stranger;
    },
  };
}
