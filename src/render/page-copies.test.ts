/**
 * Copies of a page (the same text in several files, as versioned sites have) are compiled once
 * per renderer and share one tree: rendering must never change it.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDocs } from '../../test/helpers/temp-docs.ts';
import { loadDocsProject } from '../content/index.ts';
import { PageRenderer } from './page-renderer.ts';

const assets = { css: '/_folio/folio.css', js: '/_folio/folio.js' };

const text = `---
title: Setup
---

import Note from '/snippets/note.mdx';

export const Counter = () => {
  const [count, setCount] = useState(0);
  return <button onClick={() => setCount(count + 1)}>Clicked {count}</button>;
};

## Install {#install}

<Tabs>
  <Tab title="npm">Run \`npm i\`.</Tab>
  <Tab title="pnpm">Run \`pnpm add\`.</Tab>
</Tabs>

\`\`\`ts app.ts {2}
const a = 1;
const b = 2;
\`\`\`

<Note />

<Counter />

<CardGroup cols={2}>
  <Card title="API" href="/api/start" icon="code">Reference</Card>
</CardGroup>
`;

/** Freezes `value` and everything it reaches, so a write anywhere in it throws. */
function deepFreeze(value: unknown, seen = new Set<unknown>()): void {
  if (typeof value !== 'object' || value === null || seen.has(value)) return;
  seen.add(value);
  for (const child of Object.values(value)) deepFreeze(child, seen);
  Object.freeze(value);
}

describe('copies of a page', () => {
  it('render from one frozen compile exactly as from their own compiles', async () => {
    const root = await tempDocs({
      'docs.json': {
        name: 'Copies',
        theme: 'mint',
        colors: { primary: '#0D9373' },
        navigation: {
          versions: [
            { version: 'v1', groups: [{ group: 'Start', pages: ['v1/setup'] }] },
            { version: 'v2', groups: [{ group: 'Start', pages: ['v2/setup'] }] },
          ],
        },
      },
      'v1/setup.mdx': text,
      'v2/setup.mdx': text,
      'snippets/note.mdx': '<Note>Shared words.</Note>',
    });
    const project = await loadDocsProject(root);
    const renderOnce = async (renderer: PageRenderer, route: string) => {
      const page = renderer.nav.tree.routes.get(route);
      if (!page?.file) throw new Error(`no page ${route}`);
      return renderer.renderPage(page, await readFile(path.join(root, page.file), 'utf8'));
    };

    const own = new PageRenderer(project, assets);
    const expected = [
      await renderOnce(own, '/v1/setup'),
      await renderOnce(new PageRenderer(project, assets), '/v2/setup'),
    ];

    const shared = new PageRenderer(project, assets);
    const compiled = await shared.compile(text, 'v1/setup.mdx');
    deepFreeze(compiled.tree);
    const copies = [await renderOnce(shared, '/v1/setup'), await renderOnce(shared, '/v2/setup')];
    expect(await shared.compile(text, 'v2/setup.mdx')).toMatchObject({ tree: compiled.tree });

    for (const [index, copy] of copies.entries()) {
      expect(copy.diagnostics).toEqual(expected[index]?.diagnostics);
      expect(copy.html).toBe(expected[index]?.html);
    }
    expect(copies[1]?.html).toContain('Shared words.');
    expect(copies[1]?.html).toContain('Clicked');
  });
});
