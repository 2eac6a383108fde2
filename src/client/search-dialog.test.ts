import { describe, expect, it } from 'vitest';
import { buildSearchIndexes, query } from '../search/index.ts';
import type { SearchHit } from '../search/index.ts';
import {
  askLabel,
  highlightHtml,
  hitHref,
  isOpenShortcut,
  renderHitsHtml,
  statusText,
} from './search-dialog.ts';
import { englishText } from './ui-text.ts';

const sectionHit: SearchHit = {
  route: '/guides/quickstart',
  anchor: 'install-the-cli',
  title: 'Quickstart',
  heading: 'Install the CLI',
  breadcrumbs: ['Guides', 'Getting started'],
  snippet: 'Install Folio with npm, then run folio dev --port 3000.',
  score: 12,
  terms: ['install', 'port'],
};
const pageHit: SearchHit = {
  route: '/faq',
  title: 'FAQ: <b>"quotes"</b> & more',
  breadcrumbs: [],
  snippet: '',
  score: 3,
  terms: ['faq'],
};

describe('highlightHtml', () => {
  it('wraps matched words in <mark> and escapes everything', () => {
    expect(highlightHtml('Run <install> then Install again', ['install'])).toBe(
      'Run &lt;<mark>install</mark>&gt; then <mark>Install</mark> again',
    );
  });

  it('marks accented and CJK matches', () => {
    expect(highlightHtml('Un café, 安装指南', ['cafe', '安装'])).toBe(
      'Un <mark>café</mark>, <mark>安装</mark>指南',
    );
  });

  it('leaves text without matches as escaped text', () => {
    expect(highlightHtml('a < b', [])).toBe('a &lt; b');
  });
});

describe('hitHref', () => {
  it('links pages and sections', () => {
    expect(hitHref(pageHit)).toBe('/faq');
    expect(hitHref(sectionHit)).toBe('/guides/quickstart#install-the-cli');
    expect(hitHref({ ...sectionHit, anchor: '安装' })).toBe(
      '/guides/quickstart#%E5%AE%89%E8%A3%85',
    );
  });

  it('puts routes under the path the site is served under', () => {
    expect(hitHref(pageHit, '/_sites/acme')).toBe('/_sites/acme/faq');
    expect(hitHref(sectionHit, '/_sites/acme')).toBe(
      '/_sites/acme/guides/quickstart#install-the-cli',
    );
    expect(renderHitsHtml([pageHit], 0, '/_sites/acme')).toContain('href="/_sites/acme/faq"');
  });
});

describe('renderHitsHtml', () => {
  it('renders options with path, title, snippet and the active one selected', () => {
    const html = renderHitsHtml([sectionHit, pageHit], 0);
    expect(html.replaceAll('><', '>\n<')).toMatchInlineSnapshot(`
      "<li role="option" id="folio-search-option-0" class="folio-search-hit" aria-selected="true">
      <a href="/guides/quickstart#install-the-cli" tabindex="-1">
      <span class="folio-search-hit-kind" data-kind="section" aria-hidden="true">
      </span>
      <span class="folio-search-hit-main">
      <span class="folio-search-hit-path">Guides › Getting started › Quickstart</span>
      <span class="folio-search-hit-title">
      <mark>Install</mark> the CLI</span>
      <span class="folio-search-hit-snippet">
      <mark>Install</mark> Folio with npm, then run folio dev <mark>--port</mark> 3000.</span>
      </span>
      <span class="folio-search-hit-enter" aria-hidden="true">↵</span>
      </a>
      </li>
      <li role="option" id="folio-search-option-1" class="folio-search-hit" aria-selected="false">
      <a href="/faq" tabindex="-1">
      <span class="folio-search-hit-kind" data-kind="page" aria-hidden="true">
      </span>
      <span class="folio-search-hit-main">
      <span class="folio-search-hit-title">
      <mark>FAQ</mark>: &lt;b&gt;&quot;quotes&quot;&lt;/b&gt; &amp; more</span>
      </span>
      <span class="folio-search-hit-enter" aria-hidden="true">↵</span>
      </a>
      </li>"
    `);
  });

  it('renders nothing for no hits', () => {
    expect(renderHitsHtml([], -1)).toBe('');
  });

  it('highlights what a real query matched', () => {
    const [index] = buildSearchIndexes([
      {
        route: '/quickstart',
        title: 'Quickstart',
        breadcrumbs: ['Get started'],
        sections: [{ heading: 'Install', anchor: 'install', depth: 2, text: 'Install the CLI.' }],
      },
    ]);
    if (index === undefined) throw new Error('expected an index');
    const html = renderHitsHtml(query(index, 'quick instal'), 0);
    expect(html).toContain('<mark>Install</mark>');
    expect(html).toContain('<mark>Quickstart</mark>');
  });
});

