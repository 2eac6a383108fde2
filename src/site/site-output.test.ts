import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, readdir, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MANIFEST_FILE, SiteOutput } from './site-output.ts';
import { OWNER_FILE } from './staging-folder.ts';

async function setUp(): Promise<{ out: string; cache: string; image: string }> {
  const root = await mkdtemp(path.join(tmpdir(), 'folio-output-'));
  const image = path.join(root, 'logo.png');
  await writeFile(image, 'png bytes');
  return { out: path.join(root, 'site'), cache: path.join(root, 'cache'), image };
}

/** A site with `pages` (route → text), a copied image and a manifest. */
function site(
  out: string,
  cache: string | undefined,
  image: string,
  pages: Record<string, string>,
): SiteOutput {
  const output = new SiteOutput(out, cache);
  for (const [file, text] of Object.entries(pages)) output.text(file, text);
  output.copy('images/logo.png', image);
  output.text(MANIFEST_FILE, JSON.stringify({ buildId: output.buildId }));
  return output;
}

const read = (out: string, file: string): Promise<string> => readFile(path.join(out, file), 'utf8');

describe('SiteOutput', () => {
  it('takes pages written into its pages folder and leaves the folder out of the site', async () => {
    const { out, image } = await setUp();
    const output = site(out, undefined, image, {});
    expect(await output.pagesFolder()).toBeUndefined(); // not prepared: no staging folder yet
    output.prepare(['guide/index.html']);
    const folder = await output.pagesFolder();
    if (folder === undefined) throw new Error('no pages folder');
    expect(path.dirname(folder)).toBe(`${out}.folio-staging-${String(process.pid)}`);
    await writeFile(path.join(folder, 'abc.html'), 'guide page');
    output.cached('guide/index.html', path.join(folder, 'abc.html'), 'abc', 10);
    await output.commit();
    expect(await read(out, 'guide/index.html')).toBe('guide page');
    expect((await readdir(out)).sort()).toEqual(['_folio', 'guide', 'images']);
  });

  it('writes a fresh site, then updates only what changed in place', async () => {
    const { out, cache, image } = await setUp();
    const first = await site(out, cache, image, {
      'index.html': 'home',
      'a/index.html': 'A',
      'old/deep/index.html': 'old',
    }).commit();
    expect(first).toEqual({ inPlace: false, written: 5, removed: 0 });
    const before = await stat(path.join(out, 'index.html'));

    const second = await site(out, cache, image, {
      'index.html': 'home',
      'a/index.html': 'A, edited',
    }).commit();
    // The edited page and the manifest are written; the removed page and its folders are gone.
    expect(second).toEqual({ inPlace: true, written: 2, removed: 1 });
    expect(await read(out, 'a/index.html')).toBe('A, edited');
    expect(existsSync(path.join(out, 'old'))).toBe(false);
    expect((await stat(path.join(out, 'index.html'))).ino).toBe(before.ino);
    expect(await read(out, 'images/logo.png')).toBe('png bytes');
  });

  it('makes a fresh site’s folders ahead of time, leaving none for files it never got', async () => {
    const { out, cache, image } = await setUp();
    const output = site(out, cache, image, { 'index.html': 'home', 'a/b/index.html': 'AB' });
    output.prepare(['index.html', 'a/b/index.html', 'failed/page/index.html']);
    const staging = `${out}.folio-staging-${String(process.pid)}`;
    expect(await output.commit()).toEqual({ inPlace: false, written: 4, removed: 0 });
    expect(await read(out, 'a/b/index.html')).toBe('AB');
    expect(existsSync(path.join(out, 'failed'))).toBe(false);
    expect(existsSync(staging)).toBe(false);

    // An update in place prepares nothing.
    const again = site(out, cache, image, { 'index.html': 'home', 'c/index.html': 'C' });
    again.prepare(['index.html', 'c/index.html']);
    expect(existsSync(staging)).toBe(false);
    expect((await again.commit()).inPlace).toBe(true);
    expect(await read(out, 'c/index.html')).toBe('C');
  });

  it('removes what it prepared when the site is not written after all', async () => {
    const { out, image } = await setUp();
    const output = site(out, undefined, image, { 'index.html': 'home' });
    output.prepare(['index.html', 'a/index.html']);
    await output.discard();
    expect(existsSync(`${out}.folio-staging-${String(process.pid)}`)).toBe(false);
    expect(existsSync(out)).toBe(false);
  });

  it('writes a fresh site when the output folder no longer holds the last build', async () => {
    const { out, cache, image } = await setUp();
    await site(out, cache, image, { 'index.html': 'home' }).commit();
    // Someone else wrote the folder since: its manifest has another build id.
    await writeFile(path.join(out, MANIFEST_FILE), '{"buildId":"someone else"}');
    await writeFile(path.join(out, 'stray.txt'), 'not ours');
    const result = await site(out, cache, image, { 'index.html': 'home' }).commit();
    expect(result.inPlace).toBe(false);
    expect(existsSync(path.join(out, 'stray.txt'))).toBe(false);
    expect(await read(out, 'index.html')).toBe('home');
  });

  it('takes the build id from the top of the manifest only, as a key', async () => {
    const { out, cache, image } = await setUp();
    await site(out, cache, image, { 'index.html': 'home' }).commit();
    const record = JSON.parse(await read(cache, 'output.json')) as { buildId: string };
    // The id as text in a page title, then as the key only past the top: neither is taken.
    const title = JSON.stringify(`"buildId": "${record.buildId}"`);
    await writeFile(
      path.join(out, MANIFEST_FILE),
      `{"pages": [{"title": ${title}}], "padding": "${'x'.repeat(600)}", "buildId": "${record.buildId}"}`,
    );
    await writeFile(path.join(out, 'stray.txt'), 'not ours');
    const result = await site(out, cache, image, { 'index.html': 'home' }).commit();
    expect(result.inPlace).toBe(false);
    expect(existsSync(path.join(out, 'stray.txt'))).toBe(false);
    // The manifest a build writes has it at the top: the next build updates in place.
    expect((await site(out, cache, image, { 'index.html': 'home' }).commit()).inPlace).toBe(true);
  });

  it('writes a fresh site when neither record nor manifest names a build id', async () => {
    const { out, cache, image } = await setUp();
    await site(out, cache, image, { 'index.html': 'home' }).commit();
    // A record and a manifest without `buildId` (written by an older Folio, as `stamp`) prove
    // nothing about the folder: two missing ids are not a match.
    const recordFile = path.join(cache, 'output.json');
    const record = JSON.parse(await readFile(recordFile, 'utf8')) as Record<string, unknown>;
    const { buildId: _buildId, ...withoutId } = record;
    await writeFile(recordFile, JSON.stringify({ ...withoutId, stamp: 'x' }));
    await writeFile(path.join(out, MANIFEST_FILE), '{"stamp":"y"}');
    await writeFile(path.join(out, 'stray.txt'), 'not ours');
    const result = await site(out, cache, image, { 'index.html': 'home' }).commit();
    expect(result.inPlace).toBe(false);
    expect(existsSync(path.join(out, 'stray.txt'))).toBe(false);
  });

  it('writes a fresh site into another folder, and always without a cache folder', async () => {
    const { out, cache, image } = await setUp();
    await site(out, cache, image, { 'index.html': 'home' }).commit();
    const elsewhere = `${out}-2`;
    expect((await site(elsewhere, cache, image, { 'index.html': 'x' }).commit()).inPlace).toBe(
      false,
    );
    expect((await site(out, undefined, image, { 'index.html': 'y' }).commit()).inPlace).toBe(false);
    expect((await site(out, undefined, image, { 'index.html': 'z' }).commit()).inPlace).toBe(false);
    expect(await read(out, 'index.html')).toBe('z');
  });

  it('copies a changed folder file again', async () => {
    const { out, cache, image } = await setUp();
    await site(out, cache, image, {}).commit();
    await new Promise((resolve) => setTimeout(resolve, 20));
    await writeFile(image, 'new png bytes');
    const result = await site(out, cache, image, {}).commit();
    expect(result).toEqual({ inPlace: true, written: 2, removed: 0 });
    expect(await read(out, 'images/logo.png')).toBe('new png bytes');
  });

  it('links cached HTML files instead of copying them', async () => {
    const { out, cache, image } = await setUp();
    await mkdir(cache, { recursive: true });
    const cached = path.join(cache, 'abc.html');
    await writeFile(cached, '<p>cached</p>');
    const output = site(out, cache, image, {});
    output.cached('page/index.html', cached, 'abc', 13);
    await output.commit();
    expect((await stat(path.join(out, 'page/index.html'))).ino).toBe((await stat(cached)).ino);
    expect(output.bytes).toBeGreaterThan(13);
  });

  it('forgets the last output while updating it, so an interrupted update is redone fresh', async () => {
    const { out, cache, image } = await setUp();
    await site(out, cache, image, { 'index.html': 'home', 'a/index.html': 'A' }).commit();
    // An update that stops halfway (here: a cached page has gone) leaves the folder mixed.
    const broken = site(out, cache, image, { 'index.html': 'home 2', 'a/index.html': 'A 2' });
    broken.cached('b/index.html', path.join(cache, 'gone.html'), 'gone', 4);
    await expect(broken.commit()).rejects.toThrow(/ENOENT/);
    const result = await site(out, cache, image, { 'index.html': 'home 3' }).commit();
    expect(result.inPlace).toBe(false);
    expect((await readdir(out)).sort()).toEqual(['_folio', 'images', 'index.html']);
    expect(await read(out, 'index.html')).toBe('home 3');
  });
});

