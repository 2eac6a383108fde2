import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server } from '../../../test/helpers/s3-server.ts';
import type { S3Server } from '../../../test/helpers/s3-server.ts';
import { page, tempDocs } from '../../../test/helpers/temp-docs.ts';
import { testBackends, useTestDatabase } from '../../../test/storage/backends.ts';
import { createOrganization, createProject, getDeployment } from '../../storage/index.ts';
import type { Project } from '../../storage/index.ts';
import type { ArtefactStore } from '../artefacts/artefact-store.ts';
import { LocalArtefactStore } from '../artefacts/local-store.ts';
import { artefactStoreFromEnv } from '../artefacts/store-from-env.ts';
import { ProjectCache } from '../project-cache.ts';
import type { LogLine } from '../request-log.ts';
import { DEFAULT_BUILD_LIMITS } from './build-limits.ts';
import { BuildQueue } from './build-queue.ts';
import { IsolatedBuilds } from './isolated-build.ts';
import { ArtefactSweeper } from './sweep-artefacts.ts';

const TIMEOUT = 120_000;

/**
 * A store whose uploads wait until released: the server using it was only slow, not dead. With
 * `fails`, the upload then fails and cleans up after itself, as the bucket store does.
 */
function slowStore(store: ArtefactStore, fails: boolean) {
  let arrive: (prefix: string) => void = () => undefined;
  const arrived = new Promise<string>((resolve) => (arrive = resolve));
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  const slow: ArtefactStore = {
    kind: store.kind,
    async putFolder(prefix, folder) {
      arrive(prefix);
      await released;
      await store.putFolder(prefix, folder);
      if (fails) {
        await store.deletePrefix(prefix);
        throw new Error('The upload failed halfway.');
      }
    },
    stat: (key) => store.stat(key),
    read: (key) => store.read(key),
    stream: (key, start, end) => store.stream(key, start, end),
    list: (prefix) => store.list(prefix),
    folders: (prefix, slice) => store.folders(prefix, slice),
    deletePrefix: (prefix) => store.deletePrefix(prefix),
    locationOf: (prefix) => store.locationOf(prefix),
    prefixAt: (location) => store.prefixAt(location),
  };
  return { store: slow, arrived, release };
}

/** Every file under `prefix`, with its bytes and time. */
async function snapshot(store: ArtefactStore, prefix: string) {
  const files: Record<string, string> = {};
  for (const key of await store.list(prefix)) {
    const stat = await store.stat(key);
    const bytes = await store.read(key);
    files[key] = `${String(stat?.modified.getTime())} ${bytes?.toString('base64') ?? ''}`;
  }
  return files;
}

describe.each(testBackends)('build attempts on $name', (backend) => {
  const context = useTestDatabase(backend);
  let s3: S3Server;
  const folders: string[] = [];

  beforeAll(async () => {
    s3 = await startS3Server();
  });
  afterAll(async () => {
    await s3.close();
    for (const folder of folders) await rm(folder, { recursive: true, force: true });
  });

  const temporary = async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'folio-attempts-'));
    folders.push(folder);
    return folder;
  };

  /** A server's build queue on the shared database and store, with its own data folder. */
  async function server(store: ArtefactStore, logs: LogLine[] = []): Promise<BuildQueue> {
    const dataDir = await temporary();
    return new BuildQueue({
      db: context.db,
      projects: new ProjectCache(context.db, { ttlMs: 0 }),
      dataDir,
      log: (line) => logs.push(line),
      builds: new IsolatedBuilds({ dataDir, limits: DEFAULT_BUILD_LIMITS, workers: 1 }),
      store,
      // A claim lapses at once and no heartbeat renews it: the second server takes it over.
      claims: { lapseMs: 1, heartbeatMs: 600_000, maxAttempts: 3, pollMs: 600_000 },
    });
  }

  async function project(docs: string): Promise<Project> {
    const organization = await createOrganization(context.db, { name: 'Attempts' });
    return createProject(context.db, {
      organizationId: organization.id,
      subdomain: `a-${randomUUID().slice(0, 8)}`,
      name: 'Attempts',
      source: { type: 'folder', path: docs },
    });
  }

  const stores: [string, () => Promise<ArtefactStore>][] = [
    ['the data folder', async () => new LocalArtefactStore(path.join(await temporary(), 'sites'))],
    [
      'a bucket',
      async () => artefactStoreFromEnv(s3.env(`attempts-${randomUUID()}`), await temporary()),
    ],
  ];
  const cases = stores.flatMap(([name, open]) => [
    { name, open, fails: false, how: 'uploads late' },
    { name, open, fails: true, how: 'fails its upload and cleans up late' },
  ]);

  it.each(cases)(
    'leaves the published site alone when a lapsed server $how in $name',
    async ({ open, fails }) => {
      const store = await open();
      const docs = await tempDocs({
        'docs.json': { name: 'Attempts', navigation: { pages: ['index', 'guide'] } },
        'index.mdx': page('Home'),
        'guide.mdx': page('Guide', 'First edition.'),
      });
      const site = await project(docs);
      const slow = slowStore(store, fails);
      const lapsedLogs: LogLine[] = [];
      const lapsed = await server(slow.store, lapsedLogs);
      const taker = await server(store);
      try {
        // The first server claims the build, builds the first edition and stalls uploading it.
        const queued = await lapsed.request(site);
        const lapsedPrefix = await slow.arrived;
        expect(lapsedPrefix).toBe(`${site.id}/${queued.id}/attempt-1`);

        // Its claim lapses; the second server takes the build over and publishes.
        await writeFile(path.join(docs, 'guide.mdx'), page('Guide', 'Second edition.'));
        await taker.resume();
        const done = await taker.settled(queued.id);
        const published = `${site.id}/${queued.id}/attempt-2`;
        expect(done).toMatchObject({ status: 'ready', outputDir: store.locationOf(published) });
        const before = await snapshot(store, published);
        const guide = Object.keys(before).find((key) => key.endsWith('guide/index.html'));
        expect(guide).toBeDefined();
        expect((await store.read(guide ?? ''))?.toString()).toContain('Second edition.');

        // The first server wakes up: it writes (or fails and cleans up) its own attempt only,
        // and its result is dropped.
        slow.release();
        await lapsed.close();
        expect(lapsedLogs).toContainEqual(expect.objectContaining({ status: 'taken-over' }));
        expect(await snapshot(store, published)).toEqual(before);
        expect(await getDeployment(context.db, queued.id)).toMatchObject({
          status: 'ready',
          outputDir: store.locationOf(published),
        });
        const late = await store.list(lapsedPrefix);
        if (fails) expect(late).toEqual([]);
        else expect(late.length).toBeGreaterThan(0);

        // Within the grace period the sweep keeps the late folder; after it, that goes, alone.
        const sweeper = new ArtefactSweeper({ db: context.db, store, graceMs: 60_000 });
        expect(await sweeper.sweep()).toEqual([]);
        const later = new Date(Date.now() + 120_000);
        expect(await sweeper.sweep(later)).toEqual(fails ? [] : [lapsedPrefix]);
        expect(await store.list(lapsedPrefix)).toEqual([]);
        expect(await snapshot(store, published)).toEqual(before);
      } finally {
        slow.release();
        await Promise.all([lapsed.close(), taker.close()]);
      }
    },
    TIMEOUT,
  );
});
