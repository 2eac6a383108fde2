import { describe, expect, it } from 'vitest';
import { h } from '../h.ts';
import { renderMarkup, withoutSvg } from '../../../test/render/render-markup.ts';
import { Card } from './card.ts';
import { CodeListing } from './code-listing.ts';
import { Color, swatchColors } from './color.ts';
import { Frame } from './frame.ts';
import { GitHub, repositoryOf } from './github-repo.ts';
import { Heading } from './heading.ts';
import { Prompt, promptActions } from './prompt.ts';
import { Tree } from './tree.ts';
import { View } from './view.ts';

describe('Color', () => {
  it('renders compact swatches with their colour per theme and a copy value', () => {
    const { html } = renderMarkup(
      h(
        Color,
        { variant: 'compact' },
        h(Color.Item, { name: 'blue-500', value: '#3B82F6' }),
        h(Color.Item, { name: 'bg', value: { light: '#FFFFFF', dark: '#000000' } }),
      ),
    );
    expect(html).toContain('<div class="folio-color folio-color-compact" data-variant="compact">');
    expect(html).toContain(
      'data-folio-copy-text="#3B82F6" title="Copy #3B82F6"><span class="folio-color-swatch" style="--folio-swatch-light:#3B82F6;--folio-swatch-dark:#3B82F6"',
    );
    expect(html).toContain('--folio-swatch-light:#FFFFFF;--folio-swatch-dark:#000000');
    expect(html).toContain('<code class="folio-color-value">#FFFFFF / #000000</code>');
  });

  it('lays out titled rows in the table variant and warns about an item without a value', () => {
    const { html, warnings } = renderMarkup(
      h(
        Color,
        { variant: 'table' },
        h(Color.Row, { title: 'Primary' }, h(Color.Item, { name: 'x' })),
      ),
    );
    expect(html).toContain(
      '<div class="folio-color-row"><div class="folio-color-row-title">Primary</div>',
    );
    expect(warnings).toEqual([
      'component-prop: Color.Item "x" needs a value: a CSS colour or { light, dark }.',
    ]);
  });

  it('reads colours in every CSS notation and refuses values that break out of a style', () => {
    expect(swatchColors('oklch(70% 0.2 145)')?.light).toBe('oklch(70% 0.2 145)');
    expect(swatchColors('A8FF53')?.light).toBe('#A8FF53');
    expect(swatchColors('red;background:url(x)')).toBeUndefined();
    expect(swatchColors({ dark: '#000' })).toEqual({ light: '#000', dark: '#000', label: '#000' });
  });
});

describe('Prompt', () => {
  it('renders the Markdown description, the actions (hidden until the island) and the text', () => {
    const { html } = renderMarkup(
      h(
        Prompt,
        { description: 'Write **clear** docs', actions: ['copy', 'cursor'] },
        'You are a writer.',
      ),
    );
    expect(withoutSvg(html)).toBe(
      '<div class="folio-prompt" data-folio-prompt=""><div class="folio-prompt-header"><p class="folio-prompt-description">Write <strong>clear</strong> docs</p><div class="folio-prompt-actions"><button type="button" class="folio-prompt-action" data-folio-prompt-copy="" hidden=""><span class="folio-icon folio-copy-icon" aria-hidden="true"><svg/></span><span class="folio-icon folio-copied-icon" aria-hidden="true"><svg/></span><span class="folio-prompt-action-label">Copy prompt</span></button><button type="button" class="folio-prompt-action" data-folio-prompt-cursor="" hidden=""><span class="folio-icon" aria-hidden="true"><svg/></span><span class="folio-prompt-action-label">Open in Cursor</span></button></div></div><details class="folio-prompt-details"><summary class="folio-prompt-summary">Show prompt</summary><div class="folio-prompt-text" data-folio-prompt-text="">You are a writer.</div></details></div>',
    );
  });

  it('offers copy when no known action is given', () => {
    expect(promptActions(undefined)).toEqual(['copy']);
    expect(promptActions('cursor, share')).toEqual(['cursor']);
  });
});

describe('View', () => {
  it('marks its content with its title for the switcher and labels it for pages without scripts', () => {
    const { html } = renderMarkup(h(View, { title: 'Python' }, 'code'));
    expect(html).toBe(
      '<div class="folio-view" data-folio-view="Python"><p class="folio-view-label" data-folio-view-label=""><span>Python</span></p>code</div>',
    );
  });
});

