/**
 * The endpoint page browser tests' world: `test/fixtures/openapi-site` built once into a
 * temporary folder and served by a node:http server that also answers the Plant Store API the
 * site documents (under `/api/v2`), plus a second server on another origin that answers the same
 * API with or without CORS headers. Every API request is recorded for the test to inspect.
 *
 * @module
 */
import { readFile, rm, mkdtemp } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { contentType, resolveFile } from '../../../src/dev/index.ts';
import { buildSite } from '../../../src/site/index.ts';

/** The docs folder these tests build. */
export const openApiFixture = fileURLToPath(
  new URL('../../fixtures/openapi-site/', import.meta.url),
);

/** The bearer token the API accepts. */
export const API_TOKEN = 'test-token';

/** A request the API received. */
export interface ApiRequest {
  method: string;
  /** Path and query. */
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

/** A running server: its origin, the API requests it received, and how to stop it. */
export interface RunningServer {
  origin: string;
  requests: ApiRequest[];
  close(): Promise<void>;
}

/** The site and the API on one origin, and where the site was built. */
export interface PlantSite extends RunningServer {
  outDir: string;
}

/** Builds the fixture and serves it with the API under `/api/v2`. */
export async function servePlantSite(): Promise<PlantSite> {
  const temp = await mkdtemp(path.join(tmpdir(), 'folio-plants-'));
  const outDir = path.join(temp, 'site');
  const result = await buildSite(openApiFixture, { outDir, cache: false });
  if (!result.written) {
    await rm(temp, { recursive: true, force: true });
    throw new Error(`The OpenAPI fixture did not build: ${result.diagnostics[0]?.message ?? ''}`);
  }
  const server = await listen(async (request, response, requests) => {
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    if (pathname.startsWith('/api/')) {
      await answerApi(request, response, requests, false);
      return;
    }
    const file = await resolveFile(outDir, pathname);
    if (file === undefined) {
      response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
      return;
    }
    response.writeHead(200, { 'Content-Type': contentType(file), 'Cache-Control': 'no-store' });
    response.end(await readFile(file));
  });
  return {
    ...server,
    outDir,
    close: async () => {
      await server.close();
      await rm(temp, { recursive: true, force: true });
    },
  };
}

/** The API alone, on its own origin; `cors` decides whether browsers may call it from the site. */
export function serveApi(cors: boolean): Promise<RunningServer> {
  return listen((request, response, requests) => answerApi(request, response, requests, cors));
}

type Handler = (
  request: IncomingMessage,
  response: ServerResponse,
  requests: ApiRequest[],
) => Promise<void>;

async function listen(handler: Handler): Promise<RunningServer> {
  const requests: ApiRequest[] = [];
  const server: Server = createServer((request, response) => {
    handler(request, response, requests).catch((error: unknown) => {
      response.writeHead(500, { 'Content-Type': 'text/plain' }).end(String(error));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('No TCP address');
  return {
    origin: `http://127.0.0.1:${String(address.port)}`,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => {
          if (error) reject(error);
          else resolve();
        });
      }),
  };
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * `POST /api/v2/gardens/{gardenId}/plants`: needs the bearer token and a JSON plant with a name;
 * answers 201 with the plant, an `X-Request-Id` and a `Location` header.
 */
async function answerApi(
  request: IncomingMessage,
  response: ServerResponse,
  requests: ApiRequest[],
  cors: boolean,
): Promise<void> {
  const corsHeaders: Record<string, string> = cors
    ? {
        'Access-Control-Allow-Origin': '*',
        'Access-Control-Allow-Methods': 'POST, OPTIONS',
        'Access-Control-Allow-Headers': 'Authorization, Content-Type, Idempotency-Key',
        'Access-Control-Expose-Headers': 'X-Request-Id, Location',
      }
    : {};
  const send = (status: number, value: unknown, headers: Record<string, string> = {}): void => {
    response.writeHead(status, {
      'Content-Type': 'application/json',
      ...corsHeaders,
      ...headers,
    });
    response.end(JSON.stringify(value));
  };
  if (request.method === 'OPTIONS') {
    response.writeHead(cors ? 204 : 405, corsHeaders).end();
    return;
  }
  const body = await readBody(request);
  const url = new URL(request.url ?? '/', 'http://localhost');
  requests.push({
    method: request.method ?? '',
    url: url.pathname + url.search,
    headers: request.headers,
    body,
  });
  const match = /^\/api\/v2\/gardens\/([^/]+)\/plants$/.exec(url.pathname);
  if (request.method !== 'POST' || match === null) {
    send(404, { error: 'no such operation' });
    return;
  }
  if (request.headers.authorization !== `Bearer ${API_TOKEN}`) {
    send(401, { error: 'The token is missing or wrong.' });
    return;
  }
  let plant: Record<string, unknown>;
  try {
    plant = JSON.parse(body) as Record<string, unknown>;
  } catch {
    send(422, { error: 'The body is not JSON.' });
    return;
  }
  if (typeof plant['name'] !== 'string') {
    send(422, { error: 'name is required' });
    return;
  }
  send(
    201,
    {
      id: 'pl_new',
      gardenId: decodeURIComponent(match[1] ?? ''),
      ...plant,
      notify: url.searchParams.get('notify') === 'true',
      idempotencyKey: request.headers['idempotency-key'] ?? null,
    },
    { 'X-Request-Id': 'req_42', Location: '/api/v2/plants/pl_new' },
  );
}
