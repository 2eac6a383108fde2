import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { tempDocs } from '../../../test/helpers/temp-docs.ts';
import { IsolatedBuilds } from './isolated-build.ts';

const TIMEOUT = 120_000;
const LIMITS = { timeoutSeconds: 120, memoryMb: 1024 };

/** A small docs folder with code to highlight, an expression and a table. */
function docsFolder(name: string): Promise<string> {
  return tempDocs({
    'docs.json': { name, navigation: { pages: ['index', 'code'] } },
    'index.mdx': `---\ntitle: ${name}\n---\n\nexport const n = 6 * 7;\n\nThe answer: {n}.\n\n| a | b |\n| - | - |\n| 1 | 2 |\n`,
    'code.mdx':
      '---\ntitle: Code\n---\n\n```ts\nconst x: number = 1;\n```\n\n```bash\necho "$HOME"\n```\n\n```rust\nfn main() { println!("hi"); }\n```\n',
  });
}

/** Every file under `folder`, by relative path, with its bytes. */
async function filesOf(folder: string): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  for (const entry of await readdir(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    files.set(path.relative(folder, file), await readFile(file));
  }
  return files;
}

/** The spare work folders of `projectId`. */
async function sparesOf(dataDir: string, projectId: string): Promise<string[]> {
  const names = await readdir(path.join(dataDir, 'sites', projectId)).catch(() => []);
  return names.filter((name) => name.startsWith('spare-'));
}

/** The process ids whose command line mentions `text` (Linux). */
async function processesWith(text: string): Promise<number[]> {
  const found: number[] = [];
  for (const name of await readdir('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const command = await readFile(`/proc/${name}/cmdline`, 'utf8').catch(() => '');
    if (command.includes(text)) found.push(Number(name));
  }
  return found;
}

async function until(check: () => Promise<boolean>): Promise<void> {
  for (let tries = 0; tries < 100 && !(await check()); tries++) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('spare build processes', () => {
  const open: IsolatedBuilds[] = [];
  const make = async (spares: number) => {
    const dataDir = await tempDocs({});
    const builds = new IsolatedBuilds({ dataDir, limits: LIMITS, workers: 1, spares });
    open.push(builds);
    return { builds, dataDir };
  };
  afterEach(async () => {
    await Promise.all(open.splice(0).map((builds) => builds.close()));
  });

  it(
    "serve a project's next deployment, writing the same site as a new process",
    async () => {
      const docs = await docsFolder('Same');
      const fresh = await make(0);
      const out = path.join(fresh.dataDir, 'sites', 'p', 'one');
      expect((await fresh.builds.deploy('p', docs, out)).written).toBe(true);
      expect(await sparesOf(fresh.dataDir, 'p')).toEqual([]);

      const spared = await make(2);
      const first = path.join(spared.dataDir, 'sites', 'p', 'one');
      expect((await spared.builds.deploy('p', docs, first)).written).toBe(true);
      expect(await spared.builds.spareWarmed('p')).toBe(true);
      const [spare] = await sparesOf(spared.dataDir, 'p');
      // Built afresh, as the first build was: only the process differs.
      await rm(path.join(spared.dataDir, 'cache', 'projects', 'p'), { recursive: true });
      const second = path.join(spared.dataDir, 'sites', 'p', 'two');
      expect((await spared.builds.deploy('p', docs, second)).written).toBe(true);
      expect(await spared.builds.spareWarmed('p')).toBe(true);
      const after = await sparesOf(spared.dataDir, 'p');
      expect(after).not.toContain(spare);
      expect(after).toHaveLength(1);

      const expected = await filesOf(out);
      const got = await filesOf(second);
      expect([...got.keys()].sort()).toEqual([...expected.keys()].sort());
      for (const [file, bytes] of expected) {
        if (file === path.join('_folio', 'manifest.json')) continue;
        expect(got.get(file)?.equals(bytes), file).toBe(true);
      }
      // The manifest differs in when it was built only.
      const manifest = (files: Map<string, Buffer>): unknown => {
        const text = files.get(path.join('_folio', 'manifest.json'))?.toString('utf8') ?? '{}';
        const { builtAt, buildId, ...rest } = JSON.parse(text) as Record<string, unknown>;
        return { ...rest, builtAt: typeof builtAt, buildId: typeof buildId };
      };
      expect(manifest(got)).toEqual(manifest(expected));
    },
    TIMEOUT,
  );

  it(
    "never serve another project, nor the agent's checks",
    async () => {
      const { builds, dataDir } = await make(2);
      const mine = await docsFolder('Mine');
      const theirs = await docsFolder('Theirs');
      await builds.deploy('mine', mine, path.join(dataDir, 'sites', 'mine', 'one'));
      expect(await builds.spareWarmed('mine')).toBe(true);
      const spare = await sparesOf(dataDir, 'mine');
      expect(spare).toHaveLength(1);

      // The agent's checks of the project run in processes of their own and leave no spare.
      expect(await builds.check('mine', mine)).toEqual([]);
      expect((await builds.links('theirs', theirs)).broken).toEqual([]);
      expect(await sparesOf(dataDir, 'mine')).toEqual(spare);
      expect(await builds.spareWarmed('theirs')).toBe(false);

      await builds.deploy('theirs', theirs, path.join(dataDir, 'sites', 'theirs', 'one'));
      expect(await builds.spareWarmed('theirs')).toBe(true);
      expect(await sparesOf(dataDir, 'mine')).toEqual(spare);
      expect(await sparesOf(dataDir, 'theirs')).toHaveLength(1);

      // Closing kills them; each leaves no folder.
      await builds.close();
      expect(await builds.spareWarmed('mine')).toBe(false);
      await until(async () => (await sparesOf(dataDir, 'mine')).length === 0);
      expect(await sparesOf(dataDir, 'mine')).toEqual([]);
      await until(async () => (await sparesOf(dataDir, 'theirs')).length === 0);
      expect(await sparesOf(dataDir, 'theirs')).toEqual([]);
    },
    TIMEOUT,
  );

  it.runIf(process.platform === 'linux')(
    'drop a spare killed while it waits, and the build starts a new process',
    async () => {
      const { builds, dataDir } = await make(1);
      const docs = await docsFolder('Killed');
      await builds.deploy('k', docs, path.join(dataDir, 'sites', 'k', 'one'));
      expect(await builds.spareWarmed('k')).toBe(true);
      const [spare] = await sparesOf(dataDir, 'k');
      const pids = await processesWith(spare ?? 'none');
      expect(pids).toHaveLength(1);
      for (const pid of pids) process.kill(pid, 'SIGKILL');
      await until(async () => !(await sparesOf(dataDir, 'k')).includes(spare ?? ''));
      expect(await builds.spareWarmed('k')).toBe(false);

      const result = await builds.deploy('k', docs, path.join(dataDir, 'sites', 'k', 'two'));
      expect(result.written).toBe(true);
      expect(await builds.spareWarmed('k')).toBe(true);
    },
    TIMEOUT,
  );
});
