import { describe, expect, it } from 'vitest';
import { h } from '../h.ts';
import { Callout, Check, Danger, Info, Note, Tip, Warning } from './callout.ts';
import { renderMarkup, renderSnapshot } from '../../../test/render/render-markup.ts';

describe('callouts', () => {
  it('renders a note as a tinted box with an icon', () => {
    expect(renderSnapshot(h(Note, null, h('p', null, 'Read this.')))).toMatchInlineSnapshot(`
      "<div class="folio-callout folio-callout-note" role="note" aria-label="Note">
      <span class="folio-callout-icon">
      <span class="folio-icon" aria-hidden="true">
      <svg/>
      </span>
      </span>
      <div class="folio-callout-body">
      <p>Read this.</p>
      </div>
      </div>"
    `);
  });

  it('gives every kind its own class and label', () => {
    const kinds = [Note, Info, Tip, Warning, Danger, Check].map((kind) => {
      const { html } = renderMarkup(h(kind, null, 'x'));
      return /class="(folio-callout [^"]+)" role="note" aria-label="([^"]+)"/.exec(html)?.slice(1);
    });
    expect(kinds).toEqual([
      ['folio-callout folio-callout-note', 'Note'],
      ['folio-callout folio-callout-info', 'Info'],
      ['folio-callout folio-callout-tip', 'Tip'],
      ['folio-callout folio-callout-warning', 'Warning'],
      ['folio-callout folio-callout-danger', 'Danger'],
      ['folio-callout folio-callout-check', 'Check'],
    ]);
  });

  it('shows a title prop', () => {
    expect(renderSnapshot(h(Tip, { title: 'MCP Server' }, 'Use it.'))).toMatchInlineSnapshot(`
      "<div class="folio-callout folio-callout-tip" role="note" aria-label="MCP Server">
      <span class="folio-callout-icon">
      <span class="folio-icon" aria-hidden="true">
      <svg/>
      </span>
      </span>
      <div class="folio-callout-body">
      <p class="folio-callout-title">MCP Server</p>Use it.</div>
      </div>"
    `);
  });

  it('takes a custom icon and colour on Callout, and a kind from type', () => {
    expect(renderSnapshot(h(Callout, { icon: 'rocket', color: '8b5cf6' }, 'Custom.')))
      .toMatchInlineSnapshot(`
      "<div class="folio-callout folio-callout-custom" role="note" aria-label="Note" style="--folio-callout-color:#8b5cf6">
      <span class="folio-callout-icon">
      <span class="folio-icon" aria-hidden="true">
      <svg/>
      </span>
      </span>
      <div class="folio-callout-body">Custom.</div>
      </div>"
    `);
    expect(renderMarkup(h(Callout, { type: 'warning' }, 'x')).html).toContain(
      'folio-callout-warning',
    );
  });
});
