/**
 * The contextual menu's HTML on a rendered page: the split button beside the title (or atop the
 * table of contents), its entries in docs.json's order with their links, and its words in the
 * page's language.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDocs } from '../../../test/helpers/temp-docs.ts';
import { loadDocsProject } from '../../content/index.ts';
import { PageRenderer } from '../page-renderer.ts';

const assets = { css: '/_folio/folio.css', js: '/_folio/folio.js' };

async function render(contextual: unknown, extra: Record<string, unknown> = {}): Promise<string> {
  const root = await tempDocs({
    'docs.json': {
      name: 'Acme',
      navigation: { pages: ['index', 'guides/setup'] },
      seo: { metatags: { canonical: 'https://docs.acme.dev' } },
      ...(contextual === undefined ? {} : { contextual }),
      ...extra,
    },
    'index.mdx': '---\ntitle: Home\n---\n\nHello.\n',
    'guides/setup.mdx': '---\ntitle: Setup\n---\n\n## Install\n\nRun it.\n',
  });
  const renderer = new PageRenderer(await loadDocsProject(root), assets);
  const page = renderer.nav.tree.routes.get('/guides/setup');
  if (!page?.file) throw new Error('no page');
  const rendered = await renderer.renderPage(
    page,
    await readFile(path.join(root, page.file), 'utf8'),
  );
  return rendered.html;
}

/** The menu's entries as "kind option|title -> href". */
function entries(html: string): string[] {
  const menu =
    /<div id="folio-contextual-menu"[^>]*>([\s\S]*?)<\/div><span class="folio-contextual-status"/.exec(
      html,
    )?.[1] ?? '';
  return [
    ...menu.matchAll(
      /<(a|button) ([^>]*)>[\s\S]*?<span class="folio-contextual-title">([^<]*)<\/span>/g,
    ),
  ].map((match) => {
    const attributes = match[2] ?? '';
    const option = /data-contextual-option="([^"]*)"/.exec(attributes)?.[1] ?? 'custom';
    const href = /href="([^"]*)"/.exec(attributes)?.[1];
    return `${match[1] ?? ''} ${option}|${match[3] ?? ''}${href === undefined ? '' : ` -> ${href}`}`;
  });
}

describe('contextual menu HTML', () => {
  it('draws the split button beside the title with every option in order', async () => {
    const html = await render({
      options: [
        'copy',
        'view',
        'chatgpt',
        'download-pdf',
        'mcp',
        'vscode',
        {
          title: 'Ideas',
          description: 'Ask for a feature',
          icon: 'plus',
          href: 'https://acme.dev/ideas',
        },
      ],
    });
    expect(html).toContain(
      '<div class="folio-title-row"><h1 class="folio-title">Setup</h1><div class="folio-contextual folio-contextual-header" data-folio-contextual="" data-route="/guides/setup" data-markdown="/guides/setup.md" data-site-name="Acme" data-copied="Copied" data-copy-failed="Copy failed"><button type="button" class="folio-contextual-main" data-contextual-option="copy">',
    );
    expect(html).toContain(
      '<button type="button" class="folio-contextual-toggle" aria-haspopup="menu" aria-expanded="false" aria-controls="folio-contextual-menu" aria-label="Page options">',
    );
    expect(entries(html)).toEqual([
      'button copy|Copy page',
      'a view|View as Markdown -> https://docs.acme.dev/guides/setup.md',
      'a chatgpt|Open in ChatGPT -> https://chatgpt.com/?hints=search&amp;q=Read%20https%3A%2F%2Fdocs.acme.dev%2Fguides%2Fsetup.md%20so%20I%20can%20ask%20questions%20about%20it.',
      'button mcp|Copy MCP server URL',
      'a vscode|Connect to VS Code -> vscode:mcp/install?%7B%22name%22%3A%22Acme%22%2C%22type%22%3A%22http%22%2C%22url%22%3A%22https%3A%2F%2Fdocs.acme.dev%2Fmcp%22%7D',
      'a custom|Ideas -> https://acme.dev/ideas',
    ]);
    expect(html).toContain(
      'target="_blank" rel="noopener noreferrer" class="folio-contextual-item" role="menuitem" tabindex="-1">',
    );
    expect(html).not.toMatch(/ on[a-z]+="/);
  });

  it('goes atop the table of contents with display "toc", in the page’s language', async () => {
    const html = await render(
      { options: ['copy', 'claude'], display: 'toc' },
      {
        navigation: { languages: [{ language: 'fr', pages: ['index', 'guides/setup'] }] },
      },
    );
    expect(html).toContain('<h1 class="folio-title">Setup</h1>');
    expect(html).not.toContain('folio-title-row');
    expect(html).toMatch(
      /<aside class="folio-toc" aria-labelledby="folio-toc-title"><div class="folio-contextual folio-contextual-toc"/,
    );
    expect(entries(html)).toEqual([
      'button copy|Copier la page',
      'a claude|Ouvrir dans Claude -> https://claude.ai/new?q=Read%20https%3A%2F%2Fdocs.acme.dev%2Fguides%2Fsetup.md%20so%20I%20can%20ask%20questions%20about%20it.',
    ]);
  });

  it('is absent without docs.json contextual', async () => {
    const html = await render(undefined);
    expect(html).not.toContain('folio-contextual');
  });
});
