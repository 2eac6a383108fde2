import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { unzipSync } from 'fflate';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { zipFolder } from './zip-folder.ts';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'folio-zip-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** A site folder: HTML, nested folders, an image, an empty file, and a file of many chunks. */
async function site(): Promise<Record<string, Buffer>> {
  const files: Record<string, Buffer> = {
    'index.html': Buffer.from('<!doctype html><title>Home</title>'.repeat(50)),
    'guides/setup/index.html': Buffer.from('<p>Setup</p>'),
    '_folio/app.css': Buffer.from('body { color: red }\n'),
    'images/logo.png': randomBytes(3000),
    'empty.txt': Buffer.alloc(0),
    'big.bin': randomBytes(300 * 1024),
    'llms-full.txt': Buffer.from('word '.repeat(200_000)),
  };
  for (const [file, bytes] of Object.entries(files)) {
    await mkdir(path.join(dir, 'site', path.dirname(file)), { recursive: true });
    await writeFile(path.join(dir, 'site', file), bytes);
  }
  return files;
}

describe('zipFolder', () => {
  it('writes every file, whose bytes come back unchanged', async () => {
    const files = await site();
    const output = path.join(dir, 'out.zip');
    const result = await zipFolder(path.join(dir, 'site'), output);
    const names = Object.keys(files).sort();
    expect(result.files).toEqual(names);
    expect(result.bytes).toBe(Object.values(files).reduce((sum, bytes) => sum + bytes.length, 0));

    const archive = await readFile(output);
    expect(result.zipBytes).toBe(archive.length);
    const unzipped = unzipSync(archive);
    expect(Object.keys(unzipped).sort()).toEqual(names);
    for (const name of names) expect(Buffer.from(unzipped[name] ?? [])).toEqual(files[name]);
    // Text is deflated; the archive is far smaller than the 1 MB of repeated words.
    expect(archive.length).toBeLessThan(result.bytes / 2);
    expect(await readdir(dir)).toEqual(['out.zip', 'site']);
  });

  it('replaces an existing archive whole', async () => {
    await site();
    const output = path.join(dir, 'out.zip');
    await writeFile(output, 'an older archive, much longer than nothing at all');
    await zipFolder(path.join(dir, 'site'), output);
    expect(Object.keys(unzipSync(await readFile(output)))).toContain('index.html');
  });

  it('leaves no archive and no temporary file when it cannot write', async () => {
    await site();
    const output = path.join(dir, 'missing-folder', 'out.zip');
    await expect(zipFolder(path.join(dir, 'site'), output)).rejects.toThrow(/ENOENT/);
    expect(await readdir(dir)).toEqual(['site']);
  });
});
