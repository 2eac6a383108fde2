/**
 * Retrieval over real built sites: full section text, filters by version, language and
 * navigation group (applied before the ranking cut), empty and old sites, the corpus cache.
 */
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTempSite, mdxPage } from '../../test/assistant/built-site.ts';
import { builtSearchText } from '../../test/helpers/built-search-index.ts';
import { forgetSiteCorpus, loadSiteCorpus, readSiteCorpus } from './load-site-corpus.ts';
import { searchResults } from './search-results.ts';

const longSection = Array.from(
  { length: 12 },
  (_, i) =>
    `Rotating signing secret step ${String(i + 1)} keeps every webhook delivery verifiable.`,
).join(' ');

const site = {
  'docs.json': {
    name: 'Acme',
    theme: 'mint',
    colors: { primary: '#2563EB' },
    navigation: {
      languages: [
        {
          language: 'en',
          versions: [
            {
              version: 'v2',
              default: true,
              groups: [
                { group: 'Getting started', pages: ['en/v2/index', 'en/v2/install'] },
                { group: 'Webhooks', pages: ['en/v2/webhooks'] },
              ],
            },
            {
              version: 'v1',
              groups: [{ group: 'Getting started', pages: ['en/v1/index', 'en/v1/install'] }],
            },
          ],
        },
        {
          language: 'fr',
          versions: [
            {
              version: 'v2',
              groups: [{ group: 'Démarrage', pages: ['fr/v2/index', 'fr/v2/install'] }],
            },
          ],
        },
      ],
    },
  },
  'en/v2/index.mdx': mdxPage('Home', 'Welcome to Acme.'),
  'en/v1/index.mdx': mdxPage('Home', 'Welcome to Acme, version 1.'),
  'fr/v2/index.mdx': mdxPage('Accueil', 'Bienvenue chez Acme.'),
  'en/v2/install.mdx': mdxPage(
    'Install',
    '## Install the CLI\n\nRun `npm install acme-cli` to install the CLI for version 2.',
  ),
  'en/v1/install.mdx': mdxPage(
    'Install',
    '## Install the CLI\n\nRun `npm install acme-cli@1` to install the CLI for version 1.',
  ),
  'fr/v2/install.mdx': mdxPage(
    'Installer',
    '## Installer la CLI\n\nLancez `npm install acme-cli` pour installer la CLI.',
  ),
  'en/v2/webhooks.mdx': mdxPage(
    'Webhooks',
    `Acme calls your server when something happens; install a handler for it.\n\n## Signing secrets\n\n${longSection}`,
  ),
};

let out = '';
const copies: string[] = [];
beforeAll(async () => {
  out = await buildTempSite(site);
}, 120_000);
afterAll(async () => {
  await Promise.all(copies.map((copy) => rm(copy, { recursive: true, force: true })));
});

describe('SiteCorpus.search', () => {
  it('finds sections with their whole text, not the clipped snippet of the browser index', async () => {
    const corpus = await readSiteCorpus(out);
    expect(corpus.fullText).toBe(true);
    expect(corpus.keys).toEqual(['en--v1', 'en--v2', 'fr--v2']);
    const [first] = corpus.search('How do I rotate the signing secret?', { pageSize: 3 });
    expect(first).toMatchObject({
      route: '/en/v2/webhooks',
      anchor: 'signing-secrets',
      title: 'Webhooks',
      heading: 'Signing secrets',
      breadcrumbs: ['Webhooks'],
      version: 'v2',
      language: 'en',
    });
    expect(longSection.length).toBeGreaterThan(600);
    expect(first?.content).toBe(longSection);
  });

  it('filters by version and language exactly', async () => {
    const corpus = await readSiteCorpus(out);
    const question = 'How do I install the CLI?';
    const everywhere = corpus.search(question, { pageSize: 10 });
    expect(new Set(everywhere.map((passage) => `${passage.language}/${passage.version}`))).toEqual(
      new Set(['en/v1', 'en/v2', 'fr/v2']),
    );
    const v1 = corpus.search(question, { pageSize: 10, filter: { version: 'v1' } });
    expect(v1.length).toBeGreaterThan(0);
    expect(v1.every((passage) => passage.version === 'v1')).toBe(true);
    expect(v1[0]?.content).toContain('acme-cli@1');
    const french = corpus.search('installer la CLI', { pageSize: 10, filter: { language: 'fr' } });
    expect(french.map((passage) => passage.route)).toContain('/fr/v2/install');
    expect(french.every((passage) => passage.language === 'fr')).toBe(true);
    expect(corpus.search(question, { pageSize: 10, filter: { version: 'V1' } })).toEqual([]);
  });

  it('filters by navigation group, case-insensitively, before the ranking cut', async () => {
    const corpus = await readSiteCorpus(out);
    const question = 'install';
    const [best] = corpus.search(question, { pageSize: 1, filter: { version: 'v2' } });
    expect(best?.breadcrumbs).toEqual(['Getting started']);
    const inWebhooks = corpus.search(question, {
      pageSize: 1,
      filter: { version: 'v2', groups: ['WEBHOOKS'] },
    });
    expect(inWebhooks.map((passage) => passage.route)).toEqual(['/en/v2/webhooks']);
    expect(corpus.search(question, { pageSize: 5, filter: { groups: ['Nope'] } })).toEqual([]);
    expect(corpus.search(question, { pageSize: 5, filter: { groups: [] } }).length).toBeGreaterThan(
      0,
    );
  });

  it('returns nothing for a blank question or a page size of 0, and at most 50 passages', async () => {
    const corpus = await readSiteCorpus(out);
    expect(corpus.search('  ?! ', { pageSize: 5 })).toEqual([]);
    expect(corpus.search('install', { pageSize: 0 })).toEqual([]);
    expect(corpus.search('acme', { pageSize: 500 }).length).toBeLessThanOrEqual(50);
  });

  it('shapes passages as search results with the path and the metadata', async () => {
    const corpus = await readSiteCorpus(out);
    const results = searchResults(corpus, {
      query: 'signing secrets',
      pageSize: 1,
      filter: { language: 'en' },
    });
    expect(results).toEqual([
      {
        content: longSection,
        path: '/en/v2/webhooks#signing-secrets',
        metadata: {
          title: 'Webhooks',
          heading: 'Signing secrets',
          anchor: 'signing-secrets',
          breadcrumbs: ['Webhooks'],
          version: 'v2',
          language: 'en',
          score: expect.any(Number) as number,
        },
      },
    ]);
  });
});

