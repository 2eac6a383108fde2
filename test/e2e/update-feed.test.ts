/**
 * The RSS feed of a changelog page (`<Update>` entries) at its URL plus `/rss.xml`: written by
 * the build, served the same by `folio dev`, valid XML with one item per heading (or per entry,
 * or the `rss` prop's text), Markdown only, links to the entries' anchors, dates from the labels.
 */
import { mkdtemp, readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, describe, expect, it } from 'vitest';
import { startDevServer } from '../../src/dev/index.ts';
import type { DevServer } from '../../src/dev/index.ts';
import { buildSite } from '../../src/site/index.ts';
import { tempDocs } from '../helpers/temp-docs.ts';

const changelog = `---
title: Product updates
description: New updates & improvements
rss: true
---

<Update label="March 2025" description="v0.0.10" tags={["Wintergreen", "Spearmint"]}>
  ## New flavour

  Added **Wintergreen** <Badge>new</Badge>.

  \`\`\`js
  mint();
  \`\`\`

  ## Fixes

  - Spearmint now has 10% more mint.
  - \`mint --fresh\` clears the  cache, see \`mint help\` .

</Update>

<Update label="2025-02-14" tags="Spearmint">
  Released a new version of the Spearmint flavor.
</Update>

<Update label="Week 3" rss={{ title: "January: a redesign", description: "Complete UI overhaul" }}>
  <Frame>
    <img src="https://example.com/a.png" alt="Dashboard" />
  </Frame>
</Update>
`;

function docs(canonical: boolean): Parameters<typeof tempDocs>[0] {
  return {
    'docs.json': {
      name: 'Feeds',
      ...(canonical ? { seo: { metatags: { canonical: 'https://docs.example.com/' } } } : {}),
      navigation: { groups: [{ group: 'Start', pages: ['index', 'changelog'] }] },
    },
    'index.mdx': '---\ntitle: Home\n---\n\nNo entries here.\n',
    'changelog.mdx': changelog,
  };
}

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@' });

interface FeedItem {
  title: string;
  link: string;
  guid: { '#text': string; '@isPermaLink': string };
  description?: string;
  pubDate?: string;
  category?: string | string[];
}

function parseFeed(text: string): { channel: Record<string, unknown>; items: FeedItem[] } {
  // Well-formed XML first (the parser alone accepts some broken documents). The validator still
  // ships with fast-xml-parser 5; its planned successor is a separate package.
  // eslint-disable-next-line @typescript-eslint/no-deprecated
  expect(XMLValidator.validate(text)).toBe(true);
  const document = parser.parse(text) as { rss: { '@version': string; channel: never } };
  expect(document.rss['@version']).toBe('2.0');
  const channel = document.rss.channel as Record<string, unknown>;
  const items = channel['item'];
  return { channel, items: (Array.isArray(items) ? items : [items]) as FeedItem[] };
}

async function build(canonical: boolean): Promise<{ root: string; out: string }> {
  const root = await tempDocs(docs(canonical));
  const out = path.join(await mkdtemp(path.join(tmpdir(), 'folio-out-')), 'site');
  const built = await buildSite(root, { outDir: out, cache: false });
  expect(built.written).toBe(true);
  return { root, out };
}

const running: DevServer[] = [];
afterAll(async () => {
  await Promise.all(running.map((server) => server.close()));
});

