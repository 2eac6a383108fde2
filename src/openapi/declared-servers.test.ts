import { describe, expect, it } from 'vitest';
import { declaredServers } from './declared-servers.ts';

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
