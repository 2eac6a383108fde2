/**
 * Faults: what a build killed halfway leaves, and output that must not depend on how busy the
 * machine is.
 *
 * - A `folio build` killed with SIGKILL mid-build leaves its staging folder; the next build into
 *   the same output removes it and writes the same site as a build that was never interrupted.
 * - `folio serve` removes, when it starts, the staging folders dead builds left under its data
 *   folder, and keeps one whose build still runs in another process.
 * - The same folder built twice, once on an idle machine and once with every core kept busy,
 *   gives the same bytes in every file. Only `_folio/manifest.json` carries a time (`builtAt`)
 *   and a per-build random `buildId`; it is compared without those two fields.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, watch } from 'node:fs';
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer } from '../../src/server/start-server.ts';
import { spawnFolio } from '../helpers/run-folio.ts';
import { page, tempDocs } from '../helpers/temp-docs.ts';
import type { FileContent } from '../helpers/temp-docs.ts';

const main = fileURLToPath(new URL('../../src/cli/main.ts', import.meta.url));
const MANIFEST = '_folio/manifest.json';

const children: ChildProcess[] = [];
const folders: string[] = [];
afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
});

async function tempFolder(prefix: string): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), prefix));
  folders.push(folder);
  return folder;
}

/** A docs folder of `count` pages made by `body(n)`. */
function docsFolder(count: number, body: (n: number) => string): Record<string, FileContent> {
  const names = Array.from({ length: count }, (_, n) => `pages/page-${String(n)}`);
  const files: Record<string, FileContent> = {
    'docs.json': {
      name: 'Faults',
      navigation: { groups: [{ group: 'Pages', pages: ['index', ...names] }] },
    },
    'index.mdx': page('Home', 'The pages follow.'),
  };
  names.forEach((name, n) => {
    files[`${name}.mdx`] = page(`Page ${String(n)}`, body(n));
  });
  return files;
}

/** Every file under `root` (relative paths with `/`), with its bytes. */
async function siteFiles(root: string): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    files.set(path.relative(root, full).split(path.sep).join('/'), await readFile(full));
  }
  return files;
}

/** The files of the site in `out`, the manifest without its time and build id. */
async function comparable(out: string): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  for (const [file, bytes] of await siteFiles(out)) {
    if (file !== MANIFEST) {
      files.set(file, bytes.toString('base64'));
      continue;
    }
    const { builtAt, buildId, ...rest } = JSON.parse(bytes.toString('utf8')) as Record<
      string,
      unknown
    >;
    expect(typeof builtAt).toBe('string');
    expect(typeof buildId).toBe('string');
    files.set(file, JSON.stringify(rest));
  }
  return files;
}

/** The names of the files that differ between two sites (or are in one only). */
function differences(one: Map<string, string>, other: Map<string, string>): string[] {
  const names = new Set([...one.keys(), ...other.keys()]);
  return [...names].filter((name) => one.get(name) !== other.get(name)).sort();
}

/** Staging folders next to `out`. */
async function stagingNextTo(out: string): Promise<string[]> {
  const names = await readdir(path.dirname(out));
  return names.filter((name) => name.startsWith(`${path.basename(out)}.folio-staging-`));
}

describe('a build killed with SIGKILL', () => {
  it(
    'leaves a staging folder that the next build removes, and the site is as if never killed',
    { timeout: 240_000 },
    async () => {
      const root = await tempDocs(
        docsFolder(400, (n) =>
          [
            `## Part ${String(n)}`,
            '',
            'Some words to index. '.repeat(20),
            '',
            '```ts',
            `export const value${String(n)} = { n: ${String(n)}, twice: ${String(2 * n)} };`,
            '```',
          ].join('\n'),
        ),
      );
      const out = path.join(await tempFolder('folio-faults-out-'), 'site');
      await mkdir(path.dirname(out), { recursive: true });

      // Killed as soon as its staging folder appears: the pages are still rendering then.
      const child = spawn(process.execPath, [main, 'build', root, '--out', out], {
        stdio: 'ignore',
        env: { ...process.env, NO_COLOR: '1' },
      });
      children.push(child);
      const staging = `${out}.folio-staging-${String(child.pid)}`;
      const exited = once(child, 'exit');
      await new Promise<void>((resolve) => {
        const watcher = watch(path.dirname(out), () => {
          if (!existsSync(staging)) return;
          watcher.close();
          resolve();
        });
        void exited.then(() => {
          watcher.close();
          resolve();
        });
      });
      child.kill('SIGKILL');
      const [code, signal] = (await exited) as [number | null, string | null];
      expect({ code, signal }).toEqual({ code: null, signal: 'SIGKILL' });
      expect(await stagingNextTo(out)).toEqual([path.basename(staging)]);
      expect(existsSync(out)).toBe(false);

      const next = spawnFolio(['build', root, '--out', out]);
      expect(next.stderr).toBe('');
      expect(next.code).toBe(0);
      expect(await stagingNextTo(out)).toEqual([]);

      // The same site as a build of a copy of the folder that was never interrupted.
      const clean = await tempDocs(
        Object.fromEntries(
          [...(await siteFiles(root))]
            .filter(([file]) => !file.startsWith('.folio/'))
            .map(([file, bytes]) => [file, new Uint8Array(bytes)]),
        ),
      );
      const reference = path.join(await tempFolder('folio-faults-ref-'), 'site');
      expect(spawnFolio(['build', clean, '--out', reference]).code).toBe(0);
      expect(differences(await comparable(out), await comparable(reference))).toEqual([]);
    },
  );
});

