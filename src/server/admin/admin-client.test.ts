import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { localServer } from '../../../test/helpers/local-server.ts';
import { serverAdmin } from './admin-client.ts';
import { AdminError } from './admin-error.ts';
import { newControlToken } from './server-file.ts';

interface Seen {
  method: string | undefined;
  url: string | undefined;
  authorization: string | undefined;
  body: string;
}

const seen: Seen[] = [];
/** The next answer: status and body text. */
let answer: [number, string] = [200, '{}'];

const server = localServer((request: IncomingMessage, response) => {
  let body = '';
  request.setEncoding('utf8').on('data', (text: string) => (body += text));
  request.on('end', () => {
    seen.push({
      method: request.method,
      url: request.url,
      authorization: request.headers.authorization,
      body,
    });
    response.writeHead(answer[0], { 'content-type': 'application/json' }).end(answer[1]);
  });
});

describe('serverAdmin', () => {
  const token = newControlToken();
  const admin = () =>
    serverAdmin({ url: `${server.url()}/`, pid: process.pid, controlToken: token });

  it('sends each operation to its route with the control token', async () => {
    seen.length = 0;
    answer = [200, '{"projects": [], "keys": []}'];
    await admin().listProjects();
    await admin().listKeys({ projectId: 'a b' });
    answer = [201, '{"key": "k"}'];
    await admin().addProject({ dir: '/docs', subdomain: 'acme', name: undefined });
    await admin().createKey({ type: 'admin', organizationId: 'org' });
    answer = [200, '{"alreadyRevoked": false}'];
    await admin().revokeKey('folio_admin_x/y');
    expect(seen).toEqual([
      { method: 'GET', url: '/v1/admin/projects', authorization: `Bearer ${token}`, body: '' },
      {
        method: 'GET',
        url: '/v1/admin/keys?projectId=a+b',
        authorization: `Bearer ${token}`,
        body: '',
      },
      {
        method: 'POST',
        url: '/v1/admin/projects',
        authorization: `Bearer ${token}`,
        body: '{"dir":"/docs","subdomain":"acme"}',
      },
      {
        method: 'POST',
        url: '/v1/admin/keys',
        authorization: `Bearer ${token}`,
        body: '{"type":"admin","organizationId":"org"}',
      },
      {
        method: 'POST',
        url: '/v1/admin/keys/folio_admin_x%2Fy/revoke',
        authorization: `Bearer ${token}`,
        body: '',
      },
    ]);
  });

  it('turns refusals into admin errors with the server message, and failures into errors', async () => {
    const refusals: [number, string, string, string][] = [
      [400, '{"error": "Bad folder."}', 'invalid', 'Bad folder.'],
      [404, '{"error": "No such key."}', 'not-found', 'No such key.'],
      [409, '{"error": "Taken: choose another one."}', 'conflict', 'Taken: choose another one.'],
      [404, 'not json', 'not-found', 'HTTP 404'],
    ];
    for (const [status, body, code, message] of refusals) {
      answer = [status, body];
      const error: unknown = await admin()
        .listProjects()
        .catch((reason: unknown) => reason);
      expect(error).toBeInstanceOf(AdminError);
      expect(error).toMatchObject({ code, message });
    }

    answer = [500, '{"error": "Internal server error."}'];
    const failure: unknown = await admin()
      .listKeys()
      .catch((reason: unknown) => reason);
    expect(failure).not.toBeInstanceOf(AdminError);
    expect((failure as Error).message).toBe(
      `The Folio server at ${server.url()}/ failed with HTTP 500: Internal server error.`,
    );
  });
});
