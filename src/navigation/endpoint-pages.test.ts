import { describe, expect, it } from 'vitest';
import { codes, op, resolve, routes, titles } from '../../test/helpers/resolve.ts';

describe('OpenAPI', () => {
  const spec = {
    operations: [
      op('get', '/plants', { summary: 'List plants', tags: ['Plants'] }),
      op('post', '/plants', { summary: 'Create a plant', tags: ['Plants'] }),
      op('delete', '/plants/{id}', { tags: ['Plants'] }),
      op('get', '/health'),
      op('get', '/secret', { summary: 'Secret', hidden: true }),
      op('get', '/gone', { summary: 'Gone', excluded: true }),
      op('webhook', 'plant.created', { summary: 'New plant', tags: ['Webhooks'] }),
      op('get', '/custom', { summary: 'Custom', href: '/reference/custom-page' }),
    ],
    tagOrder: ['Plants'],
  };

  it('gives METHOD /path entries routes by tag and summary, or method and path', () => {
    const tree = resolve(
      {
        openapi: 'openapi.yaml',
        pages: [
          'intro',
          'GET /plants',
          'post /plants',
          'DELETE /plants/{id}',
          'GET /health',
          'webhook plant.created',
          'GET /custom',
        ],
      },
      {
        files: ['intro.mdx'],
        specs: { 'openapi.yaml': spec },
      },
    );
    expect(tree.diagnostics).toEqual([]);
    expect(routes(tree)).toEqual([
      '/intro',
      '/api-reference/plants/list-plants',
      '/api-reference/plants/create-a-plant',
      '/api-reference/plants/delete-plants',
      '/api-reference/get-health',
      '/api-reference/webhooks/new-plant',
      '/reference/custom-page',
    ]);
    expect(tree.routes.get('/api-reference/plants/list-plants')?.endpoint).toMatchObject({
      spec: 'openapi.yaml',
      method: 'get',
      path: '/plants',
    });
  });

  it('takes the sidebar title, icon and tag from x-folio metadata, keeping the route', () => {
    const tree = resolve(
      { openapi: 'openapi.yaml', pages: ['GET /plants'] },
      {
        specs: {
          'openapi.yaml': {
            operations: [
              op('get', '/plants', {
                summary: 'List plants',
                title: 'List every plant',
                sidebarTitle: 'List',
                icon: 'leaf',
                tag: 'Beta',
              }),
            ],
          },
        },
      },
    );
    expect(tree.children[0]).toMatchObject({
      type: 'page',
      route: '/api-reference/list-plants',
      title: 'List',
      icon: 'leaf',
      tag: 'Beta',
      method: 'get',
    });
  });

  it('inherits openapi from parents, lets a child override it, and honours directory', () => {
    const tree = resolve(
      {
        openapi: 'v1.yaml',
        tabs: [
          { tab: 'V1', pages: ['GET /plants'] },
          {
            tab: 'V2',
            openapi: { source: '/v2.yaml', directory: 'v2/api' },
            groups: [{ group: 'G', pages: ['GET /plants'] }],
          },
        ],
      },
      { specs: { 'v1.yaml': spec, 'v2.yaml': spec } },
    );
    expect(tree.diagnostics).toEqual([]);
    expect(routes(tree)).toEqual([
      '/api-reference/plants/list-plants',
      '/v2/api/plants/list-plants',
    ]);
    expect(tree.pages.map((p) => p.endpoint?.spec)).toEqual(['v1.yaml', 'v2.yaml']);
  });

  it('numbers duplicate routes', () => {
    const twins = {
      operations: [op('get', '/a', { summary: 'Same' }), op('get', '/b', { summary: 'Same' })],
    };
    const tree = resolve(
      { openapi: 's.json', pages: ['GET /a', 'GET /b'] },
      { specs: { 's.json': twins } },
    );
    expect(routes(tree)).toEqual(['/api-reference/same', '/api-reference/same-1']);
  });

  it('lists every operation of a tab with only openapi, grouped by first tag', () => {
    const tree = resolve(
      { tabs: [{ tab: 'API', openapi: 'openapi.yaml' }] },
      { specs: { 'openapi.yaml': spec } },
    );
    expect(tree.diagnostics).toEqual([]);
    expect(titles(tree.children)).toEqual([
      {
        'tab:API': [
          {
            Plants: [
              '/api-reference/plants/list-plants',
              '/api-reference/plants/create-a-plant',
              '/api-reference/plants/delete-plants',
            ],
          },
          {
            'API Reference': [
              '/api-reference/get-health',
              '/api-reference/secret',
              '/reference/custom-page',
            ],
          },
          { Webhooks: ['/api-reference/webhooks/new-plant'] },
        ],
      },
    ]);
    expect(tree.routes.get('/api-reference/secret')?.hidden).toBe(true);
    expect(tree.routes.has('/api-reference/gone')).toBe(false);
  });

  it('names the file in "file METHOD /path" entries', () => {
    const tree = resolve(
      { pages: ['admin.json GET /plants', '/admin.json POST /plants'] },
      { specs: { 'admin.json': spec } },
    );
    expect(tree.diagnostics).toEqual([]);
    expect(tree.pages).toHaveLength(2);
  });

  it('reports an operation missing from the spec, with a suggestion', () => {
    const tree = resolve(
      { openapi: 'openapi.yaml', pages: ['GET /plant'] },
      { specs: { 'openapi.yaml': spec } },
    );
    expect(tree.diagnostics.map((d) => [d.code, d.jsonPath, d.hint])).toEqual([
      ['unknown-endpoint', 'navigation.pages[0]', 'Did you mean "GET /plants"?'],
    ]);
  });

  it('reports an endpoint entry with no spec in scope', () => {
    expect(codes(resolve({ pages: ['GET /plants'] }))).toEqual([
      'error no-openapi navigation.pages[0]',
    ]);
  });

  it('reports a spec that does not exist, once', () => {
    const tree = resolve({ openapi: 'missing.yaml', pages: ['GET /a', 'GET /b'] });
    expect(codes(tree)).toEqual(['error missing-spec navigation.openapi']);
  });

  it('only warns for a remote spec, which cannot be checked offline', () => {
    const tree = resolve(
      { openapi: 'https://example.com/openapi.json', pages: ['GET /plants'] },
      { specs: { 'https://example.com/openapi.json': {} } },
    );
    expect(codes(tree)).toEqual(['warning remote-spec navigation.openapi']);
    expect(routes(tree)).toEqual(['/api-reference/get-plants']);
  });

  it('skips x-excluded operations with a warning', () => {
    const tree = resolve(
      { openapi: 'openapi.yaml', pages: ['intro', 'GET /gone'] },
      { files: ['intro.mdx'], specs: { 'openapi.yaml': spec } },
    );
    expect(codes(tree)).toEqual(['warning excluded-endpoint navigation.pages[1]']);
    expect(routes(tree)).toEqual(['/intro']);
  });

  it('attaches the operation named in openapi frontmatter, and warns when it is unknown', () => {
    const tree = resolve(
      { pages: ['get-plants', 'bad', 'malformed'] },
      {
        files: ['get-plants.mdx', 'bad.mdx', 'malformed.mdx'],
        meta: {
          'get-plants.mdx': { openapi: 'openapi GET /plants' },
          'bad.mdx': { openapi: 'GET /nope' },
          'malformed.mdx': { openapi: 'plants' },
        },
        specs: { 'openapi.yaml': spec },
      },
    );
    expect(tree.routes.get('/get-plants')?.endpoint).toMatchObject({
      spec: 'openapi.yaml',
      method: 'get',
      path: '/plants',
    });
    expect(codes(tree)).toEqual(['warning frontmatter-openapi', 'warning frontmatter-openapi']);
    expect(tree.diagnostics[0]?.position).toEqual({ file: 'bad.mdx', line: 1, column: 1 });
  });

  it('shows pages with openapi frontmatter like generated ones: method badge, operation title', () => {
    const tree = resolve(
      { pages: ['untitled', 'titled', 'plain'] },
      {
        files: ['untitled.mdx', 'titled.mdx', 'plain.mdx'],
        meta: {
          'untitled.mdx': { openapi: 'POST /plants' },
          'titled.mdx': { title: 'Own title', openapi: 'WEBHOOK plant.created' },
          'plain.mdx': { title: 'Plain' },
        },
        specs: { 'openapi.yaml': spec },
      },
    );
    const nodes = tree.children.map((node) =>
      node.type === 'page' ? [node.title, node.method] : node.type,
    );
    expect(nodes).toEqual([
      ['Create a plant', 'post'],
      ['Own title', 'webhook'],
      ['Plain', undefined],
    ]);
    expect(tree.routes.get('/untitled')?.title).toBe('Create a plant');
  });

  it('keeps x-hidden operations out of navigation but builds them, also in a listed spec', () => {
    const tree = resolve(
      { tabs: [{ tab: 'API', openapi: 'openapi.yaml' }] },
      { specs: { 'openapi.yaml': spec } },
    );
    const secret = tree.routes.get('/api-reference/secret');
    expect(secret?.hidden).toBe(true);
    expect(tree.pages.map((page) => page.route)).toContain('/api-reference/secret');
    expect(tree.pages.map((page) => page.route)).not.toContain('/api-reference/gone');
  });
});
