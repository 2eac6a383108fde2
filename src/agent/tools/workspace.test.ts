import { mkdir, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeTemporaryFolders, temporaryFolder } from '../../../test/agent/docs-repository.ts';
import { PathRefusedError, Workspace } from './workspace.ts';

afterAll(removeTemporaryFolders);

describe('Workspace', () => {
  let root: string;
  let outside: string;
  let workspace: Workspace;

  beforeAll(async () => {
    root = await temporaryFolder();
    outside = await temporaryFolder();
    await writeFile(path.join(outside, 'secret.txt'), 'secret');
    await mkdir(path.join(root, 'guides'));
    await mkdir(path.join(root, '.git'));
    await mkdir(path.join(root, 'node_modules', 'x'), { recursive: true });
    await writeFile(path.join(root, 'node_modules', 'x', 'index.js'), '');
    await writeFile(path.join(root, '.git', 'config'), '');
    await writeFile(path.join(root, 'index.mdx'), '# Home');
    await writeFile(path.join(root, 'guides', 'setup.mdx'), '# Setup');
    await symlink(outside, path.join(root, 'linked-out'));
    await symlink(path.join(outside, 'secret.txt'), path.join(root, 'secret.mdx'));
    await symlink(path.join(root, 'index.mdx'), path.join(root, 'home.mdx'));
    await symlink(path.join(outside, 'missing.txt'), path.join(root, 'dangling.mdx'));
    workspace = await Workspace.open(root);
  });

  it('resolves paths inside the docs folder, existing or not', async () => {
    expect(await workspace.resolve('guides/setup.mdx')).toBe(
      path.join(workspace.root, 'guides', 'setup.mdx'),
    );
    expect(await workspace.resolve('./guides//new/page.mdx')).toBe(
      path.join(workspace.root, 'guides', 'new', 'page.mdx'),
    );
    expect(await workspace.resolve('home.mdx')).toBe(path.join(workspace.root, 'home.mdx'));
    expect(await workspace.resolve('.', { allowRoot: true })).toBe(workspace.root);
  });

  it.each([
    ['../escape.mdx', 'climbs out with ".."'],
    ['guides/../../escape.mdx', 'climbs out with ".."'],
    ['..\\escape.mdx', 'climbs out with ".."'],
    ['/etc/passwd', 'is an absolute path'],
    ['C:\\Windows\\win.ini', 'is an absolute path'],
    ['.git/config', 'is inside .git'],
    ['guides/.GIT/hooks/pre-commit', 'is inside .git'],
    ['linked-out/secret.txt', 'leads outside the docs folder through a symbolic link'],
    ['linked-out/new.txt', 'leads outside the docs folder through a symbolic link'],
    ['secret.mdx', 'is a symbolic link that leads outside the docs folder'],
    ['dangling.mdx', 'is a symbolic link that leads outside the docs folder'],
    ['.', 'not the folder'],
    ['a\0b', 'NUL'],
  ])('refuses %s', async (relative, reason) => {
    await expect(workspace.resolve(relative)).rejects.toThrow(PathRefusedError);
    await expect(workspace.resolve(relative)).rejects.toThrow(reason);
  });

  it('lists files without .git, node_modules or links leading outside', async () => {
    expect(await workspace.listFiles(workspace.root)).toEqual([
      'guides/setup.mdx',
      'home.mdx',
      'index.mdx',
    ]);
    expect(await workspace.listFiles(workspace.root, { recursive: false })).toEqual([
      'guides/',
      'home.mdx',
      'index.mdx',
    ]);
  });
});
