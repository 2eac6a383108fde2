/**
 * Page content that failed on public sites written for this format, kept fixed: each folder of
 * test/fixtures/real-world-excerpts holds a few lines copied from a real repository (see
 * SOURCES.md there), run through `folio validate` and `folio build` as the CLI runs them. Site
 * settings and links are in real-world-excerpts-site.test.ts.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { resolveIcon } from '../src/render/icons/index.ts';
import { buildExcerpt, diagnosticLine, validateExcerpt } from './helpers/excerpt-runs.ts';

const kinds = [
  'snippet-file',
  'react-hooks',
  'tailwind-classes',
  'dotted-components',
  'one-line-children',
  'prose-braces',
  'multiline-frontmatter',
  'translated-spec-path',
  'icons-pro',
];

beforeAll(async () => {
  await Promise.all(kinds.flatMap((kind) => [buildExcerpt(kind), validateExcerpt(kind)]));
}, 120_000);

/** Builds `kind` and checks that it passes validate and build with exactly `warnings`. */
async function builds(kind: string, warnings: string[] = []) {
  const validated = await validateExcerpt(kind);
  expect(validated.report.diagnostics.map(diagnosticLine)).toEqual(warnings);
  expect(validated.code).toBe(0);
  const built = await buildExcerpt(kind);
  expect(built.report.diagnostics.map(diagnosticLine)).toEqual(warnings);
  expect(built.code).toBe(0);
  return built;
}

/** The part of a page inside its article's prose. */
function prose(html: string): string {
  const start = html.indexOf('<div class="folio-prose">');
  return html.slice(start, html.indexOf('<nav class="folio-pagination"', start));
}

/** The `d` of the first path of an icon Folio draws. */
function iconPath(svg: string): string {
  return /<path[^>]* d="([^"]+)"/.exec(svg)?.[1] ?? 'no path';
}

