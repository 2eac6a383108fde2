import { describe, expect, it } from 'vitest';
import { loadDocsJson as load } from '../../test/helpers/diagnostics-text.ts';

const docs = (contextual: unknown) =>
  JSON.stringify({ name: 'x', navigation: { pages: ['index'] }, contextual }, null, 2);

describe('contextual', () => {
  it('accepts every option the format defines, custom options and display', async () => {
    const { loaded } = await load(
      docs({
        options: [
          'copy',
          'view',
          'chatgpt',
          'claude',
          'perplexity',
          'grok',
          'mcp',
          'add-mcp',
          'cursor',
          'vscode',
          {
            title: 'Share on X',
            description: 'Share this page',
            icon: 'x',
            href: {
              base: 'https://x.com/intent/tweet',
              query: [{ key: 'text', value: 'Read $page' }],
            },
          },
          { title: 'Feature request', icon: 'plus', href: 'https://example.com/ideas' },
        ],
        display: 'toc',
      }),
    );
    expect(loaded.diagnostics).toEqual([]);
    expect(loaded.config?.contextual?.display).toBe('toc');
    expect(loaded.config?.contextual?.options).toHaveLength(12);
  });

  it('warns on an unknown option name, at its place, with a near miss', async () => {
    const { loaded, text } = await load(docs({ options: ['copy', 'chatgtp'] }));
    expect(loaded.config).toBeDefined();
    expect(text).toMatchInlineSnapshot(`
      "warning[unknown-contextual-option]: Unknown contextual option "chatgtp"; the menu leaves it out
        --> docs.json:11:7 (contextual.options[1])
          |
      11  |       "chatgtp"
          |       ^
        = fix: Did you mean "chatgpt"?"
    `);
  });

  it('names the options the format defines that the menu does not show', async () => {
    const { loaded } = await load(docs({ options: ['copy', 'download-pdf'] }));
    expect(loaded.diagnostics.map((d) => `${d.code}: ${d.message}`)).toEqual([
      'contextual-option-not-shown: The contextual option "download-pdf" is not shown by Folio yet; the menu leaves it out',
    ]);
  });

  it('rejects a custom option without href, and a display it does not know', async () => {
    const { loaded } = await load(
      docs({ options: [{ title: 'Ideas', hreff: 'https://x.dev' }], display: 'sidebar' }),
    );
    expect(loaded.config).toBeUndefined();
    expect(loaded.diagnostics.map((d) => `${d.code} ${d.jsonPath ?? ''}: ${d.message}`)).toEqual([
      'invalid-union contextual.options[0].href: A custom contextual option needs "href"',
      'unknown-key contextual.options[0].hreff: Unknown key "hreff" in a custom contextual option; it is ignored',
      'invalid-value contextual.display: "display" must be one of "header", "toc", but is the string "sidebar"',
    ]);
  });
});
