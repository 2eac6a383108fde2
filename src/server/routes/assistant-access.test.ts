import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { bearer, useTestApp } from '../../../test/server/test-app.ts';
import { testBackends } from '../../../test/storage/backends.ts';
import { MAX_BODY_BYTES } from '../app.ts';
import type { ServerEnv } from '../server-env.ts';
import { siteUrlOf } from './assistant-access.ts';

const ORIGIN = 'https://docs.acme.example';

const question = { id: 'q1', role: 'user', parts: [{ type: 'text', text: 'How do I add a tab?' }] };

describe.each(testBackends)('assistant and search access on $name', (backend) => {
  const context = useTestApp(backend);

  const routes = () => [
    {
      name: 'the message route',
      url: `/v1/assistant/${context.owner.project.subdomain}/message`,
      method: 'POST',
      body: { fp: 'x', messages: [question] },
    },
    {
      name: 'the threads route',
      url: `/v1/assistant/${context.owner.project.subdomain}/threads?fp=x`,
      method: 'GET',
      body: undefined,
    },
    {
      name: 'the search route',
      url: `/v1/search/${context.owner.project.subdomain}`,
      method: 'POST',
      body: { query: 'tabs' },
    },
  ];

  /** Sends a request from a browser page of ORIGIN; returns the status, error and headers. */
  const send = async (
    url: string,
    init: { method?: string; key?: string | undefined; body?: unknown; raw?: string } = {},
  ) => {
    const headers: Record<string, string> = { Origin: ORIGIN, 'Content-Type': 'application/json' };
    if (init.key !== undefined) Object.assign(headers, bearer(init.key));
    const body = init.raw ?? (init.body === undefined ? undefined : JSON.stringify(init.body));
    const response = await context.test.app.request(url, {
      method: init.method ?? 'POST',
      headers,
      ...(body === undefined ? {} : { body }),
    });
    const text = await response.text();
    return {
      status: response.status,
      error: text === '' ? undefined : (JSON.parse(text) as { error?: string }).error,
      headers: response.headers,
    };
  };

  const expectCors = (headers: Headers) => {
    expect(headers.get('access-control-allow-origin')).toBe(ORIGIN);
    expect(headers.get('access-control-expose-headers')).toBe(
      'Retry-After, RateLimit-Limit, RateLimit-Remaining, RateLimit-Reset',
    );
  };

  it('answers the preflight of every route with 204, without a key', async () => {
    for (const route of routes()) {
      const response = await context.test.app.request(route.url, {
        method: 'OPTIONS',
        headers: {
          Origin: ORIGIN,
          'Access-Control-Request-Method': route.method,
          'Access-Control-Request-Headers': 'authorization,content-type',
        },
      });
      expect(response.status, route.name).toBe(204);
      expect(response.headers.get('access-control-allow-origin')).toBe(ORIGIN);
      expect(response.headers.get('access-control-allow-headers')).toBe(
        'Authorization, Content-Type',
      );
      expect(response.headers.get('access-control-allow-methods')).toBe('GET, POST, OPTIONS');
      expect(response.headers.get('access-control-max-age')).toBe('86400');
      expect(response.headers.get('vary')).toBe('Origin');
    }
  });

  it('refuses a missing key, an admin key and another project’s key, with CORS headers', async () => {
    for (const route of routes()) {
      const missing = await send(route.url, { method: route.method, body: route.body });
      expect(missing.status, route.name).toBe(401);
      expect(missing.error).toMatch(/^Missing Authorization header/);
      expect(missing.headers.get('www-authenticate')).toBe('Bearer');
      expectCors(missing.headers);

      const admin = await send(route.url, { ...route, key: context.owner.adminKey });
      expect(admin.status, route.name).toBe(403);
      expect(admin.error).toBe('This route needs an assistant key; the request used an admin key.');
      expectCors(admin.headers);

      const other = await send(route.url, { ...route, key: context.stranger.assistantKey });
      expect(other.status, route.name).toBe(403);
      expect(other.error).toBe(
        `This assistant key does not give access to the site "${context.owner.project.subdomain}".`,
      );
      expectCors(other.headers);
    }
  });

  it('answers 404 for a domain no project has', async () => {
    for (const route of routes()) {
      const url = route.url.replace(context.owner.project.subdomain, 'nobody-here');
      const response = await send(url, { ...route, key: context.owner.assistantKey });
      expect(response.status, route.name).toBe(404);
      expect(response.error).toBe('No documentation site has the domain "nobody-here".');
      expectCors(response.headers);
    }
  });

  it('answers 503 with Retry-After while the site has never been built', async () => {
    for (const route of routes().filter((item) => item.method === 'POST')) {
      const response = await send(route.url, { ...route, key: context.owner.assistantKey });
      expect(response.status, route.name).toBe(503);
      expect(response.error).toBe(
        `The site "${context.owner.project.subdomain}" has not been built yet: try again once its first deployment is ready.`,
      );
      expect(response.headers.get('retry-after')).toBe('10');
      expectCors(response.headers);
    }
  });

  it('refuses a body over 1 MB with 413 and CORS headers', async () => {
    const text = 'a'.repeat(2 * MAX_BODY_BYTES);
    const big = { fp: 'x', messages: [{ id: 'q', role: 'user', content: text }] };
    const message = await send(routes()[0]?.url ?? '', {
      key: context.owner.assistantKey,
      body: big,
    });
    expect(message.status).toBe(413);
    expect(message.error).toBe('The request body is larger than 1 MB.');
    expectCors(message.headers);
    const search = await send(routes()[2]?.url ?? '', {
      key: context.owner.assistantKey,
      body: { query: text },
    });
    expect(search.status).toBe(413);
    expectCors(search.headers);
  });

  it.each([
    ['no fp', { messages: [question] }, /^Invalid request body: fp: is required/],
    [
      'an empty fp',
      { fp: '  ', messages: [question] },
      /^Invalid request body: fp: must not be empty/,
    ],
    [
      'an fp that is not a string',
      { fp: 42, messages: [question] },
      /^Invalid request body: fp: must be a string/,
    ],
    ['no messages', { fp: 'x' }, /^Invalid request body: messages: is required/],
    [
      'messages that are not an array',
      { fp: 'x', messages: 'hi' },
      /^Invalid request body: messages: /,
    ],
    [
      'an empty messages array',
      { fp: 'x', messages: [] },
      /^Invalid request body: messages: must hold at least one message/,
    ],
    [
      'no user question',
      { fp: 'x', messages: [{ role: 'assistant', content: 'Hi' }] },
      /^Invalid request body: messages: must hold a user message with text/,
    ],
    [
      'a message without a role',
      { fp: 'x', messages: [{ content: 'Hi' }] },
      /^Invalid request body: messages\[0\]\.role: /,
    ],
    [
      'a message without parts or content',
      { fp: 'x', messages: [{ role: 'user' }] },
      /^Invalid request body: messages\[0\]: needs "parts"/,
    ],
    [
      'a retrievalPageSize that is a string',
      { fp: 'x', messages: [question], retrievalPageSize: 'five' },
      /^Invalid request body: retrievalPageSize: must be a whole number from 1 to 50/,
    ],
    [
      'a retrievalPageSize of 0',
      { fp: 'x', messages: [question], retrievalPageSize: 0 },
      /^Invalid request body: retrievalPageSize: must be at least 1/,
    ],
    [
      'a retrievalPageSize of 51',
      { fp: 'x', messages: [question], retrievalPageSize: 51 },
      /^Invalid request body: retrievalPageSize: must be at most 50/,
    ],
    [
      'a threadId that is a number',
      { fp: 'x', messages: [question], threadId: 7 },
      /^Invalid request body: threadId: must be a string/,
    ],
    [
      'a filter with an unknown field',
      { fp: 'x', messages: [question], filter: { grups: ['A'] } },
      /^Invalid request body: filter: unknown field "grups" \(did you mean "groups"\?\)/,
    ],
    [
      'a body that is an array',
      [question],
      /^Invalid request body: body: The request body must be a JSON object/,
    ],
  ])('refuses %s with 400 and CORS headers', async (_name, body, expected) => {
    const response = await send(routes()[0]?.url ?? '', { key: context.owner.assistantKey, body });
    expect(response.status).toBe(400);
    expect(response.error).toMatch(expected);
    expectCors(response.headers);
  });

  it('refuses a body that is not JSON, or empty, with 400', async () => {
    const url = routes()[0]?.url ?? '';
    const broken = await send(url, { key: context.owner.assistantKey, raw: '{"fp": "x",' });
    expect(broken.status).toBe(400);
    expect(broken.error).toMatch(/^The request body is not valid JSON/);
    expectCors(broken.headers);
    const empty = await send(url, { key: context.owner.assistantKey, raw: '' });
    expect(empty.status).toBe(400);
    expect(empty.error).toBe('The request body is empty: send a JSON object.');
  });

  it('answers 404 with CORS headers for a method or path it does not serve', async () => {
    const get = await send(routes()[0]?.url ?? '', {
      method: 'GET',
      key: context.owner.assistantKey,
    });
    expect(get.status).toBe(404);
    expect(get.error).toBe(
      `No route for GET /v1/assistant/${context.owner.project.subdomain}/message.`,
    );
    expectCors(get.headers);
  });
});

describe('siteUrlOf', () => {
  const urlApp = (trustProxy: boolean) => {
    const app = new Hono<ServerEnv>();
    app.get('/', (c) => c.text(siteUrlOf(c, { domain: 'docs.example.com', trustProxy }, 'acme')));
    return app;
  };

  it('takes the protocol and port of the request', async () => {
    const local = await urlApp(false).request('http://localhost:3000/');
    expect(await local.text()).toBe('http://acme.docs.example.com:3000');
    const https = await urlApp(false).request('https://api.example.com/');
    expect(await https.text()).toBe('https://acme.docs.example.com');
  });

  it('takes the protocol a trusted proxy reports, on its default port', async () => {
    const headers = { 'X-Forwarded-Proto': 'https' };
    const trusted = await urlApp(true).request('http://127.0.0.1:3000/', { headers });
    expect(await trusted.text()).toBe('https://acme.docs.example.com');
    const untrusted = await urlApp(false).request('http://127.0.0.1:3000/', { headers });
    expect(await untrusted.text()).toBe('http://acme.docs.example.com:3000');
  });
});
