import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { engineHashOf } from './engine-hash.ts';

const folders: string[] = [];
afterEach(async () => {
  await Promise.all(
    folders.splice(0).map((folder) => rm(folder, { recursive: true, force: true })),
  );
});

/** A source folder with `files`, and where its hash is remembered. */
async function sources(files: Record<string, string>): Promise<{ folder: string; memo: string }> {
  const root = await mkdtemp(path.join(tmpdir(), 'folio-engine-'));
  folders.push(root);
  const folder = path.join(root, 'src');
  for (const [file, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(folder, file)), { recursive: true });
    await writeFile(path.join(folder, file), text);
  }
  return { folder, memo: path.join(root, 'memo', 'engine.json') };
}

/** The hash computed directly: every .ts and .css file but tests, by sorted path, with its bytes. */
function directHash(files: Record<string, string>): string {
  const hash = createHash('sha256');
  for (const file of Object.keys(files)
    .filter((name) => /\.(ts|css)$/.test(name) && !name.endsWith('.test.ts'))
    .sort()) {
    hash.update(file);
    hash.update(files[file] ?? '');
  }
  return hash.digest('hex');
}

describe('engineHashOf', () => {
  const files = {
    'a.ts': 'export const a = 1;',
    'styles/site.css': 'body {}',
    'a.test.ts': 'test',
    'notes.md': 'not code',
  };

  it('hashes the code files (tests and other files left out) and remembers the hash', async () => {
    const { folder, memo } = await sources(files);
    expect(await engineHashOf(folder, memo)).toBe(directHash(files));
    const remembered = JSON.parse(await readFile(memo, 'utf8')) as { hash: string };
    expect(remembered.hash).toBe(directHash(files));
    // Test files and other files may change without changing the hash.
    await writeFile(path.join(folder, 'a.test.ts'), 'another test');
    await writeFile(path.join(folder, 'notes.md'), 'other notes');
    expect(await engineHashOf(folder, memo)).toBe(directHash(files));
  });

  it('takes the remembered hash while the files stat the same', async () => {
    const { folder, memo } = await sources(files);
    await engineHashOf(folder, memo);
    const data = JSON.parse(await readFile(memo, 'utf8')) as { fingerprint: string };
    await writeFile(memo, JSON.stringify({ fingerprint: data.fingerprint, hash: 'remembered' }));
    expect(await engineHashOf(folder, memo)).toBe('remembered');
  });

  it('hashes again when a file changes, even to the same size and time', async () => {
    const { folder, memo } = await sources(files);
    await engineHashOf(folder, memo);
    const file = path.join(folder, 'a.ts');
    const before = await stat(file);
    await writeFile(file, 'export const a = 2;');
    await utimes(file, before.atime, before.mtime);
    const changed = { ...files, 'a.ts': 'export const a = 2;' };
    expect(await engineHashOf(folder, memo)).toBe(directHash(changed));
  });

  it('hashes again when a file is added or removed', async () => {
    const { folder, memo } = await sources(files);
    await engineHashOf(folder, memo);
    await writeFile(path.join(folder, 'b.ts'), 'export const b = 1;');
    expect(await engineHashOf(folder, memo)).toBe(
      directHash({ ...files, 'b.ts': 'export const b = 1;' }),
    );
    await rm(path.join(folder, 'b.ts'));
    expect(await engineHashOf(folder, memo)).toBe(directHash(files));
  });

  it('works without a usable memo file (damaged, or not writable)', async () => {
    const { folder, memo } = await sources(files);
    await engineHashOf(folder, memo);
    await writeFile(memo, '{ damaged');
    expect(await engineHashOf(folder, memo)).toBe(directHash(files));
    const unwritable = path.join(folder, 'a.ts', 'memo.json');
    expect(await engineHashOf(folder, unwritable)).toBe(directHash(files));
  });
});
