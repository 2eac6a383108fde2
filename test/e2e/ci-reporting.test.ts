/**
 * The CI side of the checking commands: `--format github` writes annotations GitHub reads, with
 * paths from the repository root; `--strict` fails on warnings; `--json` stays the old spelling
 * of `--format json`; a wrong format is a usage error.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { runFolio } from '../helpers/run-folio.ts';
import { page, tempDocs } from '../helpers/temp-docs.ts';

afterEach(() => {
  vi.unstubAllEnvs();
});

/** A repository with its docs in `docs/`: one unknown key (a warning), one hidden page. */
async function repository(extra: Record<string, string> = {}): Promise<string> {
  return tempDocs({
    'docs/docs.json': JSON.stringify(
      {
        name: 'Acme',
        colours: { primary: '#000000' },
        navigation: { groups: [{ group: 'Start', pages: ['index'] }] },
      },
      null,
      2,
    ),
    'docs/index.mdx': page('Home', 'Read the [guide](/guide).'),
    'docs/drafts.mdx': page('Drafts'),
    ...extra,
  });
}

const unknownKey =
  '::warning file=docs/docs.json,line=3,col=3,title=unknown-key::Unknown key "colours" in docs.json; it is ignored%0Afix: Did you mean "colors"?';

describe('folio validate --format github', () => {
  it('annotates each problem with its path from GITHUB_WORKSPACE, then the summary', async () => {
    const repo = await repository();
    vi.stubEnv('GITHUB_WORKSPACE', repo);
    const result = await runFolio(['validate', 'docs', '--format', 'github'], repo);
    expect(result).toEqual({
      code: 0,
      stdout: [
        unknownKey,
        '::notice title=hidden-pages::1 page on disk but not in navigation, built as hidden pages: drafts.mdx',
        'docs.json valid: 1 page, 0 tabs, 0 versions, 0 errors, 1 warning',
        '',
      ].join('\n'),
      stderr: '',
    });
  });

  it('names files from the current folder when GITHUB_WORKSPACE is not set', async () => {
    const repo = await repository();
    vi.stubEnv('GITHUB_WORKSPACE', '');
    const result = await runFolio(['validate', '.', '--format', 'github'], path.join(repo, 'docs'));
    expect(result.stdout.split('\n')[0]).toBe(unknownKey.replace('docs/docs.json', 'docs.json'));
  });

  it('fails on warnings with --strict, and says so as an error annotation', async () => {
    const repo = await repository();
    vi.stubEnv('GITHUB_WORKSPACE', repo);
    const result = await runFolio(['validate', 'docs', '--format', 'github', '--strict'], repo);
    expect(result.code).toBe(1);
    expect(result.stdout.split('\n').slice(-3)).toEqual([
      'docs.json valid: 1 page, 0 tabs, 0 versions, 0 errors, 1 warning',
      '::error title=strict::Failed: 1 warning, and --strict makes warnings fail the run',
      '',
    ]);
  });
});

describe('folio validate --strict', () => {
  it('fails on warnings in text, and passes without them', async () => {
    const repo = await repository();
    const lenient = await runFolio(['validate', 'docs'], repo);
    expect(lenient.code).toBe(0);
    const strict = await runFolio(['validate', 'docs', '--strict'], repo);
    expect(strict.code).toBe(1);
    expect(strict.stdout).toBe(
      `${lenient.stdout}Failed: 1 warning, and --strict makes warnings fail the run\n`,
    );
    const clean = await tempDocs({
      'docs.json': { name: 'Clean', navigation: { pages: ['index'] } },
      'index.mdx': page('Home'),
    });
    expect((await runFolio(['validate', clean, '--strict'])).code).toBe(0);
  });

  it('keeps stdout a JSON report and says why it failed on stderr', async () => {
    const repo = await repository();
    const result = await runFolio(['validate', 'docs', '--json', '--strict'], repo);
    expect(result.code).toBe(1);
    expect(JSON.parse(result.stdout)).toMatchObject({ valid: true, summary: { warnings: 1 } });
    expect(result.stderr).toBe('Failed: 1 warning, and --strict makes warnings fail the run\n');
  });

  it('adds no strict line when errors fail the run already', async () => {
    const repo = await repository();
    const result = await runFolio(['validate', 'missing-folder-is-not-it', '--strict'], repo);
    expect(result.code).toBe(2);
    const bad = await tempDocs({
      // An empty page path is an error (a missing page is only a warning).
      'docs.json': { name: 'Bad', colours: {}, navigation: { pages: ['index', ''] } },
      'index.mdx': page('Home'),
    });
    const failed = await runFolio(['validate', bad, '--strict']);
    expect(failed.code).toBe(1);
    expect(failed.stdout).toContain('error[empty-page]: Empty page path');
    expect(failed.stdout).not.toContain('--strict');
  });
});

