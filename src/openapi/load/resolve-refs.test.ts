import { describe, expect, it } from 'vitest';
import { tempDocs } from '../../../test/helpers/temp-docs.ts';
import { loadApiModel } from './load-api-model.ts';
import { localServer } from '../../../test/helpers/local-server.ts';

describe('$ref resolution', () => {
  it('makes recursive schemas cyclic objects, shared wherever they are used', async () => {
    const root = await tempDocs({
      'api.yaml': `openapi: 3.1.0
info: {title: T, version: '1'}
paths:
  /tree:
    get:
      responses:
        '200':
          description: A tree
          content:
            application/json:
              schema: {$ref: '#/components/schemas/Node'}
components:
  schemas:
    Node:
      type: object
      properties:
        children: {type: array, items: {$ref: '#/components/schemas/Node'}}
        parent: {$ref: '#/components/schemas/Node', description: The parent node}
`,
    });
    const { model, diagnostics } = await loadApiModel(root, 'api.yaml');
    expect(diagnostics).toEqual([]);
    const node = model?.schemas['Node'];
    expect(node?.properties?.['children']?.items).toBe(node);
    expect(model?.operations[0]?.responses[0]?.content[0]?.schema).toBe(node);
    // A reference with siblings is the target with the siblings on top.
    const parent = node?.properties?.['parent'];
    expect(parent).not.toBe(node);
    expect(parent?.description).toBe('The parent node');
    expect(parent?.properties?.['children']?.items).toBe(node);
  });

  it('reports references that only lead to each other, and still builds the model', async () => {
    const root = await tempDocs({
      'api.yaml': `openapi: 3.0.3
info: {title: T, version: '1'}
paths:
  /a:
    get:
      responses:
        '200': {$ref: '#/components/responses/A'}
components:
  responses:
    A: {$ref: '#/components/responses/B'}
    B: {$ref: '#/components/responses/A'}
`,
    });
    const { model, diagnostics } = await loadApiModel(root, 'api.yaml');
    expect(model?.operations).toHaveLength(1);
    expect(diagnostics.map((d) => [d.code, d.position?.line, d.jsonPath])).toEqual([
      ['openapi-ref-cycle', 10, '/components/responses/A/$ref'],
    ]);
  });

  it('names the file, line, column and JSON pointer of an unresolvable ref in YAML', async () => {
    const root = await tempDocs({
      'specs/api.yaml': `openapi: 3.1.0
info: {title: T, version: '1'}
paths:
  /pets:
    get:
      responses:
        '200':
          description: Pets
          content:
            application/json:
              schema:
                $ref: '#/components/schemas/Pets'
    post:
      requestBody:
        $ref: 'bodies/pet.yaml#/NewPet'
      responses: {}
components:
  schemas:
    Pet: {type: object}
`,
    });
    const { model, diagnostics } = await loadApiModel(root, 'specs/api.yaml');
    expect(model?.operations.map((op) => op.method)).toEqual(['get', 'post']);
    expect(diagnostics).toEqual([
      {
        severity: 'error',
        code: 'openapi-unresolved-ref',
        message: 'cannot resolve "#/components/schemas/Pets"',
        hint: 'did you mean "#/components/schemas/Pet"?',
        position: { file: 'specs/api.yaml', line: 12, column: 23 },
        jsonPath: '/paths/~1pets/get/responses/200/content/application~1json/schema/$ref',
      },
      {
        severity: 'error',
        code: 'openapi-unresolved-ref',
        message: 'cannot resolve "bodies/pet.yaml#/NewPet": file not found',
        position: { file: 'specs/api.yaml', line: 15, column: 15 },
        jsonPath: '/paths/~1pets/post/requestBody/$ref',
      },
    ]);
  });

  it('names the place of problems in JSON files, the referenced file included', async () => {
    const root = await tempDocs({
      'api.json': JSON.stringify(
        {
          openapi: '3.0.3',
          info: { title: 'T', version: '1' },
          paths: { '/a': { $ref: 'paths/a.json' } },
        },
        null,
        2,
      ),
      'paths/a.json':
        '{\n  "get": {\n    "responses": {\n      "200": {"$ref": "#/nope"}\n    }\n  }\n}',
    });
    const { model, diagnostics } = await loadApiModel(root, 'api.json');
    expect(model?.operations[0]?.location).toEqual({
      file: 'paths/a.json',
      pointer: '/get',
      line: 2,
      column: 3,
    });
    expect(diagnostics.map((d) => [d.message, d.position, d.jsonPath])).toEqual([
      [
        'cannot resolve "#/nope"',
        { file: 'paths/a.json', line: 4, column: 23 },
        '/get/responses/200/$ref',
      ],
    ]);
  });

  it('reports a syntax error of a referenced file at its place, and the refs into it', async () => {
    const root = await tempDocs({
      'api.yaml': `openapi: 3.1.0
info: {title: T, version: '1'}
components:
  schemas:
    User: {$ref: 'user.yaml'}
`,
      'user.yaml': 'type: object\nproperties: [\n',
    });
    const { model, diagnostics } = await loadApiModel(root, 'api.yaml');
    expect(model).toBeDefined();
    expect(diagnostics.map((d) => [d.code, d.position?.file, d.message])).toEqual([
      ['openapi-parse', 'user.yaml', expect.stringMatching(/^invalid YAML: /)],
      [
        'openapi-unresolved-ref',
        'api.yaml',
        'cannot resolve "user.yaml": the file has a syntax error',
      ],
    ]);
  });

  it('says why a spec gives no model: missing file, syntax error, not a spec', async () => {
    const root = await tempDocs({
      'broken.json': '{"openapi": "3.1.0",, }',
      'other.yaml': 'title: no version\n',
      'old.yaml': 'swagger: "1.2"\n',
    });
    const results = await Promise.all(
      ['missing.yaml', 'broken.json', 'other.yaml', 'old.yaml'].map((file) =>
        loadApiModel(root, file),
      ),
    );
    expect(results.map((result) => result.model)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    expect(
      results.map(({ diagnostics: [d] }) => [d?.severity, d?.code, d?.message, d?.position]),
    ).toEqual([
      ['error', 'openapi-unreadable', 'OpenAPI spec missing.yaml: file not found', undefined],
      [
        'error',
        'openapi-parse',
        'invalid JSON: property name expected',
        { file: 'broken.json', line: 1, column: 21 },
      ],
      [
        'error',
        'openapi-not-a-spec',
        'OpenAPI spec other.yaml: not an OpenAPI document (no "openapi" or "swagger" version field)',
        { file: 'other.yaml', line: 1, column: 1 },
      ],
      [
        'error',
        'openapi-not-a-spec',
        'OpenAPI spec old.yaml: version 1.2 is not supported (Folio reads 2.0, 3.0 and 3.1)',
        { file: 'old.yaml', line: 1, column: 1 },
      ],
    ]);
  });
});

describe('remote specs', () => {
  const requests: string[] = [];
  const server = localServer((request, response) => {
    requests.push(request.url ?? '');
    if (request.url === '/api.yaml') {
      response.end(`openapi: 3.1.0
info: {title: Remote, version: '1'}
paths:
  /pets:
    get:
      responses:
        '200': {$ref: 'common.yaml#/Ok'}
        '500': {$ref: 'gone.yaml#/Error'}
`);
    } else if (request.url === '/common.yaml') {
      response.end('Ok: {description: Fine}\n');
    } else {
      response.statusCode = 404;
      response.end('not found');
    }
  });

  it('fetches a remote spec and the remote files it refers to; a missing one is a warning', async () => {
    const root = await tempDocs({});
    const { model, diagnostics } = await loadApiModel(root, `${server.url()}/api.yaml`);
    expect(model?.source).toBe(`${server.url()}/api.yaml`);
    expect(model?.operations[0]?.responses.map((r) => r.description)).toEqual(['Fine', '']);
    expect(diagnostics).toEqual([
      {
        severity: 'warning',
        code: 'openapi-remote-ref',
        message: 'cannot resolve "gone.yaml#/Error": the server answered 404 Not Found',
        jsonPath: `${server.url()}/api.yaml:8:23 /paths/~1pets/get/responses/500/$ref`,
      },
    ]);
    expect(requests.filter((url) => url === '/api.yaml')).toHaveLength(1);
  });

  it('gives a warning naming the URL when the spec cannot be fetched', async () => {
    const root = await tempDocs({});
    const { model, diagnostics } = await loadApiModel(root, `${server.url()}/missing.yaml`);
    expect(model).toBeUndefined();
    expect(diagnostics).toEqual([
      {
        severity: 'warning',
        code: 'openapi-unreadable',
        message: `OpenAPI spec ${server.url()}/missing.yaml: the server answered 404 Not Found`,
      },
    ]);
  });
});
