import { describe, expect, it } from 'vitest';
import { h } from '../h.ts';
import { Note } from './callout.ts';
import { Step, Steps } from './steps.ts';
import { renderMarkup, renderSnapshot } from '../../../test/render/render-markup.ts';

describe('Steps', () => {
  it('numbers its steps in an ordered list', () => {
    expect(
      renderSnapshot(
        h(
          Steps,
          null,
          h(Step, { title: 'Install' }, 'Run npm i.'),
          h(Step, { title: 'Run the CLI `dev` command' }, 'Then this.'),
        ),
      ),
    ).toMatchInlineSnapshot(`
      "<ol class="folio-steps" role="list">
      <li class="folio-step">
      <span class="folio-step-marker" aria-hidden="true">
      <span class="folio-step-number">1</span>
      </span>
      <div class="folio-step-body">
      <p class="folio-step-title">Install</p>
      <div class="folio-step-content">Run npm i.</div>
      </div>
      </li>
      <li class="folio-step">
      <span class="folio-step-marker" aria-hidden="true">
      <span class="folio-step-number">2</span>
      </span>
      <div class="folio-step-body">
      <p class="folio-step-title">Run the CLI <code>dev</code> command</p>
      <div class="folio-step-content">Then this.</div>
      </div>
      </li>
      </ol>"
    `);
  });

  it('gives h2/h3 titles anchors unless noAnchor, and honours stepNumber and icon', () => {
    expect(
      renderSnapshot(
        h(
          Steps,
          { titleSize: 'h3' },
          h(Step, { title: 'First step', stepNumber: 5 }),
          h(Step, { title: 'Second', id: 'custom', titleSize: 'h2' }),
          h(Step, { title: 'Third', noAnchor: true, icon: 'rocket' }),
        ),
      ),
    ).toMatchInlineSnapshot(`
      "<ol class="folio-steps" role="list">
      <li class="folio-step">
      <span class="folio-step-marker" aria-hidden="true">
      <span class="folio-step-number">5</span>
      </span>
      <div class="folio-step-body">
      <h3 class="folio-step-title" id="first-step">First step<a class="folio-step-anchor" href="#first-step" aria-label="Link to First step">
      <span class="folio-icon" aria-hidden="true">
      <svg/>
      </span>
      </a>
      </h3>
      </div>
      </li>
      <li class="folio-step">
      <span class="folio-step-marker" aria-hidden="true">
      <span class="folio-step-number">2</span>
      </span>
      <div class="folio-step-body">
      <h2 class="folio-step-title" id="custom">Second<a class="folio-step-anchor" href="#custom" aria-label="Link to Second">
      <span class="folio-icon" aria-hidden="true">
      <svg/>
      </span>
      </a>
      </h2>
      </div>
      </li>
      <li class="folio-step">
      <span class="folio-step-marker" aria-hidden="true">
      <span class="folio-icon" aria-hidden="true">
      <svg/>
      </span>
      </span>
      <div class="folio-step-body">
      <h3 class="folio-step-title">Third</h3>
      </div>
      </li>
      </ol>"
    `);
  });

  it('skips other children when numbering', () => {
    const { html } = renderMarkup(
      h(
        Steps,
        null,
        h(Step, { title: 'A' }),
        '\n',
        h(Note, null, 'aside'),
        h(Step, { title: 'B' }),
      ),
    );
    expect([...html.matchAll(/folio-step-number">(\d+)</g)].map((match) => match[1])).toEqual([
      '1',
      '2',
    ]);
    expect(html).toContain('<li class="folio-steps-aside"><div class="folio-callout');
  });

  it('renders a step outside Steps and without a title', () => {
    const { html, warnings } = renderMarkup(h(Step, null, 'Loose'));
    expect(html).toMatch(/^<div class="folio-step">/);
    expect(warnings).toEqual([
      'component-prop: Step needs a title; the step is shown without one.',
    ]);
  });
});
