import { describe, expect, it } from 'vitest';
import { renderMarkup, renderSnapshot } from '../../../test/render/render-markup.ts';
import { socialIcon } from '../layout/site-config.ts';
import { renderIcon } from './render-icon.ts';

describe('renderIcon', () => {
  it('inlines library icons, hidden from assistive technology', () => {
    const { html } = renderMarkup(renderIcon('rocket', { className: 'x', color: 'red' }));
    expect(html).toMatch(
      /^<span class="folio-icon x" style="color:red" aria-hidden="true"><svg [^>]*aria-hidden="true"/,
    );
  });

  it('gives labelled icons an image role', () => {
    expect(renderSnapshot(renderIcon('rocket', { label: 'Launch', size: '20px' })))
      .toMatchInlineSnapshot(`
        "<span class="folio-icon" style="font-size:20px" role="img" aria-label="Launch">
        <svg/>
        </span>"
      `);
  });

  it('renders image icons through resolveHref', () => {
    const { html } = renderMarkup(renderIcon('/img/a.png'), {
      resolveHref: (href) => `/base${href}`,
    });
    expect(html).toMatchInlineSnapshot(
      `"<img class="folio-icon folio-icon-image" src="/base/img/a.png" alt="" loading="lazy" decoding="async"/>"`,
    );
  });

  it('uses the site library and iconType', () => {
    const lucide = renderMarkup(renderIcon('house'), { iconLibrary: 'lucide' }).html;
    expect(lucide).toContain('stroke="currentColor"');
    const regular = renderMarkup(renderIcon('circle-check', { iconType: 'regular' })).html;
    const solid = renderMarkup(renderIcon('circle-check')).html;
    expect(regular).not.toBe(solid);
  });

  it('renders a placeholder and warns for unknown names', () => {
    const { html, warnings } = renderMarkup(renderIcon('no-such-icon-here'));
    expect(html).toMatchInlineSnapshot(
      `"<span class="folio-icon folio-icon-placeholder" data-icon="no-such-icon-here" aria-hidden="true"></span>"`,
    );
    expect(warnings).toMatchInlineSnapshot(`
      [
        "icon-not-found: Icon "no-such-icon-here" is not in Font Awesome Free; a placeholder is shown. Use an icon name from that library or an image path.",
      ]
    `);
  });

  it('warns when a related icon stands in', () => {
    expect(renderMarkup(renderIcon('spinner-third')).warnings).toEqual([
      'icon-substituted: Icon "spinner-third" is not in Font Awesome Free; "spinner" is shown instead.',
    ]);
  });

  it('draws footer socials from brand icons on a Lucide site, naming the library in warnings', () => {
    for (const platform of ['x', 'github', 'discord', 'linkedin', 'slack', 'website']) {
      const { html, warnings } = renderMarkup(renderIcon(socialIcon(platform)), {
        iconLibrary: 'lucide',
      });
      expect(html, platform).not.toContain('folio-icon-placeholder');
      expect(warnings, platform).toEqual([]);
    }
    expect(renderMarkup(renderIcon('user-robot'), { iconLibrary: 'lucide' }).warnings).toEqual([
      'icon-substituted: Icon "user-robot" is not in Lucide; "robot" is shown instead.',
    ]);
  });

  it('renders nothing without an icon', () => {
    expect(renderIcon(undefined)).toBeNull();
    expect(renderIcon('')).toBeNull();
    expect(renderIcon({ style: 'solid' })).toBeNull();
  });
});
