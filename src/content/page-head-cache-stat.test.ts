import * as fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { page, tempDocs } from '../../test/helpers/temp-docs.ts';
import { CacheStore } from '../shared/index.ts';
import { PageHeadCache } from './page-head-cache.ts';

vi.mock('node:fs', async (original) => {
  const actual = await original<typeof fs>();
  return { ...actual, lstatSync: vi.fn(actual.lstatSync) };
});

describe('PageHeadCache stat calls', () => {
  it('takes the stat of a page it has no record of from the file it opens', async () => {
    const root = await tempDocs({ 'a.mdx': page('One'), 'b.mdx': page('Two') });
    const cache = PageHeadCache.open(new CacheStore(path.join(root, 'cache')), '0123456789abcdef');
    vi.mocked(fs.lstatSync).mockClear();
    expect(cache.read(root, 'a.mdx')).toBe('---\ntitle: "One"\n---\n');
    cache.read(root, 'b.mdx');
    // A first run: no `lstat` before each page is opened.
    expect(vi.mocked(fs.lstatSync)).not.toHaveBeenCalled();
  });
});
