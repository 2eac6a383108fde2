/**
 * `folio migrate-mdx` as a user runs it: golden folders (one per rule) compared byte for byte,
 * with the printed report pinned; every old route showing the same endpoint after; the dry run;
 * exit codes and messages. Interrupted runs: `migrate-mdx-interrupted.test.ts`; a real docs
 * folder: `migrate-mdx-trigger.test.ts`.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { structuredPatch } from 'diff';
import { describe, expect, it } from 'vitest';
import { loadDocsProject } from '../../src/content/index.ts';
import type { DocsProject } from '../../src/content/index.ts';
import { runFolio, spawnFolio } from '../helpers/run-folio.ts';
import { tempDocs } from '../helpers/temp-docs.ts';
import { copyOf, expectSameFiles, fixtures, identities, snapshot } from './migrate-mdx-helpers.ts';

/** Every route of `before` shows the same thing in `after`, itself or through a redirect. */
function expectSameRoutes(before: DocsProject, after: DocsProject): void {
  const was = identities(before.navigation);
  const now = identities(after.navigation);
  const redirects = new Map(
    (after.loaded.config?.redirects ?? []).map((redirect) => [
      redirect.source,
      redirect.destination,
    ]),
  );
  for (const [route, identity] of was) {
    const shown = now.get(route) ?? now.get(redirects.get(route) ?? '');
    expect(shown, route).toBe(identity);
  }
}

const goldenCases: [name: string, rule: string, exitCode: number][] = [
  ['yaml-comments', 'YAML keeps comments, key order, quoting and layout', 0],
  ['yaml-anchors', 'an operation an alias reuses stays; the others move', 1],
  ['crlf-bom', 'CRLF pages and spec, byte-order marks, docs.json comments, a page listed twice', 0],
  ['json-4-space', 'JSON keeps four-space indentation', 0],
  ['json-tabs', 'JSON keeps tabs and no final line break', 0],
  ['x-mint-present', 'x-mint and x-folio are read, overridden and reported', 0],
  ['duplicates', 'the last page in docs.json wins; the others redirect', 0],
  ['missing-operation', 'a page whose operation is missing stays', 1],
  ['missing-spec', 'a page whose spec is missing stays', 1],
  ['url-spec', 'a page whose spec is a URL stays', 1],
  ['malformed-frontmatter', 'a page with broken frontmatter stays', 1],
  ['unlisted-page', 'a page no entry lists stays', 1],
  ['nested-groups', 'openapi is added to a group; $ref files are edited in place', 0],
  ['webhooks', 'webhook pages move into webhooks', 0],
  ['no-safe-order', 'a run that no file order keeps readable midway says so', 0],
];

