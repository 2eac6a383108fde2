/**
 * The API playground's proxy (`/_folio/proxy` of a hosted site) cannot be turned against the
 * server's own network: loopback, private, link-local and metadata addresses are refused, also
 * when a host name resolves to one or a redirect leads to one; only the servers the site's
 * specifications list are reached; bodies are bounded. The one reachable upstream in these
 * tests runs on 127.0.0.1 and is allowed by a constructor option of the proxy, never by
 * anything a deployment could set.
 */
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PlaygroundProxy } from '../../src/server/playground-proxy/index.ts';
import type { ProxyRequest, Resolve } from '../../src/server/playground-proxy/index.ts';
import { tempDocs } from '../helpers/temp-docs.ts';
import { createAssistantSite } from '../server/assistant-site.ts';
import { createTestApp } from '../server/test-app.ts';
import type { TestApp } from '../server/test-app.ts';
import { testBackends, useTestDatabase } from '../storage/backends.ts';

/** What the upstream API received. */
interface Received {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

let upstream: http.Server;
let base = '';
const received: Received[] = [];

beforeAll(async () => {
  upstream = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString(),
      });
      if (request.url === '/v1/to-private') {
        response.writeHead(302, { location: 'http://10.0.0.5/v1/pets' }).end();
        return;
      }
      if (request.url === '/v1/huge') {
        response.writeHead(200, { 'content-type': 'text/plain' }).end('x'.repeat(64 * 1024));
        return;
      }
      response
        .writeHead(201, {
          'content-type': 'application/json',
          'set-cookie': 'session=upstream',
          'x-request-id': 'abc',
        })
        .end(JSON.stringify({ ok: true }));
    });
  });
  upstream.listen(0, '127.0.0.1');
  await once(upstream, 'listening');
  base = `http://127.0.0.1:${String((upstream.address() as AddressInfo).port)}`;
});

afterAll(async () => {
  upstream.close();
  await once(upstream, 'close');
});

/** Resolves names from a table, so no test needs DNS. */
const table: Record<string, string[]> = {
  'api.example.com': ['93.184.216.34'],
  'internal.example.com': ['93.184.216.34', '10.1.2.3'],
  'rebind.example.com': ['192.168.0.10'],
};
const resolve: Resolve = (hostname) => {
  const addresses = table[hostname];
  if (!addresses) return Promise.reject(new Error(`ENOTFOUND ${hostname}`));
  return Promise.resolve(
    addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })),
  );
};

const servers = [
  'https://api.example.com/v1',
  'https://internal.example.com/v1',
  'https://rebind.example.com',
  'http://127.0.0.1/v1',
  'http://[::1]/v1',
  'http://localhost/v1',
  'http://169.254.169.254/latest',
  'http://10.0.0.5/v1',
];

async function refusal(
  proxy: PlaygroundProxy,
  request: ProxyRequest,
  allowed: readonly string[] = servers,
): Promise<{ status: number; message: string }> {
  try {
    await proxy.forward(request, allowed);
  } catch (error) {
    const { status, message } = error as { status: number; message: string };
    return { status, message };
  }
  throw new Error('The request was forwarded.');
}

const get = (url: string): ProxyRequest => ({ method: 'GET', url, headers: {} });
const PRIVATE = 'is a private, loopback or link-local address';

describe('the playground proxy refuses', () => {
  const proxy = new PlaygroundProxy({ resolve });

  it.each([
    ['http://127.0.0.1/v1/pets', '127.0.0.1'],
    ['http://[::1]/v1/pets', '::1'],
    ['http://169.254.169.254/latest/meta-data', '169.254.169.254'],
    ['http://10.0.0.5/v1/pets', '10.0.0.5'],
  ])('the address of %s', async (url, host) => {
    expect(await refusal(proxy, get(url))).toEqual({
      status: 403,
      message: `${host} ${PRIVATE}: the proxy only sends requests to public addresses.`,
    });
  });

  it('localhost and names that resolve to a private address, even among public ones', async () => {
    const system = new PlaygroundProxy();
    expect((await refusal(system, get('http://localhost/v1/pets'))).status).toBe(403);
    for (const host of ['internal.example.com', 'rebind.example.com']) {
      expect(await refusal(proxy, get(`https://${host}/v1/pets`))).toEqual({
        status: 403,
        message: `${host} ${PRIVATE}: the proxy only sends requests to public addresses.`,
      });
    }
  });

  it('hosts, paths and schemes outside the site’s servers', async () => {
    expect(await refusal(proxy, get('https://evil.example.net/v1/pets'))).toEqual({
      status: 403,
      message:
        "https://evil.example.net is not a server of this site's API: the proxy only sends requests to the servers its specifications list.",
    });
    expect((await refusal(proxy, get('https://api.example.com/admin'))).status).toBe(403);
    expect(await refusal(proxy, get('file:///etc/passwd'))).toEqual({
      status: 400,
      message: 'Only http and https URLs are forwarded, not file.',
    });
  });

  it('a redirect to a private address', async () => {
    const tested = new PlaygroundProxy({ resolve, unsafeAllowedAddresses: ['127.0.0.1'] });
    const allowed = [`${base}/v1`, 'http://10.0.0.5/v1'];
    expect(await refusal(tested, get(`${base}/v1/to-private`), allowed)).toEqual({
      status: 403,
      message: `10.0.0.5 ${PRIVATE}: the proxy only sends requests to public addresses.`,
    });
  });

  it('a response over its limit', async () => {
    const small = new PlaygroundProxy({
      resolve,
      unsafeAllowedAddresses: ['127.0.0.1'],
      maxResponseBytes: 1024,
    });
    expect(await refusal(small, get(`${base}/v1/huge`), [`${base}/v1`])).toEqual({
      status: 502,
      message: "The API's response is larger than 0.0009765625 MB: the proxy does not pass it on.",
    });
  });
});

