import { mkdir, symlink } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sitePathOf } from '../../web/index.ts';
import type { SitePath } from '../../web/index.ts';
import { LocalArtefactStore } from '../artefacts/local-store.ts';
import { DeploymentFiles } from './deployment-files.ts';
import { candidatesOf, resolveFile } from './resolve-file.ts';
import { tempFolder, writeFiles } from '../../../test/server/hosting-site.ts';

type Inside = Extract<SitePath, { kind: 'inside' }>;

function inside(pathname: string): Inside {
  const sitePath = sitePathOf(pathname);
  if (sitePath.kind !== 'inside') throw new Error(`${pathname} is ${sitePath.kind}`);
  return sitePath;
}

describe('candidatesOf', () => {
  it('tries the file, then the folder page, then the .html page', () => {
    expect(candidatesOf(inside('/'))).toEqual(['index.html']);
    expect(candidatesOf(inside('/guide'))).toEqual(['guide', 'guide/index.html', 'guide.html']);
    expect(candidatesOf(inside('/guide/'))).toEqual(['guide/index.html', 'guide.html']);
    expect(candidatesOf(inside('/_redirects'))).toEqual([]);
  });
});

describe('resolveFile', () => {
  let folder: Awaited<ReturnType<typeof tempFolder>>;
  let root: string;
  let files: DeploymentFiles;

  beforeAll(async () => {
    folder = await tempFolder();
    root = path.join(folder.root, 'site');
    await writeFiles(folder.root, { 'secret.txt': 'secret' });
    await writeFiles(root, {
      'index.html': 'home',
      'guide/index.html': 'guide',
      'about.html': 'about',
      'images/logo.png': 'png',
      _redirects: '/a /b',
    });
    await mkdir(path.join(root, 'empty'));
    await symlink(path.join(folder.root, 'secret.txt'), path.join(root, 'link.txt'));
    await symlink(folder.root, path.join(root, 'linked'));
    files = new DeploymentFiles(new LocalArtefactStore(root), '', root);
  });

  afterAll(async () => {
    await folder.remove();
  });

  const relativeOf = async (pathname: string): Promise<string | undefined> =>
    (await resolveFile(files, inside(pathname)))?.relative;

  it('finds files, folder pages and .html pages', async () => {
    expect(await relativeOf('/')).toBe('index.html');
    expect(await relativeOf('/guide')).toBe('guide/index.html');
    expect(await relativeOf('/guide/')).toBe('guide/index.html');
    expect(await relativeOf('/about')).toBe('about.html');
    expect(await relativeOf('/about/')).toBe('about.html');
    expect(await relativeOf('/images/logo.png')).toBe('images/logo.png');
    const file = await resolveFile(files, inside('/images/logo.png'));
    expect(file?.size).toBe(3);
    expect(file?.key).toBe('images/logo.png');
  });

  it('finds nothing for folders, missing files, symbolic links and host files', async () => {
    for (const pathname of ['/empty', '/images', '/nope', '/images/logo.png/x', '/link.txt']) {
      expect(await relativeOf(pathname), pathname).toBeUndefined();
    }
    expect(await relativeOf('/_redirects')).toBeUndefined();
    expect(await files.fileAt('../secret.txt')).toBeUndefined();
  });

  it('finds nothing under a folder that is a symbolic link', async () => {
    expect(await relativeOf('/linked/secret.txt')).toBeUndefined();
    expect(await relativeOf('/linked/site/images/logo.png')).toBeUndefined();
  });
});
