import { describe, expect, it, vi } from 'vitest';
import { tempDocs } from '../../test/helpers/temp-docs.ts';
import type { DocsProject } from '../content/index.ts';
import { declaredServers, playgroundServers, serverVariants } from './playground-allowlist.ts';

/** How many YAML documents were parsed. */
const parsed = vi.hoisted(() => ({ count: 0 }));

vi.mock('yaml', async (actual) => {
  const yaml = await actual<typeof import('yaml')>();
  return {
    ...yaml,
    parseDocument: (...args: Parameters<typeof yaml.parseDocument>) => {
      parsed.count += 1;
      return yaml.parseDocument(...args);
    },
  };
});

describe('playgroundServers', () => {
  it('parses each text of the specs once, however many copies the folder has', async () => {
    const spec = 'openapi: 3.0.0\nservers:\n  - url: https://api.example.com\npaths: {}\n';
    const root = await tempDocs({ 'v1/api.yaml': spec, 'v2/api.yaml': spec });
    const project = {
      root,
      specs: new Map(
        ['v1/api.yaml', 'v2/api.yaml'].map((source) => [source, { source, operations: [] }]),
      ),
      remoteSpecs: new Map(),
      loaded: { config: {} },
      frontmatter: new Map(),
    } as unknown as DocsProject;
    parsed.count = 0;
    expect(await playgroundServers(project)).toEqual(['https://api.example.com']);
    expect(parsed.count).toBe(1);
  });
});

describe('declaredServers', () => {
  it('reads the document’s, paths’ and operations’ servers, and Swagger 2.0 hosts', () => {
    const urls = declaredServers({
      servers: [{ url: 'https://api.example.com/v1' }],
      paths: {
        '/a': {
          servers: [{ url: 'https://path.example.com' }],
          get: { servers: [{ url: 'https://op.example.com' }] },
        },
      },
    }).map((server) => server.url);
    expect(urls).toEqual([
      'https://api.example.com/v1',
      'https://path.example.com',
      'https://op.example.com',
    ]);
    expect(
      declaredServers({
        host: 'old.example.com',
        basePath: '/api',
        schemes: ['http', 'https'],
      }).map((server) => server.url),
    ).toEqual(['http://old.example.com/api', 'https://old.example.com/api']);
  });
});

describe('serverVariants', () => {
  it('takes every enum value, else only the default, so no variable can name any host', () => {
    expect(
      serverVariants({
        url: 'https://{region}.example.com/{version}',
        variables: {
          region: { default: 'eu', enum: ['eu', 'us'] },
          version: { default: 'v1' },
        },
      }),
    ).toEqual(['https://eu.example.com/v1', 'https://us.example.com/v1']);
    expect(serverVariants({ url: 'https://{tenant}.example.com', variables: {} })).toEqual([]);
  });
});