describe('staging folders of builds that no longer run', () => {
  const children: ChildProcess[] = [];
  afterAll(() => {
    for (const child of children) child.kill('SIGKILL');
  });

  /** A running process (it waits until killed). */
  async function liveProcess(): Promise<number> {
    const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1e9)']);
    children.push(child);
    await once(child, 'spawn');
    return child.pid ?? 0;
  }

  /** The pid of a process that has exited. */
  async function deadProcess(): Promise<number> {
    const child = spawn(process.execPath, ['-e', '']);
    await once(child, 'exit');
    return child.pid ?? 0;
  }

  /** A staging folder of `out` by process `pid`, with a page and an owner file of `owner`. */
  async function leftStaging(out: string, pid: number, owner?: object): Promise<string> {
    const staging = `${out}.folio-staging-${String(pid)}`;
    await mkdir(path.join(staging, 'a'), { recursive: true });
    await writeFile(path.join(staging, 'a', 'index.html'), 'half');
    if (owner) await writeFile(path.join(staging, OWNER_FILE), JSON.stringify(owner));
    return staging;
  }

  it('are removed by the next build into the same output; live builds’ are kept', async () => {
    const { out, cache, image } = await setUp();
    const live = await liveProcess();
    const dead = await leftStaging(out, await deadProcess());
    const deadWithOwner = await leftStaging(out, await deadProcess(), { pid: 1, started: '1' });
    // This process's pid, but no build of this process is writing it: an earlier process's.
    const earlier = await leftStaging(out, process.pid);
    const running = await leftStaging(out, live, { pid: live });
    const otherOutput = await leftStaging(`${out}-other`, await deadProcess());

    await site(out, cache, image, { 'index.html': 'home' }).commit();
    expect([dead, deadWithOwner, earlier].filter((folder) => existsSync(folder))).toEqual([]);
    expect(existsSync(running)).toBe(true);
    expect(existsSync(otherOutput)).toBe(true);
    expect(existsSync(path.join(out, OWNER_FILE))).toBe(false);
    expect(await read(out, 'index.html')).toBe('home');
  });

  it.runIf(existsSync('/proc/self/stat'))(
    'takes a live pid whose process started at another time for a reused pid',
    async () => {
      const { out, cache, image } = await setUp();
      const live = await liveProcess();
      const reused = await leftStaging(out, live, { pid: live, started: '1' });
      await site(out, cache, image, { 'index.html': 'home' }).commit();
      expect(existsSync(reused)).toBe(false);
    },
  );
});
