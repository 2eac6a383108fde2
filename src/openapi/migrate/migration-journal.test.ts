import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { digest, tempPathOf } from './durable-files.ts';
import { commitJournal, finishInterruptedMigration, JOURNAL_FILE } from './migration-journal.ts';
import type { Journal } from './migration-journal.ts';

let dir = '';
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const read = (file: string) => readFile(path.join(dir, file), 'utf8');

/** A folder stopped right after its journal was written: two replacements, two deletions. */
async function decidedFolder(): Promise<Journal> {
  dir = await mkdtemp(path.join(tmpdir(), 'folio-journal-'));
  await mkdir(path.join(dir, 'api'));
  const files: Record<string, string> = {
    'openapi.yaml': 'old spec',
    'docs.json': 'old docs',
    'api/a.mdx': 'page a',
    'api/b.mdx': 'page b',
  };
  for (const [file, text] of Object.entries(files)) await writeFile(path.join(dir, file), text);
  await writeFile(tempPathOf(path.join(dir, 'openapi.yaml')), 'new spec');
  await writeFile(tempPathOf(path.join(dir, 'docs.json')), 'new docs');
  const journal: Journal = {
    format: 'folio-migrate-journal/1',
    replace: [
      { file: 'openapi.yaml', sha256: digest('new spec') },
      { file: 'docs.json', sha256: digest('new docs') },
    ],
    delete: [
      { file: 'api/a.mdx', sha256: digest('page a') },
      { file: 'api/b.mdx', sha256: digest('page b') },
    ],
  };
  await commitJournal(dir, journal);
  return journal;
}

/** Every file of the folder, dot-files included. */
async function listing(): Promise<string[]> {
  return (await readdir(dir, { recursive: true })).map((file) => file.split(path.sep).join('/'));
}

describe('finishInterruptedMigration', () => {
  it('does nothing in a folder without a journal', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'folio-journal-'));
    await writeFile(path.join(dir, 'docs.json'), '{}');
    expect(await finishInterruptedMigration(dir)).toBeUndefined();
    expect(await listing()).toEqual(['docs.json']);
  });

  it('finishes a decided migration, also when finishing is itself stopped at any step', async () => {
    for (let stop = 1; stop <= 6; stop++) {
      await decidedFolder();
      const crash = new Error('stopped');
      const first = finishInterruptedMigration(dir, (step) => {
        if (step === stop) throw crash;
      });
      if (stop <= 5) await expect(first).rejects.toBe(crash);
      else await first;
      if (stop <= 5) expect(await listing()).toContain(JOURNAL_FILE);

      const second = await finishInterruptedMigration(dir);
      if (stop <= 5) {
        expect(second?.kept, `stopped at ${stop}`).toEqual([]);
        expect(second?.replaced).toEqual(['openapi.yaml', 'docs.json']);
        expect(second?.deleted).toEqual(['api/a.mdx', 'api/b.mdx']);
      } else {
        expect(second).toBeUndefined();
      }
      expect((await listing()).sort(), `stopped at ${stop}`).toEqual([
        'api',
        'docs.json',
        'openapi.yaml',
      ]);
      expect(await read('openapi.yaml')).toBe('new spec');
      expect(await read('docs.json')).toBe('new docs');
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('keeps a page edited after the interruption, and a file changed since it was replaced', async () => {
    await decidedFolder();
    await finishInterruptedMigration(dir, (step) => {
      if (step === 2) throw new Error('stopped after the spec was replaced');
    }).catch(() => undefined);
    await writeFile(path.join(dir, 'openapi.yaml'), 'edited spec');
    await writeFile(path.join(dir, 'api/b.mdx'), 'page b, edited');

    const report = await finishInterruptedMigration(dir);
    expect(report).toEqual({
      replaced: ['docs.json'],
      deleted: ['api/a.mdx'],
      kept: [
        {
          file: 'openapi.yaml',
          reason: 'it changed after the interrupted run, so it is left as it is',
        },
        {
          file: 'api/b.mdx',
          reason: 'it changed after its content was moved into the spec, so it is left as it is',
        },
      ],
    });
    expect(await read('openapi.yaml')).toBe('edited spec');
    expect(await read('api/b.mdx')).toBe('page b, edited');
    expect(await listing()).not.toContain(JOURNAL_FILE);
  });

  it('stops with a positioned error on a journal it cannot read, and changes nothing', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'folio-journal-'));
    await writeFile(path.join(dir, JOURNAL_FILE), '{"format": "something else"}');
    await expect(finishInterruptedMigration(dir)).rejects.toMatchObject({
      diagnostics: [
        {
          code: 'migrate-journal-unreadable',
          position: { file: path.join(dir, JOURNAL_FILE), line: 1, column: 1 },
        },
      ],
    });
    expect(await listing()).toEqual([JOURNAL_FILE]);
  });
});
