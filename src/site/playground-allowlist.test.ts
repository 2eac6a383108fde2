import { describe, expect, it } from 'vitest';
import { declaredServers, serverVariants } from './playground-allowlist.ts';

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
