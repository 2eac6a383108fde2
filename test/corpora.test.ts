/**
 * The real docs corpora (see test/helpers/corpora.ts) validate with 0 errors, and every page
 * their navigation lists resolves to a file (or to an operation of a spec).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadDocsProject } from '../src/content/index.ts';
import { corpus, hasCorpora, NEEDS_CORPORA } from './helpers/corpora.ts';
import type { CorpusName } from './helpers/corpora.ts';

const names: CorpusName[] = ['mintlify-starter', 'trigger-docs'];

describe.skipIf(!hasCorpora).each(names)(`corpus %s, ${NEEDS_CORPORA}`, (name) => {
  const root = corpus(name);

  it('validates with 0 errors and resolves every page', async () => {
    const project = await loadDocsProject(root);
    expect(project.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const navigation = project.navigation;
    expect(navigation).toBeDefined();
    const listed = navigation?.pages.filter((page) => page.inNavigation) ?? [];
    expect(listed.length).toBeGreaterThan(10);
    for (const page of listed) {
      if (page.kind === 'mdx')
        expect(existsSync(path.join(root, page.file ?? '')), page.route).toBe(true);
      else expect(page.endpoint?.operation, page.route).toBeDefined();
    }
  });

  it('attaches the operation of every page with openapi frontmatter', async () => {
    const project = await loadDocsProject(root);
    const withFrontmatter = [...project.frontmatter.entries()]
      .filter(([, fm]) => typeof fm.data['openapi'] === 'string')
      .map(([file]) => file);
    expect(withFrontmatter.length).toBeGreaterThan(0);
    const attached =
      project.navigation?.pages.filter(
        (page) => page.file && withFrontmatter.includes(page.file) && page.endpoint,
      ) ?? [];
    expect(attached.map((page) => page.file).sort()).toEqual(withFrontmatter.sort());
  });
});

describe.skipIf(!hasCorpora)(`corpus specifics, ${NEEDS_CORPORA}`, () => {
  it('mintlify-starter: finds the spec nobody names, ignores .mintignore drafts and repository files', async () => {
    const project = await loadDocsProject(corpus('mintlify-starter'));
    expect([...project.specs.keys()]).toEqual(['api-reference/openapi.json']);
    expect(project.files).not.toContain('README.md');
    expect(project.files).not.toContain('AGENTS.md');
    expect(project.navigation?.global.map((link) => link.label)).toEqual(['Documentation', 'Blog']);
  });

  it('trigger-docs: dropdowns with descriptions, nested groups, api.openapi array', async () => {
    const project = await loadDocsProject(corpus('trigger-docs'));
    const dropdowns =
      project.navigation?.children.filter(
        (node) => node.type === 'division' && node.kind === 'dropdown',
      ) ?? [];
    expect(
      dropdowns.map((node) => (node.type === 'division' ? [node.name, node.description] : [])),
    ).toEqual([
      ['Documentation', 'Resources for Trigger.dev'],
      ['API reference', 'The Trigger.dev API'],
      ['Guides & examples', 'A great way to get started'],
    ]);
    expect([...project.specs.keys()].sort()).toEqual(['openapi.yml', 'v3-openapi.yaml']);
    expect(project.navigation?.routes.get('/tasks/schemaTask')?.breadcrumbs).toEqual([
      'Fundamentals',
      'Tasks',
    ]);
  });
});
