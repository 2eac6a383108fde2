import { readFile, readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readSiteCorpus } from '../../src/assistant/index.ts';
import { query } from '../../src/search/index.ts';
import { buildSite } from '../../src/site/index.ts';
import { tempDocs } from '../helpers/temp-docs.ts';
import { builtSearchIndex } from '../helpers/built-search-index.ts';

/** The `<meta>` and canonical `<link>` tags of a built page's head, as written. */
async function headTags(out: string, file: string): Promise<string[]> {
  const html = await readFile(path.join(out, file), 'utf8');
  const head = /<head>(.*)<\/head>/s.exec(html)?.[1] ?? '';
  return [...head.matchAll(/<(?:meta|link rel="canonical")[^>]*>/g)].map((match) => match[0]);
}

function site(seo: Record<string, unknown>, extra: Record<string, unknown> = {}) {
  return {
    'docs.json': {
      name: 'Acme',
      colors: { primary: '#0E7490' },
      logo: '/logo.svg',
      seo,
      navigation: {
        pages: [
          'index',
          'guide',
          'twin-a',
          'twin-b',
          { group: 'Old', hidden: true, pages: ['old'] },
        ],
      },
      ...extra,
    },
    'logo.svg':
      '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><rect width="40" height="40" fill="#0E7490"/></svg>',
    'index.mdx':
      '---\ntitle: Home\ndescription: Say "hi" </title><b>\nkeywords: ["zeppelin", "airship"]\n---\nWelcome.\n',
    'guide.mdx':
      '---\ntitle: Guide\n"og:title": "Social guide"\n"og:image": "https://cdn.test/g.png"\n"twitter:card": summary\n"article:section": Docs\ncanonical: https://other.test/guide\nrobots: "index, follow"\n---\nSteps.\n',
    'twin-a.mdx': '---\ntitle: Twin A\n---\nWebhooks send events.\n',
    'twin-b.mdx': '---\ntitle: Twin B\nboost: 3\n---\nWebhooks send events.\n',
    'old.mdx': '---\ntitle: Old\n---\nOld text.\n',
    'orphan.mdx': '---\ntitle: Orphan\n---\nNot listed.\n',
    'quiet.mdx': '---\ntitle: Quiet\nnoindex: true\n---\nQuiet text.\n',
  };
}

const metatags = {
  canonical: 'https://docs.acme.test/',
  'google-site-verification': 'token',
  'og:site_name': 'Acme "Docs" </title>',
  'twitter:site': '@acme',
};

