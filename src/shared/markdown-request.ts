/**
 * How a request asks for a page's Markdown text (docs/site/markdown-pages.mdx): by its path
 * (`/guides/setup.md`, `/index.md` for the home page), or on the page's own route with an
 * `Accept` header that prefers `text/markdown` to HTML. `folio dev` and `folio serve` both read
 * requests this way, so the two answer alike.
 *
 * @module
 */

/** The content type of a page's Markdown text. */
export const MARKDOWN_TYPE = 'text/markdown; charset=utf-8';

/**
 * The route whose Markdown the path `relative` (decoded, without the leading slash) names:
 * `guides/setup.md` → `/guides/setup`, `index.md` → `/`; undefined for a path not ending in `.md`.
 */
export function markdownRoute(relative: string): string | undefined {
  if (!relative.endsWith('.md') || relative.endsWith('/.md') || relative === '.md')
    return undefined;
  const base = relative.slice(0, -'.md'.length);
  return base === 'index' ? '/' : `/${base}`;
}

/**
 * Whether the `Accept` header prefers Markdown: `text/markdown` is named with a weight above
 * zero and at least that of `text/html` (the catch-all type browsers send counts for neither).
 */
export function acceptsMarkdown(accept: string | undefined): boolean {
  if (accept === undefined || !accept.toLowerCase().includes('text/markdown')) return false;
  let markdown = 0;
  let html = 0;
  for (const range of accept.toLowerCase().split(',')) {
    const [type = '', ...params] = range.split(';').map((part) => part.trim());
    const weight = params.find((param) => param.startsWith('q='));
    const q = weight === undefined ? 1 : Number(weight.slice(2));
    if (!Number.isFinite(q)) continue;
    if (type === 'text/markdown') markdown = Math.max(markdown, q);
    else if (type === 'text/html') html = Math.max(html, q);
  }
  return markdown > 0 && markdown >= html;
}
