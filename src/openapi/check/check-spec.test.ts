import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '../../shared/index.ts';
import { corpus, hasCorpora, NEEDS_CORPORA } from '../../../test/helpers/corpora.ts';
import { tempDocs } from '../../../test/helpers/temp-docs.ts';
import { checkSpec } from './check-spec.ts';

const fixtures = fileURLToPath(new URL('../../../test/fixtures/openapi/', import.meta.url));
const rules = `${fixtures}rules`;
const ownDocs = fileURLToPath(new URL('../../../docs/', import.meta.url));

/** One line per problem: severity, code, place, pointer, message and fix. */
function listing(diagnostics: readonly Diagnostic[]): string {
  return diagnostics
    .map((d) => {
      const place = d.position
        ? `${d.position.file}:${d.position.line}:${d.position.column}`
        : '(no position)';
      const fix = d.hint === undefined ? '' : `\n    fix: ${d.hint}`;
      return `${d.severity} ${d.code} ${place} ${d.jsonPath ?? ''}\n    ${d.message}${fix}`;
    })
    .join('\n');
}

/** Checks that `file` under `root` is a valid spec of `version` spread over `files` files. */
async function expectValid(root: string, file: string, version: string, files: number) {
  const result = await checkSpec(root, file);
  expect(listing(result.diagnostics)).toBe('');
  expect(result.status).toBe('valid');
  expect(result.specVersion).toBe(version);
  expect(result.summary.files).toBe(files);
}

describe('checkSpec on real specs', () => {
  it.each([
    [fixtures, 'swagger-2.0-petstore/swagger.yaml', '2.0', 3],
    [fixtures, 'openapi-3.1-webhooks.yaml', '3.1.0', 1],
    // Folio's own: server variables with a description (an erratum of the shipped 3.1 schema).
    [ownDocs, 'api/site-files.yaml', '3.1.0', 1],
    [ownDocs, 'api/openapi.yaml', '3.1.0', 1],
  ])('%s%s is valid', expectValid);
});

describe.skipIf(!hasCorpora)(`checkSpec on the corpora' specs, ${NEEDS_CORPORA}`, () => {
  it.each([
    ['trigger-docs', 'openapi.yml', '3.0.0', 1],
    ['mintlify-starter', 'api-reference/openapi.json', '3.1.0', 1],
  ] as const)('%s: %s is valid', (name, file, version, files) =>
    expectValid(corpus(name), file, version, files),
  );

  it('finds the examples of trigger.dev v3 that do not match their schemas (warnings only)', async () => {
    const result = await checkSpec(corpus('trigger-docs'), 'v3-openapi.yaml');
    expect(result.status).toBe('valid');
    expect(result.summary).toEqual({
      errors: 0,
      warnings: 6,
      files: 1,
      operations: 61,
      webhooks: 0,
      schemas: 62,
    });
    expect(listing(result.diagnostics)).toMatchSnapshot();
  });
});

describe('checkSpec rules (one fixture each)', () => {
  it.each([
    'schema-3.0.yaml',
    'schema-3.1.yaml',
    'schema-2.0.json',
    'unresolved-refs.yaml',
    'duplicate-operation-ids.yaml',
    'path-parameters.yaml',
    'security-schemes.yaml',
    'invalid-examples.yaml',
    'cross-file/openapi.yaml',
  ])('%s', async (file) => {
    const result = await checkSpec(rules, file);
    expect(listing(result.diagnostics)).toMatchSnapshot();
  });

  it('lists the spec first, then the files it references by path, however reads finish', async () => {
    const result = await checkSpec(rules, 'cross-file/openapi.yaml');
    const [main, ...referenced] = result.files;
    expect(main).toBe('cross-file/openapi.yaml');
    expect(referenced.length).toBeGreaterThan(1);
    expect(referenced).toEqual([...referenced].sort());
    const files = result.diagnostics.map((d) => result.files.indexOf(d.position?.file ?? ''));
    expect(files).toEqual([...files].sort((a, b) => a - b));
  });

  it('reports every problem, not only the first, each once, sorted by file and position', async () => {
    const result = await checkSpec(rules, 'schema-3.0.yaml');
    const places = result.diagnostics.map((d) => [d.position?.line ?? 0, d.position?.column ?? 0]);
    expect(result.diagnostics.length).toBeGreaterThan(5);
    expect(places).toEqual(
      [...places].sort(([lineA = 0, columnA = 0], [lineB = 0, columnB = 0]) =>
        lineA === lineB ? columnA - columnB : lineA - lineB,
      ),
    );
    const keys = result.diagnostics.map((d) => `${d.jsonPath ?? ''} ${d.message}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('collapses the alternatives of a oneOf into one message per place', async () => {
    const result = await checkSpec(rules, 'schema-3.0.yaml');
    const atParameter = result.diagnostics.filter(
      (d) => d.jsonPath === '/paths/~1pets/get/parameters/1',
    );
    expect(atParameter.map((d) => d.message)).toEqual([
      'A Parameter object needs "schema" or "content"',
    ]);
    expect(listing(result.diagnostics)).not.toMatch(/oneOf|must match|\$ref/);
  });

  it.each([
    ['syntax-error.yaml', 'invalid', 'openapi-parse'],
    ['syntax-error.json', 'invalid', 'openapi-parse'],
    ['not-a-spec.json', 'invalid', 'openapi-not-a-spec'],
    ['missing.yaml', 'unreadable', 'openapi-unreadable'],
  ])('%s is %s (%s)', async (file, status, code) => {
    const result = await checkSpec(rules, file);
    expect(result.status).toBe(status);
    expect(result.diagnostics.map((d) => [d.severity, d.code])).toEqual([['error', code]]);
    expect(listing(result.diagnostics)).toMatchSnapshot();
  });

  it('checks Swagger 2.0 x-example and response examples, and 3.1 schema examples lists', async () => {
    const root = await tempDocs({
      'swagger.yaml': `swagger: '2.0'
info: {title: T, version: '1'}
paths:
  /items:
    get:
      parameters:
        - {name: limit, in: query, type: integer, maximum: 50, x-example: 100}
      responses:
        '200':
          description: Items
          schema: {type: array, items: {type: string}}
          examples:
            application/json: [a, 1]
`,
      'openapi.yaml': `openapi: 3.1.0
info: {title: T, version: '1'}
components:
  schemas:
    Size:
      type: [integer, 'null']
      examples: [1, null, big]
`,
    });
    const swagger = await checkSpec(root, 'swagger.yaml');
    const openapi = await checkSpec(root, 'openapi.yaml');
    expect(listing([...swagger.diagnostics, ...openapi.diagnostics])).toMatchInlineSnapshot(`
      "warning openapi-invalid-example swagger.yaml:7:75 /paths/~1items/get/parameters/0/x-example
          The example must be at most 50 (found 100)
      warning openapi-invalid-example swagger.yaml:13:35 /paths/~1items/get/responses/200/examples/application~1json/1
          In the example, item 1 must be a string (found 1)
      warning openapi-invalid-example openapi.yaml:7:27 /components/schemas/Size/examples/2
          The example must be an integer or null (found "big")"
    `);
  });
});
