/**
 * `folio rename` never reads, moves or writes a file outside the docs folder through a symbolic
 * link: OLD linked out, a folder of NEW linked out, and pages linked out are refused or left
 * alone, with nothing changed. A docs.json that is a link inside the folder is written through.
 */
import {
  lstat,
  mkdir,
  mkdtemp,
  readFile,
  readlink,
  rm,
  symlink,
  writeFile,
} from 'node:fs/promises';
import { readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runFolio } from '../helpers/run-folio.ts';
import { page, tempDocs } from '../helpers/temp-docs.ts';

const SECRET = 'TOP-SECRET-9c2e';
let outside: string;

beforeAll(async () => {
  outside = await mkdtemp(path.join(tmpdir(), 'folio-outside-'));
  await writeFile(
    path.join(outside, 'secret.mdx'),
    page('Secret', `${SECRET} [setup](/guides/setup)`),
  );
  await mkdir(path.join(outside, 'folder'));
});
afterAll(async () => {
  await rm(outside, { recursive: true, force: true });
});

async function site(): Promise<string> {
  return tempDocs({
    'docs.json': { name: 'Links', navigation: { pages: ['index', 'guides/setup'] } },
    'index.mdx': page('Home', '[setup](/guides/setup)'),
    'guides/setup.mdx': page('Setup'),
  });
}

async function listing(root: string): Promise<string[]> {
  return (await readdir(root, { recursive: true })).sort();
}

describe('folio rename and symbolic links', () => {
  it('refuses an OLD that links out of the folder, moving nothing', async () => {
    const root = await site();
    await symlink(path.join(outside, 'secret.mdx'), path.join(root, 'secret.mdx'));
    const before = await listing(root);
    const result = await runFolio(['rename', 'secret', 'mine', '--dir', root], root);
    expect(result.code).toBe(2);
    expect(result.stderr).toBe(
      `folio rename: secret: secret.mdx is a symbolic link to ${path.join(outside, 'secret.mdx')}, outside the docs folder; folio rename stays inside it\nRun folio rename --help for usage.\n`,
    );
    expect(await listing(root)).toEqual(before);
    expect(await readFile(path.join(outside, 'secret.mdx'), 'utf8')).toContain(SECRET);
  });

  it('refuses a NEW whose folder links out of the folder, writing nothing there', async () => {
    const root = await site();
    await symlink(path.join(outside, 'folder'), path.join(root, 'out'));
    const result = await runFolio(
      ['rename', 'guides/setup', 'out/deeper/setup', '--dir', root],
      root,
    );
    expect(result.code).toBe(2);
    expect(result.stderr).toBe(
      `folio rename: out/deeper/setup: out is a symbolic link to ${path.join(outside, 'folder')}, outside the docs folder; folio rename stays inside it\nRun folio rename --help for usage.\n`,
    );
    expect(await readdir(path.join(outside, 'folder'))).toEqual([]);
    expect(await readFile(path.join(root, 'guides/setup.mdx'), 'utf8')).toBe(page('Setup'));
  });

  it('leaves a page linked from outside untouched, though it links to the moved page', async () => {
    const root = await site();
    await symlink(path.join(outside, 'secret.mdx'), path.join(root, 'linked.mdx'));
    const result = await runFolio(['rename', 'guides/setup', 'setup', '--dir', root], root);
    expect(result.code).toBe(0);
    expect(result.stdout).not.toContain('linked.mdx');
    expect(await readFile(path.join(outside, 'secret.mdx'), 'utf8')).toBe(
      page('Secret', `${SECRET} [setup](/guides/setup)`),
    );
  });

  it('writes through a docs.json that links to a file inside the folder', async () => {
    const root = await site();
    await mkdir(path.join(root, 'config'));
    await writeFile(
      path.join(root, 'config/site.json'),
      await readFile(path.join(root, 'docs.json'), 'utf8'),
    );
    await rm(path.join(root, 'docs.json'));
    await symlink('config/site.json', path.join(root, 'docs.json'));
    const result = await runFolio(['rename', 'guides/setup', 'setup', '--dir', root], root);
    expect(result.code).toBe(0);
    expect((await lstat(path.join(root, 'docs.json'))).isSymbolicLink()).toBe(true);
    expect(await readlink(path.join(root, 'docs.json'))).toBe('config/site.json');
    expect(await readFile(path.join(root, 'config/site.json'), 'utf8')).toContain('"setup"');
  });
});
