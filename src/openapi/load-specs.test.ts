import { describe, expect, it } from 'vitest';
import { tempDocs } from '../../test/helpers/temp-docs.ts';
import { discoverSpecFiles, loadSpecIndex } from './load-specs.ts';

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
    put: {x-mint: {href: /custom, metadata: {title: Put B}}}
webhooks:
  created:
    post: {summary: Created}
`,
    });
    const index = await loadSpecIndex(root, ['openapi.yaml', 'https://example.com/x.json']);
    expect(index.get('https://example.com/x.json')).toEqual({
      source: 'https://example.com/x.json',
    });
    expect(index.get('openapi.yaml')).toEqual({
      source: 'openapi.yaml',
      tagOrder: ['B', 'A'],
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
