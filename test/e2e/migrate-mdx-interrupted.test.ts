/**
 * `folio migrate-mdx` killed (SIGKILL) during its write phase: before its journal is written the
 * folder is exactly as it was (hidden temporary files aside); after, the next run finishes the
 * migration first. Either way the re-run ends with the same files as an uninterrupted run, and
 * a reader of the folder at the moment of the kill sees every route show the same page.
 */
import { spawn } from 'node:child_process';
import { cp, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadDocsProject } from '../../src/content/index.ts';
import { runFolio } from '../helpers/run-folio.ts';
import {
  copyOf,
  expectSameFiles,
  fixtures,
  identities,
  snapshot,
  startPaused,
} from './migrate-mdx-helpers.ts';

const JOURNAL = '.folio-migrate-journal.json';
const TEMP = '.folio-migrate-tmp';
const main = fileURLToPath(new URL('../../src/cli/main.ts', import.meta.url));

/** The state a killed run left: as it was, decided (journal on disk), or done. */
type KilledState = 'as it was' | 'decided' | 'done';

/**
 * Checks the folder `dir` after a kill: as it was (`original`, hidden temporary files aside),
 * decided (its journal is on disk), or done (exactly the files of `done`, when given).
 */
async function stateAfterKill(
  dir: string,
  original: Map<string, Buffer>,
  where: string,
  done?: Map<string, Buffer>,
): Promise<KilledState> {
  const files = await snapshot(dir);
  if (files.has(JOURNAL)) return 'decided';
  const same = (expected: Map<string, Buffer>) =>
    [...expected].every(([file, bytes]) => files.get(file)?.equals(bytes));
  if (done && files.size === done.size && same(done)) return 'done';
  // As it was: every file untouched; only hidden temporary files were added.
  for (const [file, bytes] of original) {
    expect(files.get(file)?.equals(bytes), `${file} ${where}`).toBe(true);
  }
  for (const file of files.keys()) {
    if (original.has(file)) continue;
    expect(path.posix.basename(file), `${file} ${where}`).toMatch(/^\..*\.folio-migrate-tmp$/);
  }
  return 'as it was';
}

describe.each([
  // 4 files changed (2 specs, an included file, docs.json), 4 pages deleted.
  ['nested-groups', 4, 4, true],
  // A byte-order mark and CRLF line ends on disk while files are replaced.
  ['crlf-bom', 2, 2, true],
  // Redirects added; a superseded page deleted with the winner; docs.json replaced first.
  ['duplicates', 2, 2, true],
  // No order of the two files keeps every route while they are replaced (the run says so).
  ['no-safe-order', 2, 3, false],
])('%s, killed before each step of the write phase', (name, writes, deletes, readable) => {
  it('is as it was or decided, and the re-run finishes it', async () => {
    const input = path.join(fixtures, name, 'input');
    const expected = path.join(fixtures, name, 'expected');
    const original = await snapshot(input);
    const routesBefore = identities((await loadDocsProject(input)).navigation);
    const total = writes * 2 + deletes + 2;
    const midwaySame: boolean[] = [];
    for (let step = 1; step <= total; step++) {
      const dir = await copyOf(input);
      const run = await startPaused(dir, step);
      if (!run) throw new Error(`migrate-mdx did not pause before step ${step}`);
      expect(run.total).toBe(total);
      await run.kill();
      const where = `killed before step ${step} (${run.label})`;

      const decided = (await stateAfterKill(dir, original, where)) === 'decided';
      // The journal is written at step writes + 1: the migration is decided from then on.
      expect(decided, where).toBe(step > writes + 1);

      // What a dev server or a build would read at this moment: the same site, when the plan
      // found a readable order.
      const project = await loadDocsProject(dir);
      const routesNow = identities(project.navigation);
      const same = [...routesBefore].every(([route, identity]) => {
        const redirect = project.loaded.config?.redirects?.find((r) => r.source === route);
        return (routesNow.get(route) ?? routesNow.get(redirect?.destination ?? '')) === identity;
      });
      const errors = project.diagnostics.filter((d) => d.severity === 'error');
      if (readable || !decided) {
        expect(errors, where).toEqual([]);
        expect(same, where).toBe(true);
      }
      midwaySame.push(same);

      const rerun = await runFolio(['migrate-mdx', dir]);
      expect(rerun.code, rerun.stdout + rerun.stderr).toBe(0);
      expect(
        rerun.stdout.startsWith('Finished the migrate-mdx run that was interrupted'),
        where,
      ).toBe(decided);
      await expectSameFiles(dir, expected);
    }
    // The plan's claim is true: some state midway shows another site only when it says so.
    expect(midwaySame.every(Boolean)).toBe(readable);
  });
});

