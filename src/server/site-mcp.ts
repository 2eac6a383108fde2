/**
 * A hosted site's MCP server at `<site>/mcp` (docs/site/mcp-server.mdx), on the site's host or
 * under `/_sites/{subdomain}/`, public like the site: no key. Its tools read what the site
 * serves and nothing else:
 *
 * - `search` asks the assistant's retrieval over the current deployment's corpus (the filters
 *   are the assistant's: version, language, and a navigation group as `section`);
 * - `read_page` asks the site host for the page's `<route>.md` with the route it was given, so
 *   a page reads exactly as the site's Markdown route answers, and every check the host makes
 *   on paths (never outside the deployment) holds here too.
 *
 * Each tool call counts as one use of the assistant against its rate limits (rate-limits.ts),
 * by client address, organization and, in place of a key, the site's MCP server; the other
 * messages (initialize, tools/list) are free. Over a limit the answer is a 429 with a JSON-RPC
 * error and the limit's headers.
 *
 * @module
 */
import type { Context } from 'hono';
import { searchResults } from '../assistant/index.ts';
import { answerMcp, jsonRpcErrorResponse } from '../mcp/index.ts';
import type { DocsSearchResult, McpSite } from '../mcp/index.ts';
import type { Project } from '../storage/index.ts';
import { markdownPathOf } from '../web/index.ts';
import { clientAddress } from './client-address.ts';
import { HttpError } from './http-error.ts';
import { enforceAssistantLimits } from './rate-limits.ts';
import type { Logger } from './request-log.ts';
import { siteUrlOf } from './routes/assistant-access.ts';
import type { AssistantRouteSettings } from './routes/assistant-access.ts';
import type { ServerEnv, ServerServices } from './server-env.ts';
import type { SiteRequest } from './site-request.ts';

/** Characters of a section's text a search result shows. */
const SNIPPET_LENGTH = 300;

/** The answer to an MCP request for `site`; a JSON-RPC error when no project has it. */
export async function siteMcpResponse(
  c: Context<ServerEnv>,
  services: Pick<ServerServices, 'db' | 'projects' | 'corpora' | 'sites'>,
  settings: AssistantRouteSettings & { log: Logger },
  site: SiteRequest,
): Promise<Response> {
  const project = await services.projects.bySubdomain(site.subdomain);
  if (!project) {
    return jsonRpcErrorResponse(404, -32001, `No documentation site is at "${site.subdomain}".`);
  }
  c.get('logFields')['project'] = project.id;
  return answerMcp(c.req.raw, mcpSite(c, services, settings, site, project), {
    beforeCalls: async (calls) => {
      let headers: Record<string, string> = {};
      try {
        for (let call = 0; call < calls; call++) {
          headers = await enforceAssistantLimits(services.db, settings.limits, {
            ip: clientAddress(c, { trustProxy: settings.trustProxy }),
            organizationId: project.organizationId,
            keyId: `mcp:${project.id}`,
          });
        }
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        return jsonRpcErrorResponse(error.status, -32000, error.message, { ...error.headers });
      }
      return headers;
    },
    onError: (error) => {
      settings.log({
        time: new Date().toISOString(),
        level: 'error',
        msg: 'MCP request failed',
        path: c.req.path,
        error: error instanceof Error ? (error.stack ?? error.message) : String(error),
      });
    },
  });
}

/** The site as its MCP server sees it. */
function mcpSite(
  c: Context<ServerEnv>,
  services: Pick<ServerServices, 'corpora' | 'sites'>,
  settings: AssistantRouteSettings,
  site: SiteRequest,
  project: Project,
): McpSite {
  const url =
    site.basePath === ''
      ? siteUrlOf(c, settings, project.subdomain)
      : `${new URL(c.req.url).origin}${site.basePath}`;
  return {
    name: project.name,
    url,
    async search(request) {
      const corpus = await services.corpora.forProject(project);
      if (!corpus) return [];
      const groups = request.section === undefined ? undefined : [request.section];
      const results = searchResults(corpus, {
        query: request.query,
        pageSize: request.limit,
        filter: {
          ...(request.version === undefined ? {} : { version: request.version }),
          ...(request.language === undefined ? {} : { language: request.language }),
          ...(groups === undefined ? {} : { groups }),
        },
      });
      return results.map((result): DocsSearchResult => ({
        title: result.metadata.title,
        heading: result.metadata.heading,
        path: result.path,
        snippet: snippetOf(result.content),
        version: result.metadata.version,
        language: result.metadata.language,
      }));
    },
    async markdown(route) {
      const path = markdownPathOf(route);
      const response = await services.sites.serve(
        { subdomain: site.subdomain, path, basePath: '' },
        new Request(`http://${site.subdomain}.internal${path}`, {
          headers: { accept: 'text/markdown', 'accept-encoding': 'identity' },
        }),
      );
      const type = response.headers.get('content-type') ?? '';
      if (response.status !== 200 || !type.startsWith('text/markdown')) {
        await response.body?.cancel();
        return undefined;
      }
      return response.text();
    },
  };
}

/** The first {@link SNIPPET_LENGTH} characters of a section, cut at a word. */
function snippetOf(content: string): string {
  const text = content.replace(/\s+/g, ' ').trim();
  if (text.length <= SNIPPET_LENGTH) return text;
  const cut = text.slice(0, SNIPPET_LENGTH);
  const space = cut.lastIndexOf(' ');
  return `${space > SNIPPET_LENGTH / 2 ? cut.slice(0, space) : cut}…`;
}
