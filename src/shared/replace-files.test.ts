import { mkdtemp, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FolioError } from './diagnostic.ts';
import { replaceFiles } from './replace-files.ts';
import type { FileReplacement } from './replace-files.ts';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'folio-replace-'));
  await writeFile(path.join(dir, 'docs.json'), 'old docs');
  await writeFile(path.join(dir, 'page.mdx'), 'old page');
  await writeFile(path.join(dir, 'moved.mdx'), 'moved');
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** Every file of the folder (recursively) with its text. */
async function contents(): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    out[path.relative(dir, file)] = await readFile(file, 'utf8');
  }
  return out;
}

function plan(): FileReplacement[] {
  const at = (file: string) => path.join(dir, file);
  return [
    {
      file: at('new/deep/moved.mdx'),
      bytes: Buffer.from('moved, new'),
      original: undefined,
      label: 'new/deep/moved.mdx',
    },
    {
      file: at('docs.json'),
      bytes: Buffer.from('new docs'),
      original: Buffer.from('old docs'),
      label: 'docs.json',
    },
    {
      file: at('page.mdx'),
      bytes: Buffer.from('new page'),
      original: Buffer.from('old page'),
      label: 'page.mdx',
    },
    { file: at('moved.mdx'), bytes: undefined, original: Buffer.from('moved'), label: 'moved.mdx' },
  ];
}

const options = { purpose: 'test', command: 'folio test' };

describe('replaceFiles', () => {
  it('writes, creates (with its folders) and deletes, leaving no temporary file', async () => {
    await replaceFiles(plan(), options);
    expect(await contents()).toEqual({
      'docs.json': 'new docs',
      'page.mdx': 'new page',
      'new/deep/moved.mdx': 'moved, new',
    });
  });

  it.each([1, 2, 3])('puts everything back when rename %i fails', async (failing) => {
    let calls = 0;
    const operations = {
      rename: async (from: string, to: string) => {
        calls++;
        if (calls === failing) throw Object.assign(new Error('disk full'), { code: 'ENOSPC' });
        await rename(from, to);
      },
    };
    const labels = ['new/deep/moved.mdx', 'docs.json', 'page.mdx'];
    await expect(replaceFiles(plan(), { ...options, operations })).rejects.toThrow(
      `folio test: could not write ${labels[failing - 1] ?? ''} (ENOSPC). Nothing was changed.`,
    );
    expect(await contents()).toEqual({
      'docs.json': 'old docs',
      'page.mdx': 'old page',
      'moved.mdx': 'moved',
    });
    await expect(stat(path.join(dir, 'new'))).rejects.toThrow(/ENOENT/);
  });

  it('puts everything back when the deletion fails', async () => {
    const operations = {
      remove: () => Promise.reject(Object.assign(new Error('busy'), { code: 'EBUSY' })),
    };
    await expect(replaceFiles(plan(), { ...options, operations })).rejects.toThrow(
      'folio test: could not write moved.mdx (EBUSY). Nothing was changed.',
    );
    expect(await contents()).toEqual({
      'docs.json': 'old docs',
      'page.mdx': 'old page',
      'moved.mdx': 'moved',
    });
  });

  it('changes nothing when a file was edited after it was read', async () => {
    await writeFile(path.join(dir, 'page.mdx'), 'edited meanwhile');
    const error = await replaceFiles(plan(), options).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(FolioError);
    expect((error as Error).message).toBe(
      'page.mdx changed while folio test was running. Nothing was changed; run it again.',
    );
    expect(await contents()).toEqual({
      'docs.json': 'old docs',
      'page.mdx': 'edited meanwhile',
      'moved.mdx': 'moved',
    });
  });

  it('changes nothing when a file to create appeared meanwhile', async () => {
    const [created, ...rest] = plan();
    await writeFile(path.join(dir, 'page2.mdx'), 'someone else');
    const items = [
      { ...(created as FileReplacement), file: path.join(dir, 'page2.mdx'), label: 'page2.mdx' },
      ...rest,
    ];
    await expect(replaceFiles(items, options)).rejects.toThrow(
      'page2.mdx was created while folio test was running. Nothing was changed; run it again.',
    );
    expect((await contents())['page2.mdx']).toBe('someone else');
  });
});