describe('SEO tags in a built site', () => {
  it("writes the format's tags: defaults, seo.metatags, then frontmatter, escaped", async () => {
    const root = await tempDocs(site({ metatags }));
    const out = path.join(root, 'out');
    await buildSite(root, { outDir: out });
    const og = (await readdir(path.join(out, '_folio/og'))).sort();
    const home = await headTags(out, 'index.html');
    const image = home.find((tag) => tag.includes('og:image"'))?.match(/og\/(\w+)\.png/)?.[1];
    expect(og).toContain(`${String(image)}.png`);
    expect(home).toEqual([
      '<meta charSet="utf-8"/>',
      '<meta name="viewport" content="width=device-width, initial-scale=1"/>',
      '<meta name="description" content="Say &quot;hi&quot; &lt;/title&gt;&lt;b&gt;"/>',
      '<meta name="keywords" content="zeppelin, airship"/>',
      '<meta name="generator" content="Folio"/>',
      '<meta name="application-name" content="Acme"/>',
      '<meta name="apple-mobile-web-app-title" content="Acme"/>',
      '<meta name="msapplication-TileColor" content="#0E7490"/>',
      '<meta property="og:type" content="website"/>',
      '<meta property="og:site_name" content="Acme &quot;Docs&quot; &lt;/title&gt;"/>',
      '<meta property="og:title" content="Home - Acme"/>',
      '<meta property="og:description" content="Say &quot;hi&quot; &lt;/title&gt;&lt;b&gt;"/>',
      '<meta property="og:url" content="https://docs.acme.test/"/>',
      `<meta property="og:image" content="https://docs.acme.test/_folio/og/${String(image)}.png"/>`,
      '<meta property="og:image:width" content="1200"/>',
      '<meta property="og:image:height" content="630"/>',
      '<meta name="twitter:card" content="summary_large_image"/>',
      '<meta name="google-site-verification" content="token"/>',
      '<meta name="twitter:site" content="@acme"/>',
      '<meta name="twitter:title" content="Home - Acme"/>',
      '<meta name="twitter:description" content="Say &quot;hi&quot; &lt;/title&gt;&lt;b&gt;"/>',
      `<meta name="twitter:image" content="https://docs.acme.test/_folio/og/${String(image)}.png"/>`,
      '<meta name="twitter:image:width" content="1200"/>',
      '<meta name="twitter:image:height" content="630"/>',
      '<link rel="canonical" href="https://docs.acme.test/"/>',
    ]);
    expect(await headTags(out, 'guide/index.html')).toEqual([
      '<meta charSet="utf-8"/>',
      '<meta name="viewport" content="width=device-width, initial-scale=1"/>',
      '<meta name="robots" content="index, follow"/>',
      '<meta name="generator" content="Folio"/>',
      '<meta name="application-name" content="Acme"/>',
      '<meta name="apple-mobile-web-app-title" content="Acme"/>',
      '<meta name="msapplication-TileColor" content="#0E7490"/>',
      '<meta property="og:type" content="website"/>',
      '<meta property="og:site_name" content="Acme &quot;Docs&quot; &lt;/title&gt;"/>',
      '<meta property="og:title" content="Social guide"/>',
      '<meta property="og:url" content="https://other.test/guide"/>',
      '<meta property="og:image" content="https://cdn.test/g.png"/>',
      '<meta name="twitter:card" content="summary"/>',
      '<meta name="google-site-verification" content="token"/>',
      '<meta name="twitter:site" content="@acme"/>',
      '<meta property="article:section" content="Docs"/>',
      '<meta name="twitter:title" content="Social guide"/>',
      '<meta name="twitter:image" content="https://cdn.test/g.png"/>',
      '<link rel="canonical" href="https://other.test/guide"/>',
    ]);
  });

  it('follows seo.indexing: robots tags, sitemap and llms.txt', async () => {
    const robots = async (out: string, route: string) =>
      (await headTags(out, `${route}/index.html`)).find((tag) => tag.includes('"robots"'));
    const sitemap = async (out: string) =>
      [...(await readFile(path.join(out, 'sitemap.xml'), 'utf8')).matchAll(/<loc>([^<]*)</g)].map(
        (match) => match[1],
      );
    const navigable = await tempDocs(site({ metatags }));
    const out = path.join(navigable, 'out');
    await buildSite(navigable, { outDir: out });
    expect(await robots(out, 'old')).toBe('<meta name="robots" content="noindex"/>');
    expect(await robots(out, 'quiet')).toBe('<meta name="robots" content="noindex"/>');
    expect(await robots(out, 'orphan')).toBeUndefined();
    expect(await sitemap(out)).toEqual([
      'https://docs.acme.test/',
      'https://docs.acme.test/guide',
      'https://docs.acme.test/twin-a',
      'https://docs.acme.test/twin-b',
    ]);
    // A hidden page's Markdown follows llms.txt: none under `navigable`, one under `all`.
    await expect(readFile(path.join(out, 'orphan.md'), 'utf8')).rejects.toThrow(/ENOENT/);

    const all = await tempDocs(site({ metatags, indexing: 'all' }));
    const allOut = path.join(all, 'out');
    await buildSite(all, { outDir: allOut });
    expect(await robots(allOut, 'old')).toBeUndefined();
    expect(await robots(allOut, 'quiet')).toBe('<meta name="robots" content="noindex"/>');
    expect((await sitemap(allOut)).sort()).toEqual([
      'https://docs.acme.test/',
      'https://docs.acme.test/guide',
      'https://docs.acme.test/old',
      'https://docs.acme.test/orphan',
      'https://docs.acme.test/twin-a',
      'https://docs.acme.test/twin-b',
    ]);
    expect(await readFile(path.join(allOut, 'llms.txt'), 'utf8')).toContain('[Orphan]');
    expect(await readFile(path.join(allOut, 'orphan.md'), 'utf8')).toMatch(/^# Orphan\n/);
  });

  it('draws 1200×630 PNGs once, keeps them by content hash, and can be turned off', async () => {
    const root = await tempDocs(site({ metatags }));
    const out = path.join(root, 'out');
    await buildSite(root, { outDir: out });
    const files = await readdir(path.join(out, '_folio/og'));
    // Home, the twins, old, orphan, quiet: the guide names its own image.
    expect(files).toHaveLength(6);
    const png = await readFile(path.join(out, '_folio/og', files[0] ?? ''));
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
    const kept = path.join(root, '.folio/cache/og', files[0] ?? '');
    const before = (await stat(kept)).mtimeMs;
    await buildSite(root, { outDir: out, cache: false });
    await buildSite(root, { outDir: out });
    expect((await readdir(path.join(out, '_folio/og'))).sort()).toEqual([...files].sort());
    expect((await stat(kept)).mtimeMs).toBeGreaterThanOrEqual(before);

    const off = await tempDocs(site({ metatags }, { thumbnails: { generate: false } }));
    const offOut = path.join(off, 'out');
    await buildSite(off, { outDir: offOut });
    const tags = await headTags(offOut, 'index.html');
    expect(tags.filter((tag) => tag.includes('image'))).toEqual([]);
    expect(tags).toContain('<meta name="twitter:card" content="summary"/>');
    await expect(readdir(path.join(offOut, '_folio/og'))).rejects.toThrow('ENOENT');

    // Without the site's address an image is drawn only when asked for (its tag holds a path).
    const { canonical: _canonical, ...noAddress } = metatags;
    const unaddressed = await tempDocs(site({ metatags: noAddress }));
    await buildSite(unaddressed, { outDir: path.join(unaddressed, 'out') });
    await expect(readdir(path.join(unaddressed, 'out/_folio/og'))).rejects.toThrow('ENOENT');
    const asked = await tempDocs(site({ metatags: noAddress }, { thumbnails: { generate: true } }));
    await buildSite(asked, { outDir: path.join(asked, 'out') });
    expect(await readdir(path.join(asked, 'out/_folio/og'))).toHaveLength(6);
    expect(await headTags(path.join(asked, 'out'), 'index.html')).toContainEqual(
      expect.stringMatching(
        /^<meta property="og:image" content="\/_folio\/og\/[0-9a-f]+\.png"\/>$/,
      ),
    );
  });

  it('searches frontmatter keywords and ranks by boost, in site search and the assistant', async () => {
    const root = await tempDocs(site({ metatags }));
    const out = path.join(root, 'out');
    await buildSite(root, { outDir: out, assistantCorpus: true });
    const index = await builtSearchIndex(out);
    expect(query(index, 'zeppelin').map((hit) => hit.route)).toEqual(['/']);
    expect(query(index, 'webhooks').map((hit) => hit.route)).toEqual(['/twin-b', '/twin-a']);
    expect(query(index, 'quiet')).toEqual([]);

    const corpus = await readSiteCorpus(out);
    expect(corpus.search('zeppelin', { pageSize: 5 }).map((hit) => hit.route)).toEqual(['/']);
    expect(corpus.search('webhooks events', { pageSize: 5 }).map((hit) => hit.route)).toEqual([
      '/twin-b',
      '/twin-a',
    ]);
  });
});
