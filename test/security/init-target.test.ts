/**
 * `folio init` writes only inside the folder it was given: a symbolic link in the way (the
 * folder itself, a folder the starter fills, a file it would create) is refused, never followed,
 * so a starter cannot land in, or overwrite, a file elsewhere on the machine.
 */
import { mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runFolio } from '../helpers/run-folio.ts';

const made: string[] = [];
afterAll(async () => {
  await Promise.all(made.map((dir) => rm(dir, { recursive: true, force: true })));
});

/** A folder to run in, and a folder elsewhere with one file that must stay as it is. */
async function setUp() {
  const cwd = await mkdtemp(path.join(tmpdir(), 'folio-init-target-'));
  const elsewhere = await mkdtemp(path.join(tmpdir(), 'folio-init-elsewhere-'));
  made.push(cwd, elsewhere);
  await writeFile(path.join(elsewhere, 'pages.mdx'), 'theirs');
  return { cwd, elsewhere };
}

async function unchanged(elsewhere: string) {
  expect(await readdir(elsewhere)).toEqual(['pages.mdx']);
  expect(await readFile(path.join(elsewhere, 'pages.mdx'), 'utf8')).toBe('theirs');
}

describe('folio init and symbolic links', () => {
  it('refuses a folder that is a link to another folder', async () => {
    const { cwd, elsewhere } = await setUp();
    await symlink(elsewhere, path.join(cwd, 'docs'));
    const result = await runFolio(['init', 'docs', '--force'], cwd);
    expect(result.stderr).toBe(
      'folio init: docs exists and is not a folder: choose another name\n',
    );
    expect(result.code).toBe(1);
    await unchanged(elsewhere);
  });

  it('refuses, with --force, a folder of the starter that is a link out', async () => {
    const { cwd, elsewhere } = await setUp();
    await mkdir(path.join(cwd, 'docs'));
    await symlink(elsewhere, path.join(cwd, 'docs', 'essentials'));
    const result = await runFolio(['init', 'docs', '--force'], cwd);
    expect(result.stderr).toBe(
      'folio init: docs already has a file the starter would replace (essentials): move or delete it first; folio init never overwrites a file, even with --force\n',
    );
    expect(result.code).toBe(1);
    await unchanged(elsewhere);
    expect(await readdir(path.join(cwd, 'docs'))).toEqual(['essentials']);
  });

  it('refuses a link where the starter puts a file, even a link to nothing yet', async () => {
    const { cwd, elsewhere } = await setUp();
    await mkdir(path.join(cwd, 'docs'));
    await symlink(path.join(elsewhere, 'docs.json'), path.join(cwd, 'docs', 'docs.json'));
    const result = await runFolio(['init', 'docs', '--force'], cwd);
    expect(result.stderr).toContain('already has a file the starter would replace (docs.json)');
    expect(result.code).toBe(1);
    await unchanged(elsewhere);
  });
});
