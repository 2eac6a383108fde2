import { describe, expect, it } from 'vitest';
import { h } from '../h.ts';
import { renderMarkup, renderSnapshot } from '../../../test/render/render-markup.ts';
import { Tree } from './tree.ts';
import { Update } from './update.ts';
import { Latex, Panel, Snippet, Visibility } from './wrappers.ts';

describe('Update', () => {
  it('renders a changelog entry with an anchor from its label and tags', () => {
    expect(
      renderSnapshot(
        h(
          Update,
          { label: 'May 8, 2026', description: '4.5.0', tags: ['SDK', 'Breaking'], rss: {} },
          'Notes',
        ),
      ),
    ).toMatchInlineSnapshot(`
      "<section class="folio-update" id="may-8-2026" data-tags="[&quot;SDK&quot;,&quot;Breaking&quot;]">
      <div class="folio-update-meta">
      <a class="folio-update-label" href="#may-8-2026">May 8, 2026</a>
      <p class="folio-update-description">4.5.0</p>
      <ul class="folio-update-tags" aria-label="Tags">
      <li class="folio-update-tag">SDK</li>
      <li class="folio-update-tag">Breaking</li>
      </ul>
      </div>
      <div class="folio-update-body">Notes</div>
      </section>"
    `);
  });

  it('accepts comma-separated tags and warns without a label', () => {
    expect(renderMarkup(h(Update, { label: 'v1', tags: 'a, b' })).html).toContain(
      '<li class="folio-update-tag">a</li><li class="folio-update-tag">b</li>',
    );
    const { html, warnings } = renderMarkup(h(Update, null, 'x'));
    expect(html).toBe(
      '<section class="folio-update"><div class="folio-update-meta"></div><div class="folio-update-body">x</div></section>',
    );
    expect(warnings).toEqual(['component-prop: Update needs a label (usually a date).']);
  });
});

describe('Tree', () => {
  it('renders folders as details and files as items', () => {
    expect(
      renderSnapshot(
        h(
          Tree,
          null,
          h(
            Tree.Folder,
            { name: 'app', defaultOpen: true },
            h(Tree.File, { name: 'page.tsx', highlight: true }),
          ),
          h(Tree.Folder, { name: 'static', openable: false }, h(Tree.File, { name: 'a.png' })),
        ),
      ),
    ).toMatchInlineSnapshot(`
      "<ul class="folio-tree">
      <li class="folio-tree-folder">
      <details open="">
      <summary class="folio-tree-label">
      <span class="folio-icon folio-tree-closed-icon" aria-hidden="true">
      <svg/>
      </span>
      <span class="folio-icon folio-tree-open-icon" aria-hidden="true">
      <svg/>
      </span>
      <span class="folio-tree-name">app</span>
      </summary>
      <ul class="folio-tree-children">
      <li class="folio-tree-file folio-tree-highlight">
      <span class="folio-tree-label">
      <span class="folio-icon" aria-hidden="true">
      <svg/>
      </span>
      <span class="folio-tree-name">page.tsx</span>
      </span>
      </li>
      </ul>
      </details>
      </li>
      <li class="folio-tree-folder folio-tree-static">
      <div class="folio-tree-label">
      <span class="folio-icon folio-tree-closed-icon" aria-hidden="true">
      <svg/>
      </span>
      <span class="folio-icon folio-tree-open-icon" aria-hidden="true">
      <svg/>
      </span>
      <span class="folio-tree-name">static</span>
      </div>
      <ul class="folio-tree-children">
      <li class="folio-tree-file">
      <span class="folio-tree-label">
      <span class="folio-icon" aria-hidden="true">
      <svg/>
      </span>
      <span class="folio-tree-name">a.png</span>
      </span>
      </li>
      </ul>
      </li>
      </ul>"
    `);
  });

  it('warns about entries without names', () => {
    const { html, warnings } = renderMarkup(h(Tree, null, h(Tree.File, {})));
    expect(html).toContain('<span class="folio-tree-name">file</span>');
    expect(warnings).toEqual(['component-prop: Tree.File needs a name.']);
  });
});

describe('pass-through components', () => {
  it('puts Panel content in an aside for the layout to move', () => {
    expect(renderMarkup(h(Panel, null, 'Side')).html).toBe(
      '<aside class="folio-panel" data-folio-panel="">Side</aside>',
    );
  });

  it('renders Visibility for humans only', () => {
    expect(renderMarkup(h(Visibility, { for: 'humans' }, 'people')).html).toBe('people');
    expect(renderMarkup(h(Visibility, null, 'default')).html).toBe('default');
    expect(renderMarkup(h(Visibility, { for: 'agents' }, 'robots')).html).toBe('');
  });

  it('hands Latex text to the math island', () => {
    expect(renderMarkup(h(Latex, null, '8 x (vk x H1 - H2) = (0,1)')).html).toBe(
      '<span class="folio-math" data-folio-math="">8 x (vk x H1 - H2) = (0,1)</span>',
    );
  });

  it('renders nothing for a missing Snippet in a build, a placeholder in preview', () => {
    // The compile has warned about the missing file, with its position.
    expect(renderMarkup(h(Snippet, { file: 'x.mdx' }))).toEqual({ html: '', warnings: [] });
    expect(renderMarkup(h(Snippet, { file: 'x.mdx' }), { preview: true })).toEqual({
      html: '<div class="folio-missing" role="note">Missing snippet: x.mdx</div>',
      warnings: [],
    });
    expect(renderMarkup(h(Snippet, {})).warnings).toEqual([
      'snippet-unresolved: Snippet needs a file attribute.',
    ]);
  });
});
