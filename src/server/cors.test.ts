import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { describe, expect, it } from 'vitest';
import { cors } from './cors.ts';
import { errorResponse, HttpError } from './http-error.ts';
import type { ServerEnv } from './server-env.ts';

/** A small app wired like app.ts: CORS outside the body limit, errors from `onError`. */
function corsApp(): Hono<ServerEnv> {
  const app = new Hono<ServerEnv>();
  app.use('/api/*', cors());
  app.use(
    '/api/*',
    bodyLimit({ maxSize: 10, onError: () => errorResponse(413, 'The request body is too large.') }),
  );
  app.post('/api/echo', async (c) => c.json({ body: await c.req.text() }));
  app.get('/api/denied', () => {
    throw new HttpError(429, 'Slow down.', { 'Retry-After': '7' });
  });
  app.get('/api/broken', () => {
    throw new Error('a bug');
  });
  app.get('/api/vary', (c) => c.text('ok', 200, { Vary: 'Accept-Encoding' }));
  app.get('/other', (c) => c.text('no CORS here'));
  app.notFound(() => errorResponse(404, 'No route.'));
  app.onError((error) =>
    error instanceof HttpError
      ? errorResponse(error.status, error.message, error.headers)
      : errorResponse(500, 'Internal server error.'),
  );
  return app;
}

const ORIGIN = 'https://docs.example.com';

describe('cors', () => {
  const app = corsApp();

  it('answers a preflight with 204 and the allowed headers, methods and age, without auth', async () => {
    const response = await app.request('/api/echo', {
      method: 'OPTIONS',
      headers: {
        Origin: ORIGIN,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization, content-type',
      },
    });
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    expect(Object.fromEntries(response.headers)).toEqual({
      'access-control-allow-origin': ORIGIN,
      'access-control-allow-headers': 'Authorization, Content-Type',
      'access-control-allow-methods': 'GET, POST, OPTIONS',
      'access-control-max-age': '86400',
      vary: 'Origin',
    });
  });

  it('puts the headers on a successful answer, echoing the origin or * without one', async () => {
    const withOrigin = await app.request('/api/echo', {
      method: 'POST',
      body: 'hi',
      headers: { Origin: ORIGIN },
    });
    expect(withOrigin.status).toBe(200);
    expect(await withOrigin.json()).toEqual({ body: 'hi' });
    expect(withOrigin.headers.get('access-control-allow-origin')).toBe(ORIGIN);
    expect(withOrigin.headers.get('access-control-expose-headers')).toBe(
      'Retry-After, RateLimit-Limit, RateLimit-Remaining, RateLimit-Reset',
    );
    expect(withOrigin.headers.get('vary')).toBe('Origin');

    const withoutOrigin = await app.request('/api/echo', { method: 'POST', body: 'hi' });
    expect(withoutOrigin.headers.get('access-control-allow-origin')).toBe('*');
  });

  it.each([
    ['a body-limit answer', '/api/echo', { method: 'POST', body: 'more than ten bytes' }, 413],
    ['an HttpError through onError', '/api/denied', {}, 429],
    ['a crash through onError', '/api/broken', {}, 500],
    ['an unknown route', '/api/nothing', {}, 404],
  ])('puts the headers on %s', async (_name, url, init: RequestInit, status) => {
    const response = await app.request(url, {
      ...init,
      headers: { Origin: ORIGIN },
    });
    expect(response.status).toBe(status);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('access-control-allow-origin')).toBe(ORIGIN);
    expect(response.headers.get('access-control-expose-headers')).toContain('Retry-After');
  });

  it('keeps the headers the route set, adding Origin to Vary', async () => {
    const denied = await app.request('/api/denied', { headers: { Origin: ORIGIN } });
    expect(denied.headers.get('retry-after')).toBe('7');
    const varied = await app.request('/api/vary', { headers: { Origin: ORIGIN } });
    expect(varied.headers.get('vary')).toBe('Accept-Encoding, Origin');
  });

  it('leaves other paths alone', async () => {
    const response = await app.request('/other', { headers: { Origin: ORIGIN } });
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });
});
