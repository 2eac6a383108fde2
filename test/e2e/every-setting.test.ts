/**
 * The every-setting fixture (test/fixtures/every-setting): one docs folder setting docs.json keys
 * and frontmatter fields, built once, each key checked for an effect a reader or a tool can see
 * (HTML, llms.txt, the 404 page, redirects). The settings list (the source of the settings table
 * in the docs) drives the coverage test: every key Folio honours is either checked here, or
 * listed as not yet checked by this fixture, so a new key cannot slip in unclassified, and a
 * planned key (warned, does nothing) is reported as such.
 */
import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { SETTINGS } from '../../src/config/index.ts';
import { buildSite } from '../../src/site/index.ts';

const fixture = path.resolve('test/fixtures/every-setting');
let out = '';
const read = (file: string) => readFile(path.join(out, file), 'utf8');
const page = (route: string) => read(path.join(route, 'index.html'));

beforeAll(async () => {
  out = path.join(await mkdtemp(path.join(tmpdir(), 'folio-every-')), 'site');
  const result = await buildSite(fixture, { outDir: out, cache: false });
  expect(result.written).toBe(true);
}, 120_000);

/** docs.json key → what its value visibly does in the built site. */
const CHECKS: Record<string, () => Promise<void>> = {
  theme: async () => {
    expect(await page('guide')).toContain('data-folio-theme="maple"');
  },
  name: async () => {
    expect(await page('guide')).toMatch(/<title>[^<]*Every Setting/);
  },
  description: async () => {
    expect(await read('llms.txt')).toContain('A docs folder that sets the settings Folio applies.');
  },
  'colors.primary': async () => {
    expect((await page('guide')).toLowerCase()).toContain('#7c3aed');
  },
  'logo.light': async () => {
    expect(await page('guide')).toMatch(/<img[^>]+src="\/logo\.svg"/);
  },
  'logo.href': async () => {
    expect(await page('guide')).toContain('href="https://example.com/home"');
  },
  favicon: async () => {
    expect(await page('guide')).toMatch(/<link[^>]+rel="icon"[^>]+logo\.svg/);
  },
  'banner.content': async () => {
    expect(await page('guide')).toContain('<strong>text</strong>');
  },
  'banner.dismissible': async () => {
    expect(await page('guide')).toMatch(
      /data-folio-banner[^>]*dismiss|folio-banner-dismiss|folio-banner-close/,
    );
  },
  'navbar.links[].label': async () => {
    expect(await page('guide')).toContain('Community');
  },
  'navbar.links[].href': async () => {
    expect(await page('guide')).toContain('href="https://example.com/community"');
  },
  'footer.socials': async () => {
    expect(await page('guide')).toContain('href="https://github.com/example/every"');
  },
  'search.prompt': async () => {
    expect(await page('guide')).toContain('Search every setting');
  },
  'seo.metatags': async () => {
    expect(await page('guide')).toMatch(/<meta[^>]+content="Every Site Name"/);
  },
  'errors.404.title': async () => {
    expect(await read('404.html')).toContain('Nothing at this address');
  },
  'errors.404.description': async () => {
    expect(await read('404.html')).toContain('Go back.');
  },
  'metadata.timestamp': async () => {
    expect(await page('guide')).toContain('folio-last-modified');
  },
  variables: async () => {
    expect(await page('guide')).toContain('Welcome to Widgetron.');
  },
  'markdown.instructions': async () => {
    expect(await read('llms.txt')).toContain('Cite the every-setting fixture.');
  },
  'integrations.ga4.measurementId': async () => {
    const site = await allText();
    expect(site).toContain('G-EVERY1234');
  },
  redirects: async () => {
    expect(await allText()).toMatch(/\/old[\s\S]{0,200}\/guide/);
  },
  'navigation.directory': async () => {
    const html = await page('guide');
    expect(html).toContain('folio-directory-card');
    expect(html).toContain('<a class="folio-card-link" href="/guide/first">First</a>');
  },
  'navigation.groups': async () => {
    expect(await page('guide/first')).toContain('Guide');
  },
};

/** Frontmatter field → its effect. */
const FRONTMATTER: Record<string, () => Promise<void>> = {
  title: async () => {
    expect(await page('guide/first')).toContain('First page title');
  },
  sidebarTitle: async () => {
    expect(await page('guide/second')).toMatch(/>First<\/a>|>First</);
  },
  description: async () => {
    expect(await page('guide/first')).toContain('The first page.');
  },
  deprecated: async () => {
    expect(await page('guide/first')).toContain('folio-deprecated');
  },
  hideFooterPagination: async () => {
    expect(await page('guide/first')).toContain('folio-pagination');
    expect(await page('guide/second')).not.toContain('class="folio-pagination"');
  },
  keywords: async () => {
    expect(await allText()).toContain('zebracorn');
  },
  'og:title': async () => {
    expect(await page('guide/second')).toMatch(
      /<meta[^>]+property="og:title"[^>]+content="Second for social"/,
    );
  },
};

async function allText(): Promise<string> {
  const files = await readdir(out, { recursive: true });
  const texts = await Promise.all(
    files
      .filter((file) => /\.(html|js|json|txt|xml|toml|yaml|_redirects)$|_redirects$/.test(file))
      .map((file) => read(file).catch(() => '')),
  );
  return texts.join('\n');
}

/**
 * Honoured keys this fixture does not check yet: each has its own e2e or unit test elsewhere
 * (see the settings table). The list may only shrink; a key added to the settings list must be
 * checked above or added here on purpose.
 */
const NOT_CHECKED_HERE = new Set(
  SETTINGS.filter((s) => s.status === 'honoured')
    .map((s) => s.key)
    .filter((key) => !(key in CHECKS)),
);
/** How many honoured keys this fixture left unchecked when it was written: may only go down. */
const KNOWN_UNCHECKED = 174;

describe('every setting', () => {
  for (const [key, check] of Object.entries(CHECKS)) it(`docs.json ${key}`, check);
  for (const [field, check] of Object.entries(FRONTMATTER)) it(`frontmatter ${field}`, check);

  it('checks only keys of the settings list', () => {
    const listed = new Set(SETTINGS.map((s) => s.key));
    expect(Object.keys(CHECKS).filter((key) => !listed.has(key))).toEqual([]);
  });

  it('has no planned key: every key the format documents does something', () => {
    expect(SETTINGS.filter((s) => s.status === 'planned').map((s) => s.key)).toEqual([]);
  });

  it('sets in the fixture every key it checks', async () => {
    const raw = JSON.parse(await readFile(path.join(fixture, 'docs.json'), 'utf8')) as unknown;
    const has = (value: unknown, segments: string[]): boolean => {
      const [first, ...rest] = segments;
      if (first === undefined) return value !== undefined;
      if (first.endsWith('[]')) {
        const list = (value as Record<string, unknown> | undefined)?.[first.slice(0, -2)];
        return Array.isArray(list) && list.some((item) => has(item, rest));
      }
      if (typeof value !== 'object' || value === null) return false;
      return has((value as Record<string, unknown>)[first], rest);
    };
    expect(Object.keys(CHECKS).filter((key) => !has(raw, key.split('.')))).toEqual([]);
  });

  it('keeps the unchecked keys from growing (check a new key here)', () => {
    expect(NOT_CHECKED_HERE.size).toBeLessThanOrEqual(KNOWN_UNCHECKED);
  });
});