/** A folder of `count` MDX endpoint pages over three YAML specs. */
async function generatedFolder(dir: string, count: number): Promise<void> {
  const specs = ['a', 'b', 'c'];
  const pages = Array.from({ length: count }, (_, index) => ({
    spec: specs[index % specs.length] ?? 'a',
    file: `api/page-${String(index)}`,
    path: `/things-${String(index)}`,
  }));
  await mkdir(path.join(dir, 'api'), { recursive: true });
  for (const spec of specs) {
    const own = pages.filter((page) => page.spec === spec);
    const lines = [
      'openapi: 3.0.3',
      `info: {title: ${spec}, version: '1'}`,
      'paths:',
      ...own.flatMap((page) => [`  ${page.path}:`, '    get:', `      summary: Get ${page.path}`]),
    ];
    await writeFile(path.join(dir, `${spec}.yaml`), `${lines.join('\n')}\n`);
  }
  for (const page of pages) {
    const text = `---\ntitle: Page ${page.path}\nopenapi: ${page.spec}.yaml GET ${page.path}\n---\n\n${'Some text. '.repeat(40)}\n`;
    await writeFile(path.join(dir, `${page.file}.mdx`), text);
  }
  const groups = specs.map((spec) => ({
    group: spec,
    openapi: `${spec}.yaml`,
    pages: pages.filter((page) => page.spec === spec).map((page) => page.file),
  }));
  await writeFile(
    path.join(dir, 'docs.json'),
    `${JSON.stringify({ name: 'Generated', navigation: { groups } }, null, 2)}\n`,
  );
}

/** Runs migrate-mdx in `dir` and kills it as soon as it reports starting step `step`. */
function killDuring(dir: string, step: number): Promise<void> {
  const child = spawn(process.execPath, [main, 'migrate-mdx', dir], {
    env: { ...process.env, FOLIO_MIGRATE_TRACE: '1', NO_COLOR: '1' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  return new Promise((resolve) => {
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
      if (stderr.includes(`step ${String(step)}/`)) child.kill('SIGKILL');
    });
    child.once('exit', () => {
      resolve();
    });
  });
}

describe('a run killed while it works', () => {
  it('leaves the folder whole or decided at any moment, and the re-run finishes it', async () => {
    const template = await copyOf(path.join(fixtures, 'webhooks/input'));
    const source = path.join(template, 'generated');
    await generatedFolder(source, 45);
    const original = await snapshot(source);
    const reference = await copyOf(source);
    expect((await runFolio(['migrate-mdx', reference])).code).toBe(0);

    const done = await snapshot(reference);
    // 4 files changed (3 specs, docs.json), 45 pages deleted: 55 steps.
    for (const step of [1, 2, 4, 5, 6, 9, 10, 20, 40, 54, 55]) {
      const dir = await copyOf(source);
      await killDuring(dir, step);
      await stateAfterKill(dir, original, `killed during step ${String(step)}`, done);
      const rerun = await runFolio(['migrate-mdx', dir]);
      expect(rerun.code, rerun.stdout).toBe(0);
      await expectSameFiles(dir, reference);
    }
  });

  it('reports what it finished in --json', async () => {
    const dir = await copyOf(path.join(fixtures, 'webhooks/input'));
    // 2 files, 2 pages: step 5 replaces docs.json, after the spec.
    const run = await startPaused(dir, 5);
    expect(run?.label).toBe('replace docs.json');
    await run?.kill();
    const rerun = await runFolio(['migrate-mdx', '--json'], dir);
    const report = JSON.parse(rerun.stdout) as Record<string, unknown>;
    expect(report['interrupted']).toEqual({
      replaced: ['api/openapi.yaml', 'docs.json'],
      deleted: ['events/new-plant.mdx', 'events/order.mdx'],
      kept: [],
    });
    expect(report['summary']).toEqual({ migrated: 0, superseded: 0, finished: 0, skipped: 0 });
    await expectSameFiles(dir, path.join(fixtures, 'webhooks/expected'));
  });

  it('removes hidden temporary files of a run killed before it decided', async () => {
    const dir = await copyOf(path.join(fixtures, 'webhooks/input'));
    await cp(path.join(dir, 'docs.json'), path.join(dir, `.docs.json${TEMP}`));
    await runFolio(['migrate-mdx', dir]);
    await expectSameFiles(dir, path.join(fixtures, 'webhooks/expected'));
  });
});
