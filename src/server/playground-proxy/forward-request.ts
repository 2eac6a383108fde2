/**
 * The outgoing side of the playground proxy: sends a reader's request to the site's API from
 * the server, refusing everything that would turn the server into a door to other places.
 *
 * - Only http(s) URLs under a server of the site's specs ({@link isUnderServer}).
 * - The host name is resolved once; every address it resolves to must be public
 *   ({@link isForbiddenAddress}), and the socket connects to that checked address (TLS still
 *   verifies the certificate for the host name), so a DNS answer that changes between the check
 *   and the connection (DNS rebinding) cannot point it elsewhere.
 * - Redirects are followed here, at most {@link MAX_REDIRECTS}, each hop checked like the
 *   first; `Authorization` is dropped when a redirect leaves the origin, as browsers do.
 * - Request headers lose cookies, `x-folio-*`, `host` and hop-by-hop headers; response headers
 *   lose `set-cookie` and hop-by-hop headers. The reader's `authorization` is the API's own
 *   credential and is forwarded.
 * - Responses over {@link DEFAULT_MAX_RESPONSE_BYTES} (after decompression) and answers slower
 *   than {@link DEFAULT_TIMEOUT_MS} are refused.
 *
 * Node's `http`/`https` are used rather than `fetch`: they connect to a given address while
 * keeping the host name for TLS, and never follow redirects on their own.
 *
 * @module
 */
import dns from 'node:dns';
import type { IncomingMessage } from 'node:http';
import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import type { Readable } from 'node:stream';
import zlib from 'node:zlib';
import { isForbiddenAddress } from './forbidden-address.ts';
import { isUnderServer, parseTargetUrl } from './server-allowlist.ts';

/** How long an answer may take, redirects included: 30 seconds. */
export const DEFAULT_TIMEOUT_MS = 30_000;
/** The largest response body passed back: 5 MB. */
export const DEFAULT_MAX_RESPONSE_BYTES = 5 * 1024 * 1024;
/** Redirects followed before giving up. */
export const MAX_REDIRECTS = 5;

/** A request the playground asks to send. */
export interface ProxyRequest {
  method: string;
  url: string;
  headers: Readonly<Record<string, string>>;
  body?: Uint8Array | undefined;
}

/** The API's answer as the playground shows it. */
export interface ProxyAnswer {
  status: number;
  statusText: string;
  /** The URL that answered (after redirects). */
  url: string;
  headers: [string, string][];
  /** The body as UTF-8 text. */
  body: string;
}

/** A request the proxy refuses or could not complete; `status` is the HTTP answer. */
export class ProxyError extends Error {
  override readonly name = 'ProxyError';
  readonly status: 400 | 403 | 413 | 502 | 504;

  constructor(status: ProxyError['status'], message: string) {
    super(message);
    this.status = status;
  }
}

/** An address a host name resolves to. */
export interface ResolvedAddress {
  address: string;
  family: number;
}

/** Resolves a host name to all its addresses. */
export type Resolve = (hostname: string) => Promise<ResolvedAddress[]>;

/** How a {@link PlaygroundProxy} is set up. */
export interface PlaygroundProxyOptions {
  /** Host name resolution (default: the system resolver, every address). */
  resolve?: Resolve;
  timeoutMs?: number;
  maxResponseBytes?: number;
  /**
   * Addresses connected to although they are not public. For tests that run an API on
   * 127.0.0.1 only: nothing sets it outside code, so a deployment cannot turn it on by accident.
   */
  unsafeAllowedAddresses?: readonly string[];
}

const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);
/** Request headers never forwarded, besides hop-by-hop ones and `x-folio-*`. */
const DROPPED_REQUEST = new Set([
  'cookie',
  'cookie2',
  'host',
  'content-length',
  'accept-encoding',
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-real-ip',
]);
/** Response headers never passed back, besides hop-by-hop ones. */
const DROPPED_RESPONSE = new Set([
  'set-cookie',
  'set-cookie2',
  'content-length',
  'content-encoding',
]);
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