describe('loadSiteCorpus', () => {
  it('reads the browser indexes (clipped text) of a site built before the full-text files', async () => {
    const old = await copySite(out);
    await rm(path.join(old, '_folio', 'assistant'), { recursive: true });
    const corpus = await readSiteCorpus(old);
    expect(corpus.fullText).toBe(false);
    const [first] = corpus.search('signing secrets', { pageSize: 1 });
    expect(first?.route).toBe('/en/v2/webhooks');
    expect(first?.content.length).toBeLessThan(longSection.length);
    expect(first?.content.endsWith('…')).toBe(true);
  });

  it('reads the single-file browser indexes of a site built before they were split', async () => {
    const old = await copySite(out);
    await rm(path.join(old, '_folio', 'assistant'), { recursive: true });
    for (const key of ['en--v1', 'en--v2', 'fr--v2']) {
      const whole = await builtSearchText(old, key);
      await rm(path.join(old, '_folio/search', key), { recursive: true });
      await writeFile(path.join(old, '_folio/search', `${key}.json`), whole);
    }
    const corpus = await readSiteCorpus(old);
    expect(corpus.keys).toEqual(['en--v1', 'en--v2', 'fr--v2']);
    expect(corpus.search('signing secrets', { pageSize: 1 })[0]?.route).toBe('/en/v2/webhooks');
  });

  it('leaves out a split browser index whose shards are missing', async () => {
    const old = await copySite(out);
    await rm(path.join(old, '_folio', 'assistant'), { recursive: true });
    await rm(path.join(old, '_folio/search/en--v1'), { recursive: true });
    expect((await readSiteCorpus(old)).keys).toEqual(['en--v2', 'fr--v2']);
  });

  it('never reads shards outside the site for a manifest whose key climbs out', async () => {
    const old = await copySite(out);
    await rm(path.join(old, '_folio', 'assistant'), { recursive: true });
    // The shards sit beside the site, where `../../../<folder>` from the manifest leads.
    const outside = `${old}-outside`;
    await cp(path.join(old, '_folio/search/en--v1'), outside, { recursive: true });
    await rm(path.join(old, '_folio/search/en--v1'), { recursive: true });
    const manifestFile = path.join(old, '_folio/search/en--v1.json');
    const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as { key: string };
    manifest.key = `../../../${path.basename(outside)}`;
    await writeFile(manifestFile, JSON.stringify(manifest));
    try {
      expect((await readSiteCorpus(old)).keys).toEqual(['en--v2', 'fr--v2']);
    } finally {
      await rm(outside, { recursive: true, force: true });
    }
  });

  it('gives an empty corpus for a folder without indexes, and does not keep it', async () => {
    const empty = await mkdtemp(path.join(tmpdir(), 'folio-empty-'));
    try {
      const first = await loadSiteCorpus(empty);
      expect(first.keys).toEqual([]);
      expect(first.search('install', { pageSize: 5 })).toEqual([]);
      expect(await loadSiteCorpus(empty)).not.toBe(first);
      expect((await loadSiteCorpus(path.join(empty, 'missing'))).keys).toEqual([]);
    } finally {
      await rm(empty, { recursive: true, force: true });
    }
  });

  it('leaves out files that are not search indexes', async () => {
    const broken = await copySite(out);
    await cp(path.join(broken, 'sitemap.xml'), path.join(broken, '_folio/assistant/zz.json'));
    expect((await readSiteCorpus(broken)).keys).toEqual(['en--v1', 'en--v2', 'fr--v2']);
  });

  it('keeps one corpus per folder, the 16 most recently used', async () => {
    forgetSiteCorpus();
    const first = await loadSiteCorpus(out);
    expect(await loadSiteCorpus(`${out}/`)).toBe(first);
    const others = await Promise.all(Array.from({ length: 16 }, () => copySite(out)));
    const loaded = [];
    for (const other of others) loaded.push(await loadSiteCorpus(other));
    // 17 folders were loaded: the least recently used one (`out`) was dropped, not the others.
    expect(await loadSiteCorpus(others[0] ?? '')).toBe(loaded[0]);
    expect(await loadSiteCorpus(out)).not.toBe(first);
    forgetSiteCorpus();
  }, 60_000);
});

/** A copy of the built site's search files in a new folder. */
async function copySite(from: string): Promise<string> {
  const to = await mkdtemp(path.join(tmpdir(), 'folio-site-copy-'));
  await cp(path.join(from, '_folio'), path.join(to, '_folio'), { recursive: true });
  await cp(path.join(from, 'sitemap.xml'), path.join(to, 'sitemap.xml'));
  copies.push(to);
  return to;
}