describe('real-world excerpts: page content', () => {
  it('mem0: <Snippet file> finds its file in _snippets/ and the page shows it', async () => {
    const built = await builds('snippet-file');
    const html = await built.read('open-source/overview/index.html');
    expect(prose(html)).toContain(
      '<strong>Using Mem0?</strong> <a href="https://github.com/mem0ai/mem0" data-ph-capture-attribute-cta="star-on-github">Star us on GitHub</a>',
    );
    expect(html).not.toContain('FolioSnippet');
    expect(html).not.toContain('folio-missing');
  });

  it('mintlify: a component calling useState without an import renders and hydrates', async () => {
    const built = await builds('react-hooks');
    const html = await built.read('customize/react-components/index.html');
    // Server-rendered with its first state (the count, 0), inside an island the browser hydrates.
    expect(html).toMatch(
      /<folio-island data-module="#page" data-export="Counter" data-props="\{\}" data-ids="folio-island-\d+-" style="display:contents"><div class="flex items-center justify-center">/,
    );
    expect(html).toMatch(/min-w-\[4rem\] text-center">0<\/div>/);
    expect(html).toMatch(/<script src="\/_folio\/islands\.[0-9a-f]+\.js" defer><\/script>/);
  });

  it('mem0: Tailwind classes, dark: and arbitrary values, compiled into the site stylesheet', async () => {
    const built = await builds('tailwind-classes');
    const html = await built.read('index.html');
    expect(html).toContain('<link rel="stylesheet" href="/_folio/tailwind.css"/>');
    const css = await built.read('_folio/tailwind.css');
    // The dark image shows in dark mode only, the light one in light mode only.
    expect(css).toContain('.hidden {\n  display: none;\n}');
    expect(css).toContain(
      '.dark\\:block:where([data-theme=dark], [data-theme=dark] *) {\n  display: block;\n}',
    );
    expect(css).toContain(
      '.dark\\:hidden:where([data-theme=dark], [data-theme=dark] *) {\n  display: none;\n}',
    );
    expect(css).toContain('.aspect-\\[2\\/1\\] {\n  aspect-ratio: 2/1;\n}');
    expect(css).toMatch(
      /@media \(width >= 40rem\) \{\s*\.sm\\:grid-cols-2 \{\s*grid-template-columns: repeat\(2, minmax\(0, 1fr\)\);/,
    );
  });

  it('mintlify: <Color.Row>, <Color.Item> and <GitHub.Repo> render as their components', async () => {
    const built = await builds('dotted-components');
    const color = prose(await built.read('components/color/index.html'));
    expect(color).toContain(
      '<div class="folio-color folio-color-table" data-variant="table"><div class="folio-color-row"><div class="folio-color-row-title">Primary</div>',
    );
    expect(color.match(/class="folio-color-item"/g)).toHaveLength(5);
    expect(color).toContain('<code class="folio-color-value">#7C3AED</code>');
    const github = prose(await built.read('components/github/index.html'));
    expect(github).toContain(
      '<a class="folio-github-repo folio-github-repo-inset" href="https://github.com/mintlify/docs" rel="noopener">',
    );
  });

  it('continue: steps written on one line are numbered in order', async () => {
    const built = await builds('one-line-children');
    const html = prose(await built.read('ide-extensions/quick-start/index.html'));
    const steps = [...html.matchAll(/folio-step-number">(\d+)[\s\S]*?folio-step-title">([^<]+)/g)];
    expect(steps.map(([, number, title]) => `${String(number)} ${String(title)}`)).toEqual([
      '1 Add Sample Code',
      '2 Highlight the Function',
      '3 Open Edit Mode',
      '4 Give Instructions',
    ]);
    expect(html).toContain('Press <strong>Cmd/Ctrl + I</strong> to open Edit mode');
    expect(html).not.toContain('<p><div');
  });

  it('crewAI: {kickoff_id} in prose is shown as written, with a warning at the name', async () => {
    const built = await builds('prose-braces', [
      'warning undefined-name en/changelog.mdx:15:37 `kickoff_id` is not defined: {kickoff_id} is shown as text',
    ]);
    const html = prose(await built.read('en/changelog/index.html'));
    expect(html).toContain(
      '<li>Fix status endpoint path from /{kickoff_id}/status to /status/{kickoff_id}</li>',
    );
  });

  it('AgentOps: a double-quoted description continued at the margin keeps the frontmatter', async () => {
    const built = await builds('multiline-frontmatter');
    const html = await built.read('v1/integrations/litellm/index.html');
    expect(html).toContain('<title>LiteLLM - AgentOps</title>');
    expect(html).toContain('<h1 class="folio-title">LiteLLM</h1>');
    expect(html).toContain(
      '<meta name="description" content="Call the latest models using the OpenAI format including: Llama, Mistral, Claude, Gemini, Gemma, DALL-E, Whisper"/>',
    );
  });

  it('mintlify: openapi: "/es/….json POST /x" names a spec only the page names', async () => {
    // The spec is minified: only the page's frontmatter leads to it, with a leading slash.
    const built = await builds('translated-spec-path');
    const html = prose(await built.read('es/api/assistant/search/index.html'));
    expect(html).toContain(
      '<div class="folio-api-endpoint" data-method="post"><span class="folio-api-method folio-api-method-post">POST</span>',
    );
    expect(html).toContain(
      '<span class="folio-api-base" data-folio-api-base="" hidden="">https://api.mintlify.com/discovery</span>',
    );
    expect(html).toContain('Realiza búsquedas semánticas y por palabras clave');
  });

  it('mem0: a Font Awesome Pro icon draws its nearest Free icon, with a warning', async () => {
    // The warning is placed at the card's group: a component's children are read unplaced.
    const built = await builds('icons-pro', [
      'warning icon-substituted open-source/features/overview.mdx:7:1 Icon "message-bot" is not in Font Awesome Free; "robot" is shown instead.',
    ]);
    const html = prose(await built.read('open-source/features/overview/index.html'));
    const robot = resolveIcon('robot', 'fontawesome');
    expect(robot.kind).toBe('svg');
    // The second card, from the end of the first one's text to its own title.
    const card = html.slice(
      html.indexOf('language-agnostic'),
      html.indexOf('OpenAI Compatibility'),
    );
    expect(card).toContain(iconPath(robot.kind === 'svg' ? robot.svg : ''));
    expect(html).not.toContain('folio-icon-placeholder');
  });
});
