import { describe, expect, it } from 'vitest';
import { page, tempDocs } from '../../../test/helpers/temp-docs.ts';
import { loadDocsProject } from '../../content/index.ts';
import { checkBrokenLinks } from './check-broken-links.ts';

describe('checkBrokenLinks: pages with the same text', () => {
  it('reports a copied page in each folder, resolving relative links from each copy', async () => {
    const absolute = page('A', '[gone](/nowhere)');
    const broken = page('B', '<Card title="x">');
    const relative = page('R', '[here](./present) [there](./missing)');
    const root = await tempDocs({
      'docs.json': {
        name: 'Copies',
        navigation: {
          pages: ['v1/a', 'v2/a', 'v1/b', 'v2/b', 'v1/r', 'v2/r', 'v1/present', 'v2/missing'],
        },
      },
      'v1/a.mdx': absolute,
      'v2/a.mdx': absolute,
      'v1/b.mdx': broken,
      'v2/b.mdx': broken,
      'v1/r.mdx': relative,
      'v2/r.mdx': relative,
      'v1/present.mdx': page('P'),
      'v2/missing.mdx': page('M'),
    });
    const report = await checkBrokenLinks(await loadDocsProject(root), { workers: 1 });
    expect(report.broken.map((link) => `${link.file}:${link.line} ${link.problem}`)).toEqual([
      'v1/a.mdx:5 no page /nowhere',
      'v1/r.mdx:5 no page /v1/missing',
      'v2/a.mdx:5 no page /nowhere',
      'v2/r.mdx:5 no page /v2/present',
    ]);
    expect(report.diagnostics.map((item) => [item.code, item.position?.file])).toEqual([
      ['mdx', 'v1/b.mdx'],
      ['mdx', 'v2/b.mdx'],
    ]);
  });
});
