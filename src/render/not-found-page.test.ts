/**
 * docs.json `errors.404`: its title and Markdown description on the 404 page, and
 * `redirect: true` sending the reader home.
 */
import { describe, expect, it } from 'vitest';
import { tempDocs, page } from '../../test/helpers/temp-docs.ts';
import { loadDocsProject } from '../content/index.ts';
import { notFoundPage, notFoundSettingsOf } from './not-found-page.ts';
import { PageRenderer } from './page-renderer.ts';

const assets = { css: '/_folio/folio.css', js: '/_folio/folio.js' };

async function render404(errors?: Record<string, unknown>): Promise<string> {
  const root = await tempDocs({
    'docs.json': {
      name: 'Errors',
      navigation: { groups: [{ group: 'Start', pages: ['intro'] }] },
      ...(errors === undefined ? {} : { errors }),
    },
    'intro.mdx': page('Intro'),
  });
  return notFoundPage(new PageRenderer(await loadDocsProject(root), assets));
}

describe('the 404 page', () => {
  it('shows Folio’s words without errors.404', async () => {
    const html = await render404();
    expect(html).toContain('<title>Page not found - Errors</title>');
    expect(html).not.toContain('http-equiv="refresh"');
  });

  it('shows errors.404 title and Markdown description, without raw HTML', async () => {
    const html = await render404({
      '404': {
        title: "Don't panic.",
        description: 'What **happened** to [this](/intro) page? <script>alert(1)</script>',
      },
    });
    expect(html).toContain('<title>Don&#x27;t panic. - Errors</title>');
    expect(html).toContain(
      '<div class="folio-not-found-description"><p>What <strong>happened</strong> to <a href="/intro">this</a> page? alert(1)</p></div>',
    );
    // The tags are dropped; their text stays as text.
    expect(html).not.toContain('<script>alert');
  });

  it('redirects home with redirect: true', async () => {
    const html = await render404({ '404': { redirect: true } });
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=/intro"/>');
  });

  it('reads the settings, blank strings as unset', () => {
    expect(notFoundSettingsOf(undefined)).toEqual({
      title: undefined,
      description: undefined,
      redirect: false,
    });
    expect(
      notFoundSettingsOf({ errors: { '404': { title: ' ', redirect: true } } } as never),
    ).toEqual({ title: undefined, description: undefined, redirect: true });
  });
});
