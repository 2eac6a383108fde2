/**
 * docs.json `errors.404` in `folio dev` and in the built site served by the static server: the
 * configured title and text on the 404 page, and `redirect: true` sending unknown paths home.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { serveStatic, startDevServer } from '../../src/dev/index.ts';
import { buildSite } from '../../src/site/index.ts';
import { tempDocs } from '../helpers/temp-docs.ts';

const closers: (() => Promise<void>)[] = [];

afterAll(async () => {
  await Promise.all(closers.map((close) => close()));
});

const site = (errors: Record<string, unknown>) =>
  tempDocs({
    'docs.json': {
      name: 'Lost',
      navigation: { groups: [{ group: 'Start', pages: ['intro'] }] },
      errors: { '404': errors },
    },
    'intro.mdx': '---\ntitle: Intro\n---\n\nHello.\n',
  });

describe('errors.404', () => {
  it('shows the configured words in dev and in the build', async () => {
    const root = await site({ title: 'Nothing here', description: 'Try the *intro*.' });
    const dev = await startDevServer({ root, port: 0 });
    closers.push(() => dev.close());
    const response = await fetch(`${dev.url}/nowhere`);
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('<h1 class="folio-title">Nothing here</h1>');
    expect(html).toContain('<p>Try the <em>intro</em>.</p>');

    const out = path.join(await mkdtemp(path.join(tmpdir(), 'folio-404-')), 'site');
    expect((await buildSite(root, { outDir: out, cache: false })).written).toBe(true);
    const served = await serveStatic(out);
    closers.push(() => served.close());
    const built = await fetch(`${served.url}/nowhere`);
    expect(built.status).toBe(404);
    expect(await built.text()).toContain('<h1 class="folio-title">Nothing here</h1>');
  });

  it('redirects unknown paths home with redirect: true', async () => {
    const root = await site({ redirect: true });
    const dev = await startDevServer({ root, port: 0 });
    closers.push(() => dev.close());
    const response = await fetch(`${dev.url}/nowhere`, { redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/intro');

    const out = path.join(await mkdtemp(path.join(tmpdir(), 'folio-404-')), 'site');
    expect((await buildSite(root, { outDir: out, cache: false })).written).toBe(true);
    const served = await serveStatic(out);
    closers.push(() => served.close());
    const built = await fetch(`${served.url}/nowhere`);
    expect(built.status).toBe(404);
    expect(await built.text()).toContain('<meta http-equiv="refresh" content="0; url=/intro"/>');
  });
});
