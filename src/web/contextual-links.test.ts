import { describe, expect, it } from 'vitest';
import {
  contextualCopyText,
  contextualHref,
  customHref,
  markdownPathOf,
  mcpUrlOf,
} from './contextual-links.ts';

const place = { origin: 'https://docs.acme.dev', route: '/guides/setup', siteName: 'Acme' };

describe('contextual links', () => {
  it('names the Markdown copy of a page, the home page as /index.md', () => {
    expect(markdownPathOf('/guides/setup')).toBe('/guides/setup.md');
    expect(markdownPathOf('/guides/setup/')).toBe('/guides/setup.md');
    expect(markdownPathOf('/')).toBe('/index.md');
    expect(mcpUrlOf('https://docs.acme.dev')).toBe('https://docs.acme.dev/mcp');
  });

  it('opens each assistant with a prompt that names the page’s Markdown URL', () => {
    const prompt = encodeURIComponent(
      'Read https://docs.acme.dev/guides/setup.md so I can ask questions about it.',
    );
    expect(contextualHref('chatgpt', place)).toBe(`https://chatgpt.com/?hints=search&q=${prompt}`);
    expect(contextualHref('claude', place)).toBe(`https://claude.ai/new?q=${prompt}`);
    expect(contextualHref('perplexity', place)).toBe(
      `https://www.perplexity.ai/search/new?q=${prompt}`,
    );
    expect(contextualHref('grok', place)).toBe(`https://grok.com/?q=${prompt}`);
    expect(contextualHref('view', place)).toBe('https://docs.acme.dev/guides/setup.md');
    expect(contextualHref('copy', place)).toBeUndefined();
  });

  it('installs the MCP server in Cursor and VS Code, and copies its URL or command', () => {
    expect(contextualHref('cursor', place)).toBe(
      'cursor://anysphere.cursor-deeplink/mcp/install?name=Acme&config=' +
        encodeURIComponent(btoa('{"url":"https://docs.acme.dev/mcp"}')),
    );
    expect(contextualHref('vscode', place)).toBe(
      'vscode:mcp/install?' +
        encodeURIComponent('{"name":"Acme","type":"http","url":"https://docs.acme.dev/mcp"}'),
    );
    expect(contextualCopyText('mcp', place)).toBe('https://docs.acme.dev/mcp');
    expect(contextualCopyText('add-mcp', place)).toBe('npx add-mcp https://docs.acme.dev/mcp');
  });

  it('fills $page, $path and $mcp in a custom option’s query', () => {
    expect(customHref('https://example.com/ideas', place)).toBe('https://example.com/ideas');
    expect(
      customHref(
        {
          base: 'https://x.com/intent/tweet?via=acme',
          query: [
            { key: 'text', value: 'Read $page' },
            { key: 'p', value: '$path' },
            { key: 'm', value: '$mcp' },
          ],
        },
        place,
      ),
    ).toBe(
      'https://x.com/intent/tweet?via=acme&text=Read%20https%3A%2F%2Fdocs.acme.dev%2Fguides%2Fsetup.md&p=%2Fguides%2Fsetup&m=https%3A%2F%2Fdocs.acme.dev%2Fmcp',
    );
  });
});
