/**
 * A repository can ship a `.folio` folder, and with it a build cache whose entries say where a
 * page's files are (its HTML, Markdown and search segment by hash, its island script by URL, its
 * route). `folio build` of such a folder never writes outside its output folder and never links
 * a file from outside the cache into the site: an entry naming other paths is not a hit (the page
 * is rendered again, and no file it names is deleted), and the site's writer refuses any path
 * that leads out of the site.
 */
import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSite } from '../../src/site/build-site.ts';
import { SiteOutput } from '../../src/site/site-output.ts';
import { page, tempDocs } from '../helpers/temp-docs.ts';

const SECRET = 'TOP-SECRET-cache-5d1e';

/** The cache shards of `root`'s build cache, parsed. */
async function shards(root: string): Promise<{ file: string; json: Record<string, unknown> }[]> {
  const folder = path.join(root, '.folio/cache/build');
  const names = (await readdir(folder)).filter((name) => /^pages-\d+\.json$/.test(name));
  return Promise.all(
    names.map(async (name) => ({
      file: path.join(folder, name),
      json: JSON.parse(await readFile(path.join(folder, name), 'utf8')) as Record<string, unknown>,
    })),
  );
}

type Entry = { htmlHash: string; result: Record<string, unknown> } & Record<string, unknown>;

describe('a build cache shipped with the docs folder', () => {
  it.each([
    [
      'an island script outside',
      (entry: Entry) => {
        entry.result['islandScript'] = { url: '/../../escaped.js', text: SECRET };
      },
    ],
    [
      'an HTML file outside',
      (entry: Entry) => {
        entry.htmlHash = '../../../secret';
      },
    ],
    [
      'a Markdown file outside',
      (entry: Entry) => {
        const summary = entry.result['summary'] as Record<string, unknown>;
        summary['markdownHash'] = '../../../secret';
      },
    ],
    [
      'no summary',
      (entry: Entry) => {
        delete entry.result['summary'];
      },
    ],
    [
      'a route outside',
      (entry: Entry) => {
        entry.result['route'] = '/../../escaped';
      },
    ],
  ])('an entry with %s is not a hit, and nothing is written or read outside', async (_, craft) => {
    const root = await tempDocs({
      'docs.json': {
        name: 'Acme',
        navigation: { groups: [{ group: 'Start', pages: ['index', 'guide'] }] },
      },
      'index.mdx': page('Home'),
      'guide.mdx': page('Guide'),
      // What a crafted entry points at, beside the docs folder's cache.
      '.folio/secret.html': SECRET,
      '.folio/secret.md': SECRET,
    });
    const outputs = await tempDocs({});
    const out = path.join(outputs, 'site', 'out');
    const first = await buildSite(root, { outDir: out });
    expect(first.rendered).toBe(first.pages);
    for (const shard of await shards(root)) {
      const pages = shard.json['pages'] as Record<string, Entry>;
      if (!pages['/']) continue;
      craft(pages['/']);
      await writeFile(shard.file, JSON.stringify(shard.json));
    }
    const again = await buildSite(root, { outDir: out });
    expect(again.written).toBe(true);
    // The crafted page is rendered again; the other comes from the cache.
    expect(again.rendered).toBe(1);
    for (const folder of [outputs, path.join(outputs, 'site'), root]) {
      expect(existsSync(path.join(folder, 'escaped.js'))).toBe(false);
      expect(existsSync(path.join(folder, 'escaped.html'))).toBe(false);
    }
    // Nor deleted outside: a replaced entry's files are deleted by name (see `cache-sweep.ts`).
    expect(await readFile(path.join(root, '.folio/secret.html'), 'utf8')).toBe(SECRET);
    expect(await readFile(path.join(root, '.folio/secret.md'), 'utf8')).toBe(SECRET);
    for (const name of await readdir(out, { recursive: true })) {
      const file = path.join(out, name);
      if (name.endsWith('.html') || name.endsWith('.md') || name.endsWith('.js')) {
        expect(await readFile(file, 'utf8').catch(() => '')).not.toContain(SECRET);
      }
    }
  });

  it("refuses to add a file whose path leads out of the site's folder", () => {
    const output = new SiteOutput('/tmp/folio-site-output-paths', undefined);
    for (const relative of ['../x.html', 'a/../../x.html', '/etc/x', '', '..', 'a/\0.html']) {
      expect(() => {
        output.text(relative, 'x');
      }).toThrow(`${JSON.stringify(relative)} is not a path inside the site's folder.`);
    }
    output.text('guides/intro.html', 'fine');
    output.text('a/../b.html', 'fine too: it stays inside');
  });
});
