import { describe, expect, it } from 'vitest';
import { h } from '../h.ts';
import { Accordion, AccordionGroup, Expandable } from './accordion.ts';
import { renderMarkup, renderSnapshot } from '../../../test/render/render-markup.ts';

describe('Accordion', () => {
  it('is a details element with an id from its title', () => {
    expect(
      renderSnapshot(h(Accordion, { title: 'Setting up `auth`', description: 'OAuth' }, 'Body')),
    ).toMatchInlineSnapshot(`
      "<details class="folio-accordion" id="setting-up-auth" data-folio-accordion="">
      <summary class="folio-accordion-summary">
      <span class="folio-accordion-chevron">
      <span class="folio-icon" aria-hidden="true">
      <svg/>
      </span>
      </span>
      <span class="folio-accordion-heading">
      <span class="folio-accordion-title">Setting up <code>auth</code>
      </span>
      <span class="folio-accordion-description">OAuth</span>
      </span>
      </summary>
      <div class="folio-accordion-content">Body</div>
      </details>"
    `);
  });

  it('takes an explicit id, an icon and defaultOpen (also as a string)', () => {
    const open = renderMarkup(h(Accordion, { title: 'A', id: 'faq-1', defaultOpen: 'true' }));
    expect(open.html).toMatch(/^<details class="folio-accordion" id="faq-1" open=""/);
    const closed = renderMarkup(h(Accordion, { title: 'A', defaultOpen: false, icon: 'lock' }));
    expect(closed.html).not.toContain('open=""');
    expect(closed.html).toContain('folio-accordion-icon');
  });

  it('survives a missing title with a warning', () => {
    const { html, warnings } = renderMarkup(h(Accordion, null, 'Body'));
    expect(html).toContain('<span class="folio-accordion-title">Details</span>');
    expect(html).not.toContain(' id=');
    expect(warnings).toEqual(['component-prop: Accordion needs a title; "Details" is shown.']);
  });

  it('groups accordions', () => {
    const { html } = renderMarkup(
      h(AccordionGroup, null, h(Accordion, { title: 'One' }), h(Accordion, { title: 'Two' })),
    );
    expect(html.match(/<details/g)).toHaveLength(2);
    expect(html).toMatch(/^<div class="folio-accordion-group"><details/);
  });
});

describe('Expandable', () => {
  it('shows and hides its properties', () => {
    expect(renderSnapshot(h(Expandable, { title: 'properties' }, 'Fields'))).toMatchInlineSnapshot(`
      "<details class="folio-expandable">
      <summary class="folio-expandable-summary">
      <span class="folio-expandable-chevron">
      <span class="folio-icon" aria-hidden="true">
      <svg/>
      </span>
      </span>
      <span class="folio-expandable-show">Show properties</span>
      <span class="folio-expandable-hide">Hide properties</span>
      </summary>
      <div class="folio-expandable-content">Fields</div>
      </details>"
    `);
  });

  it('defaults its title and honours defaultOpen', () => {
    const { html } = renderMarkup(h(Expandable, { defaultOpen: true }, 'x'));
    expect(html).toContain('<details class="folio-expandable" open="">');
    expect(html).toContain('<span class="folio-expandable-show">Show properties</span>');
  });
});
