import { describe, expect, it } from 'vitest';
import type { ResolvedPage, SpecIndex } from '../../navigation/index.ts';
import { endpointTarget } from './endpoint-target.ts';

const specs = new Map<string, SpecIndex>([
  [
    'specs/v2.yaml',
    {
      source: 'specs/v2.yaml',
      operations: [
        { method: 'post', path: '/annotations', tags: [] },
        { method: 'get', path: '/plants', tags: [] },
      ],
    },
  ],
  ['broken.yaml', { source: 'broken.yaml', error: 'invalid YAML (broken.yaml:3:1)' }],
  ['https://example.com/api.json', { source: 'https://example.com/api.json' }],
]);

const page = (extra: Partial<ResolvedPage> = {}): ResolvedPage => ({
  route: '/api/x',
  kind: 'mdx',
  file: 'api/x.mdx',
  title: 'X',
  hidden: false,
  inNavigation: true,
  context: {},
  breadcrumbs: [],
  ...extra,
});

const target = (value: unknown, extra: Partial<ResolvedPage> = {}) =>
  endpointTarget(page(extra), value, 3, { specs, defaultScope: undefined });

describe('endpointTarget', () => {
  it('uses the endpoint navigation attached to the page', () => {
    const endpoint = { spec: 'specs/v2.yaml', method: 'post', path: '/annotations' };
    expect(target('v2 post /annotations', { endpoint })).toEqual({ ok: true, target: endpoint });
  });

  it('explains a value that is not an endpoint, with the position of the frontmatter line', () => {
    const result = target(3);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.diagnostic.code).toBe('migrate-not-endpoint');
      expect(result.diagnostic.position).toEqual({ file: 'api/x.mdx', line: 3, column: 1 });
    }
  });

  it.each([
    [
      'admin.yaml GET /users',
      'migrate-missing-spec',
      /names the spec "admin.yaml", which is not in the docs folder/,
    ],
    ['https://example.com/api.json GET /x', 'migrate-remote-spec', /only a URL/],
    ['broken GET /x', 'migrate-missing-spec', /cannot be loaded \(invalid YAML/],
    [
      'v2 GET /plant',
      'migrate-missing-operation',
      /GET \/plant is not an operation of specs\/v2\.yaml/,
    ],
  ])('refuses %s', (value, code, message) => {
    const result = target(value);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.diagnostic.code).toBe(code);
      expect(result.diagnostic.message).toMatch(message);
      expect(result.diagnostic.message).toMatch(/api\/x\.mdx is left as it is$/);
    }
  });

  it('suggests the nearest operation', () => {
    const result = target('GET /plant');
    expect(!result.ok && result.diagnostic.hint).toMatch(/Did you mean "GET \/plants"\?/);
  });
});