describe('golden folders', () => {
  it.each(goldenCases)('%s (%s): exit %i', async (name, _rule, exitCode) => {
    const input = path.join(fixtures, name, 'input');
    const expected = path.join(fixtures, name, 'expected');
    const dir = await copyOf(input);
    const before = await loadDocsProject(dir);
    const result = await runFolio(['migrate-mdx'], dir);
    expect(result.code, result.stdout + result.stderr).toBe(exitCode);
    expect(result.stdout).toMatchSnapshot();
    await expectSameFiles(dir, expected);

    const after = await loadDocsProject(dir);
    expect(after.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expectSameRoutes(before, after);

    const again = await runFolio(['migrate-mdx'], dir);
    expect(again.code).toBe(exitCode);
    if (exitCode === 0) expect(again.stdout).toContain('nothing to do');
    await expectSameFiles(dir, expected);
  });

  it.each([
    ['yaml-comments', 'api/openapi.yaml', 24],
    ['crlf-bom', 'openapi.yaml', 19],
  ])('%s: only adds lines to %s', async (name, file, added) => {
    const before = await readFile(path.join(fixtures, name, 'input', file), 'utf8');
    const after = await readFile(path.join(fixtures, name, 'expected', file), 'utf8');
    const lines = structuredPatch(file, file, before, after).hunks.flatMap((hunk) => hunk.lines);
    expect(lines.filter((line) => line.startsWith('-'))).toEqual([]);
    expect(lines.filter((line) => line.startsWith('+'))).toHaveLength(added);
  });

  it('says why each page stays, at file:line:column of the page or of the spec', async () => {
    const missing = await runFolio(
      ['migrate-mdx'],
      await copyOf(path.join(fixtures, 'missing-operation/input')),
    );
    expect(missing.stdout).toContain(
      'skip       delete.mdx  openapi: DELETE /plants/{id}: left as it is [migrate-missing-operation]',
    );
    expect(missing.stdout).toContain('--> delete.mdx:3:1');
    expect(missing.stdout).toMatch(
      /migrate-mdx: 1 page migrated, 1 skipped \(left as they are\)\n$/,
    );

    const anchors = await runFolio(
      ['migrate-mdx'],
      await copyOf(path.join(fixtures, 'yaml-anchors/input')),
    );
    expect(anchors.stdout).toContain('--> openapi.yaml:12:5');
    const unlisted = await runFolio(
      ['migrate-mdx'],
      await copyOf(path.join(fixtures, 'unlisted-page/input')),
    );
    expect(unlisted.stdout).toContain('--> api/add-seed.mdx:3:1');
    const broken = await runFolio(
      ['migrate-mdx'],
      await copyOf(path.join(fixtures, 'malformed-frontmatter/input')),
    );
    expect(broken.stdout).toContain('--> broken.mdx:2:8');
  });
});

describe('a migrated page put back', () => {
  it('is deleted when the spec holds exactly its content; kept and reported once edited', async () => {
    const dir = await copyOf(path.join(fixtures, 'webhooks/input'));
    const page = 'events/order.mdx';
    const original = await readFile(path.join(dir, page), 'utf8');
    expect((await runFolio(['migrate-mdx'], dir)).code).toBe(0);

    // Put back unchanged (from version control, say): no entry lists it, its route is taken.
    await writeFile(path.join(dir, page), original);
    const finish = await runFolio(['migrate-mdx'], dir);
    expect(finish.code).toBe(0);
    expect(finish.stdout).toContain(
      `finish     ${page}  -> WEBHOOK orderShipped (api/openapi.yaml)`,
    );
    await expectSameFiles(dir, path.join(fixtures, 'webhooks/expected'));

    await writeFile(path.join(dir, page), original.replace('---\n\n', '---\n\nEdited. '));
    const kept = await runFolio(['migrate-mdx'], dir);
    expect(kept.code).toBe(1);
    expect(kept.stdout).toContain(
      `${page} has openapi: webhook orderShipped but no entry in docs.json lists it (another page has its route, so it is not built); it is left as it is`,
    );
    expect(await readFile(path.join(dir, page), 'utf8')).toContain('Edited. ');
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

  it.each([
    ['nested-groups', ['specs/v1.yaml', 'specs/v2.yaml', 'nav/orders-tab.json', 'docs.json'], true],
    // The spec first would move GET /plants off its generated route while docs.json lists it.
    ['duplicates', ['docs.json', 'openapi.yaml'], true],
    ['no-safe-order', ['openapi.yaml', 'docs.json'], false],
  ])('%s: replaces files in an order readable at every step: %j', async (name, order, readable) => {
    const dir = await copyOf(path.join(fixtures, name, 'input'));
    const result = await runFolio(['migrate-mdx', '--dry-run', '--json'], dir);
    const report = JSON.parse(result.stdout) as { changed: string[]; readableMidway: boolean };
    expect(report.changed).toEqual(order);
    expect(report.readableMidway).toBe(readable);
  });

  it('exits 1 like a real run when pages would stay, and changes nothing', async () => {
    const dir = await copyOf(path.join(fixtures, 'yaml-anchors/input'));
    const before = await snapshot(dir);
    const result = await runFolio(['migrate-mdx', '--dry-run'], dir);
    expect(result.code).toBe(1);
    expect(result.stdout).toContain(
      'skip       api/list.mdx     GET /plants (openapi.yaml): left as it is [migrate-spec-not-editable]',
    );
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
    const pages = report['pages'] as {
      file: string;
      action: string;
      openapi: string;
      reason?: { code: string };
    }[];
    expect(pages.map((page) => [page.file, page.action, page.openapi, page.reason?.code])).toEqual([
      ['users/list.mdx', 'migrate', 'GET /users', undefined],
      ['admin/users.mdx', 'skip', '/admin-openapi.json GET /admin/users', 'migrate-missing-spec'],
    ]);
  });

  it('does not plan over a run that was interrupted: it says so and exits 1', async () => {
    const dir = await copyOf(path.join(fixtures, 'webhooks/input'));
    const journal = {
      format: 'folio-migrate-journal/1',
      replace: [{ file: 'docs.json', sha256: '0'.repeat(64) }],
      delete: [{ file: 'events/order.mdx', sha256: '0'.repeat(64) }],
    };
    await writeFile(path.join(dir, '.folio-migrate-journal.json'), JSON.stringify(journal));
    const before = await snapshot(dir);
    const result = await runFolio(['migrate-mdx', '--dry-run'], dir);
    expect(result.code).toBe(1);
    expect(result.stdout).toBe(
      'A migrate-mdx run was interrupted after it decided to replace docs.json and delete 1 MDX file ' +
        '(.folio-migrate-journal.json). Run folio migrate-mdx without --dry-run to finish it, then ' +
        '--dry-run again to see what is left.\nNothing was changed (--dry-run).\n',
    );
    expect(await snapshot(dir)).toEqual(before);
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

  it('exits 2 on usage errors, and prints its help', async () => {
    expect((await runFolio(['migrate-mdx', 'a', 'b'])).code).toBe(2);
    expect((await runFolio(['migrate-mdx', '--preview'])).code).toBe(2);
    const help = await runFolio(['migrate-mdx', '--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('Usage: folio migrate-mdx [dir] [--dry-run] [--json]');
    expect(help.stdout).toContain('a run stopped at any point leaves the folder as it\nwas');
    expect(help.stdout).toContain(
      'Exit codes: 0 every page moved (or none to move), 1 some pages left as they are,\n2 usage error or a docs.json with errors.',
    );
  });
});
