/**
 * A page that names a file the folder lacks (an image not checked in) is kept by the build
 * cache like any other: the next build takes it from the cache while the file is still missing,
 * and renders it again once the file is there.
 */
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSite } from '../../src/site/index.ts';
import { page, tempDocs } from '../helpers/temp-docs.ts';

const site = {
  'docs.json': {
    name: 'Missing files',
    navigation: { groups: [{ group: 'Start', pages: ['index', 'guide'] }] },
  },
  'index.mdx': page('Home'),
  'guide.mdx': page('Guide', '![Tracing](/images/tracing.gif)\n'),
};

describe('folio build with a page naming a missing file', () => {
  it('takes the page from the cache while the file is missing, and renders it once it is added', async () => {
    const root = await tempDocs(site);
    const out = path.join(await mkdtemp(path.join(tmpdir(), 'folio-out-')), 'site');
    expect((await buildSite(root, { outDir: out })).rendered).toBe(2);
    expect((await buildSite(root, { outDir: out })).rendered).toBe(0);
    await mkdir(path.join(root, 'images'));
    await writeFile(path.join(root, 'images/tracing.gif'), 'GIF89a');
    expect((await buildSite(root, { outDir: out })).rendered).toBe(1);
  });
});
