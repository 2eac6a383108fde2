import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gitIn } from '../../../test/helpers/git.ts';
import type { Project } from '../../storage/index.ts';
import { checkoutSource, SourceError } from './source-checkout.ts';

const folders: string[] = [];
afterAll(async () => {
  await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
});

async function temp(): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), 'folio-checkout-'));
  folders.push(folder);
  return folder;
}

function gitProject(url: string, extra: { branch?: string; directory?: string } = {}): Project {
  return {
    id: 'p1',
    organizationId: 'o1',
    subdomain: 'acme',
    name: 'Acme',
    source: { type: 'git', url, ...extra },
    currentDeploymentId: null,
    createdAt: '2026-11-23T00:00:00.000Z',
    updatedAt: '2026-11-23T00:00:00.000Z',
  };
}

describe('checkoutSource', () => {
  let repo: string;

  beforeAll(async () => {
    repo = await temp();
    gitIn(repo, 'init', '--quiet', '--initial-branch', 'main');
    await writeFile(path.join(repo, 'README.md'), 'Acme\n');
    const docs = path.join(repo, 'docs');
    await mkdir(docs);
    await writeFile(
      path.join(docs, 'docs.json'),
      '{"name": "Acme", "navigation": {"pages": ["index"]}}',
    );
    await writeFile(path.join(docs, 'index.mdx'), '# First edition\n');
    gitIn(repo, 'add', '.');
    gitIn(repo, 'commit', '--quiet', '-m', 'First');
  });

  it('clones a git project once, then fetches and resets it to the branch head', async () => {
    const dataDir = await temp();
    const project = gitProject(repo, { branch: 'main', directory: 'docs' });
    const root = await checkoutSource(project, dataDir);
    expect(root).toBe(path.join(dataDir, 'checkouts', 'p1', 'docs'));
    expect(await readFile(path.join(root, 'index.mdx'), 'utf8')).toBe('# First edition\n');

    await writeFile(path.join(repo, 'docs', 'index.mdx'), '# Second edition\n');
    gitIn(repo, 'commit', '--quiet', '-am', 'Second');
    // A file left behind by a build in the checkout goes; the build cache stays.
    await writeFile(path.join(root, 'stray.mdx'), 'left over');
    expect(await checkoutSource(project, dataDir)).toBe(root);
    expect(await readFile(path.join(root, 'index.mdx'), 'utf8')).toBe('# Second edition\n');
    await expect(readFile(path.join(root, 'stray.mdx'))).rejects.toThrow();
  });

  it('says why when the repository cannot be read or holds no docs.json there', async () => {
    const dataDir = await temp();
    await expect(checkoutSource(gitProject(path.join(repo, 'missing')), dataDir)).rejects.toThrow(
      SourceError,
    );
    await expect(checkoutSource(gitProject(repo), await temp())).rejects.toThrow(
      /has no docs\.json: point the project at the folder that holds docs\.json\.$/,
    );
    await expect(
      checkoutSource(gitProject(repo, { directory: '../..' }), await temp()),
    ).rejects.toThrow('The docs directory "../.." is outside the repository.');
  });

  it('builds a folder project in place and refuses one without docs.json', async () => {
    const folder = path.join(repo, 'docs');
    const project: Project = { ...gitProject(''), source: { type: 'folder', path: folder } };
    expect(await checkoutSource(project, await temp())).toBe(folder);
    const empty: Project = { ...project, source: { type: 'folder', path: await temp() } };
    await expect(checkoutSource(empty, await temp())).rejects.toThrow(SourceError);
  });
});
