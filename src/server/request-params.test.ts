import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { errorResponse, HttpError } from './http-error.ts';
import { checkRequestParams, MAX_PARAMETER_LENGTH } from './request-params.ts';
import type { ServerEnv } from './server-env.ts';

/** An app with the check and two routes, answering 400s as the real app does. */
function app(): Hono<ServerEnv> {
  const routes = new Hono<ServerEnv>();
  routes.use('/v1/*', checkRequestParams());
  routes.get('/v1/agent/:projectId/job/:sessionId', (c) => c.json(c.req.param()));
  routes.post('/v1/search/:domain', (c) => c.json({ domain: c.req.param('domain') }));
  routes.onError((error) =>
    error instanceof HttpError
      ? errorResponse(error.status, error.message)
      : errorResponse(500, 'boom'),
  );
  return routes;
}

const errorOf = async (path: string, method = 'GET') => {
  const response = await app().request(path, { method });
  return { status: response.status, body: (await response.json()) as unknown };
};

describe('checkRequestParams', () => {
  it('lets ordinary parameters through, decoded as routes see them', async () => {
    expect(await errorOf('/v1/agent/p%201/job/s?fp=a+b&x=%E2%9C%93')).toEqual({
      status: 200,
      body: { projectId: 'p 1', sessionId: 's' },
    });
  });

  it('names the path parameter from the route that answers', async () => {
    expect(await errorOf('/v1/agent/p/job/%00')).toEqual({
      status: 400,
      body: {
        error:
          'The path parameter sessionId contains a NUL character (U+0000) at position 0: remove it.',
      },
    });
    expect(await errorOf(`/v1/search/${'d'.repeat(64)}`, 'POST')).toEqual({
      status: 400,
      body: { error: 'The path parameter domain is 64 characters long; the most allowed is 63.' },
    });
  });

  it('checks query parameters, their names, and paths no route has', async () => {
    expect(await errorOf('/v1/agent/p/job/s?cursor=%00')).toEqual({
      status: 400,
      body: {
        error:
          'The query parameter cursor contains a NUL character (U+0000) at position 0: remove it.',
      },
    });
    expect(await errorOf('/v1/agent/p/job/s?%00=1')).toEqual({
      status: 400,
      body: {
        error: 'A query parameter name contains a NUL character (U+0000) at position 0: remove it.',
      },
    });
    expect(await errorOf('/v1/agent/p/job/s?fp=%E0%A4')).toEqual({
      status: 400,
      body: { error: 'The query parameter fp is not valid percent-encoded UTF-8.' },
    });
    expect(await errorOf(`/v1/elsewhere/${'x'.repeat(MAX_PARAMETER_LENGTH + 1)}`)).toEqual({
      status: 400,
      body: { error: 'The path is 257 characters long; the most allowed is 256.' },
    });
  });
});
