import { describe, expect, it } from 'vitest';
import { h } from '../h.ts';
import { renderMarkup, renderSnapshot } from '../../../test/render/render-markup.ts';
import { Tab, Tabs } from './tabs.ts';

function visiblePanels(html: string): string[] {
  return [
    ...html.matchAll(
      /<div class="folio-tab-panel"[^>]*?( hidden="")? data-folio-tab-panel="">([^<]*)/g,
    ),
  ]
    .filter((match) => match[1] === undefined)
    .map((match) => match[2] ?? '');
}

describe('Tabs', () => {
  it('renders an ARIA tablist with every panel, the first visible', () => {
    expect(
      renderSnapshot(
        h(
          Tabs,
          null,
          h(Tab, { title: 'npm' }, 'npm install'),
          h(Tab, { title: 'pnpm', icon: 'box' }, 'pnpm add'),
        ),
      ),
    ).toMatchInlineSnapshot(`
      "<div class="folio-tabs" data-folio-tabs="" data-folio-sync="">
      <div class="folio-tabs-header">
      <div role="tablist" class="folio-tabs-list" aria-label="Tabs">
      <button type="button" role="tab" class="folio-tab" id="_R_0_-tab-0" aria-controls="_R_0_-panel-0" aria-selected="true" tabindex="0" data-folio-tab-label="npm">
      <span class="folio-tab-title">npm</span>
      </button>
      <button type="button" role="tab" class="folio-tab" id="_R_0_-tab-1" aria-controls="_R_0_-panel-1" aria-selected="false" tabindex="-1" data-folio-tab-label="pnpm">
      <span class="folio-icon" aria-hidden="true">
      <svg/>
      </span>
      <span class="folio-tab-title">pnpm</span>
      </button>
      </div>
      </div>
      <div class="folio-tab-panel" id="_R_0_-panel-0" role="tabpanel" aria-labelledby="_R_0_-tab-0" tabindex="0" data-folio-tab-panel="">npm install</div>
      <div class="folio-tab-panel" id="_R_0_-panel-1" role="tabpanel" aria-labelledby="_R_0_-tab-1" tabindex="0" hidden="" data-folio-tab-panel="">pnpm add</div>
      </div>"
    `);
  });

  it('shows defaultTabIndex, from numbers and strings, clamped to the tabs', () => {
    const tabs = (defaultTabIndex: unknown) =>
      renderMarkup(
        h(
          Tabs,
          { defaultTabIndex },
          h(Tab, { title: 'A' }, 'a'),
          h(Tab, { title: 'B' }, 'b'),
          h(Tab, { title: 'C' }, 'c'),
        ),
      ).html;
    expect(visiblePanels(tabs(1))).toEqual(['b']);
    expect(visiblePanels(tabs('2'))).toEqual(['c']);
    expect(visiblePanels(tabs(7))).toEqual(['c']);
    expect(visiblePanels(tabs(undefined))).toEqual(['a']);
    expect(tabs(1)).toMatch(/aria-selected="true" tabindex="0" data-folio-tab-label="B"/);
  });

  it('syncs by default; sync={false} and borderBottom change the root', () => {
    const synced = renderMarkup(h(Tabs, null, h(Tab, { title: 'A' }))).html;
    expect(synced).toMatch(/^<div class="folio-tabs" data-folio-tabs="" data-folio-sync="">/);
    const independent = renderMarkup(
      h(Tabs, { sync: false, borderBottom: true }, h(Tab, { title: 'A' })),
    ).html;
    expect(independent).toMatch(/^<div class="folio-tabs folio-tabs-bordered" data-folio-tabs="">/);
  });

  it('uses a Tab id as its panel id for deep links', () => {
    const { html } = renderMarkup(h(Tabs, null, h(Tab, { title: 'A', id: 'python' }, 'a')));
    expect(html).toContain('aria-controls="python"');
    expect(html).toContain('id="python" role="tabpanel"');
  });

  it('labels untitled tabs and warns', () => {
    const { html, warnings } = renderMarkup(h(Tabs, null, h(Tab, null, 'a')));
    expect(html).toContain('data-folio-tab-label="Tab 1"');
    expect(warnings).toEqual(['component-prop: Tab 1 has no title.']);
  });

  it('renders an empty tab set without throwing', () => {
    expect(renderMarkup(h(Tabs, null)).html).toContain('role="tablist"');
  });
});
