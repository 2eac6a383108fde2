/**
 * Where the contextual menu's options go, built the same way by the page renderer (when the
 * site's public URL is known) and by the browser (from the address it is reading, which is
 * right on previews and in `folio dev` too): the page's Markdown copy, the assistants' "new
 * chat with this prompt" URLs, the MCP server's URL and its one-click installs for Cursor and
 * VS Code, and custom options' `$page` / `$path` / `$mcp` placeholders.
 *
 * @module
 */

/**
 * The path a site answers the Model Context Protocol on, below its origin. One constant: the
 * menu's "Copy MCP server URL", "Add to Cursor" and "Add to VS Code" all name it, and the
 * server that answers there reads it from here too.
 */
export const MCP_PATH = '/mcp';

/** What every link is built from. */
export interface ContextualPlace {
  /** The site's origin, e.g. `https://docs.example.com` (no trailing slash). */
  origin: string;
  /** The page's route, e.g. `/guides/setup` (`/` for the home page). */
  route: string;
  /** The site's name: the MCP server's name in Cursor and VS Code. */
  siteName: string;
}

/** The page's Markdown copy: `<route>.md`, the home page's `/index.md`. */
export function markdownPathOf(route: string): string {
  const trimmed = route.replace(/\/+$/, '');
  return `${trimmed === '' ? '/index' : trimmed}.md`;
}

/** The site's MCP server URL. */
export function mcpUrlOf(origin: string): string {
  return `${origin}${MCP_PATH}`;
}

/** The prompt an assistant's new chat opens with: read the page's Markdown. */
export function assistantPrompt(place: ContextualPlace): string {
  return `Read ${place.origin}${markdownPathOf(place.route)} so I can ask questions about it.`;
}

/** The new-chat URL of each assistant, before the URL-encoded prompt. */
const assistantUrls: Readonly<Record<string, string>> = {
  chatgpt: 'https://chatgpt.com/?hints=search&q=',
  claude: 'https://claude.ai/new?q=',
  perplexity: 'https://www.perplexity.ai/search/new?q=',
  grok: 'https://grok.com/?q=',
};

/** Base64 of an ASCII or UTF-8 string, the same in Node and the browser. */
function base64(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** The link of a built-in option that is a link; `undefined` for the copy actions. */
export function contextualHref(option: string, place: ContextualPlace): string | undefined {
  const assistant = assistantUrls[option];
  if (assistant !== undefined) return assistant + encodeURIComponent(assistantPrompt(place));
  const mcp = mcpUrlOf(place.origin);
  switch (option) {
    case 'view':
      return `${place.origin}${markdownPathOf(place.route)}`;
    case 'cursor':
      // Cursor's MCP install deeplink: the server's name and its config as base64 JSON.
      return `cursor://anysphere.cursor-deeplink/mcp/install?name=${encodeURIComponent(
        place.siteName,
      )}&config=${encodeURIComponent(base64(JSON.stringify({ url: mcp })))}`;
    case 'vscode':
      // VS Code's MCP install link: the server's configuration as URL-encoded JSON.
      return `vscode:mcp/install?${encodeURIComponent(
        JSON.stringify({ name: place.siteName, type: 'http', url: mcp }),
      )}`;
    default:
      return undefined;
  }
}

/** The text a built-in copy option puts on the clipboard, other than the page itself. */
export function contextualCopyText(option: string, place: ContextualPlace): string | undefined {
  const mcp = mcpUrlOf(place.origin);
  if (option === 'mcp') return mcp;
  if (option === 'add-mcp') return `npx add-mcp ${mcp}`;
  return undefined;
}

/** A custom option's link: `{base, query}` or a string. */
export type CustomHref =
  string | { base: string; query: readonly { key: string; value: string }[] };

/** Replaces `$page` (the page's Markdown URL), `$path` (its route) and `$mcp` in `value`. */
function fillPlaceholders(value: string, place: ContextualPlace): string {
  return value.replace(/\$(page|path|mcp)\b/g, (_match, name: string) => {
    if (name === 'page') return `${place.origin}${markdownPathOf(place.route)}`;
    if (name === 'path') return place.route;
    return mcpUrlOf(place.origin);
  });
}

/**
 * Whether a custom option may link to `url`: a web or mail address, or a path. Never a
 * `javascript:` or `data:` URL, which would run in the site's origin.
 */
export function isSafeCustomHref(url: string): boolean {
  const scheme = /^([a-z][a-z\d+.-]*):/i.exec(url.trim())?.[1]?.toLowerCase();
  return scheme === undefined || scheme === 'http' || scheme === 'https' || scheme === 'mailto';
}

/** A custom option's URL, its query values' placeholders filled; `#` for an unsafe scheme. */
export function customHref(href: CustomHref, place: ContextualPlace): string {
  const base = typeof href === 'string' ? href : href.base;
  if (!isSafeCustomHref(base)) return '#';
  if (typeof href === 'string') return href;
  if (href.query.length === 0) return href.base;
  const query = href.query
    .map(
      (parameter) =>
        `${encodeURIComponent(parameter.key)}=${encodeURIComponent(
          fillPlaceholders(parameter.value, place),
        )}`,
    )
    .join('&');
  return `${href.base}${href.base.includes('?') ? '&' : '?'}${query}`;
}
