/**
 * The security headers of `folio serve`'s answers, read as a client reads them: a hosted page
 * (by host and by `/_sites/` path), one of its files, its not-found page, the Ask AI settings,
 * an API JSON answer, API errors (401, 404) and a preflight. Also `folio dev`'s answers.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevServer } from '../../src/dev/index.ts';
import { page, tempDocs } from '../helpers/temp-docs.ts';
import { createBuiltAssistantSite } from '../server/assistant-site.ts';
import type { AssistantSite } from '../server/assistant-site.ts';
import { bearer, createTestApp } from '../server/test-app.ts';
import type { TestApp } from '../server/test-app.ts';
import { testBackends, useTestDatabase } from '../storage/backends.ts';

const BUILD_TIMEOUT = 60_000;

/** The directives of a `Content-Security-Policy`, by name. */
function directives(policy: string | null): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const part of (policy ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) found.set(name, values);
  }
  return found;
}

/** The text of every inline `<script>` of a page. */
function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => match[1] ?? '',
  );
}

/** The headers every answer of a hosted site carries. */
function expectSiteHeaders(response: Response, options: { byPath: boolean }): void {
  const { headers } = response;
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  const policy = directives(headers.get('content-security-policy'));
  expect(policy.get('default-src')).toEqual(["'self'"]);
  expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
  expect(policy.get('object-src')).toEqual(["'none'"]);
  expect(policy.get('base-uri')).toEqual(["'self'"]);
  expect(policy.get('connect-src')).toEqual(['*']);
  expect(policy.get('img-src')).toEqual(['*', 'data:', 'blob:']);
  expect(policy.get('frame-src')).toEqual(["'self'", 'https:']);
  const scripts = policy.get('script-src') ?? [];
  expect(scripts[0]).toBe("'self'");
  expect(scripts).not.toContain("'unsafe-inline'");
  expect(scripts).not.toContain("'unsafe-eval'");
  if (options.byPath) {
    expect(policy.get('sandbox')).toEqual([
      'allow-scripts',
      'allow-forms',
      'allow-popups',
      'allow-popups-to-escape-sandbox',
      'allow-downloads',
    ]);
    expect(headers.get('access-control-allow-origin')).toBe('*');
  } else {
    expect(policy.has('sandbox')).toBe(false);
    expect(headers.get('access-control-allow-origin')).toBeNull();
  }
}

/** The headers every API answer carries. */
function expectApiHeaders(response: Response): void {
  const { headers } = response;
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect(headers.get('referrer-policy')).toBe('no-referrer');
  expect(headers.get('cache-control')).toBe('no-store');
  expect(headers.get('content-security-policy')).toBe(
    "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
  );
}

describe.each(testBackends)('security headers of folio serve on $name', (backend) => {
  const context = useTestDatabase(backend);
  let test: TestApp;
  let site: AssistantSite;
  let host = '';
  let prefix = '';

  beforeAll(async () => {
    test = await createTestApp(context.db);
    site = await createBuiltAssistantSite(test, context.db);
    host = `${site.project.subdomain}.localhost`;
    prefix = `/_sites/${site.project.subdomain}`;
  }, BUILD_TIMEOUT);
  afterAll(async () => {
    await test.close();
  });

  const onHost = (path: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    headers.set('Host', host);
    return test.app.request(path, { ...init, headers });
  };

  it('puts the site policy on a page by host, and allows its inline script by hash', async () => {
    const response = await onHost('/tabs');
    expect(response.status).toBe(200);
    expectSiteHeaders(response, { byPath: false });
    const html = await response.text();
    const scripts = inlineScripts(html);
    expect(scripts.length).toBeGreaterThan(0);
    const allowed = directives(response.headers.get('content-security-policy')).get('script-src');
    for (const script of scripts) {
      const hash = `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
      expect(allowed).toContain(hash);
    }
  });

  it('sandboxes a page reached by path, and its files, its 404 page and its settings', async () => {
    const pageResponse = await test.app.request(`${prefix}/tabs`);
    expect(pageResponse.status).toBe(200);
    expectSiteHeaders(pageResponse, { byPath: true });
    const stylesheet = /href="([^"]*\/_folio\/site\.[^"]*\.css)"/.exec(await pageResponse.text());
    expect(stylesheet?.[1]).toBeDefined();

    const asset = await test.app.request(stylesheet?.[1] ?? '');
    expect(asset.status).toBe(200);
    expectSiteHeaders(asset, { byPath: true });
    // Files keep their own caching: no-store is for API answers only.
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

    const missing = await test.app.request(`${prefix}/no-such-page`);
    expect(missing.status).toBe(404);
    expectSiteHeaders(missing, { byPath: true });

    const settings = await test.app.request(`${prefix}/_folio/assistant.json`);
    expect(settings.status).toBe(200);
    expectSiteHeaders(settings, { byPath: true });
    expect(settings.headers.get('cache-control')).toBe('no-store');

    const unknown = await test.app.request('/_sites/no-such-site/');
    expect(unknown.status).toBe(404);
    expectSiteHeaders(unknown, { byPath: true });
  });

  it('puts no-store and a deny-all policy on API answers, errors and preflights', async () => {
    const search = await test.app.request(`/v1/search/${site.project.subdomain}`, {
      method: 'POST',
      headers: { ...bearer(site.assistantKey), 'Content-Type': 'application/json' },
      body: JSON.stringify({ query: 'global anchors' }),
    });
    expect(search.status).toBe(200);
    expect(search.headers.get('content-type')).toMatch(/^application\/json/);
    expectApiHeaders(search);

    const unauthorized = await test.app.request(`/v1/search/${site.project.subdomain}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ query: 'anchors' }),
    });
    expect(unauthorized.status).toBe(401);
    expectApiHeaders(unauthorized);

    const noRoute = await test.app.request('/v1/no-such-route');
    expect(noRoute.status).toBe(404);
    expect(await noRoute.json()).toEqual({ error: 'No route for GET /v1/no-such-route.' });
    expectApiHeaders(noRoute);

    const preflight = await test.app.request(`/v1/assistant/${site.project.subdomain}/message`, {
      method: 'OPTIONS',
      headers: { Origin: 'null', 'Access-Control-Request-Method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('null');
    expectApiHeaders(preflight);

    // The assistant API on the site's own host is an API answer too.
    const onSiteHost = await onHost(`/v1/assistant/${site.project.subdomain}/message`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(onSiteHost.status).toBe(401);
    expectApiHeaders(onSiteHost);
  });
});

describe('security headers of folio dev', () => {
  it('sends nosniff and the referrer policy with pages, files and errors', async () => {
    const root = await tempDocs({
      'docs.json': { name: 'Dev', navigation: { pages: ['index'] } },
      'index.mdx': page('Home', 'Welcome.'),
      'logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    });
    const server = await startDevServer({ root, port: 0 });
    try {
      for (const [path, status] of [
        ['/', 200],
        ['/logo.svg', 200],
        ['/no-such-page', 404],
      ] as const) {
        const response = await fetch(`${server.url}${path}`);
        expect(response.status, path).toBe(status);
        expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
        expect(response.headers.get('referrer-policy'), path).toBe(
          'strict-origin-when-cross-origin',
        );
        await response.arrayBuffer();
      }
    } finally {
      await server.close();
    }
  });
});
