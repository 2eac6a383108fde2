import { describe, expect, it } from 'vitest';
import { h } from '../h.ts';
import { Badge, badgeColor } from './badge.ts';
import { Frame } from './frame.ts';
import { Icon } from './icon.ts';
import { renderMarkup, renderSnapshot } from '../../../test/render/render-markup.ts';
import { Tooltip } from './tooltip.ts';

describe('Icon', () => {
  it('sizes and colours an inline icon, adding # to bare hex colours', () => {
    expect(
      renderSnapshot(
        h(Icon, { icon: 'circle-check', iconType: 'solid', size: 20, color: 'A8FF53' }),
      ),
    ).toMatchInlineSnapshot(`
      "<span class="folio-icon folio-inline-icon" style="color:#A8FF53;font-size:20px" aria-hidden="true">
      <svg/>
      </span>"
    `);
  });

  it('renders a placeholder and warns without an icon', () => {
    const { html, warnings } = renderMarkup(h(Icon, {}));
    expect(html).toBe(
      '<span class="folio-icon folio-icon-placeholder folio-inline-icon" aria-hidden="true"></span>',
    );
    expect(warnings).toEqual(['component-prop: Icon needs an icon name or image path.']);
  });
});

describe('Badge', () => {
  it('maps named colours to tokens and reads size, shape, stroke and disabled', () => {
    expect(
      renderSnapshot(
        h(
          Badge,
          { color: 'green', size: 'sm', shape: 'pill', stroke: true, disabled: true, icon: 'star' },
          'Beta',
        ),
      ),
    ).toMatchInlineSnapshot(`
      "<span class="folio-badge folio-badge-sm folio-badge-pill folio-badge-stroke folio-badge-disabled" style="--folio-badge-color:var(--folio-tip)" aria-disabled="true">
      <span class="folio-icon" aria-hidden="true">
      <svg/>
      </span>Beta</span>"
    `);
  });

  it('passes other colours through and defaults the rest', () => {
    expect(badgeColor('purple')).toBe('purple');
    expect(badgeColor('ff00ff')).toBe('#ff00ff');
    expect(badgeColor('Red')).toBe('var(--folio-danger)');
    expect(renderMarkup(h(Badge, { size: 'huge' }, 'x')).html).toBe(
      '<span class="folio-badge folio-badge-md folio-badge-rounded">x</span>',
    );
  });
});

describe('Frame', () => {
  it('frames content with a hint and caption', () => {
    expect(renderSnapshot(h(Frame, { caption: 'The dashboard', hint: 'Click Deploy' }, 'IMG')))
      .toMatchInlineSnapshot(`
      "<figure class="folio-frame">
      <p class="folio-frame-hint">
      <span class="folio-icon" aria-hidden="true">
      <svg/>
      </span>
      <span>Click Deploy</span>
      </p>
      <div class="folio-frame-inner">IMG</div>
      <figcaption class="folio-frame-caption">The dashboard</figcaption>
      </figure>"
    `);
    expect(renderMarkup(h(Frame, null, 'IMG')).html).toBe(
      '<figure class="folio-frame"><div class="folio-frame-inner">IMG</div></figure>',
    );
  });
});

describe('Tooltip', () => {
  it('makes a focusable trigger described by the tip, with headline and cta', () => {
    expect(
      renderSnapshot(
        h(
          Tooltip,
          { tip: 'Application Programming Interface', headline: 'API', href: '/api' },
          'API',
        ),
      ),
    ).toMatchInlineSnapshot(`
      "<span class="folio-tooltip" data-folio-tooltip="">
      <span class="folio-tooltip-trigger" tabindex="0" aria-describedby="_R_0_">API</span>
      <span class="folio-tooltip-content" role="tooltip" id="_R_0_">
      <span class="folio-tooltip-headline">API</span>
      <span class="folio-tooltip-tip">Application Programming Interface</span>
      <a class="folio-tooltip-cta" href="/api">Learn more</a>
      </span>
      </span>"
    `);
  });

  it('renders the text alone and warns without a tip', () => {
    const { html, warnings } = renderMarkup(h(Tooltip, null, 'word'));
    expect(html).toBe('<span class="folio-tooltip-text">word</span>');
    expect(warnings).toEqual([
      'component-prop: Tooltip needs a tip; the text is shown without one.',
    ]);
  });
});
