/**
 * The search indexes are built from segments stored as files (named by their fingerprint's
 * hash), read when their index is built: the same indexes as from segments in hand.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { indexFiles, pageSegment, segmentFingerprint } from '../search/index.ts';
import type { SearchDocument } from '../search/index.ts';
import { page, sampleDocuments } from '../../test/search/sample-documents.ts';
import { hashText, storeHtml } from './cached-html.ts';
import type { JsonIndexPage } from './render-batch.ts';
import { eachSearchFile } from './search-files.ts';
import { segmentFileName } from './stored-segments.ts';

/** `docs`' pages as a render thread sends them once their segments are stored in `folder`. */
function storedPages(folder: string, docs: readonly SearchDocument[]): JsonIndexPage[] {
  return docs.map((doc) => {
    const segment = pageSegment(doc);
    const hash = storeHtml(folder, JSON.stringify(segment), 'search.json');
    if (hash === undefined) throw new Error('The test folder cannot be written.');
    return { fingerprint: segmentFingerprint(segment, hash) };
  });
}

/** The indexes of `docs` joined from segments in hand. */
function inHand(docs: readonly SearchDocument[]): { key: string; text: string }[] {
  const pages = docs.map((doc) => {
    const segment = pageSegment(doc);
    return { fingerprint: segmentFingerprint(segment, hashText(JSON.stringify(segment))), segment };
  });
  return indexFiles(pages).map(({ key, text }) => ({ key, text }));
}

describe('eachSearchFile', () => {
  it('builds the indexes from stored segments as from segments in hand', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'folio-search-files-'));
    const pages = storedPages(folder, sampleDocuments);
    expect(pages.every((item) => item.json === undefined)).toBe(true);
    const files = [...eachSearchFile({ pages, folder, cached: [], fullText: false })];
    expect(files.map(({ key, text }) => ({ key, text }))).toEqual(inHand(sampleDocuments));
  });

  it('patches a kept index with the stored segments, earlier ones included', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'folio-search-files-'));
    const before = sampleDocuments;
    const first = [
      ...eachSearchFile({
        pages: storedPages(folder, before),
        folder,
        cached: [],
        fullText: false,
      }),
    ];
    const cached = first.flatMap((file) => file.cached ?? []);
    expect(cached.length).toBeGreaterThan(0);
    const after = before.map((doc) =>
      doc.route === '/quickstart'
        ? page('/quickstart', 'Quickstart', [[undefined, 'Now a page about deploying twice.']])
        : doc,
    );
    const pages = storedPages(folder, after);
    const patched = [...eachSearchFile({ pages, folder, cached, fullText: false })];
    expect(patched.some((file) => file.patchedFrom !== undefined)).toBe(true);
    expect(patched.map(({ key, text }) => ({ key, text }))).toEqual(inHand(after));
  });

  it('fails when a stored segment an index needs is missing', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'folio-search-files-'));
    const pages = storedPages(folder, sampleDocuments);
    const quickstart = pages.find((item) => item.fingerprint.route === '/quickstart');
    await rm(path.join(folder, segmentFileName(quickstart?.fingerprint.hash ?? '')));
    expect(() => [...eachSearchFile({ pages, folder, cached: [], fullText: false })]).toThrow(
      'The search segment of /quickstart is missing.',
    );
  });
});
