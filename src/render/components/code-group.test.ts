import { describe, expect, it } from 'vitest';
import { Fragment, h } from '../h.ts';
import { CodeBlock } from './code-block.ts';
import { CodeGroup, RequestExample, ResponseExample, codeLabel } from './code-group.ts';
import { renderMarkup, renderSnapshot } from '../../../test/render/render-markup.ts';

function fence(language: string | undefined, title: string | undefined, text: string) {
  const props: Record<string, unknown> = { className: 'shiki' };
  if (language !== undefined) props['data-language'] = language;
  if (title !== undefined) props['data-title'] = title;
  return h(CodeBlock, props, h('code', null, text));
}

function labels(html: string): string[] {
  return [...html.matchAll(/role="tab"[^>]*data-folio-tab-label="([^"]*)"/g)].map(
    (match) => match[1] ?? '',
  );
}

describe('CodeGroup', () => {
  it('renders fences as synced tabs with one copy button and bare pre elements', () => {
    expect(
      renderSnapshot(
        h(CodeGroup, null, fence('bash', 'npm', 'npm i x'), fence('bash', 'pnpm', 'pnpm add x')),
      ),
    ).toMatchInlineSnapshot(`
      "<div data-folio-code="" class="folio-code-group" data-folio-tabs="" data-folio-sync="">
      <div class="folio-tabs-header">
      <div role="tablist" class="folio-tabs-list" aria-label="Code examples">
      <button type="button" role="tab" class="folio-tab" id="_R_0_-tab-0" aria-controls="_R_0_-panel-0" aria-selected="true" tabindex="0" data-folio-tab-label="npm">
      <span class="folio-tab-title">npm</span>
      </button>
      <button type="button" role="tab" class="folio-tab" id="_R_0_-tab-1" aria-controls="_R_0_-panel-1" aria-selected="false" tabindex="-1" data-folio-tab-label="pnpm">
      <span class="folio-tab-title">pnpm</span>
      </button>
      </div>
      <button type="button" class="folio-copy" data-folio-copy="" aria-label="Copy code" title="Copy code" hidden="">
      <span class="folio-icon folio-copy-icon" aria-hidden="true">
      <svg/>
      </span>
      <span class="folio-icon folio-copied-icon" aria-hidden="true">
      <svg/>
      </span>
      <span class="folio-copy-label">Copy</span>
      </button>
      </div>
      <div class="folio-tab-panel" id="_R_0_-panel-0" role="tabpanel" aria-labelledby="_R_0_-tab-0" tabindex="0" data-folio-tab-panel="">
      <pre class="shiki" data-language="bash" data-title="npm" tabindex="0">
      <code>npm i x</code>
      </pre>
      </div>
      <div class="folio-tab-panel" id="_R_0_-panel-1" role="tabpanel" aria-labelledby="_R_0_-tab-1" tabindex="0" hidden="" data-folio-tab-panel="">
      <pre class="shiki" data-language="bash" data-title="pnpm" tabindex="0">
      <code>pnpm add x</code>
      </pre>
      </div>
      </div>"
    `);
  });

  it('labels tabs by data-title, then language, then position', () => {
    const { html } = renderMarkup(
      h(
        CodeGroup,
        null,
        '\n',
        fence('ts', 'index.ts', 'a'),
        fence('python', undefined, 'b'),
        fence(undefined, undefined, 'c'),
        fence('json', '', 'd'),
      ),
    );
    expect(labels(html)).toEqual(['index.ts', 'python', 'Tab 3', 'json']);
    expect(codeLabel({ title: 'From a title prop' }, 0)).toBe('From a title prop');
  });

  it('finds fences inside fragments', () => {
    const { html } = renderMarkup(
      h(CodeGroup, null, h(Fragment, null, fence('ts', 'a.ts', 'a'), fence('ts', 'b.ts', 'b'))),
    );
    expect(labels(html)).toEqual(['a.ts', 'b.ts']);
  });

  it('shows a dropdown with `dropdown`', () => {
    expect(
      renderSnapshot(
        h(CodeGroup, { dropdown: true }, fence('json', '200', '{}'), fence('json', '400', '{}')),
      ),
    ).toMatchInlineSnapshot(`
      "<div data-folio-code="" class="folio-code-group" data-folio-tabs="" data-folio-sync="">
      <div class="folio-tabs-header">
      <select class="folio-tabs-select" aria-label="Code examples" data-folio-tab-select="">
      <option value="0" data-folio-tab-label="200" selected="">200</option>
      <option value="1" data-folio-tab-label="400">400</option>
      </select>
      <button type="button" class="folio-copy" data-folio-copy="" aria-label="Copy code" title="Copy code" hidden="">
      <span class="folio-icon folio-copy-icon" aria-hidden="true">
      <svg/>
      </span>
      <span class="folio-icon folio-copied-icon" aria-hidden="true">
      <svg/>
      </span>
      <span class="folio-copy-label">Copy</span>
      </button>
      </div>
      <div class="folio-tab-panel" id="_R_0_-panel-0" role="group" aria-label="200" data-folio-tab-panel="">
      <pre class="shiki" data-language="json" data-title="200" tabindex="0">
      <code>{}</code>
      </pre>
      </div>
      <div class="folio-tab-panel" id="_R_0_-panel-1" role="group" aria-label="400" hidden="" data-folio-tab-panel="">
      <pre class="shiki" data-language="json" data-title="400" tabindex="0">
      <code>{}</code>
      </pre>
      </div>
      </div>"
    `);
  });

  it('renders nothing without children', () => {
    expect(renderMarkup(h(CodeGroup, null)).html).toBe('');
  });
});

describe('RequestExample and ResponseExample', () => {
  it('are code groups marked for the side column', () => {
    const request = renderMarkup(h(RequestExample, null, fence('bash', 'cURL', 'curl x'))).html;
    expect(request).toMatch(
      /^<div data-folio-code="" data-folio-example="request" class="folio-code-group folio-example" data-folio-tabs="" data-folio-sync="">/,
    );
    expect(request).toContain('aria-label="Request example"');
    const response = renderMarkup(h(ResponseExample, null, fence('json', '200', '{}'))).html;
    expect(response).toContain('data-folio-example="response"');
    expect(labels(response)).toEqual(['200']);
  });
});