describe('statusText', () => {
  it('says what is going on', () => {
    expect(statusText({ kind: 'empty' })).toBe('Search pages, sections and code names.');
    expect(statusText({ kind: 'loading' })).toBe('Loading search…');
    expect(statusText({ kind: 'unavailable' })).toBe('Search is not available on this page.');
    expect(statusText({ kind: 'error' })).toMatch(/could not be loaded/);
    expect(statusText({ kind: 'results', text: ' zeppelin ', hits: [] })).toBe(
      'No results for “zeppelin”.',
    );
    expect(statusText({ kind: 'results', text: 'a', hits: [pageHit] })).toBe('1 result');
    expect(statusText({ kind: 'results', text: 'a', hits: [pageHit, sectionHit] })).toBe(
      '2 results',
    );
  });
});

describe('statusText and askLabel in the page language', () => {
  it('fill the words the page gives', () => {
    const russian = {
      ...englishText,
      noResults: 'Нет результатов для «{query}».',
      results: 'Результатов: {count}',
      askAbout: 'Спросить ИИ: «{query}»',
    };
    expect(statusText({ kind: 'results', text: 'кот', hits: [] }, russian)).toBe(
      'Нет результатов для «кот».',
    );
    expect(statusText({ kind: 'results', text: 'a', hits: [pageHit, sectionHit] }, russian)).toBe(
      'Результатов: 2',
    );
    expect(askLabel('кот', russian)).toBe('Спросить ИИ: «кот»');
  });
});

describe('isOpenShortcut', () => {
  const key = (
    k: string,
    modifiers: Partial<Record<'ctrl' | 'meta' | 'alt' | 'shift', boolean>>,
  ) => ({
    key: k,
    ctrlKey: modifiers.ctrl ?? false,
    metaKey: modifiers.meta ?? false,
    altKey: modifiers.alt ?? false,
    shiftKey: modifiers.shift ?? false,
  });

  it('opens on Ctrl+K and Cmd+K, even while typing', () => {
    expect(isOpenShortcut(key('k', { ctrl: true }), false)).toBe(true);
    expect(isOpenShortcut(key('K', { meta: true }), true)).toBe(true);
  });

  it('opens on / only outside fields', () => {
    expect(isOpenShortcut(key('/', {}), false)).toBe(true);
    expect(isOpenShortcut(key('/', {}), true)).toBe(false);
  });

  it('ignores other keys and combinations', () => {
    expect(isOpenShortcut(key('k', {}), false)).toBe(false);
    expect(isOpenShortcut(key('k', { ctrl: true, meta: true }), false)).toBe(false);
    expect(isOpenShortcut(key('k', { ctrl: true, shift: true }), false)).toBe(false);
    expect(isOpenShortcut(key('/', { ctrl: true }), false)).toBe(false);
    expect(isOpenShortcut(key('j', { ctrl: true }), false)).toBe(false);
  });
});

describe('askLabel', () => {
  it('quotes the words typed, cut at 60 characters', () => {
    expect(askLabel('add a tab')).toBe('Ask AI: “add a tab”');
    expect(askLabel('x'.repeat(80))).toBe(`Ask AI: “${'x'.repeat(59)}…”`);
  });
});
