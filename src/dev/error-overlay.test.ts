import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '../shared/index.ts';
import { errorOverlay, errorOverlayPage } from './error-overlay.ts';

const source = '---\ntitle: Intro\n---\n\n<Card title="A">\nText & more\n';
const error: Diagnostic = {
  severity: 'error',
  code: 'mdx',
  message: 'Expected a closing tag for `<Card>`',
  hint: 'Close the component (</Card>) or make it self-closing (<Card />).',
  position: { file: 'guides/intro.mdx', line: 5, column: 1 },
};
const warning: Diagnostic = {
  severity: 'warning',
  code: 'unknown-component',
  message: 'Unknown component <Tile>',
  position: { file: 'guides/intro.mdx', line: 1, column: 1 },
};
const options = { root: '/docs', sources: new Map([['guides/intro.mdx', source]]) };

/** The overlay without its stylesheet, one element a line. */
function readable(html: string): string {
  return html.replace(/<style>[^<]*<\/style>/, '').replace(/(<\/(p|pre|section)>)/g, '$1\n');
}

describe('errorOverlay', () => {
  it('shows each error with its place, message, fix and code frame, escaped', () => {
    expect(readable(errorOverlay([warning, error], options))).toMatchInlineSnapshot(`
      "<div class="folio-dev-overlay" role="alert"><p class="folio-dev-overlay-title">Folio could not render this page: 1 error</p>
      <section class="folio-dev-overlay-item"><p class="folio-dev-overlay-where">guides/intro.mdx:5:1</p>
      <p class="folio-dev-overlay-message">Expected a closing tag for \`&lt;Card&gt;\`</p>
      <pre class="folio-dev-overlay-frame">error[mdx]: Expected a closing tag for \`&lt;Card&gt;\`
        --&gt; guides/intro.mdx:5:1
         |
      5  | &lt;Card title=&quot;A&quot;&gt;
         | ^
        = fix: Close the component (&lt;/Card&gt;) or make it self-closing (&lt;Card /&gt;).</pre>
      </section>
      <p class="folio-dev-overlay-note">Fix the file and save it: the page reloads by itself.</p>
      </div>"
    `);
  });

  it('carries no terminal colour codes and keeps its red accent', () => {
    const html = errorOverlay([error], options);
    expect(html).not.toContain('\u001B[');
    expect(html).toContain('--folio-dev-red:#dc2626');
  });
});

describe('errorOverlayPage', () => {
  it('is a whole page under the given title', () => {
    const html = errorOverlayPage('The docs project has 1 error', [error], options);
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).toContain('<title>The docs project has 1 error</title>');
    expect(html).toContain('<p class="folio-dev-overlay-title">The docs project has 1 error</p>');
    expect(html).toContain('guides/intro.mdx:5:1');
  });
});