describe('folio serve starting', () => {
  it(
    'removes the staging folders of dead builds under its data folder, not of running ones',
    { timeout: 120_000 },
    async () => {
      const dataDir = await tempFolder('folio-faults-data-');
      const dead = spawn(process.execPath, ['-e', '']);
      await once(dead, 'exit');
      const live = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1e9)']);
      children.push(live);
      await once(live, 'spawn');
      const left = path.join(dataDir, 'sites', 'p1', `d1.folio-staging-${String(dead.pid)}`);
      const running = path.join(dataDir, 'sites', 'p2', `d2.folio-staging-${String(live.pid)}`);
      for (const folder of [left, running]) {
        await mkdir(path.join(folder, 'guide'), { recursive: true });
        await writeFile(path.join(folder, 'guide', 'index.html'), '<p>half a site</p>');
      }

      const logged: unknown[] = [];
      const server = await startServer({ port: 0, dataDir, log: (line) => logged.push(line) });
      try {
        expect(existsSync(left)).toBe(false);
        expect(existsSync(path.join(running, 'guide', 'index.html'))).toBe(true);
        expect(logged).toContainEqual(
          expect.objectContaining({
            msg: 'removed the staging folders of interrupted builds',
            count: 1,
          }),
        );
      } finally {
        await server.close();
      }
    },
  );
});

/** A line of code of about `length` characters, the same text every time. */
function longLine(length: number): string {
  const unit = `const x = {a: 1, "b": [2, 'c'], d: f(g) * 3 /* c */}; <t x="1">y</t> # z -- w // v `;
  return unit.repeat(Math.ceil(length / unit.length)).slice(0, length);
}

/** Code blocks in many languages, a few with long lines that take long to tokenise. */
function codePage(n: number): string {
  const blocks: [string, string][] = [
    ['ts', `export async function load${String(n)}<T>(id: T): Promise<T[]> {\n  return [id];\n}`],
    [
      'python',
      `def handler_${String(n)}(event, context):\n    return {"status": 200, "n": ${String(n)}}`,
    ],
    ['bash', `curl -X POST "https://api.example.com/v1/items/${String(n)}" -H 'Accept: */*'`],
    ['json', `{ "id": ${String(n)}, "tags": ["a", "b"], "ok": true, "none": null }`],
    ['css', `.card-${String(n)} > .title:hover { color: #0af; margin: 0 auto; }`],
    ['html', `<section id="s${String(n)}"><a href="/x?y=1&z=2">link</a></section>`],
    ['go', `func Get${String(n)}(ctx context.Context) (int, error) { return ${String(n)}, nil }`],
    ['rust', `fn item_${String(n)}(v: &[u8]) -> Option<usize> { v.iter().position(|b| *b == 0) }`],
    ['sql', `SELECT id, name FROM items WHERE id = ${String(n)} AND name LIKE 'a%';`],
    ['yaml', `item:\n  id: ${String(n)}\n  tags: [a, b]`],
    ['cpp', `${longLine(3000 + 500 * n)}\nint main() { return ${String(n)}; }`],
    // A few grammars take time that grows faster than the line: these lines took from a
    // quarter to most of a second each on an idle machine, around shiki's old 500 ms limit.
    ['purescript', `${longLine(6500 + 400 * n)}\nmain = log "${String(n)}"`],
    ['purescript', `module M${String(n)} where\n${longLine(7200 + 300 * n)}`],
  ];
  return blocks.map(([lang, code]) => `\`\`\`${lang}\n${code}\n\`\`\``).join('\n\n');
}

describe('the same build on an idle and on a busy machine', () => {
  it(
    'gives the same bytes in every file (code colouring included)',
    { timeout: 600_000 },
    async () => {
      const root = await tempDocs(docsFolder(4, codePage));
      const idle = path.join(await tempFolder('folio-faults-idle-'), 'site');
      const busy = path.join(await tempFolder('folio-faults-busy-'), 'site');
      // --no-cache: the second build must highlight every block again, not read the first's.
      const first = spawnFolio(['build', root, '--out', idle, '--no-cache']);
      expect(first.code).toBe(0);

      // Every core kept busy while the second build runs: its thread gets a part of one.
      const busyLoops = Array.from({ length: availableParallelism() }, () => {
        const loop = spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' });
        children.push(loop);
        return loop;
      });
      await Promise.all(busyLoops.map((loop) => once(loop, 'spawn')));
      let second;
      try {
        second = spawnFolio(['build', root, '--out', busy, '--no-cache']);
      } finally {
        for (const loop of busyLoops) loop.kill('SIGKILL');
      }
      expect(second.code).toBe(0);
      expect(differences(await comparable(idle), await comparable(busy))).toEqual([]);
    },
  );
});
