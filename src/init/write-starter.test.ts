import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { StarterError, writeStarter } from './write-starter.ts';

const made: string[] = [];
afterAll(async () => {
  await Promise.all(made.map((dir) => rm(dir, { recursive: true, force: true })));
});

async function workspace(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'folio-write-starter-'));
  made.push(dir);
  return dir;
}

/** The second `a.txt` fails (files are created exclusively) after others were written. */
const failingHalfway = [
  { path: 'a.txt', content: 'a' },
  { path: 'sub/deeper/b.txt', content: 'b' },
  { path: 'a.txt', content: 'again' },
];

describe('writeStarter', () => {
  it('writes a new folder, creating the folders above it', async () => {
    const cwd = await workspace();
    const folder = path.join(cwd, 'x', 'y', 'docs');
    await writeStarter({
      folder,
      files: [
        { path: 'docs.json', content: '{}' },
        { path: 'logo/light.svg', content: '<svg/>' },
      ],
      shownAs: 'x/y/docs',
    });
    expect(await readFile(path.join(folder, 'logo/light.svg'), 'utf8')).toBe('<svg/>');
    expect(await readdir(path.join(cwd, 'x', 'y'))).toEqual(['docs']);
  });

  it('leaves no trace of a new folder when a write fails, not even the folders above it', async () => {
    const cwd = await workspace();
    const folder = path.join(cwd, 'x', 'y', 'docs');
    await expect(writeStarter({ folder, files: failingHalfway, shownAs: 'docs' })).rejects.toThrow(
      StarterError,
    );
    expect(await readdir(cwd)).toEqual([]);
  });

  it('keeps a folder that existed before the parents it made', async () => {
    const cwd = await workspace();
    await mkdir(path.join(cwd, 'x'));
    await expect(
      writeStarter({
        folder: path.join(cwd, 'x', 'y', 'docs'),
        files: failingHalfway,
        shownAs: 'docs',
      }),
    ).rejects.toThrow(StarterError);
    expect(await readdir(cwd)).toEqual(['x']);
    expect(await readdir(path.join(cwd, 'x'))).toEqual([]);
  });

  it('takes back what it wrote into an existing folder when a write fails', async () => {
    const cwd = await workspace();
    await mkdir(path.join(cwd, 'sub'));
    await writeFile(path.join(cwd, 'mine.txt'), 'mine');
    await expect(
      writeStarter({ folder: cwd, files: failingHalfway, force: true, shownAs: '.' }),
    ).rejects.toThrow(
      /^cannot write \.: EEXIST: file already exists, open '.*a\.txt'; nothing was written$/,
    );
    // The folder `sub` was there before: kept, only `deeper` (made by the starter) is gone.
    expect((await readdir(cwd)).sort()).toEqual(['mine.txt', 'sub']);
    expect(await readdir(path.join(cwd, 'sub'))).toEqual([]);
    expect(existsSync(path.join(cwd, 'a.txt'))).toBe(false);
  });
});
