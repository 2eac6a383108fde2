import { existsSync } from 'node:fs';
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { page, tempDocs } from '../../test/helpers/temp-docs.ts';
import { buildSite } from './build-site.ts';
import { sweepStored } from './cache-sweep.ts';
import type { SweptEntry } from './cache-sweep.ts';

const navigation = (group: string) => ({
  groups: [{ group, pages: ['index', 'guide', 'more'] }],
});

describe('the build cache sweep', () => {
  it("deletes a small rebuild's replaced files by name, and strays when it lists the folder", async () => {
    const root = await tempDocs({
      'docs.json': { name: 'Sweep', navigation: navigation('Start') },
      'index.mdx': page('Home'),
      'guide.mdx': page('Guide'),
      'more.mdx': page('More'),
    });
    const out = path.join(await tempDocs({}), 'site');
    const folder = path.join(root, '.folio', 'cache', 'build', 'html');
    await buildSite(root, { outDir: out });
    const before = new Set(await readdir(folder));
    // What a build stopped before it saved leaves: a stored file no entry names.
    const stray = path.join(folder, `${'f'.repeat(20)}.html`);
    await writeFile(stray, '<p>stray</p>');

    await writeFile(path.join(root, 'guide.mdx'), page('Guide', 'Changed.'));
    expect((await buildSite(root, { outDir: out })).rendered).toBe(1);
    const after = new Set(await readdir(folder));
    const removed = [...before].filter((name) => !after.has(name));
    const added = [...after].filter((name) => !before.has(name) && name !== path.basename(stray));
    const kinds = (names: string[]) => names.map((name) => name.replace(/^[0-9a-f]+/, '')).sort();
    // The guide's old HTML, Markdown and search segment (head and body), and its new ones.
    const files = ['.html', '.md', '.search-body.json', '.search.json'];
    expect(kinds(removed)).toEqual(files);
    expect(kinds(added)).toEqual(files);
    expect(existsSync(stray)).toBe(true);

    // A new layout renders every page again: the folder is listed, and the stray goes.
    await writeFile(
      path.join(root, 'docs.json'),
      JSON.stringify({ name: 'Sweep', navigation: navigation('Begin') }),
    );
    expect((await buildSite(root, { outDir: out })).rendered).toBe(3);
    expect(existsSync(stray)).toBe(false);
    const cold = path.join(await tempDocs({}), 'cold');
    await buildSite(root, { outDir: cold, cacheDir: path.join(cold, '..', 'cache') });
    const listed = await readdir(folder);
    expect(listed.sort()).toEqual(
      (await readdir(path.join(cold, '..', 'cache', 'build', 'html'))).sort(),
    );
  });

  it('keeps a released file another entry uses, and deletes nothing but stored names', async () => {
    const root = await tempDocs({});
    const folder = path.join(root, 'html');
    await mkdir(folder);
    const hash = (digit: string) => digit.repeat(20);
    const entry = (html: string, segment: string): SweptEntry => ({
      htmlHash: html,
      result: { searchFingerprint: { key: '_', hash: segment }, summary: {} } as never,
    });
    for (const name of [`${hash('a')}.html`, `${hash('b')}.html`, `${hash('c')}.html`, 'x.tmp']) {
      await writeFile(path.join(folder, name), name);
    }
    await writeFile(path.join(root, 'outside.html'), 'not the cache');
    const entries = [entry(hash('a'), hash('d'))];
    const released = new Set([`${hash('a')}.html`, `${hash('b')}.html`, '../outside.html']);
    await sweepStored(folder, entries, [], released);
    expect((await readdir(folder)).sort()).toEqual([
      `${hash('a')}.html`,
      `${hash('c')}.html`,
      'x.tmp',
    ]);
    expect(existsSync(path.join(root, 'outside.html'))).toBe(true);
    await sweepStored(folder, entries, []);
    expect(await readdir(folder)).toEqual([`${hash('a')}.html`]);
  });

  it('keeps the search body of a copy whose other copy changed', async () => {
    const folder = path.join(await tempDocs({}), 'html');
    await mkdir(folder);
    const hash = (digit: string) => digit.repeat(20);
    // Two copies of a page share the body `b`; the first changed, and now has the body `e`.
    const copy = (html: string, head: string, body: string): SweptEntry => ({
      htmlHash: html,
      result: {
        searchFingerprint: { key: '_', hash: head },
        searchBody: body,
        summary: {},
      } as never,
    });
    const names = [hash('a'), hash('c'), hash('d'), hash('f')].map((name) => `${name}.html`);
    names.push(`${hash('b')}.search-body.json`, `${hash('e')}.search-body.json`);
    for (const name of names) await writeFile(path.join(folder, name), name);
    const entries = [copy(hash('d'), hash('f'), hash('e')), copy(hash('c'), hash('a'), hash('b'))];
    await sweepStored(folder, entries, [], new Set([`${hash('b')}.search-body.json`]));
    expect(existsSync(path.join(folder, `${hash('b')}.search-body.json`))).toBe(true);
    // Once no entry names it, it goes.
    await sweepStored(folder, entries.slice(0, 1), [], new Set([`${hash('b')}.search-body.json`]));
    expect(existsSync(path.join(folder, `${hash('b')}.search-body.json`))).toBe(false);
    expect(existsSync(path.join(folder, `${hash('e')}.search-body.json`))).toBe(true);
  });
});
