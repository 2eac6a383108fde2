import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { folderPath, resolveInside } from './static-files.ts';

describe('folderPath', () => {
  it('decodes the path and drops empty and dot segments', () => {
    expect(folderPath('/images/logo%20dark.png')).toEqual({
      kind: 'inside',
      relative: 'images/logo dark.png',
    });
    expect(folderPath('//a/./b/')).toEqual({ kind: 'inside', relative: 'a/b' });
    expect(folderPath('/')).toEqual({ kind: 'inside', relative: '' });
  });

  it('rejects paths that climb out of the folder, however they are spelled', () => {
    expect(folderPath('/../secret.txt')).toEqual({ kind: 'outside' });
    expect(folderPath('/images/%2e%2e/%2e%2e/secret.txt')).toEqual({ kind: 'outside' });
    expect(folderPath('/images/..%2f..%2fsecret.txt')).toEqual({ kind: 'outside' });
    expect(folderPath('/images/..%5c..%5csecret.txt')).toEqual({ kind: 'outside' });
    expect(folderPath('/logo.png%00.mdx')).toEqual({ kind: 'outside' });
  });

  it('reports percent-encoding that does not decode', () => {
    expect(folderPath('/bad%E0%A4%A.png')).toEqual({ kind: 'malformed' });
  });
});

describe('resolveInside', () => {
  const root = path.resolve('/srv/docs');

  it('resolves paths inside the folder', () => {
    expect(resolveInside(root, 'images/a.png')).toBe(path.join(root, 'images', 'a.png'));
  });

  it('refuses the folder itself, its parent and its look-alike siblings', () => {
    expect(resolveInside(root, '')).toBeUndefined();
    expect(resolveInside(root, '../docs-private/a.png')).toBeUndefined();
    expect(resolveInside(root, '../../etc/passwd')).toBeUndefined();
  });
});
