import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDocs } from '../../test/helpers/temp-docs.ts';
import type { EndpointRef } from '../navigation/index.ts';
import type { ApiModel, ApiOperation } from '../openapi/index.ts';
import {
  contentDiagnostics,
  EndpointContent,
  endpointStub,
  findOperation,
  pageDiagnostics,
} from './endpoint-content.ts';
import type { Diagnostic } from '../shared/index.ts';
import { makeApi as api, makeOperation as operation } from '../../test/render/api-model.ts';

const spec = `openapi: 3.1.0
info: { title: Plants, version: '1' }
paths:
  /plants:
    get:
      summary: List plants
      x-mint:
        metadata: { title: All plants }
        content: Read me.
      responses:
        '200': { description: OK }
    post:
      summary: Create a plant
      requestBody:
        content:
          application/json:
            schema: { $ref: '#/components/schemas/Missing' }
      responses:
        '201': { description: Created }
webhooks:
  plant.created:
    post:
      summary: Plant created
      responses:
        '200': { description: OK }
components:
  schemas:
    Plant:
      type: object
      properties:
        parent: { $ref: '#/components/schemas/Gone' }
`;

/** The shared builders, with this file's spec (api.yaml) and no servers. */
function makeOperation(fields: Partial<ApiOperation>): ApiOperation {
  return operation({
    servers: [],
    location: { file: 'api.yaml', pointer: '/paths/~1things/get', line: 1, column: 1 },
    ...fields,
  });
}

function makeApi(operations: ApiOperation[], fields: Partial<ApiModel> = {}): ApiModel {
  return api(operations, {
    source: 'api.yaml',
    info: { title: 'Test', version: '1' },
    servers: [],
    ...fields,
  });
}

const plainText = (code: string): string => `<pre>${code}</pre>`;

const ref = (method: string, path: string): EndpointRef => ({ spec: 'openapi.yaml', method, path });

function codesAndLines(diagnostics: readonly Diagnostic[]): string[] {
  return diagnostics.map(
    (item) => `${item.severity} ${item.code} ${String(item.position?.line ?? '-')}`,
  );
}

describe('EndpointContent', () => {
  it('loads a spec once, finds operations and webhooks, and reads x-mint settings', async () => {
    const root = await tempDocs({ 'openapi.yaml': spec });
    const content = new EndpointContent(root, { highlight: plainText });
    const list = await content.load(ref('get', '/plants'));
    expect(list.endpoint?.operation.summary).toBe('List plants');
    expect(list.endpoint?.settings).toEqual({
      metadata: { title: 'All plants' },
      content: 'Read me.',
      extension: 'x-mint',
    });
    expect(list.dependencies).toEqual(['openapi.yaml']);
    expect(content.loaded(ref('get', '/plants'))).toBe(list.endpoint);
    const webhook = await content.load(ref('webhook', 'plant.created'));
    expect(webhook.endpoint?.operation.kind).toBe('webhook');
    // Loaded once: a change on disk is not seen by the same renderer.
    await writeFile(path.join(root, 'openapi.yaml'), 'not: a spec\n');
    expect((await content.load(ref('get', '/plants'))).endpoint?.api).toBe(list.endpoint?.api);
  });

  it("reports a spec's problems on the pages they concern", async () => {
    const root = await tempDocs({ 'openapi.yaml': spec });
    const content = new EndpointContent(root, { highlight: plainText });
    // The broken ref in components concerns the first page; the one in POST /plants its page.
    expect(codesAndLines((await content.load(ref('get', '/plants'))).diagnostics)).toEqual([
      'warning openapi-unresolved-ref 31',
    ]);
    expect(codesAndLines((await content.load(ref('post', '/plants'))).diagnostics)).toEqual([
      'warning openapi-unresolved-ref 17',
    ]);
  });

  it('warns on a $ref that resolves to nothing and renders its schema as any value', async () => {
    const root = await tempDocs({ 'openapi.yaml': spec });
    const content = new EndpointContent(root, { highlight: plainText });
    const post = ref('post', '/plants');
    const { endpoint, diagnostics } = await content.load(post);
    expect(diagnostics[0]).toMatchObject({
      severity: 'warning',
      code: 'openapi-unresolved-ref',
      message: 'cannot resolve "#/components/schemas/Missing"; shown as any value',
    });
    const reference = await content.reference(post, endpoint, {
      contentHtml: '',
      playground: undefined,
    });
    expect(reference.html).toContain('application/json');
    expect(reference.html.replace(/<[^>]+>/g, ' ')).toMatch(/application\/json\s+any\b/);
  });

  it('warns when the operation is missing and keeps the page with its method and path', async () => {
    const root = await tempDocs({ 'openapi.yaml': spec });
    const lookup = await new EndpointContent(root, { highlight: plainText }).load(
      ref('delete', '/plants'),
      'pages/x.mdx',
    );
    expect(lookup.endpoint).toBeUndefined();
    expect(lookup.diagnostics.at(-1)).toMatchObject({
      severity: 'warning',
      code: 'unknown-endpoint',
      message:
        'DELETE /plants is not an operation of openapi.yaml; its page shows only the method and path',
      position: { file: 'pages/x.mdx', line: 1, column: 1 },
    });
  });

  it("shows the page's own examples in the side column, in place of generated ones", async () => {
    const root = await tempDocs({ 'openapi.yaml': spec });
    const content = new EndpointContent(root, { highlight: plainText });
    const list = ref('get', '/plants');
    const { endpoint } = await content.load(list);
    const own = '<figure data-folio-example="response">own</figure>';
    const reference = await content.reference(list, endpoint, {
      contentHtml: '<p>Intro</p>',
      playground: undefined,
      examples: { response: own },
    });
    const request = reference.examplesHtml.indexOf('data-folio-example="request"');
    expect(request).toBeGreaterThan(0);
    expect(reference.examplesHtml.indexOf(own)).toBeGreaterThan(request);
    expect(reference.html).toContain('<p>Intro</p>');
    expect(reference.html).not.toContain(own);
    // A page whose operation is missing keeps its own examples.
    const missing = await content.reference(ref('delete', '/plants'), undefined, {
      contentHtml: '',
      playground: undefined,
      examples: { request: '<p>mine</p>' },
    });
    expect(missing.examplesHtml).toBe(
      '<div class="folio-api-examples" data-folio-api-examples=""><p>mine</p></div>',
    );
  });

  it('reports a spec that cannot be read', async () => {
    const root = await tempDocs({ 'openapi.yaml': 'openapi: [' });
    const lookup = await new EndpointContent(root, { highlight: plainText }).load(
      ref('get', '/plants'),
    );
    expect(lookup.endpoint).toBeUndefined();
    expect(lookup.diagnostics.map((item) => item.severity)).toContain('error');
  });
});

