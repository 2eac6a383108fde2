/**
 * The MCP server of one docs site: its two tools, named for the site so a client holding
 * several knows which docs each searches.
 *
 * - `search`: the site's retrieval (the assistant's in `folio serve`, the live search index in
 *   `folio dev`), with the filters it supports (version, language, section), → titles, URLs and
 *   snippets, as text for the model and as `structuredContent` for programs.
 * - `read_page`: a page path or URL of the site → the page's Markdown (the site's `<route>.md`).
 *   A path outside the site, or no page there, is a tool error (`isError`), which the model
 *   reads, not a protocol error.
 *
 * @module
 */
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import * as z from 'zod';
import { pageRouteOf } from './page-route.ts';

/** Results `search` returns when the client does not say. */
export const DEFAULT_SEARCH_LIMIT = 8;
/** Most results one `search` returns. */
export const MAX_SEARCH_LIMIT = 20;
/** The longest query, in characters (as the search API). */
const MAX_QUERY_LENGTH = 1000;
/** The longest filter value, in characters. */
const MAX_FILTER_LENGTH = 200;

/** What `search` asks the site. */
export interface DocsSearchRequest {
  query: string;
  limit: number;
  version?: string | undefined;
  language?: string | undefined;
  /** A navigation group's name: only pages under it. */
  section?: string | undefined;
}

/** One search result. */
export interface DocsSearchResult {
  title: string;
  /** The section's heading, when the result is a section of the page. */
  heading?: string | undefined;
  /** The page's route, with `#anchor` for a section. */
  path: string;
  /** A short excerpt of the matching text. */
  snippet: string;
  version?: string | undefined;
  language?: string | undefined;
}

/** The site a server answers for. */
export interface McpSite {
  /** The site's name (docs.json `name`). */
  name: string;
  /** Its public address: origin and base path, no trailing slash. */
  url: string;
  search(request: DocsSearchRequest): Promise<DocsSearchResult[]>;
  /** The Markdown of the page at `route`, or undefined when the site has no page there. */
  markdown(route: string): Promise<string | undefined>;
}

const filterValue = z.string().max(MAX_FILTER_LENGTH);

/** A new server with the site's tools (one per request: the transport is stateless). */
export function createDocsMcpServer(site: McpSite): McpServer {
  const server = new McpServer({ name: site.name, version: '1.0.0' });
  server.registerTool(
    'search',
    {
      title: `Search ${site.name}`,
      description: `Search the ${site.name} documentation (${site.url}). Returns the best-matching pages and sections, each with its title, URL and a snippet. Read a result in full with read_page.`,
      inputSchema: {
        query: z.string().min(1).max(MAX_QUERY_LENGTH).describe('What to look for, in words.'),
        version: filterValue.optional().describe('Only pages of this docs version.'),
        language: filterValue.optional().describe('Only pages in this language code (en, fr…).'),
        section: filterValue
          .optional()
          .describe('Only pages under this navigation group (its name in the sidebar).'),
        limit: z
          .number()
          .int()
          .min(1)
          .max(MAX_SEARCH_LIMIT)
          .optional()
          .describe(`How many results (default ${String(DEFAULT_SEARCH_LIMIT)}).`),
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    async (input) => {
      const results = await site.search({
        query: input.query,
        limit: input.limit ?? DEFAULT_SEARCH_LIMIT,
        version: input.version,
        language: input.language,
        section: input.section,
      });
      return searchAnswer(site, input.query, results);
    },
  );
  server.registerTool(
    'read_page',
    {
      title: `Read a ${site.name} page`,
      description: `Read one page of the ${site.name} documentation (${site.url}) as Markdown. Give its path (/quickstart) or its full URL, as search returns them.`,
      inputSchema: {
        path: z.string().max(4096).describe('The page path (/guides/setup) or URL on this site.'),
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    async (input) => {
      const page = pageRouteOf(input.path, site.url);
      if (page.kind === 'refused') return toolError(`${page.reason} (404)`);
      const markdown = await site.markdown(page.route);
      if (markdown === undefined) {
        return toolError(
          `No page at ${page.route} in the ${site.name} documentation (404). Use search to find the page's path.`,
        );
      }
      return { content: [{ type: 'text', text: markdown }] };
    },
  );
  return server;
}

function searchAnswer(site: McpSite, query: string, results: DocsSearchResult[]): CallToolResult {
  const listed = results.map((result) => ({
    title: result.heading === undefined ? result.title : `${result.title}: ${result.heading}`,
    url: `${site.url}${result.path}`,
    snippet: result.snippet,
    ...(result.version === undefined ? {} : { version: result.version }),
    ...(result.language === undefined ? {} : { language: result.language }),
  }));
  const text =
    listed.length === 0
      ? `Nothing in the ${site.name} documentation matches "${query}".`
      : listed
          .map(
            (result, index) =>
              `${String(index + 1)}. ${result.title}\n${result.url}\n${result.snippet}`,
          )
          .join('\n\n');
  return { content: [{ type: 'text', text }], structuredContent: { results: listed } };
}

function toolError(text: string): CallToolResult {
  return { content: [{ type: 'text', text }], isError: true };
}
