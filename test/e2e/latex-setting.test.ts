/**
 * docs.json `styling.latex` in a build: `true` links KaTeX's stylesheet from every page (and
 * ships it) even without `$…$` in any page; `false` leaves dollar signs as text.
 */
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSite } from '../../src/site/index.ts';
import { tempDocs } from '../helpers/temp-docs.ts';

const build = async (latex: boolean | undefined, body: string) => {
  const root = await tempDocs({
    'docs.json': {
      name: 'Math',
      navigation: { pages: ['index'] },
      ...(latex === undefined ? {} : { styling: { latex } }),
    },
    'index.mdx': `---\ntitle: Home\n---\n\n${body}\n`,
  });
  const out = path.join(root, 'out');
  expect((await buildSite(root, { outDir: out, cache: false })).written).toBe(true);
  return { out, html: await readFile(path.join(out, 'index.html'), 'utf8') };
};

describe('styling.latex', () => {
  it('true: KaTeX stylesheet on a page without math', async () => {
    const { out, html } = await build(true, 'No math here.');
    expect(html).toContain('<link rel="stylesheet" href="/_folio/katex/katex.min.css"/>');
    expect((await stat(path.join(out, '_folio/katex/katex.min.css'))).isFile()).toBe(true);
  });

  it('unset: no stylesheet without math', async () => {
    const { html } = await build(undefined, 'No math here.');
    expect(html).not.toContain('katex.min.css');
  });

  it('false: dollar amounts stay text', async () => {
    const { html } = await build(false, 'It costs $5 and $10.');
    expect(html).toContain('It costs $5 and $10.');
    expect(html).not.toContain('data-folio-math');
  });
});