describe('changelog RSS feeds', () => {
  it('builds one item per heading, per entry or per rss prop, with absolute links', async () => {
    const { out } = await build(true);
    const { channel, items } = parseFeed(
      await readFile(path.join(out, 'changelog/rss.xml'), 'utf8'),
    );
    expect(channel['title']).toBe('Product updates');
    expect(channel['description']).toBe('New updates & improvements');
    expect(channel['link']).toBe('https://docs.example.com/changelog');
    expect(channel['atom:link']).toMatchObject({
      '@href': 'https://docs.example.com/changelog/rss.xml',
      '@rel': 'self',
    });
    expect(items).toEqual([
      {
        title: 'New flavour',
        link: 'https://docs.example.com/changelog#new-flavour',
        guid: { '#text': 'https://docs.example.com/changelog#new-flavour', '@isPermaLink': 'true' },
        description: 'Added **Wintergreen**.',
        pubDate: 'Sat, 01 Mar 2025 00:00:00 GMT',
        category: ['Wintergreen', 'Spearmint'],
      },
      {
        title: 'Fixes',
        link: 'https://docs.example.com/changelog#fixes',
        guid: { '#text': 'https://docs.example.com/changelog#fixes', '@isPermaLink': 'true' },
        description: '* Spearmint now has 10% more mint.\n* clears the cache, see.',
        pubDate: 'Sat, 01 Mar 2025 00:00:00 GMT',
        category: ['Wintergreen', 'Spearmint'],
      },
      {
        title: '2025-02-14',
        link: 'https://docs.example.com/changelog#2025-02-14',
        guid: { '#text': 'https://docs.example.com/changelog#2025-02-14', '@isPermaLink': 'true' },
        description: 'Released a new version of the Spearmint flavor.',
        pubDate: 'Fri, 14 Feb 2025 00:00:00 GMT',
        category: 'Spearmint',
      },
      {
        title: 'January: a redesign',
        link: 'https://docs.example.com/changelog#week-3',
        guid: { '#text': 'https://docs.example.com/changelog#week-3', '@isPermaLink': 'true' },
        description: 'Complete UI overhaul',
      },
    ]);
    // Each link's anchor is an id on the built page.
    const html = await readFile(path.join(out, 'changelog/index.html'), 'utf8').catch(() =>
      readFile(path.join(out, 'changelog.html'), 'utf8'),
    );
    for (const item of items) expect(html).toContain(`id="${item.link.split('#')[1] ?? ''}"`);
    // `rss: true`: the feed link under the title, and the feed announced in the head.
    expect(html).toContain('<a class="folio-rss-link" href="/changelog/rss.xml"');
    expect(html).toContain(
      '<link rel="alternate" type="application/rss+xml" title="Product updates" href="/changelog/rss.xml"/>',
    );
    const home = await readFile(path.join(out, 'index.html'), 'utf8');
    expect(home).not.toContain('folio-rss-link');
    // A page without entries has no feed.
    expect(existsSync(path.join(out, 'rss.xml'))).toBe(false);
  });

  it('writes the same feed when the pages come from the build cache', async () => {
    const root = await tempDocs(docs(true));
    const feeds: string[] = [];
    for (const run of ['first', 'cached']) {
      const out = path.join(await mkdtemp(path.join(tmpdir(), `folio-${run}-`)), 'site');
      expect((await buildSite(root, { outDir: out })).written).toBe(true);
      feeds.push(await readFile(path.join(out, 'changelog/rss.xml'), 'utf8'));
    }
    expect(parseFeed(feeds[1] ?? '').items).toHaveLength(4);
    expect(feeds[1]).toBe(feeds[0]);
  });

  it('uses relative links without a site address, and folio dev serves the same feed', async () => {
    const { root, out } = await build(false);
    const text = await readFile(path.join(out, 'changelog/rss.xml'), 'utf8');
    const { channel, items } = parseFeed(text);
    expect(channel['link']).toBe('/changelog');
    expect(channel['atom:link']).toBeUndefined();
    expect(items[0]?.link).toBe('/changelog#new-flavour');
    expect(items[0]?.guid['@isPermaLink']).toBe('false');

    const server = await startDevServer({ root, port: 0 });
    running.push(server);
    const response = await fetch(`${server.url}/changelog/rss.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/xml/);
    expect(await response.text()).toBe(text);
    expect((await fetch(`${server.url}/rss.xml`)).status).toBe(404);
  });
});
