/**
 * test/fixtures/kitchen-sink uses every navigation feature of docs/navigation/ at once:
 * languages (one from a $ref include) → versions → products → tabs (menu, href, openapi-only),
 * anchors, dropdowns, global anchors, openapi at several levels, METHOD /path entries, webhooks,
 * groups with icon, tag, expanded, root, hidden and nesting, breadcrumbs and drilldown.
 */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { printNavigation } from '../src/cli/print-navigation.ts';
import { loadDocsProject } from '../src/content/index.ts';

const root = fileURLToPath(new URL('fixtures/kitchen-sink/', import.meta.url));

describe('kitchen-sink fixture', async () => {
  const project = await loadDocsProject(root);
  const tree = project.navigation;
  if (!tree) throw new Error('kitchen-sink did not resolve');

  it('validates with no diagnostics at all', () => {
    expect(project.diagnostics).toEqual([]);
  });

  it('resolves to the pinned tree', async () => {
    await expect(printNavigation(tree)).toMatchFileSnapshot('__snapshots__/kitchen-sink.tree.txt');
  });

  it('knows versions, languages and their defaults, and the display settings', () => {
    expect(tree.languages).toEqual(['en', 'fr', 'ar']);
    expect(tree.defaultLanguage).toBe('en');
    expect(tree.versions).toEqual(['v2', 'v1']);
    expect(tree.defaultVersion).toBe('v2');
    expect(tree.drilldown).toBe(true);
    expect(tree.eyebrows).toBe('breadcrumbs');
    expect(tree.global.map((link) => link.href)).toEqual([
      'https://status.example.com',
      '/en/changelog',
    ]);
  });

  it('places each page in its divisions with breadcrumbs', () => {
    expect(tree.routes.get('/en/v2/setup/install')).toMatchObject({
      context: { language: 'en', version: 'v2', product: 'Garden', tab: 'Guides' },
      breadcrumbs: ['Get started', 'Setup'],
      prev: '/en/v2/quickstart',
      next: '/en/v2/setup/configure',
    });
    expect(tree.routes.get('/en/v2/sdk/python')?.context).toEqual({
      language: 'en',
      version: 'v2',
      product: 'Garden',
      tab: 'SDKs',
      menu: 'Python',
    });
    expect(tree.routes.get('/fr/quickstart')?.context).toEqual({ language: 'fr', tab: 'Guides' });
  });

  it('ties endpoint entries and frontmatter to their spec and operation', () => {
    expect(tree.routes.get('/api-reference/alerts/climate-alert')?.endpoint).toMatchObject({
      spec: 'openapi/greenhouse.json',
      method: 'webhook',
      path: 'climate.alert',
    });
    expect(tree.routes.get('/en/v2/plants/get-plant')?.endpoint).toMatchObject({
      spec: 'openapi/plants.yaml',
      method: 'get',
      path: '/plants/{id}',
    });
    expect(tree.routes.get('/en/v2/api/orders')?.title).toBe('Orders');
    expect([...tree.routes.keys()].some((route) => route.includes('metrics'))).toBe(false);
  });

  it('builds pages on disk outside navigation as hidden, and skips ignored, dot, snippet and repository files', () => {
    expect(tree.pages.filter((page) => !page.inNavigation).map((page) => page.file)).toEqual([
      'en/v2/draft-notes.mdx',
    ]);
    expect(
      project.files.some(
        (file) => file.startsWith('drafts/') || file.startsWith('.vale') || file === 'README.md',
      ),
    ).toBe(false);
    expect(tree.routes.has('/snippets/note')).toBe(false);
  });
});
