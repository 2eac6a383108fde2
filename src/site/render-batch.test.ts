/**
 * What a rendering thread sends the building thread for each page: a changelog page's feed is
 * made there, and its source is not sent; its feed and search segment are stored, and only their
 * hashes sent (the building thread keeps every page's result until the site is written).
 */
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDocs } from '../../test/helpers/temp-docs.ts';
import { loadDocsProject } from '../content/index.ts';
import { PageRenderer } from '../render/index.ts';
import { hashText, storeText } from './cached-html.ts';
import type { TextStore } from './cached-html.ts';
import { renderBatch } from './render-batch.ts';
import { readStoredSegment } from './stored-segments.ts';

const assets = { css: '/_folio/folio.css', js: '/_folio/folio.js' };

const changelog = `---
title: Product updates
---

<Update label="2025-02-14" tags="Spearmint">
  Released a new version of the Spearmint flavor.
</Update>
`;

describe('renderBatch', () => {
  it("sends a changelog page's feed, not its entries", async () => {
    const root = await tempDocs({
      'docs.json': {
        name: 'Feeds',
        navigation: { groups: [{ group: 'Start', pages: ['index', 'changelog'] }] },
      },
      'index.mdx': '---\ntitle: Home\n---\n\nNo entries here.\n',
      'changelog.mdx': changelog,
    });
    const project = await loadDocsProject(root, { cache: false });
    const renderer = new PageRenderer(project, assets);
    const [home, updates] = await renderBatch(renderer, ['/', '/changelog'], () => undefined);
    expect(home?.feed).toBeUndefined();
    expect(updates?.summary.updates).toBeUndefined();
    expect(updates?.feed).toContain('<title>Product updates</title>');
    expect(updates?.feed).toContain(
      '<description>Released a new version of the Spearmint flavor.</description>',
    );
    expect(updates?.feed).toContain('<pubDate>Fri, 14 Feb 2025 00:00:00 GMT</pubDate>');
  });

  it("stores a changelog page's feed and sends only its hash and size", async () => {
    const root = await tempDocs({
      'docs.json': { name: 'Feeds', navigation: { pages: ['changelog'] } },
      'changelog.mdx': changelog,
    });
    const project = await loadDocsProject(root, { cache: false });
    const renderer = new PageRenderer(project, assets);
    const [given] = await renderBatch(renderer, ['/changelog'], () => undefined);
    const feed = given?.feed ?? '';
    expect(feed).toContain('<title>Product updates</title>');
    expect(given?.feedFile).toBeUndefined();

    const folder = await mkdtemp(path.join(tmpdir(), 'folio-feeds-'));
    const store: TextStore = (text, kind) => storeText(folder, text, kind);
    const [stored] = await renderBatch(renderer, ['/changelog'], () => undefined, store);
    expect(stored?.feed).toBeUndefined();
    expect(stored?.feedFile).toEqual({ hash: hashText(feed), bytes: Buffer.byteLength(feed) });
    expect(await readFile(path.join(folder, `${hashText(feed)}.rss`), 'utf8')).toBe(feed);
  });

  it("stores a page's search segment and sends only its hashes", async () => {
    const root = await tempDocs({
      'docs.json': { name: 'Segments', navigation: { pages: ['index'] } },
      'index.mdx': '---\ntitle: Home\n---\n\nWords to find the page by.\n',
    });
    const project = await loadDocsProject(root, { cache: false });
    const renderer = new PageRenderer(project, assets);
    const [given] = await renderBatch(renderer, ['/'], () => undefined);
    // Without a store, the segment comes as JSON, hashed as the stored file is named.
    const json = given?.searchJson ?? '';
    expect(json).toContain('"route":"/"');
    expect(given?.searchFingerprint.hash).toBe(hashText(json));

    const folder = await mkdtemp(path.join(tmpdir(), 'folio-segments-'));
    const store: TextStore = (text, kind) => storeText(folder, text, kind);
    const [stored] = await renderBatch(renderer, ['/'], () => undefined, store);
    expect(stored?.searchJson).toBeUndefined();
    // Stored, the hash is its head's, which names the body (see `stored-segments.ts`).
    expect(stored?.searchFingerprint).toEqual({
      ...given?.searchFingerprint,
      hash: stored?.searchFingerprint.hash,
    });
    expect(stored?.searchBody).toMatch(/^[0-9a-f]{20}$/);
    // The HTML went to the store too, measured as it was written.
    expect(stored?.html).toBeUndefined();
    expect(stored?.htmlBytes).toBe(Buffer.byteLength(given?.html ?? 'missing'));
    expect(stored?.htmlBytes).toBe(given?.htmlBytes);
    expect(readStoredSegment(folder, stored?.searchFingerprint.hash ?? '')).toEqual(
      JSON.parse(json),
    );
  });
});
