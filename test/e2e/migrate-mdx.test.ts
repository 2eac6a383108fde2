/**
 * `folio migrate-mdx` as a user runs it: golden folders compared byte for byte, the dry run,
 * exit codes, a run killed at every step of its write phase, and the 62 endpoint pages of a real
 * docs folder.
 */
import { spawn } from 'node:child_process';
import { cp, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { structuredPatch } from 'diff';
import { afterAll, describe, expect, it } from 'vitest';
import { loadDocsProject } from '../../src/content/index.ts';
import type { NavigationTree } from '../../src/navigation/index.ts';
import { runFolio, spawnFolio } from '../helpers/run-folio.ts';
import { tempDocs } from '../helpers/temp-docs.ts';

const fixtures = fileURLToPath(new URL('../fixtures/migrate/', import.meta.url));
const triggerDocs = fileURLToPath(
  new URL('../../../shared/corpora/trigger-docs/', import.meta.url),
);
const main = fileURLToPath(new URL('../../src/cli/main.ts', import.meta.url));

const copies: string[] = [];
afterAll(async () => {
  await Promise.all(copies.map((dir) => rm(dir, { recursive: true, force: true })));
});

/** A copy of `source` in a new temporary folder. */
async function copyOf(source: string): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'folio-migrate-'));
  copies.push(dir);
  await cp(source, dir, { recursive: true });
  return dir;
}

/** Every file under `root` (dot-files included) with its bytes, by relative path. */
async function snapshot(root: string): Promise<Map<string, Buffer>> {
  const out = new Map<string, Buffer>();
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const file = path
      .relative(root, path.join(entry.parentPath, entry.name))
      .split(path.sep)
      .join('/');
    out.set(file, await readFile(path.join(root, file)));
  }
  return new Map([...out].sort(([a], [b]) => a.localeCompare(b)));
}

/** Asserts two folders hold the same files with the same bytes. */
async function expectSameFiles(actual: string, expected: string): Promise<void> {
  const [got, want] = await Promise.all([snapshot(actual), snapshot(expected)]);
  expect([...got.keys()]).toEqual([...want.keys()]);
  for (const [file, bytes] of want)
    expect(got.get(file)?.toString('utf8'), file).toBe(bytes.toString('utf8'));
}

/** What each route shows: a page file, or an operation. */
function identities(tree: NavigationTree | undefined): Map<string, string> {
  const out = new Map<string, string>();
  for (const [route, page] of tree?.routes ?? []) {
    const endpoint = page.endpoint;
    out.set(
      route,
      endpoint
        ? `${endpoint.method} ${endpoint.path} (${endpoint.spec})`
        : `file ${page.file ?? ''}`,
    );
  }
  return out;
}

const goldenCases: [name: string, exitCode: number][] = [
  ['yaml-comments', 0],
  ['json-4-space', 0],
  ['x-mint-present', 0],
  ['duplicates', 0],
  ['missing-operation', 1],
  ['missing-spec', 1],
  ['url-spec', 1],
  ['malformed-frontmatter', 1],
  ['nested-groups', 0],
  ['webhooks', 0],
];

describe('golden folders', () => {
  it.each(goldenCases)('%s: migrates to the expected files, exit %i', async (name, exitCode) => {
    const dir = await copyOf(path.join(fixtures, name, 'input'));
    const result = await runFolio(['migrate-mdx', dir]);
    expect(result.code, result.stdout + result.stderr).toBe(exitCode);
    await expectSameFiles(dir, path.join(fixtures, name, 'expected'));

    const project = await loadDocsProject(dir);
    expect(project.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);

    const again = await runFolio(['migrate-mdx', dir]);
    expect(again.code).toBe(exitCode);
    await expectSameFiles(dir, path.join(fixtures, name, 'expected'));
  });

  it('changes only the inserted lines of a YAML spec', async () => {
    const file = 'api/openapi.yaml';
    const before = await readFile(path.join(fixtures, 'yaml-comments/input', file), 'utf8');
    const after = await readFile(path.join(fixtures, 'yaml-comments/expected', file), 'utf8');
    const lines = structuredPatch(file, file, before, after).hunks.flatMap((hunk) => hunk.lines);
    expect(lines.filter((line) => line.startsWith('-'))).toEqual([]);
    expect(lines.filter((line) => line.startsWith('+'))).toHaveLength(24);
  });

  it('says why each skipped page stays, with file:line:column', async () => {
    const dir = await copyOf(path.join(fixtures, 'missing-operation/input'));
    const result = await runFolio(['migrate-mdx', '.'], dir);
    expect(result.stdout).toContain(
      'skip       delete.mdx  left as it is [migrate-missing-operation]',
    );
    expect(result.stdout).toContain('--> delete.mdx:3:1');
    expect(result.stdout).toMatch(
      /migrate-mdx: 1 page migrated, 1 skipped \(left as they are\)\n$/,
    );
  });
});