describe('--format and --json', () => {
  it('takes --json as --format json', async () => {
    const repo = await repository();
    const json = await runFolio(['validate', 'docs', '--json'], repo);
    const format = await runFolio(['validate', 'docs', '--format', 'json'], repo);
    expect(format).toEqual(json);
    expect(JSON.parse(format.stdout)).toMatchObject({ valid: true });
  });

  it.each(['validate', 'broken-links', 'build'])(
    'refuses an unknown format and two formats at once in %s',
    async (command) => {
      const repo = await repository();
      expect(await runFolio([command, 'docs', '--format', 'xml'], repo)).toEqual({
        code: 2,
        stdout: '',
        stderr: `folio ${command}: --format takes text, json or github; got "xml"\nRun folio ${command} --help for usage.\n`,
      });
      const both = await runFolio([command, 'docs', '--json', '--format', 'github'], repo);
      expect([both.code, both.stderr.split('\n')[0]]).toEqual([
        2,
        `folio ${command}: --json is the same as --format json: give --json or --format github, not both`,
      ]);
    },
  );
});

describe('folio broken-links --format github', () => {
  it('annotates each broken link at its place, with the near miss as the fix', async () => {
    const repo = await repository({ 'docs/guides.mdx': page('Guides') });
    vi.stubEnv('GITHUB_WORKSPACE', repo);
    const result = await runFolio(['broken-links', 'docs', '--format', 'github', '--strict'], repo);
    expect(result).toEqual({
      code: 1,
      stdout: [
        '::error file=docs/index.mdx,line=5,col=10,title=broken-link::Broken link /guide: no page /guide%0Afix: Did you mean /guides?',
        '1 broken link in 1 file',
        '',
      ].join('\n'),
      stderr: '',
    });
  });

  it('passes with --strict when no link is broken, docs.json warnings left to validate', async () => {
    const repo = await repository({ 'docs/guide.mdx': page('Guide') });
    const result = await runFolio(['broken-links', 'docs', '--strict'], repo);
    expect([result.code, result.stdout]).toEqual([
      0,
      'No broken links (checked 1 link in 4 files)\n',
    ]);
  });
});

describe('folio build --format github|json --strict', () => {
  it('annotates, builds, and fails on the warning under --strict', async () => {
    const repo = await repository({ 'docs/guide.mdx': page('Guide') });
    vi.stubEnv('GITHUB_WORKSPACE', repo);
    const out = path.join(repo, 'site');
    const result = await runFolio(
      ['build', 'docs', '--out', out, '--format', 'github', '--strict', '--no-cache'],
      repo,
    );
    expect(result.code).toBe(1);
    const lines = result.stdout.split('\n');
    expect(lines[0]).toBe(unknownKey);
    expect(lines[1]).toMatch(/^Built 3 pages into site \(.+\) in .+ s: 0 errors, 1 warning$/);
    expect(lines.slice(2)).toEqual([
      '::error title=strict::Failed: 1 warning, and --strict makes warnings fail the run',
      '',
    ]);
    expect(result.stderr).toBe('');
  });

  it('prints one JSON report, and exits 0 without --strict', async () => {
    const repo = await repository({ 'docs/guide.mdx': page('Guide') });
    const out = path.join(repo, 'site');
    const result = await runFolio(['build', 'docs', '--out', out, '--json', '--no-cache'], repo);
    expect(result.code).toBe(0);
    expect(result.stderr).toBe('');
    const report = JSON.parse(result.stdout) as Record<string, unknown>;
    expect(report).toMatchObject({
      ok: true,
      written: true,
      root: path.join(repo, 'docs'),
      outDir: out,
      summary: { pages: 3, rendered: 3, errors: 0, warnings: 1 },
      diagnostics: [{ severity: 'warning', code: 'unknown-key' }],
    });
  });
});

describe('folio openapi-check --format github', () => {
  it('annotates the spec’s problems from the workspace', async () => {
    const rules = fileURLToPath(new URL('../fixtures/openapi/rules/', import.meta.url));
    vi.stubEnv('GITHUB_WORKSPACE', path.dirname(rules.replace(/\/$/, '')));
    const result = await runFolio(
      ['openapi-check', 'duplicate-operation-ids.yaml', '--format', 'github'],
      rules,
    );
    expect(result.code).toBe(1);
    const lines = result.stdout.trimEnd().split('\n');
    expect(lines.slice(0, -1).every((line) => line.startsWith('::error file=rules/'))).toBe(true);
    expect(lines[0]).toMatch(
      /^::error file=rules\/duplicate-operation-ids\.yaml,line=\d+,col=\d+,title=openapi-duplicate-operation-id::/,
    );
    expect(lines.at(-1)).toMatch(/^duplicate-operation-ids\.yaml invalid \(OpenAPI 3\.0\.3\): /);
  });
});