describe.each(testBackends)('the playground proxy of a hosted site on $name', (backend) => {
  const context = useTestDatabase(backend);
  let test: TestApp;
  let prefix = '';

  beforeAll(async () => {
    test = await createTestApp(context.db, {
      app: {
        playgroundProxy: new PlaygroundProxy({ resolve, unsafeAllowedAddresses: ['127.0.0.1'] }),
      },
    });
    const spec = {
      openapi: '3.1.0',
      info: { title: 'Pets', version: '1' },
      servers: [{ url: `${base}/v1` }],
      paths: {
        '/pets': { post: { summary: 'Add a pet', responses: { 201: { description: 'Added' } } } },
      },
    };
    const folder = await tempDocs({
      'docs.json': JSON.stringify({
        name: 'Pets',
        theme: 'mint',
        colors: { primary: '#15803D' },
        navigation: { groups: [{ group: 'API', openapi: 'openapi.json', pages: ['index'] }] },
      }),
      'index.mdx': '---\ntitle: Home\n---\n\nHello.\n',
      'openapi.json': JSON.stringify(spec),
    });
    const site = await createAssistantSite(context.db, folder);
    const built = await test.services.deployments.settled(
      (await test.services.deployments.request(site.project)).id,
    );
    if (built.status !== 'ready') throw new Error(built.error ?? 'not built');
    prefix = `/_sites/${site.project.subdomain}`;
  }, 120_000);

  afterAll(async () => {
    await test.close();
  });

  const post = (envelope: unknown, headers: Record<string, string> = {}) =>
    test.app.request(`${prefix}/_folio/proxy`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(envelope),
    });

  it('says it proxies, and forwards to the spec’s server with cookies and Folio headers stripped', async () => {
    const probe = await test.app.request(`${prefix}/_folio/proxy`);
    expect(await probe.json()).toEqual({ proxy: true });
    received.length = 0;
    const response = await post({
      method: 'POST',
      url: `${base}/v1/pets?limit=2`,
      headers: {
        authorization: 'Bearer reader-token',
        'content-type': 'application/json',
        cookie: 'folio_session=secret',
        'x-folio-token': 'secret',
        connection: 'x-secret',
        'x-secret': 'hop',
      },
      body: btoa('{"name":"Rex"}'),
    });
    expect(response.status).toBe(200);
    const answer = (await response.json()) as {
      status: number;
      headers: [string, string][];
      body: string;
    };
    expect(answer.status).toBe(201);
    expect(answer.body).toBe('{"ok":true}');
    expect(answer.headers).toContainEqual(['x-request-id', 'abc']);
    expect(answer.headers.map(([name]) => name)).not.toContain('set-cookie');
    const [arrived] = received;
    expect(arrived).toMatchObject({
      method: 'POST',
      url: '/v1/pets?limit=2',
      body: '{"name":"Rex"}',
    });
    expect(arrived?.headers['authorization']).toBe('Bearer reader-token');
    expect(arrived?.headers['content-type']).toBe('application/json');
    expect(arrived?.headers['cookie']).toBeUndefined();
    expect(arrived?.headers['x-folio-token']).toBeUndefined();
  });

  it('refuses off-list hosts, private addresses and bodies over 1 MB with JSON errors', async () => {
    const offList = await post({ method: 'GET', url: 'https://api.example.com/v1/pets' });
    expect(offList.status).toBe(403);
    expect(await offList.json()).toEqual({
      error:
        "https://api.example.com is not a server of this site's API: the proxy only sends requests to the servers its specifications list.",
    });
    const metadata = await post({ method: 'GET', url: 'http://169.254.169.254/latest/meta-data' });
    expect(metadata.status).toBe(403);
    const large = await post({
      method: 'POST',
      url: `${base}/v1/pets`,
      body: btoa('x'.repeat(1024 * 1024 + 1)),
    });
    expect(large.status).toBe(413);
    expect(await large.json()).toEqual({ error: 'The request body is larger than 1 MB.' });
    const notJson = await test.app.request(`${prefix}/_folio/proxy`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: '{}',
    });
    expect(notJson.status).toBe(415);
    const bad = await post({ method: 'GET' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({
      error: 'Invalid request body: url: Invalid input: expected string, received undefined.',
    });
  });
});
