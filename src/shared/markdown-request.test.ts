import { describe, expect, it } from 'vitest';
import { acceptsMarkdown, markdownRoute } from './markdown-request.ts';

describe('markdownRoute', () => {
  it('names the route of a .md path, the home page for index.md', () => {
    expect(markdownRoute('guides/setup.md')).toBe('/guides/setup');
    expect(markdownRoute('index.md')).toBe('/');
    expect(markdownRoute('guides/index.md')).toBe('/guides/index');
  });

  it('names none for other paths', () => {
    for (const relative of ['guides/setup', 'guides/setup.mdx', '.md', 'guides/.md', '']) {
      expect(markdownRoute(relative), relative).toBeUndefined();
    }
  });
});

describe('acceptsMarkdown', () => {
  it('is true when text/markdown weighs at least as much as text/html', () => {
    expect(acceptsMarkdown('text/markdown')).toBe(true);
    expect(acceptsMarkdown('text/markdown, text/html;q=0.9')).toBe(true);
    expect(acceptsMarkdown('text/html;q=0.5, text/markdown;q=0.5')).toBe(true);
    expect(acceptsMarkdown('TEXT/MARKDOWN;charset=utf-8, */*')).toBe(true);
  });

  it('is false for browsers, missing headers and markdown weighed lower or at 0', () => {
    expect(acceptsMarkdown(undefined)).toBe(false);
    expect(acceptsMarkdown('*/*')).toBe(false);
    expect(acceptsMarkdown('text/html,application/xhtml+xml,*/*;q=0.8')).toBe(false);
    expect(acceptsMarkdown('text/html, text/markdown;q=0.5')).toBe(false);
    expect(acceptsMarkdown('text/markdown;q=0')).toBe(false);
  });
});