describe('pageDiagnostics', () => {
  const operation = makeOperation({
    location: { file: 'api.yaml', pointer: '/paths/~1plants/get', line: 3, column: 5 },
  });
  const at = (jsonPath: string, severity: Diagnostic['severity'] = 'error'): Diagnostic => ({
    severity,
    code: jsonPath,
    message: 'm',
    jsonPath,
    position: { file: 'api.yaml', line: 1, column: 1 },
  });
  const all = [
    at('/paths/~1plants/get/responses'),
    at('/paths/~1plants/parameters/0'),
    at('/paths/~1plants/post/requestBody'),
    at('/paths/~1plants~1{id}/get'),
    at('/components/schemas/A'),
    at('/info', 'warning'),
    at('/paths/~1plants/get/summary', 'warning'),
  ];

  it("keeps the operation's own problems, the document's errors, and its warnings once", () => {
    expect(pageDiagnostics(all, operation, true).map((item) => item.code)).toEqual([
      '/paths/~1plants/get/responses',
      '/paths/~1plants/parameters/0',
      '/components/schemas/A',
      '/info',
      '/paths/~1plants/get/summary',
    ]);
    expect(pageDiagnostics(all, operation, false).map((item) => item.code)).toEqual([
      '/paths/~1plants/get/responses',
      '/paths/~1plants/parameters/0',
      '/components/schemas/A',
      '/paths/~1plants/get/summary',
    ]);
  });

  it('reads the pointer of remote specs after their URL', () => {
    const remote: Diagnostic = {
      severity: 'error',
      code: 'remote',
      message: 'm',
      jsonPath: 'https://x.test/api.yaml:4:2 /paths/~1plants/post',
    };
    expect(pageDiagnostics([remote], operation, true)).toEqual([]);
    expect(
      pageDiagnostics([{ ...remote, jsonPath: 'https://x.test/a:1:1 /info' }], operation, false),
    ).toHaveLength(1);
  });
});

describe('findOperation', () => {
  const api = makeApi([makeOperation({ method: 'get', path: '/plants/' })], {
    webhooks: [makeOperation({ kind: 'webhook', method: 'post', path: 'plant.created' })],
  });

  it('tolerates a trailing slash and finds webhooks by name', () => {
    expect(findOperation(api, ref('get', '/plants'))?.path).toBe('/plants/');
    expect(findOperation(api, ref('post', '/plants'))).toBeUndefined();
    expect(findOperation(api, ref('webhook', 'plant.created'))?.kind).toBe('webhook');
  });
});

describe('contentDiagnostics', () => {
  it('points problems of x-folio content at the operation, keeping the line in the message', () => {
    const operation = makeOperation({
      location: { file: 'api.yaml', pointer: '/paths/~1a/get', line: 12, column: 7 },
    });
    const api = makeApi([operation]);
    const [moved] = contentDiagnostics(
      [
        {
          severity: 'error',
          code: 'mdx',
          message: 'Expected a closing tag for `<Note>`',
          position: { file: 'api.yaml', line: 3, column: 1 },
        },
      ],
      { api, operation, settings: { metadata: {}, content: 'x', extension: 'x-mint' } },
    );
    expect(moved).toEqual({
      severity: 'error',
      code: 'mdx',
      message: 'Expected a closing tag for `<Note>` (in x-mint.content of GET /things, line 3)',
      position: { file: 'api.yaml', line: 12, column: 7 },
    });
  });
});

describe('endpointStub', () => {
  it('shows the method and the path (the title already holds the summary)', () => {
    expect(
      endpointStub({
        spec: 'https://x.test/api.json',
        method: 'get',
        path: '/plants/{id}',
        operation: { method: 'get', path: '/plants/{id}', tags: [], summary: 'Get a plant' },
      }),
    ).toMatchInlineSnapshot(
      `"<div class="folio-api" data-folio-api="operation"><div class="folio-api-header"><div class="folio-api-endpoint" data-method="get"><span class="folio-api-method folio-api-method-get">GET</span><code class="folio-api-url"><span class="folio-api-path">/<wbr/>plants/<span class="folio-api-path-param">{id}</span></span></code></div></div></div>"`,
    );
    expect(endpointStub({ spec: 'a.yaml', method: 'webhook', path: 'plant.created' })).toContain(
      '<span class="folio-api-webhook-badge">Webhook</span><span class="folio-api-method folio-api-method-post">POST</span>',
    );
  });
});
