import { lstat, mkdtemp, readdir, readFile, rm, stat, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { applyMigration, removeTempFiles, tempPathOf } from './apply-migration.ts';
import type { MigrationPlan } from './types.ts';

let dir = '';
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const plan = (changes: MigrationPlan['changes'], deletes: string[] = []): MigrationPlan => ({
  root: dir,
  pages: [],
  changes,
  deletes,
  scopes: [],
  redirects: [],
});

describe('applyMigration', () => {
  it('writes temporary files first, replaces in order, deletes last, and leaves no temporary file', async () => {
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
        ['page.mdx'],
      ),
      async (step, total, label) => {
        steps.push(`${step}/${total} ${label}`);
        if (step === 3) {
          // Both temporary files are on disk before the first replacement.
          expect(await readFile(tempPathOf(path.join(dir, 'docs.json')), 'utf8')).toBe('new docs');
          expect(await readFile(path.join(dir, 'spec.yaml'), 'utf8')).toBe('old spec');
        }
      },
    );
    expect(steps).toEqual([
      '1/5 write .spec.yaml.folio-migrate-tmp',
      '2/5 write .docs.json.folio-migrate-tmp',
      '3/5 replace spec.yaml',
      '4/5 replace docs.json',
      '5/5 delete page.mdx',
    ]);
    expect((await readdir(dir)).sort()).toEqual(['docs.json', 'spec.yaml']);
    expect(await readFile(path.join(dir, 'spec.yaml'), 'utf8')).toBe('new spec');
  });

  it('keeps a byte-order mark, the file mode, and a symlink pointing at the updated file', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'folio-apply-'));
    await writeFile(path.join(dir, 'real.json'), '\uFEFF{}', { mode: 0o600 });
    await symlink('real.json', path.join(dir, 'docs.json'));
    await applyMigration(plan([{ file: 'docs.json', before: '{}', after: '{"a": 1}' }]));
    expect((await lstat(path.join(dir, 'docs.json'))).isSymbolicLink()).toBe(true);
    expect(await readFile(path.join(dir, 'real.json'), 'utf8')).toBe('\uFEFF{"a": 1}');
    expect((await stat(path.join(dir, 'real.json'))).mode & 0o777).toBe(0o600);
  });

  it('removes temporary files an interrupted run left', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'folio-apply-'));
    await writeFile(path.join(dir, 'docs.json'), '{}');
    await writeFile(tempPathOf(path.join(dir, 'docs.json')), 'half');
    await removeTempFiles(dir, ['docs.json', 'missing.yaml']);
    expect(await readdir(dir)).toEqual(['docs.json']);
  });
});
