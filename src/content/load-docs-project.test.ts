import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pages, tempDocs } from '../../test/helpers/temp-docs.ts';
import { JOURNAL_FILE } from '../openapi/index.ts';
import { FolioError } from '../shared/index.ts';
import { loadDocsProject, MIGRATION_JOURNAL, scanProjectFolder } from './load-docs-project.ts';

describe('loadDocsProject', () => {
  it('stops with a FolioError carrying a diagnostic when the folder cannot be listed', async () => {
    const root = await tempDocs({ 'not-a-folder': 'x' });
    const failure = await loadDocsProject(path.join(root, 'not-a-folder')).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(FolioError);
    expect((failure as FolioError).diagnostics.map((d) => d.code)).toEqual(['unreadable-folder']);
  });

  it('takes a root repository file as a page only when the navigation names it', async () => {
    const root = await tempDocs({
      'docs.json':
        '{"navigation": {"groups": [{"group": "Start", "pages": ["index", "/agents"]}]}}',
      'index.mdx': '# Home',
      'agents.md': '# Agents',
      'README.md': '# About this repository',
    });
    const project = await loadDocsProject(root);
    expect(project.diagnostics.filter((item) => item.severity === 'error')).toEqual([]);
    expect(project.files).toEqual(['agents.md', 'docs.json', 'index.mdx']);
    expect(project.navigation?.pages.map((page) => page.route)).toEqual(['/', '/agents']);
  });

  it('loads from the listing its caller started, which the caller may read first', async () => {
    const root = await tempDocs({
      'docs.json': '{"navigation": {"pages": ["index"]}}',
      ...pages('index', 'extra'),
    });
    const scanning = scanProjectFolder(root);
    // The caller acts on the files before the project is loaded (a build starts its workers).
    expect((await scanning).files.sort()).toEqual(['docs.json', 'extra.mdx', 'index.mdx']);
    const listed = scanning.then((scanned) => ({
      ...scanned,
      files: scanned.files.filter((file) => file !== 'extra.mdx'),
    }));
    const project = await loadDocsProject(root, { scanned: listed });
    expect(project.files.sort()).toEqual(['docs.json', 'index.mdx']);
    expect(project.navigation?.pages.map((page) => page.route)).toEqual(['/']);
  });

  it('stops with the same FolioError when the listing its caller started failed', async () => {
    const root = await tempDocs({ 'not-a-folder': 'x' });
    const scanning = scanProjectFolder(path.join(root, 'not-a-folder'));
    const failure = await loadDocsProject(root, { scanned: scanning }).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(FolioError);
    expect((failure as FolioError).diagnostics.map((d) => d.code)).toEqual(['unreadable-folder']);
  });

  it('collects config, frontmatter and navigation diagnostics in file order', async () => {
    const root = await tempDocs({
      'docs.json': '{\n  "navigation": {"pages": ["index", "gone"]},\n  "colours": {}\n}\n',
      'index.mdx': '---\ntitle: [unclosed\n---\n',
      ...pages('extra'),
    });
    const project = await loadDocsProject(root);
    expect(
      project.diagnostics.map(
        (d) => `${d.position?.file ?? ''}:${d.position?.line ?? ''} ${d.code}`,
      ),
    ).toEqual(['docs.json:2 missing-page', 'docs.json:3 unknown-key', 'index.mdx:3 frontmatter']);
    expect(project.navigation?.pages.map((page) => [page.route, page.inNavigation])).toEqual([
      ['/', true],
      ['/extra', false],
    ]);
  });

  it('warns about a folder where a migrate-mdx run was interrupted', async () => {
    const root = await tempDocs({
      'docs.json': '{"navigation": {"pages": ["index"]}}',
      ...pages('index'),
      '.folio-migrate-journal.json': '{}',
    });
    const project = await loadDocsProject(root);
    expect(project.diagnostics).toMatchObject([
      {
        severity: 'warning',
        code: 'migration-unfinished',
        position: { file: '.folio-migrate-journal.json', line: 1, column: 1 },
      },
    ]);
  });

  it('looks for the journal under the name migrate-mdx gives it', () => {
    expect(MIGRATION_JOURNAL).toBe(JOURNAL_FILE);
  });

  it('finds specs by their content in any folder, and names none without JSON or YAML', async () => {
    const spec = 'openapi: 3.1.0\ninfo: {title: Pets, version: "1"}\npaths: {}\n';
    const root = await tempDocs({
      'docs.json': '{"navigation": {"pages": ["index"]}}',
      ...pages('index'),
      'api/pets.yaml': spec,
      'data/not-a-spec.json': '{"openapi": "api.yaml"}',
    });
    const project = await loadDocsProject(root);
    expect([...project.specs.keys()]).toEqual(['api/pets.yaml']);
    const plain = await loadDocsProject(
      await tempDocs({ 'docs.json': '{"navigation": {"pages": ["index"]}}', ...pages('index') }),
    );
    expect(plain.specs.size).toBe(0);
  });

  it('loads a spec that only page frontmatter names, with a leading slash', async () => {
    // Minified JSON: its head does not open with `openapi: 3`, so only the page finds it.
    const spec = JSON.stringify({
      openapi: '3.0.1',
      info: { title: 'A', version: '1' },
      paths: { '/x': { get: { summary: 'Get x', responses: { 200: { description: 'ok' } } } } },
    });
    const root = await tempDocs({
      'docs.json': '{"navigation": {"pages": ["index", "es/api-reference/x"]}}',
      ...pages('index'),
      'es/api-reference/spec.json': spec,
      'es/api-reference/x.mdx': "---\nopenapi: '/es/api-reference/spec.json GET /x'\n---\n",
    });
    const project = await loadDocsProject(root);
    expect(project.diagnostics.map((d) => d.message)).toEqual([]);
    const page = project.navigation?.pages.find((item) => item.route === '/es/api-reference/x');
    expect(page?.endpoint?.spec).toBe('es/api-reference/spec.json');
    expect(page?.title).toBe('Get x');
  });
});
