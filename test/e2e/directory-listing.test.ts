/**
 * docs.json `directory`: a group's root page lists the group's children under its content, as
 * cards or as an accordion per nested group; the value is inherited down the navigation and a
 * group can turn it off with "none". Groups without a root page list nothing.
 */
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSite } from '../../src/site/index.ts';
import { page, tempDocs } from '../helpers/temp-docs.ts';

async function build(
  navigation: Record<string, unknown>,
): Promise<(route: string) => Promise<string>> {
  const root = await tempDocs({
    'docs.json': { name: 'Dir', navigation },
    'help/index.mdx': page('Help'),
    'help/faq.mdx': page('FAQ'),
    'help/start/index.mdx': page('Start'),
    'help/start/install.mdx': page('Install'),
    'help/api/index.mdx': page('API'),
    'help/api/auth.mdx': page('Auth'),
    'plain/a.mdx': page('Plain A'),
  });
  const out = path.join(await mkdtemp(path.join(tmpdir(), 'folio-dir-')), 'site');
  const result = await buildSite(root, { outDir: out, cache: false });
  expect(result.written).toBe(true);
  return (route) => readFile(path.join(out, route, 'index.html'), 'utf8');
}

const listing = (html: string) =>
  /<nav class="folio-directory[^"]*"[^>]*>[\s\S]*?<\/nav>/.exec(html)?.[0];

const help = (directory?: string, apiDirectory?: string) => ({
  group: 'Help Center',
  root: 'help/index',
  ...(directory ? { directory } : {}),
  pages: [
    'help/faq',
    { group: 'Getting Started', root: 'help/start/index', pages: ['help/start/install'] },
    {
      group: 'API Reference',
      root: 'help/api/index',
      ...(apiDirectory ? { directory: apiDirectory } : {}),
      pages: ['help/api/auth'],
    },
  ],
});

describe('navigation directory', () => {
  it('lists pages and nested groups as accordions, inherited, and "none" turns it off', async () => {
    const read = await build({
      groups: [help('accordion', 'none'), { group: 'Plain', pages: ['plain/a'] }],
    });
    const root = listing(await read('help'));
    expect(root).toContain('class="folio-directory folio-directory-accordion"');
    expect(root).toContain('<a href="/help/faq">FAQ</a>');
    expect(root).toMatch(
      /<details class="folio-accordion"[^>]*>[\s\S]*Getting Started[\s\S]*href="\/help\/start\/install"/,
    );
    expect(root).toContain('API Reference');
    // Inherited by the nested group with a root page…
    expect(listing(await read('help/start'))).toContain(
      '<a href="/help/start/install">Install</a>',
    );
    // …and turned off where a group says "none".
    expect(listing(await read('help/api'))).toBeUndefined();
    // A page that is no group's root lists nothing.
    expect(listing(await read('help/faq'))).toBeUndefined();
  });

  it('shows cards when set higher up the navigation', async () => {
    const read = await build({ directory: 'card', groups: [help()] });
    const root = listing(await read('help'));
    expect(root).toContain('folio-directory-card');
    expect(root).toContain('<a class="folio-card-link" href="/help/faq">FAQ</a>');
    // A nested group's card leads to its root page.
    expect(root).toContain('<a class="folio-card-link" href="/help/start">Getting Started</a>');
  });

  it('lists nothing without the setting', async () => {
    const read = await build({ groups: [help()] });
    expect(listing(await read('help'))).toBeUndefined();
  });
});
