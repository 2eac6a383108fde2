import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sweepStaging } from './sweep-staging.ts';

const children: ChildProcess[] = [];
const folders: string[] = [];
afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
});

async function folder(): Promise<string> {
  const made = await mkdtemp(path.join(tmpdir(), 'folio-sweep-'));
  folders.push(made);
  return made;
}

/** Makes `relative` (a folder with one file) under `root`; returns its path. */
async function made(root: string, relative: string): Promise<string> {
  const full = path.join(root, relative);
  await mkdir(full, { recursive: true });
  await writeFile(path.join(full, 'index.html'), 'page');
  return full;
}

describe('sweepStaging', () => {
  it('removes dead builds’ staging folders under sites/, and nothing else', async () => {
    const dataDir = await folder();
    const dead = spawn(process.execPath, ['-e', '']);
    await once(dead, 'exit');
    const live = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1e9)']);
    children.push(live);
    await once(live, 'spawn');
    const deadPid = String(dead.pid);

    const site = await made(dataDir, 'sites/p1/d1');
    await mkdir(path.join(site, '_folio'));
    // A page folder of a site that happens to have such a name is the site's.
    const page = await made(site, `guide.folio-staging-${deadPid}`);
    const left = await made(dataDir, `sites/p1/d2.folio-staging-${deadPid}`);
    const running = await made(dataDir, `sites/p2/d3.folio-staging-${String(live.pid)}`);
    // Linked folders are not followed.
    const outside = await folder();
    const elsewhere = await made(outside, `d4.folio-staging-${deadPid}`);
    await symlink(outside, path.join(dataDir, 'sites', 'p3'));

    expect(await sweepStaging(dataDir)).toEqual([left]);
    expect(existsSync(left)).toBe(false);
    expect([site, page, running, elsewhere].every((kept) => existsSync(kept))).toBe(true);
  });

  it('finds nothing in a data folder without sites', async () => {
    expect(await sweepStaging(await folder())).toEqual([]);
  });
});
