/**
 * Three `folio serve` processes behind one PostgreSQL and one S3-compatible object store
 * (`s3rver`, started here: see `test/helpers/s3-server.ts` for why that one), each with a data
 * folder of its own and nothing shared between them but the database and the bucket. The
 * project's source is a git repository that each server clones for itself.
 *
 * - a project added through server A is built by whichever server claims it, and served with
 *   the same bytes and the same `ETag` by B and C;
 * - an update requested through C becomes the deployment all three serve;
 * - the server building a large site is killed with SIGKILL mid-build: once its heartbeat lapses
 *   another server claims the build again and finishes it.
 *
 * Runs where a PostgreSQL test server is configured (always in CI). Nothing waits a fixed time:
 * every step polls the API or the database until its condition holds or its deadline passes.
 */
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { generateSite } from '../../bench/generate-site.ts';
import { readServerFile } from '../../src/server/admin/server-file.ts';
import type { Database } from '../../src/storage/index.ts';
import { gitIn } from '../helpers/git.ts';
import { startS3Server } from '../helpers/s3-server.ts';
import type { S3Server } from '../helpers/s3-server.ts';
import { page } from '../helpers/temp-docs.ts';
import { testDatabaseUrl } from '../storage/backends.ts';
import { createServeTarget, startServeProcess } from './serve-process.ts';
import type { ServeProcess, ServeTarget } from './serve-process.ts';

const TIMEOUT = 120_000;
/** Pages of the site whose build is killed: its build takes seconds, not a blink. */
const LARGE_SITE_PAGES = 100;
/** Each step's deadline. */
const WAIT = { timeout: 90_000, interval: 100 };