describe('Heading', () => {
  it('renders the level with an id from its text and an anchor, unless noAnchor', () => {
    expect(renderMarkup(h(Heading, { level: 3 }, 'Set up')).html).toBe(
      '<h3 id="set-up"><a class="folio-heading-anchor" href="#set-up" aria-label="Link to this section">#</a>Set up</h3>',
    );
    expect(renderMarkup(h(Heading, { level: '9', noAnchor: true, id: 'x' }, 'T')).html).toBe(
      '<h6 id="x">T</h6>',
    );
  });
});

describe('GitHub.Repo', () => {
  it('links a slug or URL to the repository and warns about anything else', () => {
    expect(repositoryOf('https://github.com/mintlify/docs/')).toEqual({
      owner: 'mintlify',
      name: 'docs',
    });
    const { html } = renderMarkup(h(GitHub.Repo, { repo: 'mintlify/docs', variant: 'flat' }));
    expect(html).toContain(
      '<a class="folio-github-repo folio-github-repo-flat" href="https://github.com/mintlify/docs"',
    );
    const bad = renderMarkup(h(GitHub.Repo, { repo: 'not a repo' }));
    expect(bad.html).toBe('');
    expect(bad.warnings).toEqual([
      'component-prop: GitHub.Repo needs repo="owner/name" or a github.com URL.',
    ]);
  });
});

describe('CodeBlock as a component', () => {
  it('shows text code with its filename, line numbers and highlighted lines', () => {
    const { html } = renderMarkup(
      h(
        CodeListing,
        { filename: 'app.ts', language: 'ts', lines: true, highlight: '[2]', nocopy: true },
        'a\nb\n',
      ),
    );
    expect(html).toContain('<span class="folio-code-title">app.ts</span>');
    expect(html).toContain(
      '<pre class="shiki folio-plain-code" data-language="ts" data-title="app.ts" data-line-numbers="" data-nocopy="" tabindex="0"><code class="language-ts"><span class="line">a</span>\n<span class="line highlighted">b</span></code></pre>',
    );
  });
});

describe('Tree as a Markdown list', () => {
  it('turns names ending in / and items with lists into open folders, others into files', () => {
    const list = h(
      'ul',
      null,
      h('li', null, 'docs/', h('ul', null, h('li', null, 'index.mdx'))),
      h('li', null, 'empty/'),
      h('li', null, h('code', null, 'docs.config.ts')),
    );
    const html = withoutSvg(renderMarkup(h(Tree, null, list)).html);
    expect(html).toContain(
      '<details open=""><summary class="folio-tree-label"><span class="folio-icon folio-tree-closed-icon" aria-hidden="true"><svg/></span><span class="folio-icon folio-tree-open-icon" aria-hidden="true"><svg/></span><span class="folio-tree-name">docs</span>',
    );
    expect(html).toContain('<span class="folio-tree-name">index.mdx</span>');
    expect(html).toContain(
      '<details><summary class="folio-tree-label"><span class="folio-icon folio-tree-closed-icon" aria-hidden="true"><svg/></span><span class="folio-icon folio-tree-open-icon" aria-hidden="true"><svg/></span><span class="folio-tree-name">empty</span>',
    );
    expect(html).toContain('<span class="folio-tree-name">docs.config.ts</span>');
    expect(html).not.toContain('<code>');
  });
});

describe('typed Card and Frame captions', () => {
  it('gives a typed card the kind class and its default icon', () => {
    const { html } = renderMarkup(h(Card, { title: 'Careful', type: 'warning' }, 'x'));
    expect(html).toContain('class="folio-card folio-card-typed folio-card-warning"');
    expect(html).toContain('<span class="folio-card-icon">');
  });

  it('renders Markdown in a caption, with links resolved', () => {
    const { html } = renderMarkup(h(Frame, { caption: 'See [the park](/park) **now**' }, 'img'), {
      resolveHref: (href) => `/base${href}`,
    });
    expect(html).toContain(
      '<figcaption class="folio-frame-caption">See <a href="/base/park">the park</a> <strong>now</strong></figcaption>',
    );
  });
});
