import * as fs from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Element } from 'hast';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { CodeMeta } from './code-meta.ts';
import { createHighlightCache } from './highlight-cache.ts';

/** Listings of the cache folder: each reading of the packs' indexes lists it once. */
const listings = vi.hoisted(() => ({ count: 0 }));
vi.mock('node:fs', async (importOriginal) => {
  const real = await importOriginal<typeof fs>();
  const readdirSync = ((...args: Parameters<typeof real.readdirSync>) => {
    listings.count++;
    return real.readdirSync(...args);
  }) as typeof real.readdirSync;
  return { ...real, readdirSync };
});

const folder = await mkdtemp(path.join(os.tmpdir(), 'folio-highlight-reads-'));
afterAll(() => rm(folder, { recursive: true, force: true }));

const block = (text: string): Element => ({
  type: 'element',
  tagName: 'pre',
  properties: {},
  children: [{ type: 'text', value: text }],
});

describe('createHighlightCache', () => {
  it('reads the indexes once for blocks looked up together', async () => {
    const meta: CodeMeta = { lang: 'ts', highlight: new Set(), lineNumbers: false, wrap: false };
    const writer = createHighlightCache(folder, () => 'salt');
    for (let index = 0; index < 24; index++) {
      await writer.set(`const a = ${String(index)};`, meta, block(String(index)));
    }
    writer.flush();

    // A salt that takes a while, as Folio's own (a hash of its code) does the first time.
    const reader = createHighlightCache(folder, () => Promise.resolve('salt'));
    const before = listings.count;
    const found = await Promise.all(
      Array.from({ length: 24 }, (_, index) => reader.get(`const a = ${String(index)};`, meta)),
    );
    expect(found.map((item) => (item?.children[0] as { value: string }).value)).toEqual(
      Array.from({ length: 24 }, (_, index) => String(index)),
    );
    expect(listings.count - before).toBe(1);
  });
});