describe.skipIf(testDatabaseUrl === undefined)(
  'three servers on one PostgreSQL and one object store',
  () => {
    let s3: S3Server;
    let target: ServeTarget;
    let db: Database;
    let repo: string;
    const folders: string[] = [];
    const servers: ServeProcess[] = [];
    let projectId = '';
    let adminKey = '';
    const subdomain = 'three';

    const server = (index: number) => servers[index] as ServeProcess;
    /** A deployment's row, with its claim. */
    const row = async (id: string) => {
      const { rows } = await db.query<Row>(
        `SELECT status, error, output_dir, claimed_by, attempts FROM deployments WHERE id = $1`,
        [id],
      );
      return rows[0];
    };
    /** The server whose process id is in a claim (`host:pid:random`). */
    const claimer = (deployment: Row | undefined) =>
      servers.find((each) => deployment?.claimed_by?.split(':')[1] === String(each.child.pid));
    const commit = (message: string) => {
      gitIn(repo, 'add', '-A');
      gitIn(repo, 'commit', '-q', '-m', message);
    };
    /** Waits until the deployment is ready and returns it; fails at once if it failed. */
    const ready = (id: string) =>
      vi.waitFor(async () => {
        const deployment = await row(id);
        expect(deployment?.error ?? null).toBeNull();
        expect(deployment?.status).toBe('ready');
        return deployment as Row;
      }, WAIT);
    const get = (from: ServeProcess, sitePath: string) =>
      fetch(`${from.url}/_sites/${subdomain}${sitePath}`, {
        headers: { 'accept-encoding': 'identity' },
      });
    /** What each server answers for `sitePath`: status, ETag and body. */
    const served = (from: ServeProcess[], sitePath: string) =>
      Promise.all(
        from.map(async (each) => {
          const response = await get(each, sitePath);
          return {
            status: response.status,
            etag: response.headers.get('etag'),
            body: await response.text(),
          };
        }),
      );
    /** Waits until every server in `from` serves `sitePath` with `text`; returns the answers. */
    const servedEverywhere = (from: ServeProcess[], sitePath: string, text: string) =>
      vi.waitFor(async () => {
        const answers = await served(from, sitePath);
        for (const answer of answers) {
          expect(answer.status).toBe(200);
          expect(answer.body).toContain(text);
        }
        return answers;
      }, WAIT);

    beforeAll(async () => {
      s3 = await startS3Server();
      target = await createServeTarget('postgres');
      db = await target.open();
      repo = await mkdtemp(path.join(tmpdir(), 'folio-three-repo-'));
      gitIn(repo, 'init', '-q', '-b', 'main');
      await writeFile(path.join(repo, 'README.md'), 'A docs repository: the site is in docs/.\n');
      await writeDocs('First version of the guide.');
      commit('First version');
      const env = {
        ...s3.env('three'),
        FOLIO_BUILD_LAPSE_SECONDS: '3',
        FOLIO_QUEUE_POLL_SECONDS: '1',
      };
      for (let i = 0; i < 3; i++) {
        const dataDir = await mkdtemp(path.join(tmpdir(), 'folio-three-'));
        folders.push(dataDir);
        servers.push(await startServeProcess({ ...target, dataDir }, env));
      }
    }, TIMEOUT);

    afterAll(async () => {
      for (const each of servers) {
        if (each.child.exitCode === null && each.child.signalCode === null) {
          each.child.kill('SIGTERM');
        }
        await each.exited;
      }
      await db.close();
      await target.cleanup();
      await s3.close();
      for (const folder of [...folders, repo]) {
        await rm(folder, { recursive: true, force: true, maxRetries: 10 });
      }
    }, TIMEOUT);

    async function writeDocs(guide: string): Promise<void> {
      const docs = path.join(repo, 'docs');
      await rm(docs, { recursive: true, force: true });
      await mkdirAndWrite(docs, {
        'docs.json': JSON.stringify({
          name: 'Three servers',
          navigation: { pages: ['index', 'guide'] },
        }),
        'index.mdx': page('index'),
        'guide.mdx': page('guide', guide),
      });
    }

    it(
      'builds a project added through A once, and B and C serve the same bytes and ETag',
      async () => {
        const a = server(0);
        const { controlToken } = (await readServerFile(folders[0] ?? '')) ?? { controlToken: '' };
        const admin = (route: string, body: unknown) =>
          fetch(`${a.url}/v1/admin${route}`, {
            method: 'POST',
            headers: {
              authorization: `Bearer ${controlToken}`,
              'content-type': 'application/json',
            },
            body: JSON.stringify(body),
          });
        const added = await admin('/projects', {
          git: { url: repo, directory: 'docs' },
          subdomain,
          name: 'Three servers',
        });
        expect(added.status).toBe(201);
        const body = (await added.json()) as {
          project: { id: string };
          deployment: { id: string };
        };
        projectId = body.project.id;
        const created = await admin('/keys', { type: 'admin', projectId });
        adminKey = ((await created.json()) as { key: string }).key;

        const deployment = await ready(body.deployment.id);
        expect(deployment.output_dir).toBe(
          `s3://${s3.bucket}/three/${projectId}/${body.deployment.id}/attempt-1`,
        );
        expect(deployment.attempts).toBe(1);
        expect(claimer(deployment)).toBeDefined();
        // Built once: exactly one server logged that it was building it.
        const builders = servers.filter((each) =>
          each.stdout().includes(`"deployment":"${body.deployment.id}","status":"building"`),
        );
        expect(builders).toEqual([claimer(deployment)]);

        const answers = await servedEverywhere(servers, '/guide', 'First version of the guide.');
        const [first, ...others] = answers;
        expect(first?.etag).toMatch(/^"[\w-]{27}"$/);
        for (const other of others) {
          expect(other.etag).toBe(first?.etag);
          expect(other.body).toBe(first?.body);
        }
        const stylesheet = /href="\/_sites\/three\/(_folio\/[^"]+\.css)"/.exec(first?.body ?? '');
        const css = await served(servers, `/${stylesheet?.[1] ?? 'missing.css'}`);
        expect(css.map((answer) => answer.status)).toEqual([200, 200, 200]);
        expect(new Set(css.map((answer) => `${answer.etag ?? ''} ${answer.body}`)).size).toBe(1);
        // No server has a built site in its data folder: they all read the bucket.
        for (const folder of folders) {
          expect(await builtFiles(folder)).toEqual([]);
        }
      },
      TIMEOUT,
    );

    it(
      'serves an update requested through C from all three servers',
      async () => {
        const c = server(2);
        await writeDocs('Second version of the guide.');
        commit('Second version');
        const update = await fetch(`${c.url}/v1/project/update/${projectId}`, {
          method: 'POST',
          headers: { authorization: `Bearer ${adminKey}` },
        });
        expect(update.status).toBe(202);
        const { statusId } = (await update.json()) as { statusId: string };
        await ready(statusId);
        const status = await fetch(`${c.url}/v1/project/update-status/${statusId}`, {
          headers: { authorization: `Bearer ${adminKey}` },
        });
        expect(((await status.json()) as { status: string }).status).toBe('success');
        const answers = await servedEverywhere(servers, '/guide', 'Second version of the guide.');
        expect(new Set(answers.map((answer) => `${answer.etag ?? ''} ${answer.body}`)).size).toBe(
          1,
        );
        expect(answers[0]?.body).not.toContain('First version');
      },
      TIMEOUT,
    );

    it(
      'finishes on another server a build whose server was killed mid-way',
      async () => {
        const docs = path.join(repo, 'docs');
        await rm(docs, { recursive: true, force: true });
        const site = await generateSite(docs, { pages: LARGE_SITE_PAGES });
        commit('A large site');
        const update = await fetch(`${server(1).url}/v1/project/update/${projectId}`, {
          method: 'POST',
          headers: { authorization: `Bearer ${adminKey}` },
        });
        expect(update.status).toBe(202);
        const { statusId } = (await update.json()) as { statusId: string };

        // Kill the server building it as soon as its claim is seen.
        const building = await vi.waitFor(async () => {
          const deployment = await row(statusId);
          expect(deployment?.status).toBe('building');
          expect(claimer(deployment)).toBeDefined();
          return deployment as Row;
        }, WAIT);
        const victim = claimer(building) as ServeProcess;
        victim.child.kill('SIGKILL');
        expect((await victim.exited).signal).toBe('SIGKILL');
        expect(building.attempts).toBe(1);

        const done = await ready(statusId);
        expect(done.attempts).toBe(2);
        // The second attempt wrote, and published, a folder of its own.
        expect(done.output_dir).toMatch(new RegExp(`/${statusId}/attempt-2$`));
        const finisher = claimer(done);
        expect(finisher).toBeDefined();
        expect(finisher).not.toBe(victim);
        expect(finisher?.stdout()).toContain(
          `"deployment":"${statusId}","status":"building","attempts":2`,
        );

        const survivors = servers.filter((each) => each !== victim);
        const last = site.pages.at(-1);
        const answers = await servedEverywhere(
          survivors,
          last?.route ?? '/',
          `<title>${last?.title ?? ''}`,
        );
        expect(answers[0]?.etag).toBe(answers[1]?.etag);
        expect(answers[0]?.body).toBe(answers[1]?.body);
      },
      TIMEOUT,
    );
  },
);

/** The columns of a deployment the test reads. */
interface Row {
  status: string;
  error: string | null;
  output_dir: string | null;
  claimed_by: string | null;
  attempts: number;
}

/** Writes `files` into `folder`, creating it. */
async function mkdirAndWrite(folder: string, files: Record<string, string>): Promise<void> {
  await mkdir(folder, { recursive: true });
  for (const [name, content] of Object.entries(files)) {
    await writeFile(path.join(folder, name), content);
  }
}

/** Built pages, styles or scripts left under a data folder's `sites/`. */
async function builtFiles(dataDir: string): Promise<string[]> {
  const files = await readdir(path.join(dataDir, 'sites'), { recursive: true }).catch(() => []);
  return files.filter((file) => /\.(html|css|js)$/.test(file));
}
