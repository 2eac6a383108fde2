/**
 * sitemap.xml, robots.txt, llms.txt and llms-full.txt in `folio dev`: the same text the build
 * writes, and made again after a page changes.
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startDevServer } from '../../src/dev/index.ts';
import type { DevServer } from '../../src/dev/index.ts';
import { buildSite } from '../../src/site/index.ts';
import { tempDocs } from '../helpers/temp-docs.ts';

const files = {
  'docs.json': {
    name: 'Site files',
    description: 'Docs for the site files',
    seo: { metatags: { canonical: 'https://docs.example.com' } },
    navigation: { groups: [{ group: 'Start', pages: ['index', 'guide', 'secret'] }] },
  },
  'index.mdx': '---\ntitle: Home\ndescription: Where it starts\n---\n\nWelcome home.\n',
  'guide.mdx': '---\ntitle: Guide\n---\n\n## Install\n\nRun the installer.\n',
  'secret.mdx': '---\ntitle: Secret\nnoindex: true\n---\n\nNot listed.\n',
};

const names = ['sitemap.xml', 'robots.txt', 'llms.txt', 'llms-full.txt'];
const running: DevServer[] = [];

afterAll(async () => {
  await Promise.all(running.map((server) => server.close()));
});

describe('folio dev site files', () => {
  it('serves the text the build writes, with its type, and updates it after an edit', async () => {
    const root = await tempDocs(files);
    const out = path.join(await mkdtemp(path.join(tmpdir(), 'folio-out-')), 'site');
    const built = await buildSite(root, { outDir: out, cache: false });
    expect(built.written).toBe(true);

    const server = await startDevServer({ root, port: 0 });
    running.push(server);
    for (const name of names) {
      const response = await fetch(`${server.url}/${name}`);
      expect(response.status, name).toBe(200);
      expect(await response.text(), name).toBe(await readFile(path.join(out, name), 'utf8'));
    }
    const sitemap = await fetch(`${server.url}/sitemap.xml`);
    expect(sitemap.headers.get('content-type')).toMatch(/xml/);
    expect(await (await fetch(`${server.url}/llms.txt`)).text()).toContain(
      '- [Home](https://docs.example.com/): Where it starts',
    );

    await writeFile(path.join(root, 'guide.mdx'), '---\ntitle: Guide v2\n---\n\nNew text.\n');
    await expect
      .poll(async () => (await fetch(`${server.url}/llms-full.txt`)).text(), { timeout: 10_000 })
      .toContain('# Guide v2');
  });
});
