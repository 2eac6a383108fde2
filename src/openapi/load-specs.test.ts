import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { tempDocs } from '../../test/helpers/temp-docs.ts';
import { loadApiModel } from './load/load-api-model.ts';
import { createRemoteCache } from './load/read-source.ts';
import { discoverSpecFiles, loadSpecIndex } from './load-specs.ts';
import { localServer } from '../../test/helpers/local-server.ts';

describe('discoverSpecFiles', () => {
  it('finds OpenAPI and Swagger documents by their version field, not files that merely name a spec', async () => {
    const root = await tempDocs({
      'api/openapi.json': '{\n  "openapi": "3.1.0",\n  "paths": {}\n}',
      'legacy.yaml': 'swagger: "2.0"\npaths: {}\n',
      'nav/api.json': '{\n  "openapi": "api/openapi.json",\n  "pages": []\n}',
      'docs.json': '{"openapi": "3.0.0"}',
      'data.yml': 'title: not a spec\n',
    });
    const files = ['api/openapi.json', 'legacy.yaml', 'nav/api.json', 'docs.json', 'data.yml'];
    expect((await discoverSpecFiles(root, files)).sort()).toEqual([
      'api/openapi.json',
      'legacy.yaml',
    ]);
  });
});

describe('loadSpecIndex', () => {
  it('lists operations, webhooks and tags, and keeps x-folio / x-mint settings', async () => {
    const root = await tempDocs({
      'openapi.yaml': `openapi: 3.1.0
tags: [{name: B}, {name: A}]
paths:
  /a:
    get: {tags: [A], summary: Get A, operationId: getA, x-hidden: true}
    post: {x-excluded: true}
    parameters: []
  /b:
    put: {x-mint: {href: /custom, metadata: {title: Put B, sidebarTitle: B, icon: leaf, tag: New}}}
webhooks:
  created:
    post: {summary: Created}
`,
    });
    const index = await loadSpecIndex(root, ['openapi.yaml']);
    expect(index.get('openapi.yaml')).toEqual({
      source: 'openapi.yaml',
      tagOrder: ['B', 'A'],
      servers: [],
      operations: [
        {
          method: 'get',
          path: '/a',
          summary: 'Get A',
          tags: ['A'],
          operationId: 'getA',
          hidden: true,
          excluded: false,
          href: undefined,
          title: undefined,
        },
        {
          method: 'post',
          path: '/a',
          summary: undefined,
          tags: [],
          operationId: undefined,
          hidden: false,
          excluded: true,
          href: undefined,
          title: undefined,
        },
        {
          method: 'put',
          path: '/b',
          summary: undefined,
          tags: [],
          operationId: undefined,
          hidden: false,
          excluded: false,
          href: '/custom',
          title: 'Put B',
          sidebarTitle: 'B',
          icon: 'leaf',
          tag: 'New',
        },
        {
          method: 'webhook',
          path: 'created',
          summary: 'Created',
          tags: [],
          operationId: undefined,
          hidden: false,
          excluded: false,
          href: undefined,
          title: undefined,
        },
      ],
    });
  });

  it('says why a spec cannot be loaded, with its position', async () => {
    const root = await tempDocs({
      'bad.yaml': 'openapi: 3.0.0\npaths:\n  /a: [\n',
      'notspec.json': '{"title": 1}',
    });
    const index = await loadSpecIndex(root, ['bad.yaml', 'missing.yaml', 'notspec.json']);
    expect(index.get('bad.yaml')?.error).toMatch(/^invalid YAML: .+ \(bad\.yaml:\d+:\d+\)$/);
    expect(index.get('missing.yaml')?.error).toBe('file not found');
    expect(index.get('notspec.json')?.error).toBe(
      'not an OpenAPI document (no "openapi" or "swagger" version field) (notspec.json:1:1)',
    );
  });
});

