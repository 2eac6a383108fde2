import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadDocsProject, readFrontmatter } from '../content/index.ts';
import { page, tempDocs } from '../../test/helpers/temp-docs.ts';
import { planChanges } from './plan-changes.ts';
import type { PlannedProject } from './plan-changes.ts';

async function setUp(): Promise<{ root: string; project: PlannedProject }> {
  const root = await tempDocs({
    'docs.json': {
      name: 'Plan',
      navigation: { groups: [{ group: 'Start', pages: ['index', 'guide'] }] },
      redirects: { $ref: 'redirects.json' },
    },
    'redirects.json': [{ source: '/old', destination: '/guide' }],
    'index.mdx': page('Home'),
    'guide.mdx': page('Guide', 'First body.'),
    'snippets/note.mdx': 'A note.',
    'images/logo.png': new Uint8Array([1, 2, 3]),
    'specs/schemas/plant.yaml': 'type: object\n',
  });
  const loaded = await loadDocsProject(root);
  return {
    root,
    project: {
      root,
      files: loaded.files,
      frontmatter: loaded.frontmatter,
      configFiles: new Set(loaded.loaded.sources.keys()),
      specFiles: new Set(),
      projectFiles: new Set(['docs.json', '.folioignore']),
    },
  };
}

describe('planChanges', () => {
  it('renders a page again when only its body changed', async () => {
    const { root, project } = await setUp();
    await writeFile(path.join(root, 'guide.mdx'), page('Guide', 'Second body.'));
    expect(await planChanges(['guide.mdx'], project, readFrontmatter)).toEqual({
      kind: 'pages',
      pageFiles: ['guide.mdx'],
      changes: [{ file: 'guide.mdx', change: 'changed' }],
    });
  });

  it('reloads the project when frontmatter changed (the title is in the navigation)', async () => {
    const { root, project } = await setUp();
    await writeFile(path.join(root, 'guide.mdx'), page('Renamed guide', 'First body.'));
    const plan = await planChanges(['guide.mdx'], project, readFrontmatter);
    expect(plan.kind).toBe('project');
  });

  it('reloads the project for docs.json, included files, and files added or removed', async () => {
    const { root, project } = await setUp();
    expect((await planChanges(['docs.json'], project, readFrontmatter)).kind).toBe('project');
    expect((await planChanges(['redirects.json'], project, readFrontmatter)).kind).toBe('project');
    expect((await planChanges(['.folioignore'], project, readFrontmatter)).kind).toBe('project');

    await writeFile(path.join(root, 'new.mdx'), page('New'));
    expect(await planChanges(['new.mdx'], project, readFrontmatter)).toMatchObject({
      kind: 'project',
      changes: [{ file: 'new.mdx', change: 'added' }],
    });
    await rm(path.join(root, 'index.mdx'));
    expect(await planChanges(['index.mdx'], project, readFrontmatter)).toMatchObject({
      kind: 'project',
      changes: [{ file: 'index.mdx', change: 'removed' }],
    });
  });

  it('starts a new renderer for snippets and only reloads browsers for images', async () => {
    const { project } = await setUp();
    expect((await planChanges(['snippets/note.mdx'], project, readFrontmatter)).kind).toBe(
      'renderer',
    );
    expect((await planChanges(['images/logo.png'], project, readFrontmatter)).kind).toBe('assets');
  });

  it('starts a new renderer for a YAML file a spec may reference with $ref', async () => {
    const { project } = await setUp();
    expect((await planChanges(['specs/schemas/plant.yaml'], project, readFrontmatter)).kind).toBe(
      'renderer',
    );
  });

  it('ignores paths that are neither there nor known (editor temporary files)', async () => {
    const { project } = await setUp();
    expect(await planChanges(['guide.mdx~', '4913'], project, readFrontmatter)).toEqual({
      kind: 'none',
      pageFiles: [],
      changes: [],
    });
  });

  it('takes the dearest response of a batch and lists only the paths that mattered', async () => {
    const { root, project } = await setUp();
    await writeFile(path.join(root, 'guide.mdx'), page('Guide', 'Changed.'));
    const plan = await planChanges(
      ['4913', 'guide.mdx', 'images/logo.png', 'snippets/note.mdx'],
      project,
      readFrontmatter,
    );
    expect(plan.kind).toBe('renderer');
    expect(plan.changes.map((change) => change.file)).toEqual([
      'guide.mdx',
      'images/logo.png',
      'snippets/note.mdx',
    ]);
  });
});
