import { describe, expect, it } from 'vitest';
import { h } from '../h.ts';
import { Expandable } from './accordion.ts';
import { ParamField, ResponseField } from './fields.ts';
import { renderMarkup, renderSnapshot } from '../../../test/render/render-markup.ts';

describe('ParamField', () => {
  it('is named by its location prop and shows type, default and badges', () => {
    expect(
      renderSnapshot(
        h(
          ParamField,
          { path: 'taskIdentifier', type: 'string', required: true, default: 'hello' },
          'The task.',
        ),
      ),
    ).toMatchInlineSnapshot(`
      "<div class="folio-field folio-field-param" data-location="path">
      <div class="folio-field-header">
      <code class="folio-field-name">taskIdentifier</code>
      <span class="folio-field-type">string</span>
      <span class="folio-field-default">default: <code>hello</code>
      </span>
      <span class="folio-field-label folio-field-required">required</span>
      </div>
      <div class="folio-field-description">The task.</div>
      </div>"
    `);
  });

  it('reads query, body and header names and non-string defaults', () => {
    const names = [{ query: 'q' }, { body: 'b' }, { header: 'Authorization' }].map(
      (props) => /folio-field-name">([^<]+)</.exec(renderMarkup(h(ParamField, props)).html)?.[1],
    );
    expect(names).toEqual(['q', 'b', 'Authorization']);
    const { html } = renderMarkup(h(ParamField, { query: 'limit', default: 10, deprecated: true }));
    expect(html).toContain('default: <code>10</code>');
    expect(html).toContain('folio-field-deprecated');
    expect(html).toContain('data-location="query"');
    expect(renderMarkup(h(ParamField, { query: 'o', default: { a: 1 } })).html).toContain(
      '<code>{&quot;a&quot;:1}</code>',
    );
  });

  it('warns when it has no name', () => {
    const { html, warnings } = renderMarkup(h(ParamField, { type: 'string' }));
    expect(html).toContain('<code class="folio-field-name">unnamed</code>');
    expect(warnings).toEqual([
      'component-prop: ParamField needs one of query, path, body or header to name it.',
    ]);
  });
});

describe('ResponseField', () => {
  it('renders pre/post labels and nested fields in an Expandable', () => {
    expect(
      renderSnapshot(
        h(
          ResponseField,
          { name: 'env', type: 'Record<string, string>', pre: ['readonly'], post: 'beta' },
          'Environment.',
          h(Expandable, { title: 'properties' }, h(ResponseField, { name: 'id', type: 'string' })),
        ),
      ),
    ).toMatchInlineSnapshot(`
      "<div class="folio-field folio-field-response">
      <div class="folio-field-header">
      <span class="folio-field-label folio-field-extra">readonly</span>
      <code class="folio-field-name">env</code>
      <span class="folio-field-type">Record&lt;string, string&gt;</span>
      <span class="folio-field-label folio-field-extra">beta</span>
      </div>
      <div class="folio-field-description">Environment.<details class="folio-expandable">
      <summary class="folio-expandable-summary">
      <span class="folio-expandable-chevron">
      <span class="folio-icon" aria-hidden="true">
      <svg/>
      </span>
      </span>
      <span class="folio-expandable-show">Show properties</span>
      <span class="folio-expandable-hide">Hide properties</span>
      </summary>
      <div class="folio-expandable-content">
      <div class="folio-field folio-field-response">
      <div class="folio-field-header">
      <code class="folio-field-name">id</code>
      <span class="folio-field-type">string</span>
      </div>
      </div>
      </div>
      </details>
      </div>
      </div>"
    `);
  });

  it('warns without a name', () => {
    expect(renderMarkup(h(ResponseField, {})).warnings).toEqual([
      'component-prop: ResponseField needs a name.',
    ]);
  });
});
