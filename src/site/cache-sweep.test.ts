import { existsSync } from 'node:fs';
import { readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { page, tempDocs } from '../../test/helpers/temp-docs.ts';
import { buildSite } from './build-site.ts';

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
    // The guide's old HTML, Markdown and search segment, and its new ones.
    expect(kinds(removed)).toEqual(['.html', '.md', '.search.json']);
    expect(kinds(added)).toEqual(['.html', '.md', '.search.json']);
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
});
