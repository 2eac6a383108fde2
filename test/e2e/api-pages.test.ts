/**
 * MDX endpoint pages without a spec (`api:` frontmatter) through `folio build`: the method and
 * URL bar, the playground fed by the page's `ParamField`s (parameters and a JSON body), the
 * credentials of `authMethod` / `api.mdx.auth`, the servers of `api.mdx.server` for a path,
 * generated request samples, and a warning for a value that is no method and URL.
 */
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { PlaygroundConfig } from '../../src/web/index.ts';
import { buildSite } from '../../src/site/index.ts';
import { tempDocs } from '../helpers/temp-docs.ts';

const createUser = `---
title: Create a user
api: "POST https://api.example.com/v1/orgs/{orgId}/users"
authMethod: bearer
---

Creates a user.

<ParamField path="orgId" type="string" required>The organisation.</ParamField>
<ParamField query="notify" type="boolean" default={true}>Send an email.</ParamField>
<ParamField header="Idempotency-Key" type="string">Retries are safe.</ParamField>
<ParamField body="email" type="string" required placeholder="ada@example.com">
  The address.

  <Expandable title="more">
    <ParamField body="nested" type="string">Not a field of the request.</ParamField>
  </Expandable>
</ParamField>
<ParamField body="roles" type="string[]">Roles.</ParamField>
`;

async function build() {
  const root = await tempDocs({
    'docs.json': {
      name: 'S',
      navigation: { pages: ['create-user', 'list-users', 'broken'] },
      api: {
        mdx: {
          server: ['https://eu.example.com/', 'https://us.example.com'],
          auth: { method: 'key', name: 'X-Api-Key' },
        },
      },
    },
    'create-user.mdx': createUser,
    'list-users.mdx':
      '---\ntitle: List users\napi: GET /v1/users\n---\n\n<ParamField query="limit" type="integer" />\n',
    'broken.mdx': '---\ntitle: Broken\napi: "FETCH the users"\n---\n\nText.\n',
  });
  const out = path.join(await mkdtemp(path.join(tmpdir(), 'folio-out-')), 'site');
  const result = await buildSite(root, { outDir: out, cache: false });
  expect(result.written).toBe(true);
  return { result, read: (file: string) => readFile(path.join(out, file), 'utf8') };
}

function playgroundConfig(html: string): PlaygroundConfig {
  const json = /data-folio-playground="([^"]+)"/.exec(html)?.[1] ?? '';
  return JSON.parse(json.replaceAll('&quot;', '"').replaceAll('&amp;', '&')) as PlaygroundConfig;
}

describe('api: pages', () => {
  it('get the endpoint bar and a playground fed by the page’s fields', async () => {
    const { read } = await build();
    const html = await read('create-user/index.html');
    expect(html).toContain('<span class="folio-api-method folio-api-method-post">POST</span>');
    expect(html).toContain(
      '<span class="folio-api-base" data-folio-api-base="" hidden="">https://api.example.com</span>',
    );
    expect(html).toContain('<span class="folio-api-path-param">{orgId}</span>');
    // The page's own fields, once: no generated parameter sections beside them.
    expect(html).toContain('Creates a user.');
    expect(html.match(/>orgId</g)?.length).toBeGreaterThan(0);
    expect(html).not.toContain('folio-api-section');
    const config = playgroundConfig(html);
    expect(config.method).toBe('POST');
    expect(config.path).toBe('/v1/orgs/{orgId}/users');
    expect(config.parameters).toEqual([
      expect.objectContaining({ name: 'orgId', in: 'path', required: true }),
      expect.objectContaining({ name: 'notify', in: 'query', required: false }),
      expect.objectContaining({ name: 'Idempotency-Key', in: 'header' }),
    ]);
    expect(config.auth).toEqual([
      expect.objectContaining({ kind: 'bearer', name: 'Authorization' }),
    ]);
    expect(config.bodies.map((body) => [body.mediaType, body.kind])).toEqual([
      ['application/json', 'json'],
    ]);
    expect(config.bodies[0]?.sample).toContain('"email": "ada@example.com"');
    expect(config.bodies[0]?.sample).not.toContain('nested');
    // Generated request samples in the side column.
    expect(html).toContain('https://api.example.com/v1/orgs/');
  });

  it('take api.mdx.server for a path, and api.mdx.auth without authMethod', async () => {
    const { read } = await build();
    const html = await read('list-users/index.html');
    expect(html).toContain('<span class="folio-api-method folio-api-method-get">GET</span>');
    expect(html).toContain('<option value="https://us.example.com">');
    const config = playgroundConfig(html);
    expect(config.auth).toEqual([
      expect.objectContaining({ kind: 'apiKey', in: 'header', name: 'X-Api-Key' }),
    ]);
    expect(config.parameters).toEqual([expect.objectContaining({ name: 'limit', in: 'query' })]);
  });

  it('warn about a value that is no method and URL', async () => {
    const { result, read } = await build();
    expect(result.diagnostics).toContainEqual(
      expect.objectContaining({
        code: 'frontmatter-api',
        message:
          'api: "FETCH the users" is not a method and URL; the page renders without an endpoint bar or playground',
        position: { file: 'broken.mdx', line: 3, column: 1 },
      }),
    );
    expect(await read('broken/index.html')).toContain('<p>Text.</p>');
  });
});
