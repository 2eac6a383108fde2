import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { page, tempDocs } from '../../test/helpers/temp-docs.ts';
import { buildSite } from './build-site.ts';

describe('buildSite folder paths', () => {
  it('redirects a folder path no page holds to its first page, after docs.json rules', async () => {
    const root = await tempDocs({
      'docs.json': {
        name: 'Folders',
        navigation: { pages: ['index', 'guides/intro', 'guides/setup', 'api/users/list'] },
        redirects: [{ source: '/api', destination: '/guides/setup' }],
      },
      'index.mdx': page('Home'),
      'guides/intro.mdx': page('Intro'),
      'guides/setup.mdx': page('Setup'),
      'api/users/list.mdx': page('List'),
    });
    const out = path.join(await tempDocs({}), 'site');
    const result = await buildSite(root, { outDir: out, cache: false });
    expect(result.diagnostics).toEqual([]);
    expect(await readFile(path.join(out, '_redirects'), 'utf8')).toBe(
      '/api /guides/setup 301\n/guides /guides/intro 302\n/api/users /api/users/list 302\n',
    );
    expect(await readFile(path.join(out, 'guides/index.html'), 'utf8')).toContain(
      'url=/guides/intro"',
    );
    expect(await readFile(path.join(out, 'api/index.html'), 'utf8')).toContain(
      'url=/guides/setup"',
    );
  });
});
