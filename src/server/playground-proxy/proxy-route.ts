/**
 * The playground proxy of a hosted site, `/_folio/proxy` on the site's own host or path:
 *
 * - `GET` answers `{"proxy": true}` when the site was built with `api.playground.proxy` on
 *   (its `_folio/playground-proxy.json` lists its API servers), `{"proxy": false}` otherwise.
 *   The playground asks once before its first request: a static host answers 404, and the
 *   playground then sends requests straight from the browser.
 * - `POST` with a JSON body `{"method", "url", "headers", "body"}` (`body` in base64) sends
 *   that request to the site's API (forward-request.ts) and answers `200` with
 *   `{"status", "statusText", "url", "headers", "body"}`. Refusals and failures are JSON errors:
 *   400 bad request, 403 not allowed, 404 no proxy, 413 body over 1 MB, 415 not JSON, 429 rate
 *   limit, 502 the API failed, 504 it did not answer in time.
 *
 * Requests count against the assistant's per-address daily limit (rate-limits.ts). The body
 * must be `application/json`: a page on another site cannot send that without a CORS preflight,
 * which this route never grants, so only the site's own pages (and scripts outside browsers)
 * use it. The answer is JSON, never the API's own content type, so nothing the API returns is
 * ever shown as a page of the docs site.
 *
 * @module
 */
import type { Context } from 'hono';
import * as z from 'zod';
import { errorResponse, HttpError } from '../http-error.ts';
import { clientAddress } from '../client-address.ts';
import { enforceAddressLimit } from '../rate-limits.ts';
import type { AssistantLimits } from '../rate-limits.ts';
import { describeIssues } from '../read-body.ts';
import type { ServerEnv, ServerServices } from '../server-env.ts';
import type { SiteRequest } from '../site-request.ts';
import { PLAYGROUND_PROXY_URL } from '../../render/index.ts';
import { PlaygroundProxy, ProxyError } from './forward-request.ts';

/** The largest request body forwarded: 1 MB. */
export const MAX_PROXY_BODY_BYTES = 1024 * 1024;
/** The largest JSON envelope read: the body in base64 plus room for the URL and headers. */
const MAX_ENVELOPE_BYTES = Math.ceil((MAX_PROXY_BODY_BYTES * 4) / 3) + 64 * 1024;

const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
const envelopeSchema = z.object({
  method: z
    .string()
    .regex(TOKEN, 'not an HTTP method')
    .refine((method) => !['CONNECT', 'TRACE', 'TRACK'].includes(method.toUpperCase()), {
      message: 'CONNECT and TRACE are not forwarded',
    }),
  url: z.string().max(8192),
  headers: z.record(z.string().max(256), z.string().max(8192)).default({}),
  body: z.base64().optional(),
});

/** What the route needs besides the request. */
export interface ProxyRouteSettings {
  proxy: PlaygroundProxy;
  limits: Readonly<AssistantLimits>;
  trustProxy: boolean;
}

/** Whether a site request is for its playground proxy. */
export function isPlaygroundProxyRequest(site: SiteRequest): boolean {
  return site.path === PLAYGROUND_PROXY_URL;
}

/** The proxy's answer to a site request for {@link PLAYGROUND_PROXY_URL}. */
export async function playgroundProxyResponse(
  c: Context<ServerEnv>,
  services: Pick<ServerServices, 'db' | 'sites'>,
  settings: ProxyRouteSettings,
  site: SiteRequest,
): Promise<Response> {
  const method = c.req.method;
  if (method === 'GET' || method === 'HEAD') {
    const servers = await services.sites.playgroundServers?.(site.subdomain);
    return json(method === 'HEAD' ? null : { proxy: servers !== undefined }, 200);
  }
  if (method !== 'POST') {
    return errorResponse(405, 'The playground proxy takes POST requests.', { allow: 'GET, POST' });
  }
  try {
    const servers = await services.sites.playgroundServers?.(site.subdomain);
    if (servers === undefined) {
      throw new HttpError(
        404,
        'This site has no playground proxy: it was built with api.playground.proxy off, or it does not exist.',
      );
    }
    const mediaType = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
    if (mediaType !== 'application/json') {
      throw new HttpError(415, 'Send the request as JSON (Content-Type: application/json).');
    }
    const headers = await enforceAddressLimit(
      services.db,
      settings.limits,
      clientAddress(c, { trustProxy: settings.trustProxy }),
    );
    const envelope = await readEnvelope(c.req.raw);
    const body = envelope.body === undefined ? undefined : Buffer.from(envelope.body, 'base64');
    if (body !== undefined && body.length > MAX_PROXY_BODY_BYTES) {
      throw new HttpError(413, 'The request body is larger than 1 MB.');
    }
    const answer = await settings.proxy.forward(
      { method: envelope.method, url: envelope.url, headers: envelope.headers, body },
      servers,
    );
    return json(answer, 200, headers);
  } catch (error) {
    if (error instanceof HttpError)
      return errorResponse(error.status, error.message, error.headers);
    if (error instanceof ProxyError) return errorResponse(error.status, error.message);
    throw error;
  }
}

/** The JSON envelope, read up to its limit and checked. */
async function readEnvelope(request: Request): Promise<z.infer<typeof envelopeSchema>> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > MAX_ENVELOPE_BYTES) throw tooLarge();
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (request.body) {
    for await (const chunk of request.body) {
      size += chunk.length;
      if (size > MAX_ENVELOPE_BYTES) throw tooLarge();
      chunks.push(chunk);
    }
  }
  const text = Buffer.concat(chunks).toString('utf8');
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new HttpError(400, 'The request body is not valid JSON.');
  }
  const result = envelopeSchema.safeParse(value);
  if (!result.success) throw new HttpError(400, describeIssues(result.error.issues));
  return result.data;
}

function tooLarge(): HttpError {
  return new HttpError(413, 'The request body is larger than 1 MB.');
}

function json(value: unknown, status: 200, headers: Record<string, string> = {}): Response {
  return new Response(value === null ? null : JSON.stringify(value), {
    status,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      ...headers,
    },
  });
}
