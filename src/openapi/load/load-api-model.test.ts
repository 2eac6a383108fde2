import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { corpus, hasCorpora, NEEDS_CORPORA } from '../../../test/helpers/corpora.ts';
import { tempDocs } from '../../../test/helpers/temp-docs.ts';
import type { ApiModel } from '../model.ts';
import { createApiModelCache, loadApiModel } from './load-api-model.ts';

const fixtures = fileURLToPath(new URL('../../../test/fixtures/openapi/', import.meta.url));

async function modelOf(root: string, source: string): Promise<ApiModel> {
  const result = await loadApiModel(root, source);
  expect(result.diagnostics).toEqual([]);
  if (!result.model) throw new Error(`${source} gave no model`);
  return result.model;
}

function operation(model: ApiModel, operationId: string) {
  const found = model.operations.find((candidate) => candidate.operationId === operationId);
  if (!found) throw new Error(`no operation ${operationId}`);
  return found;
}

describe('Swagger 2.0 (the petstore, split over three files)', () => {
  const petstore = modelOf(fixtures, 'swagger-2.0-petstore/swagger.yaml');

  it('reads host, basePath and schemes as servers, and securityDefinitions as schemes', async () => {
    const model = await petstore;
    expect(model.specVersion).toBe('2.0');
    expect(model.servers).toEqual([{ url: 'http://petstore.swagger.io/v2', variables: {} }]);
    expect(model.securitySchemes).toEqual({
      petstore_auth: {
        type: 'oauth2',
        description: undefined,
        flows: {
          implicit: {
            authorizationUrl: 'http://petstore.swagger.io/oauth/dialog',
            scopes: { 'write:pets': 'modify pets in your account', 'read:pets': 'read your pets' },
          },
        },
      },
      api_key: { type: 'apiKey', description: undefined, name: 'api_key', in: 'header' },
    });
    expect(operation(model, 'addPet').security).toEqual([
      { petstore_auth: ['write:pets', 'read:pets'] },
    ]);
  });

  it('turns a body parameter into a request body with one entry per consumes type', async () => {
    const model = await petstore;
    const body = operation(model, 'addPet').requestBody;
    expect(body?.required).toBe(true);
    expect(body?.content.map((media) => media.mediaType)).toEqual([
      'application/json',
      'application/xml',
    ]);
    expect(body?.content[0]?.schema).toBe(model.schemas['Pet']);
    expect(operation(model, 'addPet').parameters).toEqual([]);
  });

  it('turns formData parameters into a form body (multipart when a file is sent)', async () => {
    const model = await petstore;
    const form = operation(model, 'updatePetWithForm').requestBody;
    expect(form?.content.map((media) => media.mediaType)).toEqual([
      'application/x-www-form-urlencoded',
    ]);
    expect(Object.keys(form?.content[0]?.schema?.properties ?? {})).toEqual(['name', 'status']);
    const upload = operation(model, 'uploadFile').requestBody?.content[0];
    expect(upload?.mediaType).toBe('multipart/form-data');
    expect(upload?.schema?.properties?.['file']).toEqual({
      type: 'string',
      format: 'binary',
      description: 'file to upload',
    });
  });

  it('gives inline parameter types a schema, and collectionFormat a style', async () => {
    const model = await petstore;
    const status = operation(model, 'findPetsByStatus').parameters[0];
    expect(status).toMatchObject({
      name: 'status',
      in: 'query',
      required: true,
      style: 'form',
      explode: true,
      schema: { type: 'array', items: { type: 'string', enum: ['available', 'pending', 'sold'] } },
    });
  });

  it('resolves refs across files and relative to the referring file, keeping schema names', async () => {
    const model = await petstore;
    expect(Object.keys(model.schemas)).toEqual([
      'Order',
      'Category',
      'User',
      'Tag',
      'Pet',
      'ApiResponse',
    ]);
    expect(model.schemas['Pet']?.refName).toBe('Pet');
    expect(model.schemas['Pet']?.properties?.['category']).toBe(model.schemas['Category']);
    // `paths/user-by-name.yaml` refers to `../definitions.yaml#/User`.
    const byName = operation(model, 'getUserByName');
    expect(byName.responses[0]?.content[0]?.schema).toBe(model.schemas['User']);
    expect(byName.location).toEqual({
      file: 'swagger-2.0-petstore/paths/user-by-name.yaml',
      pointer: '/get',
      line: 1,
      column: 1,
    });
    expect(operation(model, 'addPet').location).toEqual({
      file: 'swagger-2.0-petstore/swagger.yaml',
      pointer: '/paths/~1pet/post',
      line: 33,
      column: 5,
    });
  });
});

