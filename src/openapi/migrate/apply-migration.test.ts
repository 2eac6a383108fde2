import { lstat, mkdtemp, readdir, readFile, rm, stat, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { applyMigration, removeTempFiles } from './apply-migration.ts';
import { digest, tempPathOf } from './durable-files.ts';
import { JOURNAL_FILE } from './migration-journal.ts';
import type { MigrationPlan } from './types.ts';

let dir = '';
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const plan = (
  changes: MigrationPlan['changes'],
  deletes: Record<string, string> = {},
): MigrationPlan => ({
  root: dir,
  pages: [],
  changes,
  deletes: Object.keys(deletes),
  pageDigests: new Map(Object.entries(deletes).map(([file, text]) => [file, digest(text)])),
  readableMidway: true,
  scopes: [],
  redirects: [],
});

const read = (file: string) => readFile(path.join(dir, file), 'utf8');

describe('applyMigration', () => {
  it('writes temporary files, then the journal, then replaces in order, deletes, and removes the journal', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'folio-apply-'));
    await writeFile(path.join(dir, 'spec.yaml'), 'old spec');
    await writeFile(path.join(dir, 'docs.json'), 'old docs');
    await writeFile(path.join(dir, 'page.mdx'), 'page');
    const steps: string[] = [];
    await applyMigration(
      plan(
        [
          { file: 'spec.yaml', before: 'old spec', after: 'new spec' },
          { file: 'docs.json', before: 'old docs', after: 'new docs' },
        ],
        { 'page.mdx': 'page' },
      ),
      async (step, total, label) => {
        steps.push(`${step}/${total} ${label}`);
        if (label === 'replace spec.yaml') {
          // Both temporary files and the journal are on disk before the first replacement.
          expect(await readFile(tempPathOf(path.join(dir, 'docs.json')), 'utf8')).toBe('new docs');
          expect(await read('spec.yaml')).toBe('old spec');
          const journal = JSON.parse(await read(JOURNAL_FILE)) as Record<string, unknown>;
          expect(journal).toEqual({
            format: 'folio-migrate-journal/1',
            replace: [
              { file: 'spec.yaml', sha256: digest('new spec') },
              { file: 'docs.json', sha256: digest('new docs') },
            ],
            delete: [{ file: 'page.mdx', sha256: digest('page') }],
          });
        }
      },
    );
    expect(steps).toEqual([
      '1/7 write .spec.yaml.folio-migrate-tmp',
      '2/7 write .docs.json.folio-migrate-tmp',
      `3/7 write ${JOURNAL_FILE}`,
      '4/7 replace spec.yaml',
      '5/7 replace docs.json',
      '6/7 delete page.mdx',
      `7/7 remove ${JOURNAL_FILE}`,
    ]);
    expect((await readdir(dir)).sort()).toEqual(['docs.json', 'spec.yaml']);
    expect(await read('spec.yaml')).toBe('new spec');
  });

  it('keeps a byte-order mark (once), the file mode, and a symlink pointing at the updated file', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'folio-apply-'));
    await writeFile(path.join(dir, 'real.json'), '\uFEFF{}', { mode: 0o600 });
    await writeFile(path.join(dir, 'spec.yaml'), '\uFEFFa: 1\n');
    await symlink('real.json', path.join(dir, 'docs.json'));
    await applyMigration(
      plan([
        { file: 'docs.json', before: '{}', after: '{"a": 1}' },
        // A spec read with its byte-order mark still in the text gets no second one.
        { file: 'spec.yaml', before: '\uFEFFa: 1\n', after: '\uFEFFa: 2\n' },
      ]),
    );
    expect((await lstat(path.join(dir, 'docs.json'))).isSymbolicLink()).toBe(true);
    expect(await readFile(path.join(dir, 'real.json'))).toEqual(
      Buffer.from('\uFEFF{"a": 1}', 'utf8'),
    );
    expect(await readFile(path.join(dir, 'spec.yaml'))).toEqual(Buffer.from('\uFEFFa: 2\n'));
    expect((await stat(path.join(dir, 'real.json'))).mode & 0o777).toBe(0o600);
  });

  it('changes nothing when a file changed since the plan was made', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'folio-apply-'));
    await writeFile(path.join(dir, 'docs.json'), 'old docs');
    await writeFile(path.join(dir, 'page.mdx'), 'edited in the meantime');
    const run = applyMigration(
      plan([{ file: 'docs.json', before: 'old docs', after: 'new docs' }], { 'page.mdx': 'page' }),
    );
    await expect(run).rejects.toThrow(
      'page.mdx changed while migrate-mdx was running. Nothing was changed; run folio migrate-mdx again.',
    );
    expect((await readdir(dir)).sort()).toEqual(['docs.json', 'page.mdx']);
    expect(await read('docs.json')).toBe('old docs');
  });

  it('writes nothing, not even a journal, when there is nothing to do', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'folio-apply-'));
    const steps: string[] = [];
    await applyMigration(plan([]), (_step, _total, label) => {
      steps.push(label);
    });
    expect(steps).toEqual([]);
    expect(await readdir(dir)).toEqual([]);
  });

  it('removes temporary files an interrupted run left, the journal’s included', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'folio-apply-'));
    await writeFile(path.join(dir, 'docs.json'), '{}');
    await writeFile(tempPathOf(path.join(dir, 'docs.json')), 'half');
    await writeFile(tempPathOf(path.join(dir, JOURNAL_FILE)), '{"form');
    await removeTempFiles(dir, ['docs.json', 'missing.yaml']);
    expect(await readdir(dir)).toEqual(['docs.json']);
  });
});
