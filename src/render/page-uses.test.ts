/**
 * A rendered page says whether its content shows math or Mermaid diagrams, which decides whether
 * a build adds KaTeX's and Mermaid's files; the flags are read from the content, not the layout.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDocs } from '../../test/helpers/temp-docs.ts';
import { loadDocsProject } from '../content/index.ts';
import { PageRenderer } from './page-renderer.ts';

describe('a rendered page', () => {
  it('says whether its content shows math or a Mermaid diagram', async () => {
    const root = await tempDocs({
      'docs.json': {
        name: 'Uses',
        theme: 'mint',
        colors: { primary: '#0D9373' },
        navigation: { groups: [{ group: 'Start', pages: ['plain', 'math', 'diagram', 'panel'] }] },
      },
      'plain.mdx': '---\ntitle: Plain\n---\n\nText about `data-folio` attributes.\n',
      'math.mdx': '---\ntitle: Math\n---\n\n<Latex>x^2</Latex>\n',
      'diagram.mdx': '---\ntitle: Diagram\n---\n\n```mermaid\ngraph TD\n  A --> B\n```\n',
      'panel.mdx': '---\ntitle: Panel\n---\n\n<Panel>\n<Latex>y</Latex>\n</Panel>\n',
    });
    const project = await loadDocsProject(root);
    const renderer = new PageRenderer(project, { css: '/folio.css', js: '/folio.js' });
    const uses = async (route: string) => {
      const page = renderer.nav.tree.routes.get(route);
      if (!page?.file) throw new Error(`no page ${route}`);
      const rendered = await renderer.renderPage(
        page,
        await readFile(path.join(root, page.file), 'utf8'),
      );
      // The flags agree with the whole page's HTML.
      expect(rendered.usesMath).toBe(rendered.html.includes('data-folio-math'));
      expect(rendered.usesMermaid).toBe(rendered.html.includes('data-folio-mermaid'));
      return [rendered.usesMath, rendered.usesMermaid];
    };
    expect(await uses('/plain')).toEqual([false, false]);
    expect(await uses('/math')).toEqual([true, false]);
    expect(await uses('/diagram')).toEqual([false, true]);
    expect(await uses('/panel')).toEqual([true, false]);
  });
});
