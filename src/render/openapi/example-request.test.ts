import { describe, expect, it } from 'vitest';
import { bodyKind, exampleRequest, isJsonMediaType } from './example-request.ts';
import { petStore, swaggerUpload } from '../../../test/render/pet-store.ts';
import {
  makeApi,
  makeOperation,
  makeParameter,
  operationOf,
} from '../../../test/render/api-model.ts';

describe('exampleRequest', () => {
  it('fills path parameters from examples, adds example query values, and the first credential', () => {
    const api = petStore();
    expect(exampleRequest(api, operationOf(api, 'get', '/pets/{petId}'))).toEqual({
      method: 'GET',
      url: 'https://eu.petstore.example.com/v2/pets/42',
      query: [
        { name: 'fields', value: 'name', placeholder: false },
        { name: 'fields', value: 'status', placeholder: false },
      ],
      headers: [['X-API-Key', '<x-api-key>']],
      body: undefined,
    });
  });

  it('keeps {name} for path parameters without an example and joins non-exploded arrays', () => {
    const api = petStore();
    const request = exampleRequest(api, operationOf(api, 'get', '/pets/findByStatus'));
    expect(request.query).toEqual([{ name: 'status', value: 'available', placeholder: false }]);
    const upload = swaggerUpload();
    const post = exampleRequest(upload, operationOf(upload, 'post', '/pet/{petId}/uploadImage'));
    expect(post.url).toBe('https://petstore.swagger.io/v2/pet/{petId}/uploadImage');
    expect(post.query).toEqual([{ name: 'api_key', value: '<api-key>', placeholder: true }]);
    expect(post.body).toEqual({
      kind: 'multipart',
      mediaType: 'multipart/form-data',
      fields: [
        { name: 'additionalMetadata', value: 'string', file: false },
        { name: 'file', value: 'path/to/file', file: true },
      ],
    });
    expect(post.headers).toEqual([]);
  });

  it('encodes path examples, serialises deepObject and delimited queries, and sends cookies', () => {
    const operation = makeOperation({
      path: '/files/{name}',
      parameters: [
        makeParameter({ name: 'name', in: 'path', required: true, example: 'a b/c' }),
        makeParameter({
          name: 'filter',
          in: 'query',
          style: 'deepObject',
          schema: { type: 'object' },
          example: { size: 'big', age: 3 },
        }),
        makeParameter({
          name: 'ids',
          in: 'query',
          style: 'pipeDelimited',
          explode: false,
          schema: { type: 'array', items: { type: 'integer' } },
          example: [1, 2],
        }),
        makeParameter({
          name: 'limit',
          in: 'query',
          required: true,
          schema: { type: 'integer', default: 20 },
        }),
        makeParameter({ name: 'q', in: 'query', required: true }),
        makeParameter({ name: 'theme', in: 'cookie', example: 'dark' }),
        makeParameter({ name: 'skip', in: 'query' }),
      ],
      security: [{ session: [] }],
    });
    const api = makeApi([operation], {
      securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'sid' } },
    });
    const request = exampleRequest(api, operation);
    expect(request.url).toBe('https://api.example.com/v1/files/a%20b%2Fc');
    expect(request.query).toEqual([
      { name: 'filter[size]', value: 'big', placeholder: false },
      { name: 'filter[age]', value: 3, placeholder: false },
      { name: 'ids', value: '1|2', placeholder: false },
      { name: 'limit', value: 20, placeholder: false },
      { name: 'q', value: 'string', placeholder: false },
    ]);
    expect(request.headers).toEqual([['Cookie', 'theme=dark; sid=<sid>']]);
  });

  it('leaves credentials out when authentication is optional, and types JSON bodies', () => {
    const api = petStore();
    expect(exampleRequest(api, operationOf(api, 'delete', '/pets/{petId}')).headers).toEqual([]);
    const add = exampleRequest(api, operationOf(api, 'post', '/pets'));
    expect(add.headers).toEqual([
      ['Authorization', 'Bearer <token>'],
      ['Content-Type', 'application/json'],
    ]);
    expect(add.body?.kind).toBe('json');
  });

  it('sends to the path alone when the spec names no server', () => {
    const operation = makeOperation({ servers: [], path: '/ping' });
    expect(exampleRequest(makeApi([operation]), operation).url).toBe('/ping');
  });
});

describe('media types', () => {
  it('recognises JSON, forms, multipart, binary and text', () => {
    expect(isJsonMediaType('application/problem+json; charset=utf-8')).toBe(true);
    expect(isJsonMediaType('application/xml')).toBe(false);
    expect(bodyKind('application/x-www-form-urlencoded')).toBe('form');
    expect(bodyKind('multipart/mixed')).toBe('multipart');
    expect(bodyKind('image/png')).toBe('binary');
    expect(bodyKind('application/pdf', { type: 'string', format: 'binary' })).toBe('binary');
    expect(bodyKind('text/csv')).toBe('text');
  });
});

describe('examples from the spec', () => {
  it('skip examples without a value and survive circular ones', () => {
    const loop: Record<string, unknown> = { name: 'loop' };
    loop['again'] = loop;
    const operation = makeOperation({
      method: 'post',
      requestBody: {
        required: true,
        content: [
          {
            mediaType: 'application/json',
            schema: { type: 'object', properties: { name: { type: 'string' } } },
            examples: [
              { name: 'external', value: undefined },
              { name: 'inline', value: loop },
            ],
          },
        ],
      },
    });
    expect(exampleRequest(makeApi([operation]), operation).body).toEqual({
      kind: 'json',
      mediaType: 'application/json',
      value: { name: 'loop', again: null },
    });
  });
});
