import { describe, expect, it } from 'vitest';
import { h } from '../h.ts';
import { Card } from './card.ts';
import { CardGroup, Column, Columns } from './columns.ts';
import { renderMarkup, renderSnapshot } from '../../../test/render/render-markup.ts';
import { Tile } from './tile.ts';

describe('Card', () => {
  it('renders a linked card with icon, title, text, cta and arrow', () => {
    expect(
      renderSnapshot(
        h(
          Card,
          { title: 'Quickstart', icon: 'rocket', href: '/quickstart', cta: 'Start', arrow: true },
          'Get going in five minutes.',
        ),
        { resolveHref: (href) => `/docs${href}` },
      ),
    ).toMatchInlineSnapshot(`
      "<div class="folio-card folio-card-linked">
      <div class="folio-card-body">
      <span class="folio-card-icon">
      <span class="folio-icon" aria-hidden="true">
      <svg/>
      </span>
      </span>
      <div class="folio-card-text">
      <p class="folio-card-title">
      <a class="folio-card-link" href="/docs/quickstart">Quickstart</a>
      </p>
      <div class="folio-card-content">Get going in five minutes.</div>
      <span class="folio-card-cta">Start <span class="folio-icon" aria-hidden="true">
      <svg/>
      </span>
      </span>
      </div>
      <span class="folio-card-arrow">
      <span class="folio-icon" aria-hidden="true">
      <svg/>
      </span>
      </span>
      </div>
      </div>"
    `);
  });

  it('opens external links normally with rel=noopener', () => {
    const { html } = renderMarkup(
      h(Card, { title: 'GitHub', href: 'https://github.com/x', horizontal: true }),
      { resolveHref: () => 'should-not-be-used' },
    );
    expect(html).toContain('class="folio-card folio-card-horizontal folio-card-linked"');
    expect(html).toContain(
      '<a class="folio-card-link" href="https://github.com/x" rel="noopener">',
    );
    expect(html).not.toContain('target=');
  });

  it('renders an unlinked card with a cover image and icon colour', () => {
    expect(
      renderSnapshot(
        h(Card, { title: 'Plain', img: '/images/cover.png', color: '#ff0000' }, 'Text'),
      ),
    ).toMatchInlineSnapshot(`
      "<div class="folio-card" style="--folio-card-icon-color:#ff0000">
      <img class="folio-card-image" src="/images/cover.png" alt="" loading="lazy" decoding="async"/>
      <div class="folio-card-body">
      <div class="folio-card-text">
      <p class="folio-card-title">Plain</p>
      <div class="folio-card-content">Text</div>
      </div>
      </div>
      </div>"
    `);
  });

  it('reads bare and string booleans', () => {
    expect(renderMarkup(h(Card, { title: 'a', horizontal: 'false' })).html).not.toContain(
      'folio-card-horizontal',
    );
    expect(renderMarkup(h(Card, { title: 'a', horizontal: true })).html).toContain(
      'folio-card-horizontal',
    );
  });

  it('names a link without a title by its text', () => {
    const { html } = renderMarkup(h(Card, { href: '/a' }, 'Only text'));
    expect(html).toContain(
      '<p class="folio-card-title folio-sr-only"><a class="folio-card-link" href="/a">Only text</a></p>',
    );
  });

  it('renders an empty card without throwing', () => {
    expect(renderMarkup(h(Card, {})).html).toBe(
      '<div class="folio-card"><div class="folio-card-body"><div class="folio-card-text"></div></div></div>',
    );
  });
});

describe('Columns and CardGroup', () => {
  it('coerces cols from strings and numbers, clamped to 1-4, default 2', () => {
    const classes = [{ cols: '3' }, { cols: 4 }, { cols: 9 }, { cols: 'x' }, {}].map(
      (props) => /class="([^"]+)"/.exec(renderMarkup(h(CardGroup, props)).html)?.[1],
    );
    expect(classes).toEqual([
      'folio-columns folio-columns-3',
      'folio-columns folio-columns-4',
      'folio-columns folio-columns-4',
      'folio-columns folio-columns-2',
      'folio-columns folio-columns-2',
    ]);
  });

  it('wraps columns', () => {
    expect(renderSnapshot(h(Columns, { cols: 2 }, h(Column, null, 'a'), h(Column, null, 'b'))))
      .toMatchInlineSnapshot(`
      "<div class="folio-columns folio-columns-2" data-cols="2">
      <div class="folio-column">a</div>
      <div class="folio-column">b</div>
      </div>"
    `);
  });
});

describe('Tile', () => {
  it('renders a linked preview tile', () => {
    expect(
      renderSnapshot(
        h(
          Tile,
          { href: '/x', title: 'Tile', description: 'About it' },
          h('img', { src: '/a.png' }),
        ),
      ),
    ).toMatchInlineSnapshot(`
      "<link rel="preload" as="image" href="/a.png"/>
      <div class="folio-tile folio-tile-linked">
      <div class="folio-tile-preview">
      <img src="/a.png"/>
      </div>
      <p class="folio-tile-title">
      <a class="folio-tile-link" href="/x">Tile</a>
      </p>
      <p class="folio-tile-description">About it</p>
      </div>"
    `);
  });

  it('warns without href', () => {
    const { html, warnings } = renderMarkup(h(Tile, { title: 'No link' }));
    expect(html).toBe('<div class="folio-tile"><p class="folio-tile-title">No link</p></div>');
    expect(warnings).toEqual(['component-prop: Tile needs an href; it is shown without a link.']);
  });
});
