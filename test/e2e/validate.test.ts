/**
 * `folio validate` as a user runs it: a real process, exit codes, positioned messages, and never
 * a stack trace for a user's mistake.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { spawnFolio, runFolio } from '../helpers/run-folio.ts';
import { pages, tempDocs } from '../helpers/temp-docs.ts';

const valid = {
  'docs.json': {
    name: 'Ok',
    navigation: { groups: [{ group: 'Start', pages: ['index', 'guide'] }] },
  },
  ...pages('index', 'guide'),
};

function docsWith(navigation: unknown, extra: Record<string, string | Uint8Array> = {}) {
  return tempDocs({
    'docs.json': JSON.stringify({ name: 'Bad', navigation }, null, 2),
    ...pages('index'),
    ...extra,
  });
}

const bigWithMistake = () => {
  const groups = Array.from({ length: 6000 }, (_, g) => ({
    group: `Group ${g}`,
    pages: Array.from({ length: 30 }, (_, p) => `section-${g}/page-${p}`),
  }));
  (groups.at(-1)?.pages as unknown[]).push(7);
  const text = JSON.stringify({ name: 'Big', navigation: { groups } }, null, 1);
  if (text.length < 5 * 1024 * 1024) throw new Error(`fixture too small: ${text.length} bytes`);
  return text;
};

const badInputs: [name: string, files: () => Promise<string>, where: RegExp][] = [
  [
    'invalid JSON',
    () =>
      tempDocs({
        'docs.json': '{\n  "navigation": {\n    "pages": ["index",]\n    "x": 1\n  }\n}',
      }),
    /docs\.json:4:5/,
  ],
  [
    'wrong types',
    () => docsWith({ groups: [{ group: 'G', expanded: 'yes', pages: 'index' }] }),
    /docs\.json:\d+:\d+ \(navigation\.groups\[0\]\.expanded\)/,
  ],
  [
    'unknown language code',
    () => docsWith({ languages: [{ language: 'xx', pages: ['index'] }] }),
    /docs\.json:\d+:\d+ \(navigation\.languages\[0\]\.language\)/,
  ],
  [
    'relative global href',
    () => docsWith({ pages: ['index'], global: { anchors: [{ anchor: 'Blog', href: 'blog' }] } }),
    /docs\.json:\d+:\d+ \(navigation\.global\.anchors\[0\]\.href\)/,
  ],
  [
    'group name that is not text',
    () => docsWith({ groups: [{ group: 5, pages: ['index'] }] }),
    /docs\.json:\d+:\d+ \(navigation\.groups\[0\]\.group\)/,
  ],
  [
    '$ref cycle',
    () =>
      tempDocs({
        'docs.json': '{"navigation": {"$ref": "nav.json"}}',
        'nav.json': '{"pages": [{"$ref": "docs.json"}]}',
      }),
    /nav\.json:1:21/,
  ],
  [
    '5 MB docs.json with a mistake at the end',
    () => tempDocs({ 'docs.json': bigWithMistake() }),
    /docs\.json:\d{5,}:\d+ \(navigation\.groups\[5999\]\.pages\[30\]\)/,
  ],
  [
    'non-UTF-8 docs.json',
    () =>
      tempDocs({
        'docs.json': Buffer.from('{"name": "Caf\xe9", "navigation": {"pages": []}}', 'latin1'),
      }),
    /docs\.json:1:14/,
  ],
];

describe('folio validate (process)', () => {
  it('exits 0 on a valid folder and prints the summary last', async () => {
    const root = await tempDocs(valid);
    const result = spawnFolio(['validate', root]);
    expect(result.code).toBe(0);
    expect(result.stdout.trim().split('\n').at(-1)).toBe(
      'docs.json valid: 2 pages, 0 tabs, 0 versions, 0 errors, 0 warnings',
    );
  });

  it.each(badInputs)(
    'exits 1 on %s, with a positioned message and no stack trace',
    async (_name, make, where) => {
      const root = await make();
      const result = spawnFolio(['validate', root]);
      const output = result.stdout + result.stderr;
      expect(result.code).toBe(1);
      expect(output).toMatch(where);
      expect(output).toMatch(/^error\[[a-z0-9-]+\]: /m);
      expect(output).not.toMatch(/^\s+at .+:\d+:\d+\)?$/m);
      expect(output.trim().split('\n').at(-1)).toMatch(/^docs\.json invalid: .*[1-9]\d* errors?/);
    },
  );

  it('exits 0 on a missing page file, warning where it is named; 1 with --strict', async () => {
    const root = await docsWith({ pages: ['index', 'nowhere'] });
    const result = spawnFolio(['validate', root]);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(
      /^warning\[missing-page\]: Page "nowhere" does not exist: no nowhere\.mdx, nowhere\.md or nowhere\/index\.mdx; it is left out of the navigation\n {2}--> .*docs\.json:\d+:\d+ \(navigation\.pages\[1\]\)$/m,
    );
    expect(result.stdout.trim().split('\n').at(-1)).toBe(
      'docs.json valid: 1 page, 0 tabs, 0 versions, 0 errors, 1 warning',
    );
    const strict = spawnFolio(['validate', root, '--strict']);
    expect(strict.code).toBe(1);
    expect(strict.stdout.trim().split('\n').slice(-2)).toEqual([
      'docs.json valid: 1 page, 0 tabs, 0 versions, 0 errors, 1 warning',
      'Failed: 1 warning, and --strict makes warnings fail the run',
    ]);
  });

  it('exits 2 on a usage error', () => {
    expect(spawnFolio(['validate', 'a', 'b']).code).toBe(2);
    expect(spawnFolio(['validate', '--nope']).code).toBe(2);
    expect(spawnFolio(['frobnicate']).code).toBe(2);
    const missing = spawnFolio(['validate', '/no/such/folder']);
    expect([missing.code, missing.stderr.split('\n')[0]]).toEqual([
      2,
      'folio validate: /no/such/folder is not a folder',
    ]);
  });

  it('exits 1 with a clear message when the folder has no docs.json', async () => {
    const root = await tempDocs({ 'index.mdx': '# Hi\n' });
    const result = spawnFolio(['validate', root]);
    expect(result.code).toBe(1);
    expect(result.stdout).toContain('error[missing-config]: No docs.json in');
  });
});

describe('folio validate --json', () => {
  it('reports diagnostics, hidden pages and counts for machines', async () => {
    const root = await tempDocs({
      'docs.json': {
        name: 'J',
        navigation: {
          tabs: [
            { tab: 'A', pages: ['index'] },
            { tab: 'B', pages: ['missing'] },
          ],
          versions: undefined,
        },
      },
      ...pages('index', 'orphan'),
    });
    const result = await runFolio(['validate', root, '--json']);
    expect(result.code).toBe(0);
    const report = JSON.parse(result.stdout) as {
      valid: boolean;
      summary: Record<string, number>;
      diagnostics: { severity: string; code: string; jsonPath: string; position: unknown }[];
      hiddenPages: string[];
    };
    expect(report.valid).toBe(true);
    // Tab B lists only the missing page, so it is left out with it.
    expect(report.summary).toEqual({
      pages: 1,
      hiddenPages: 1,
      tabs: 1,
      versions: 0,
      languages: 0,
      errors: 0,
      warnings: 2,
    });
    expect(report.diagnostics).toEqual([
      expect.objectContaining({
        severity: 'warning',
        code: 'empty-division',
        jsonPath: 'navigation.tabs[1]',
      }),
      expect.objectContaining({
        severity: 'warning',
        code: 'missing-page',
        jsonPath: 'navigation.tabs[1].pages[0]',
        position: expect.objectContaining({ file: 'docs.json' }) as unknown,
      }),
    ]);
    expect(report.hiddenPages).toEqual(['orphan.mdx']);
  });
});

describe('folio validate --tree', () => {
  it("prints Folio's own docs as a tree before the summary", async () => {
    const result = await runFolio(['validate', 'docs', '--tree']);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^Folio \(docs\)\n/);
    expect(result.stdout).toContain('tab "Guides"');
  });
});

describe('folio start', () => {
  it('prints its usage for --help instead of taking it for a folder', async () => {
    const result = await runFolio(['start', '--help']);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Usage: folio start [dir]');
  });

  it("validates, builds and hosts Folio's own docs (--check fetches the site once and stops)", async () => {
    const data = await mkdtemp(path.join(tmpdir(), 'folio-start-'));
    try {
      const result = await runFolio(['start', '--check', '--port', '0', '--data', data]);
      expect(result.stderr).toBe('');
      expect(result.code).toBe(0);
      const lines = result.stdout.trim().split('\n');
      expect(lines[0]).toMatch(
        /^docs\.json valid: \d+ pages, 3 tabs, 0 versions, 0 errors, 0 warnings$/,
      );
      expect(lines[1]).toMatch(/^Built Folio in [\d.]+ s \(deployment [\w-]+\)$/);
      expect(lines[2]).toMatch(/^Served http:\/\/localhost:\d+\/_sites\/docs\/: 200$/);
      // A check run makes no keys: the first real run still prints them.
      expect(result.stdout).not.toContain('folio_admin_');
    } finally {
      await rm(data, { recursive: true, force: true });
    }
  });
});
