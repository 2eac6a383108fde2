/**
 * Where `/proc/self/fd` cannot be read (macOS, Node's permission model), the real path of an
 * opened file is taken again and compared with what was opened.
 */
import { symlink } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { tempDocs } from '../../test/helpers/temp-docs.ts';
import { OutsideFolderError, readInside, readTextInsideSync } from './contained-path.ts';

const proc = vi.hoisted(() => ({ asked: 0 }));

vi.mock('node:fs', async (original) => {
  const fs = await original<typeof import('node:fs')>();
  const readlinkSync = ((file: string, ...rest: []) => {
    if (file.startsWith('/proc/')) {
      proc.asked++;
      throw Object.assign(new Error('Access to this API has been restricted'), {
        code: 'ERR_ACCESS_DENIED',
      });
    }
    return fs.readlinkSync(file, ...rest);
  }) as typeof fs.readlinkSync;
  return { ...fs, default: { ...fs, readlinkSync }, readlinkSync };
});

describe('reading inside a docs folder without /proc', () => {
  it('reads files inside and refuses links out, as with /proc', async () => {
    const outside = await tempDocs({ 'secret.txt': 'secret' });
    const root = await tempDocs({ 'page.mdx': '# Page' });
    await symlink(path.join(outside, 'secret.txt'), path.join(root, 'out.mdx'));
    await symlink('page.mdx', path.join(root, 'alias.mdx'));
    expect(readTextInsideSync(root, 'page.mdx')).toBe('# Page');
    expect(readTextInsideSync(root, 'alias.mdx')).toBe('# Page');
    expect(() => readTextInsideSync(root, 'out.mdx')).toThrow(OutsideFolderError);
    await expect(readInside(root, 'out.mdx')).rejects.toThrow(
      `out.mdx is a symbolic link to ${path.join(outside, 'secret.txt')}, outside the docs folder`,
    );
    // /proc was tried once, then left alone.
    expect(proc.asked).toBe(1);
  });
});