describe('OpenAPI 3.0', () => {
  it.skipIf(!hasCorpora)(
    `reads a real spec (trigger.dev) with its operations and schemas, ${NEEDS_CORPORA}`,
    async () => {
      const model = await modelOf(corpus('trigger-docs'), 'openapi.yml');
      expect(model.specVersion).toBe('3.0.0');
      expect(model.operations.map((op) => `${op.method} ${op.path}`)).toMatchSnapshot();
      expect(Object.keys(model.schemas).length).toBeGreaterThan(0);
    },
  );

  it('turns nullable and boolean exclusive bounds into their 2020-12 form', async () => {
    const root = await tempDocs({
      'api.yaml': `openapi: 3.0.3
info: {title: T, version: '1'}
paths: {}
components:
  schemas:
    Score:
      type: integer
      nullable: true
      minimum: 0
      exclusiveMinimum: true
      maximum: 10
      exclusiveMaximum: false
    Untyped:
      nullable: true
`,
    });
    const model = await modelOf(root, 'api.yaml');
    expect(model.schemas['Score']).toEqual({
      refName: 'Score',
      type: ['integer', 'null'],
      exclusiveMinimum: 0,
      maximum: 10,
    });
    expect(model.schemas['Untyped']).toEqual({ refName: 'Untyped' });
  });

  it('takes servers and security from the operation, else the path item, else the document', async () => {
    const root = await tempDocs({
      'api.json': JSON.stringify({
        openapi: '3.0.3',
        info: { title: 'T', version: '1' },
        servers: [{ url: 'https://{env}.example.com', variables: { env: { default: 'api' } } }],
        security: [{ key: [] }],
        paths: {
          '/a': {
            servers: [{ url: 'https://a.example.com' }],
            get: { responses: {} },
            post: { servers: [{ url: 'https://post.example.com' }], security: [], responses: {} },
          },
          '/b': { get: { responses: {} } },
        },
      }),
    });
    const model = await modelOf(root, 'api.json');
    const urls = model.operations.map((op) => op.servers.map((server) => server.url));
    expect(urls).toEqual([
      ['https://a.example.com'],
      ['https://post.example.com'],
      ['https://{env}.example.com'],
    ]);
    expect(model.operations.map((op) => op.security)).toEqual([[{ key: [] }], [], [{ key: [] }]]);
    expect(model.servers[0]?.variables).toEqual({
      env: { default: 'api', enum: undefined, description: undefined },
    });
  });
});

describe('OpenAPI 3.1', () => {
  it('reads webhooks as operations of kind webhook', async () => {
    const model = await modelOf(fixtures, 'openapi-3.1-webhooks.yaml');
    expect(model.operations).toEqual([]);
    expect(model.webhooks.map((hook) => [hook.kind, hook.method, hook.path])).toEqual([
      ['webhook', 'delete', 'newPet'],
      ['webhook', 'post', 'newPet'],
    ]);
    const post = model.webhooks[1];
    expect(post?.requestBody?.content[0]?.schema).toBe(model.schemas['Pet']);
    expect(post?.location).toMatchObject({ pointer: '/webhooks/newPet/post', line: 22, column: 5 });
  });

  it.skipIf(!hasCorpora)(
    `reads a real 3.1 spec with webhooks (the Mintlify starter), ${NEEDS_CORPORA}`,
    async () => {
      const model = await modelOf(corpus('mintlify-starter'), 'api-reference/openapi.json');
      expect(model.specVersion).toBe('3.1.0');
      expect(model.webhooks.map((hook) => `${hook.method} ${hook.path}`)).toEqual([
        'post /plant/webhook',
      ]);
      expect(model.operations.length).toBe(3);
    },
  );
});

describe('createApiModelCache', () => {
  it('loads each spec once, however many pages ask, even at the same time', async () => {
    const root = await tempDocs({
      'api.yaml': 'openapi: 3.1.0\ninfo: {title: T, version: "1"}\npaths: {}\n',
    });
    const cache = createApiModelCache();
    const [first, second] = await Promise.all([
      cache.get(root, 'api.yaml'),
      cache.get(root, '/api.yaml'),
    ]);
    expect(first.model).toBeDefined();
    expect(second).toBe(first);
    expect(await cache.get(root, 'api.yaml')).toBe(first);
  });
});

describe('files outside the docs folder', () => {
  it('are not read through a $ref that climbs out, unless the caller allows any file', async () => {
    const outside = await tempDocs({
      'schemas.yaml': 'Plant:\n  type: object\n  description: Far away\n',
    });
    const root = await tempDocs({
      'api.yaml': `openapi: 3.1.0
info: { title: Plants, version: 1.0.0 }
paths:
  /plants:
    get:
      responses:
        '200':
          description: The plants
          content:
            application/json:
              schema: { $ref: '../${path.basename(outside)}/schemas.yaml#/Plant' }
`,
    });
    const confined = await loadApiModel(root, 'api.yaml');
    expect(JSON.stringify(confined)).not.toContain('Far away');
    expect(JSON.stringify(confined)).toContain(
      `../${path.basename(outside)}/schemas.yaml is outside the docs folder`,
    );
    const anywhere = await loadApiModel(root, 'api.yaml', { folder: false });
    expect(JSON.stringify(anywhere)).toContain('Far away');
  });
});