describe('loadSpecIndex with remote specs', () => {
  const requests: string[] = [];
  const server = localServer((request, response) => {
    requests.push(request.url ?? '');
    if (request.url === '/api.json') {
      response.setHeader('content-type', 'application/json');
      response.end(
        JSON.stringify({
          openapi: '3.1.0',
          info: { title: 'Remote', version: '1' },
          tags: [{ name: 'Pets' }],
          paths: { '/pets': { get: { summary: 'List pets', tags: ['Pets'], responses: {} } } },
        }),
      );
    } else if (request.url === '/broken.yaml') {
      response.end('openapi: 3.1.0\npaths: [\n');
    } else if (request.url === '/readme.json') {
      response.end('{"title": "not a spec"}');
    } else if (request.url === '/slow.yaml') {
      setTimeout(() => response.end('openapi: 3.1.0\n'), 500);
    } else {
      response.statusCode = 404;
      response.end();
    }
  });

  it('fetches a reachable spec at build time and lists its operations', async () => {
    const root = await tempDocs({});
    const index = await loadSpecIndex(root, [`${server.url()}/api.json`]);
    expect(index.get(`${server.url()}/api.json`)).toEqual({
      source: `${server.url()}/api.json`,
      tagOrder: ['Pets'],
      servers: [],
      operations: [
        {
          method: 'get',
          path: '/pets',
          summary: 'List pets',
          tags: ['Pets'],
          operationId: undefined,
          hidden: false,
          excluded: false,
          href: undefined,
          title: undefined,
        },
      ],
    });
  });

  it('says why a remote spec has no operations: unreachable, missing, slow, broken, not a spec', async () => {
    const root = await tempDocs({});
    // A port nothing listens on: the server is closed before the request.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const closedUrl = `http://127.0.0.1:${(closed.address() as AddressInfo).port}/api.yaml`;
    await new Promise<void>((resolve) =>
      closed.close(() => {
        resolve();
      }),
    );
    const sources = [
      closedUrl,
      `${server.url()}/missing.yaml`,
      `${server.url()}/slow.yaml`,
      `${server.url()}/broken.yaml`,
      `${server.url()}/readme.json`,
    ];
    const index = await loadSpecIndex(root, sources, { timeoutMs: 200 });
    expect(sources.map((source) => index.get(source)?.operations)).toEqual(
      sources.map(() => undefined),
    );
    const errors = sources.map((source) => index.get(source)?.error ?? '');
    expect(errors).toEqual([
      'cannot be fetched (ECONNREFUSED)',
      'the server answered 404 Not Found',
      'no answer within 200 ms',
      expect.any(String),
      'not an OpenAPI document (no "openapi" or "swagger" version field)',
    ]);
    expect(errors[3]).toMatch(/^invalid YAML: .+ \(line 3, column 1\)$/);
  });

  it('lists the specs in the order given, not the order they load in', async () => {
    const root = await tempDocs({
      'local.yaml': 'openapi: 3.1.0\ninfo: {title: Local, version: "1"}\npaths: {}\n',
    });
    // The remote spec comes back last: it waits for the slow answer's time limit.
    const sources = [`${server.url()}/slow.yaml`, 'local.yaml'];
    const index = await loadSpecIndex(root, sources, { timeoutMs: 200 });
    expect([...index.keys()]).toEqual(sources);
  });

  it('fetches each URL once per build when the build shares its remote cache', async () => {
    const root = await tempDocs({});
    const remoteCache = createRemoteCache();
    const before = requests.filter((url) => url === '/api.json').length;
    await loadSpecIndex(root, [`${server.url()}/api.json`, `${server.url()}/api.json`], {
      remoteCache,
    });
    const { model } = await loadApiModel(root, `${server.url()}/api.json`, { remoteCache });
    expect(model?.operations.map((op) => op.path)).toEqual(['/pets']);
    expect(requests.filter((url) => url === '/api.json').length - before).toBe(1);
  });
});
