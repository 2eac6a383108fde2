import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server } from '../../../test/helpers/s3-server.ts';
import type { S3Server } from '../../../test/helpers/s3-server.ts';
import { testBackends, useTestDatabase } from '../../../test/storage/backends.ts';
import { createTestProject } from '../../../test/storage/fixtures.ts';
import { queueDeployment } from '../../storage/index.ts';
import type { ArtefactStore } from '../artefacts/artefact-store.ts';
import { LocalArtefactStore } from '../artefacts/local-store.ts';
import { artefactStoreFromEnv } from '../artefacts/store-from-env.ts';
import { ArtefactSweeper } from './sweep-artefacts.ts';

const HOUR = 3_600_000;

describe.each(testBackends)('the orphan sweep on $name', (backend) => {
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
    const folder = await mkdtemp(path.join(tmpdir(), 'folio-sweep-'));
    folders.push(folder);
    return folder;
  };

  /** Puts a two-file site at `prefix`, its files written `age` ms ago. */
  async function put(store: ArtefactStore, prefix: string, age: number): Promise<void> {
    const site = path.join(await temporary(), 'site');
    await mkdir(path.join(site, '_folio'), { recursive: true });
    const when = new Date(Date.now() - age);
    for (const file of ['index.html', '_folio/app.css']) {
      await writeFile(path.join(site, file), `${prefix} ${file}`);
      await utimes(path.join(site, file), when, when);
    }
    await store.putFolder(prefix, site);
  }

  /** A deployment of `projectId` in `status`. */
  async function deployment(projectId: string, status: string): Promise<string> {
    const { deployment: queued } = await queueDeployment(context.db, projectId);
    await context.db.query(
      `UPDATE deployments SET status = $2, output_dir = 'stored', error = NULL WHERE id = $1`,
      [queued.id, status],
    );
    return queued.id;
  }

  const stores: [string, () => Promise<ArtefactStore>][] = [
    ['the data folder', async () => new LocalArtefactStore(path.join(await temporary(), 'sites'))],
    [
      'a bucket',
      async () => artefactStoreFromEnv(s3.env(`sweep-${randomUUID()}`), await temporary()),
    ],
  ];

  it.each(stores)(
    'deletes old files of failed and unknown deployments in %s, a bounded slice at a time',
    async (_name, open) => {
      const store = await open();
      const { project } = await createTestProject(context.db);
      const kept: string[] = [];
      const orphans: string[] = [];
      const at = (id: string) => `${project.id}/${id}`;
      // Served, being built, or failed too recently: kept.
      for (const status of ['ready', 'building', 'queued']) {
        kept.push(at(await deployment(project.id, status)));
        await put(store, kept.at(-1) ?? '', 2 * HOUR);
      }
      kept.push(at(await deployment(project.id, 'failed')));
      await put(store, kept.at(-1) ?? '', 0);
      // Failed an hour and more ago, or no deployment at all (its project was deleted): gone.
      orphans.push(at(await deployment(project.id, 'failed')), `${randomUUID()}/${randomUUID()}`);
      for (const orphan of orphans) await put(store, orphan, 2 * HOUR);
      // Not a deployment's folder: never the sweep's.
      await put(store, `${project.id}/notes`, 2 * HOUR);

      const sweeper = new ArtefactSweeper({
        db: context.db,
        store,
        graceMs: HOUR,
        prefixesPerSweep: 2,
      });
      const deleted: string[] = [];
      // Six deployment prefixes, two a sweep: the third sweep reaches the end.
      for (let sweep = 0; sweep < 3; sweep++) {
        const slice = await sweeper.sweep();
        expect(slice.length).toBeLessThanOrEqual(2);
        deleted.push(...slice);
      }
      expect(deleted.sort()).toEqual([...orphans].sort());
      for (const prefix of orphans) expect(await store.list(prefix)).toEqual([]);
      for (const prefix of [...kept, `${project.id}/notes`]) {
        expect(await store.list(prefix)).toHaveLength(2);
      }
      // Once round the store, it starts over: nothing more to delete.
      expect(await sweeper.sweep()).toEqual([]);
    },
    120_000,
  );

  it.each(stores)(
    'deletes the unpublished attempts of a ready deployment in %s, not a page named like one',
    async (_name, open) => {
      const store = await open();
      const { project } = await createTestProject(context.db);
      const ready = async (published: (id: string) => string) => {
        const { deployment: queued } = await queueDeployment(context.db, project.id);
        await context.db.query(
          `UPDATE deployments SET status = 'ready', attempts = 3, output_dir = $2 WHERE id = $1`,
          [queued.id, store.locationOf(published(queued.id))],
        );
        return `${project.id}/${queued.id}`;
      };
      // Published by its second attempt: the first and third are leftovers.
      const current = await ready((id) => `${project.id}/${id}/attempt-2`);
      for (const attempt of [1, 2, 3]) await put(store, `${current}/attempt-${attempt}`, 2 * HOUR);
      // Published before attempts had folders: `attempt-1/` there is one of its pages.
      const older = await ready((id) => `${project.id}/${id}`);
      await put(store, older, 2 * HOUR);
      await put(store, `${older}/attempt-1`, 2 * HOUR);

      const sweeper = new ArtefactSweeper({ db: context.db, store, graceMs: HOUR });
      expect((await sweeper.sweep()).sort()).toEqual(
        [`${current}/attempt-1`, `${current}/attempt-3`].sort(),
      );
      expect(await store.list(`${current}/attempt-2`)).toHaveLength(2);
      expect(await store.list(older)).toHaveLength(4);
    },
    120_000,
  );
});