const systemResolve: Resolve = async (hostname) =>
  dns.promises.lookup(hostname, { all: true, order: 'verbatim' });

/** Sends playground requests to the servers a site allows (see the module comment). */
export class PlaygroundProxy {
  readonly #resolve: Resolve;
  readonly #timeoutMs: number;
  readonly #maxResponseBytes: number;
  readonly #allowed: ReadonlySet<string>;

  constructor(options: PlaygroundProxyOptions = {}) {
    this.#resolve = options.resolve ?? systemResolve;
    this.#timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.#maxResponseBytes = options.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES;
    this.#allowed = new Set(options.unsafeAllowedAddresses ?? []);
  }

  /** Sends `request` if its URL is under one of `servers`; throws a {@link ProxyError} if not. */
  async forward(request: ProxyRequest, servers: readonly string[]): Promise<ProxyAnswer> {
    const signal = AbortSignal.timeout(this.#timeoutMs);
    let method = request.method.toUpperCase();
    let body = request.body;
    let headers = forwardedHeaders(request.headers);
    let url = this.#checkUrl(request.url, servers);
    for (let hop = 0; ; hop++) {
      const address = await this.#address(url);
      const response = await send(url, address, { method, headers, body, signal });
      const location = response.headers.location;
      if (!REDIRECTS.has(response.statusCode ?? 0) || location === undefined) {
        return {
          status: response.statusCode ?? 502,
          statusText: response.statusMessage ?? '',
          url: url.href,
          headers: answeredHeaders(response),
          body: await readBody(response, { limit: this.#maxResponseBytes, signal, url }),
        };
      }
      response.destroy();
      if (hop >= MAX_REDIRECTS) {
        throw new ProxyError(502, `The API redirected more than ${MAX_REDIRECTS} times.`);
      }
      const next = this.#checkUrl(new URL(location, url).href, servers);
      const status = response.statusCode ?? 0;
      if (
        status === 303 ? method !== 'HEAD' : (status === 301 || status === 302) && method === 'POST'
      ) {
        method = 'GET';
        body = undefined;
        headers = withoutContentHeaders(headers);
      }
      if (next.origin !== url.origin)
        headers = headers.filter(([name]) => name !== 'authorization');
      url = next;
    }
  }

  #checkUrl(text: string, servers: readonly string[]): URL {
    const parsed = parseTargetUrl(text);
    if ('problem' in parsed) throw new ProxyError(400, parsed.problem);
    if (!isUnderServer(parsed.url, servers)) {
      throw new ProxyError(
        403,
        `${parsed.url.origin} is not a server of this site's API: the proxy only sends requests to the servers its specifications list.`,
      );
    }
    return parsed.url;
  }

  /** The one checked address `url`'s host is reached at. */
  async #address(url: URL): Promise<string> {
    const hostname = url.hostname.replace(/^\[|\]$/g, '');
    let addresses: ResolvedAddress[];
    if (isIP(hostname) !== 0) addresses = [{ address: hostname, family: isIP(hostname) }];
    else {
      try {
        addresses = await this.#resolve(hostname);
      } catch {
        throw new ProxyError(502, `The host ${hostname} could not be resolved.`);
      }
    }
    if (addresses.length === 0) {
      throw new ProxyError(502, `The host ${hostname} could not be resolved.`);
    }
    const refused = addresses.find(
      ({ address }) => isForbiddenAddress(address) && !this.#allowed.has(address),
    );
    if (refused) {
      throw new ProxyError(
        403,
        `${hostname} is a private, loopback or link-local address: the proxy only sends requests to public addresses.`,
      );
    }
    return (addresses[0] as ResolvedAddress).address;
  }
}

/** The headers sent on: names in lower case, without the dropped ones. */
function forwardedHeaders(headers: Readonly<Record<string, string>>): [string, string][] {
  return Object.entries(headers)
    .map(([name, value]): [string, string] => [name.trim().toLowerCase(), value])
    .filter(
      ([name]) =>
        !HOP_BY_HOP.has(name) && !DROPPED_REQUEST.has(name) && !name.startsWith('x-folio-'),
    );
}

function withoutContentHeaders(headers: [string, string][]): [string, string][] {
  return headers.filter(([name]) => !name.startsWith('content-'));
}

function answeredHeaders(response: IncomingMessage): [string, string][] {
  const pairs: [string, string][] = [];
  const raw = response.rawHeaders;
  for (let index = 0; index + 1 < raw.length; index += 2) {
    const name = (raw[index] as string).toLowerCase();
    if (HOP_BY_HOP.has(name) || DROPPED_RESPONSE.has(name)) continue;
    pairs.push([name, raw[index + 1] as string]);
  }
  return pairs;
}

/** Sends one request to `address`, keeping `url`'s host for `Host` and TLS. */
function send(
  url: URL,
  address: string,
  options: {
    method: string;
    headers: [string, string][];
    body: Uint8Array | undefined;
    signal: AbortSignal;
  },
): Promise<IncomingMessage> {
  const secure = url.protocol === 'https:';
  const hostname = url.hostname.replace(/^\[|\]$/g, '');
  const headers: Record<string, string> = {
    host: url.host,
    'accept-encoding': 'gzip, deflate, br',
  };
  for (const [name, value] of options.headers) headers[name] = value;
  if (options.body !== undefined) headers['content-length'] = String(options.body.length);
  return new Promise((resolve, reject) => {
    let request: http.ClientRequest;
    try {
      request = (secure ? https : http).request({
        host: address,
        port: url.port === '' ? (secure ? 443 : 80) : Number(url.port),
        path: `${url.pathname}${url.search}`,
        method: options.method,
        headers,
        agent: false,
        signal: options.signal,
        ...(secure && isIP(hostname) === 0 ? { servername: hostname } : {}),
      });
    } catch (error) {
      // Node refuses header names or values with characters HTTP does not allow.
      reject(new ProxyError(400, `The request cannot be sent: ${messageOf(error)}`));
      return;
    }
    request.on('response', resolve);
    request.on('error', (error) => {
      reject(upstreamError(error, url, options.signal));
    });
    request.end(options.body);
  });
}

/** The response body as text, refused past `limit` bytes once decompressed. */
async function readBody(
  response: IncomingMessage,
  { limit, signal, url }: { limit: number; signal: AbortSignal; url: URL },
): Promise<string> {
  const stream = decoded(response);
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > limit) {
        throw new ProxyError(
          502,
          `The API's response is larger than ${String(limit / 1024 / 1024)} MB: the proxy does not pass it on.`,
        );
      }
      chunks.push(chunk);
    }
  } catch (error) {
    if (error instanceof ProxyError) throw error;
    throw upstreamError(error, url, signal);
  } finally {
    response.destroy();
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}

function decoded(response: IncomingMessage): Readable {
  const encoding = (response.headers['content-encoding'] ?? '').trim().toLowerCase();
  if (encoding === 'gzip' || encoding === 'x-gzip') return response.pipe(zlib.createGunzip());
  if (encoding === 'deflate') return response.pipe(zlib.createInflate());
  if (encoding === 'br') return response.pipe(zlib.createBrotliDecompress());
  return response;
}

function upstreamError(error: unknown, url: URL, signal: AbortSignal): ProxyError {
  if (signal.aborted) {
    return new ProxyError(504, 'The API did not answer in time: the request was stopped.');
  }
  const code = (error as { code?: unknown }).code;
  const reason = typeof code === 'string' ? ` (${code})` : '';
  return new ProxyError(502, `The API at ${url.host} could not be reached${reason}.`);
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message.slice(0, 200) : 'invalid request';
}