describe('pages that would lose their route', () => {
  it('leaves a page whose route another endpoint would take, and migrates the rest', async () => {
    const spec = [
      'openapi: 3.0.3',
      "info: {title: C, version: '1'}",
      'paths:',
      ...['/plants: List plants', '/plants/{id}: Get plant', '/seeds: Seeds'].flatMap((line) => {
        const [route, summary] = line.split(': ');
        return [
          `  ${route ?? ''}:`,
          '    get:',
          `      summary: ${summary ?? ''}`,
          '      tags: [Plants]',
        ];
      }),
    ].join('\n');
    const dir = await tempDocs({
      'docs.json': {
        name: 'Collide',
        api: { openapi: 'openapi.yaml' },
        navigation: { pages: ['GET /plants', 'api-reference/plants/list-plants', 'seeds'] },
      },
      'openapi.yaml': `${spec}\n`,
      // Its route is the one `GET /plants` would get once this file is gone.
      'api-reference/plants/list-plants.mdx':
        '---\ntitle: Get plant\nopenapi: GET /plants/{id}\n---\n\nBody.\n',
      'seeds.mdx': '---\ntitle: Seeds\nopenapi: GET /seeds\n---\n\nSeeds.\n',
    });
    const result = await runFolio(['migrate-mdx', dir]);
    expect(result.code).toBe(1);
    expect(result.stdout).toContain(
      'the route /api-reference/plants/list-plants would show GET /plants (openapi.yaml) instead of GET /plants/{id} (openapi.yaml)',
    );
    const after = await loadDocsProject(dir);
    expect(after.files).toContain('api-reference/plants/list-plants.mdx');
    expect(after.files).not.toContain('seeds.mdx');
    expect(after.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  });
});

describe('--dry-run and --json', () => {
  it('prints the plan and a unified diff, and changes nothing', async () => {
    const dir = await copyOf(path.join(fixtures, 'duplicates/input'));
    const before = await snapshot(dir);
    const result = await runFolio(['migrate-mdx', dir, '--dry-run']);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('superseded guides/browse-plants.mdx');
    expect(result.stdout).toContain('--- a/docs.json\n+++ b/docs.json');
    expect(result.stdout).toContain('+      {"group": "API", "pages": ["GET /plants"]}');
    expect(result.stdout).toContain('+      x-folio:');
    expect(result.stdout).toContain('Nothing was changed (--dry-run).');
    expect(await snapshot(dir)).toEqual(before);
  });

  it('reports in JSON, with the diff for a dry run', async () => {
    const dir = await copyOf(path.join(fixtures, 'missing-spec/input'));
    const result = await runFolio(['migrate-mdx', dir, '--dry-run', '--json']);
    const report = JSON.parse(result.stdout) as Record<string, unknown>;
    expect(result.code).toBe(1);
    expect(report['summary']).toEqual({ migrated: 1, superseded: 0, finished: 0, skipped: 1 });
    expect(report['changed']).toEqual(['openapi.yaml', 'docs.json']);
    expect(report['deleted']).toEqual(['users/list.mdx']);
    expect(report['diff']).toContain('+++ b/openapi.yaml');
    const pages = report['pages'] as { file: string; action: string; reason?: { code: string } }[];
    expect(pages.map((page) => [page.file, page.action, page.reason?.code])).toEqual([
      ['users/list.mdx', 'migrate', undefined],
      ['admin/users.mdx', 'skip', 'migrate-missing-spec'],
    ]);
  });
});

describe('exit codes and messages', () => {
  it('exits 0 with nothing to migrate', async () => {
    const dir = await tempDocs({
      'docs.json': { name: 'Plain', navigation: { pages: ['index'] } },
      'index.mdx': '---\ntitle: Home\n---\n\nHello.\n',
    });
    const result = await runFolio(['migrate-mdx', dir]);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('nothing to do');
  });

  it('exits 2 for a docs.json with errors, with its position and no stack trace', async () => {
    const dir = await tempDocs({
      'docs.json': '{\n  "navigation": {\n    "pages": ["index"]\n    "x": 1\n  }\n}',
    });
    const result = spawnFolio(['migrate-mdx', dir]);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/docs\.json:4:5/);
    expect(result.stderr).toContain('nothing was changed');
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });

  it('exits 2 on usage errors', async () => {
    expect((await runFolio(['migrate-mdx', 'a', 'b'])).code).toBe(2);
    expect((await runFolio(['migrate-mdx', '--preview'])).code).toBe(2);
    const help = await runFolio(['migrate-mdx', '--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('Usage: folio migrate-mdx [dir] [--dry-run] [--json]');
  });
});

/** Starts migrate-mdx paused before write step `step`; resolves with the total once it waits. */
function startPaused(
  dir: string,
  step: number,
): Promise<{ total: number; kill: () => Promise<void> } | undefined> {
  const child = spawn(process.execPath, [main, 'migrate-mdx', dir], {
    env: { ...process.env, FOLIO_MIGRATE_PAUSE_BEFORE: String(step), NO_COLOR: '1' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => {
    child.once('exit', () => {
      resolve();
    });
  });
  const kill = async () => {
    child.kill('SIGKILL');
    await exited;
  };
  return new Promise((resolve) => {
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
      const total = /paused before step \d+\/(\d+)/.exec(stderr)?.[1];
      if (total) resolve({ total: Number(total), kill });
    });
    child.once('exit', () => {
      resolve(undefined);
    });
  });
}

describe('a run killed during the write phase', () => {
  it('leaves a folder that shows the same pages, and a re-run finishes the migration', async () => {
    const input = path.join(fixtures, 'nested-groups/input');
    const expected = path.join(fixtures, 'nested-groups/expected');
    const original = await snapshot(input);
    const routesBefore = identities((await loadDocsProject(input)).navigation);
    // 4 files written to temporary files, then renamed, then 4 pages deleted.
    const writes = 4;
    let total = Number.POSITIVE_INFINITY;
    for (let step = 1; step <= total; step++) {
      const dir = await copyOf(input);
      const run = await startPaused(dir, step);
      if (!run) throw new Error(`migrate-mdx did not pause before step ${step}`);
      total = run.total;
      await run.kill();

      const files = await snapshot(dir);
      const temporary = [...files.keys()].filter((file) => file.endsWith('.folio-migrate-tmp'));
      expect(temporary.every((file) => path.posix.basename(file).startsWith('.'))).toBe(true);
      if (step <= writes + 1) {
        // Nothing renamed yet: every original file is untouched.
        for (const [file, bytes] of original) {
          expect(files.get(file)?.equals(bytes), `${file} at step ${step}`).toBe(true);
        }
      }
      const project = await loadDocsProject(dir);
      expect(
        project.diagnostics.filter((d) => d.severity === 'error'),
        `step ${step}`,
      ).toEqual([]);
      const routesAfter = identities(project.navigation);
      for (const [route, identity] of routesBefore) {
        expect(routesAfter.get(route), `${route} at step ${step}`).toBe(identity);
      }

      const rerun = await runFolio(['migrate-mdx', dir]);
      expect(rerun.code, rerun.stdout).toBe(0);
      // Killed after docs.json was replaced: the re-run deletes the pages left behind.
      if (step > writes * 2 + 1) expect(rerun.stdout).toMatch(/^ {2}finish /m);
      await expectSameFiles(dir, expected);
    }
    expect(total).toBe(writes * 2 + 4);
  });
});

describe('a real docs folder (trigger.dev, 62 MDX endpoint pages)', () => {
  it('migrates every page, validates, and keeps every route on the same endpoint', async () => {
    const dir = await copyOf(triggerDocs);
    const before = await loadDocsProject(dir);
    const endpointPages = (before.navigation?.pages ?? []).filter(
      (page) => page.kind === 'mdx' && page.endpoint,
    );
    expect(endpointPages).toHaveLength(62);

    const migrate = spawnFolio(['migrate-mdx', dir, '--json']);
    expect(migrate.code, migrate.stderr).toBe(0);
    const report = JSON.parse(migrate.stdout) as { summary: Record<string, number> };
    expect(report.summary).toEqual({ migrated: 62, superseded: 0, finished: 0, skipped: 0 });

    const validate = spawnFolio(['validate', dir, '--json']);
    expect(validate.code, validate.stdout).toBe(0);
    expect((JSON.parse(validate.stdout) as { valid: boolean }).valid).toBe(true);

    const after = await loadDocsProject(dir);
    for (const page of endpointPages) {
      const now = after.navigation?.routes.get(page.route);
      expect(now?.kind, page.route).toBe('openapi');
      expect(now?.endpoint?.spec).toBe(page.endpoint?.spec);
      expect(now?.endpoint?.method).toBe(page.endpoint?.method);
      expect(now?.endpoint?.path).toBe(page.endpoint?.path);
      expect(after.files).not.toContain(page.file);
    }
    const beforeRoutes = identities(before.navigation);
    const afterRoutes = identities(after.navigation);
    for (const [route, identity] of beforeRoutes) {
      if (identity.startsWith('file ') && endpointPages.some((page) => page.route === route))
        continue;
      expect(afterRoutes.get(route), route).toBe(identity);
    }
  });
});
