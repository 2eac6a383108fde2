/**
 * Generates a large, realistic OpenAPI 3.0 document for loader benchmarks: resources with list,
 * create, read, update and delete operations, shared parameters and error responses, schemas
 * built with `allOf` inheritance, `oneOf` unions with a discriminator, enums, nested objects,
 * arrays of references and a recursive tree, and example bodies that match their schemas (so
 * `openapi-check` finds the document valid). One seeded generator: the same options always give
 * the same document.
 *
 * @module
 */
import { capitalize, description, paragraph, plural, randomNoun } from './site/prose.ts';
import { Random } from './site/random.ts';

export interface GenerateSpecOptions {
  /** How many resources (each gives 5 operations on 3 paths and 6 schemas). */
  resources: number;
  /** Seed of the generator (default 1). */
  seed?: number | undefined;
}

type Json = Record<string, unknown>;

/** Resources of the benchmark spec: about 3 MB of JSON and 2,800 `$ref`s with the default seed. */
export const LARGE_SPEC_RESOURCES = 98;

const ref = (name: string): Json => ({ $ref: `#/components/schemas/${name}` });
const formats = ['uuid', 'date-time', 'email', 'uri', 'int64', 'float'];

/** A generated OpenAPI 3.0.3 document, as a plain object. */
export function generateSpec(options: GenerateSpecOptions): Json {
  const random = new Random(options.seed ?? 1);
  const names = resourceNames(random, options.resources);
  const schemas: Json = { ...sharedSchemas() };
  const paths: Json = {};
  for (const name of names) {
    const resource = resourceSchemas(random.fork(), name, names);
    Object.assign(schemas, resource.schemas);
    const sample = sampleBody(random.fork(), resource.properties);
    Object.assign(paths, resourcePaths(random.fork(), name, sample));
  }
  return {
    openapi: '3.0.3',
    info: {
      title: 'Generated Platform API',
      version: '2026-11-01',
      description: description(random, 'Generated Platform API'),
    },
    servers: [
      { url: 'https://api.example.com/{version}', variables: { version: { default: 'v1' } } },
    ],
    security: [{ bearerAuth: [] }],
    tags: names.map((name) => ({ name: capitalize(plural(name)), description: `${name} calls` })),
    paths,
    components: {
      securitySchemes: {
        bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        apiKey: { type: 'apiKey', in: 'header', name: 'X-Api-Key' },
      },
      parameters: {
        Limit: {
          name: 'limit',
          in: 'query',
          schema: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
        },
        Cursor: { name: 'cursor', in: 'query', schema: { type: 'string' } },
        IdempotencyKey: { name: 'Idempotency-Key', in: 'header', schema: { type: 'string' } },
      },
      responses: Object.fromEntries(
        ['BadRequest', 'Unauthorized', 'NotFound', 'Conflict'].map((name) => [
          name,
          {
            description: `${name} error`,
            content: { 'application/json': { schema: ref('Error') } },
          },
        ]),
      ),
      schemas,
    },
  };
}

/** Counts the `$ref`s of a document (what the loader has to resolve). */
export function countRefs(value: unknown): number {
  if (Array.isArray(value)) return value.reduce((sum: number, item) => sum + countRefs(item), 0);
  if (typeof value !== 'object' || value === null) return 0;
  let count = '$ref' in value ? 1 : 0;
  for (const child of Object.values(value)) count += countRefs(child);
  return count;
}

function resourceNames(random: Random, count: number): string[] {
  const names = new Set<string>();
  while (names.size < count) {
    const words = randomNoun(random)
      .split(/[^a-z]+/i)
      .filter(Boolean)
      .map(capitalize);
    const name = words.join('');
    names.add(names.has(name) ? `${name}${String(names.size)}` : name);
  }
  return [...names];
}

function sharedSchemas(): Json {
  return {
    Error: {
      type: 'object',
      required: ['code', 'message'],
      properties: {
        code: { type: 'string', enum: ['invalid', 'unauthorized', 'not_found', 'conflict'] },
        message: { type: 'string' },
        details: { type: 'array', items: ref('ErrorDetail') },
      },
    },
    ErrorDetail: {
      type: 'object',
      properties: { field: { type: 'string' }, issue: { type: 'string' }, cause: ref('Error') },
    },
    Resource: {
      type: 'object',
      required: ['id', 'createdAt'],
      properties: {
        id: { type: 'string', format: 'uuid', readOnly: true },
        createdAt: { type: 'string', format: 'date-time', readOnly: true },
        metadata: { type: 'object', additionalProperties: { type: 'string' } },
      },
    },
    Pagination: {
      type: 'object',
      properties: {
        nextCursor: { type: 'string', nullable: true },
        hasMore: { type: 'boolean' },
      },
    },
    TreeNode: {
      type: 'object',
      properties: {
        label: { type: 'string' },
        children: { type: 'array', items: ref('TreeNode') },
      },
    },
  };
}

function property(random: Random, names: readonly string[]): Json {
  const kind = random.int(0, 9);
  const text = description(random, randomNoun(random));
  if (kind <= 2) return { type: 'string', description: text, example: randomNoun(random) };
  if (kind === 3) return { type: 'string', format: random.pick(formats), description: text };
  if (kind === 4) {
    return { type: 'integer', minimum: 0, exclusiveMaximum: true, maximum: 1000, example: 42 };
  }
  if (kind === 5) return { type: 'boolean', description: text, default: false };
  if (kind === 6) {
    return { type: 'string', enum: random.sample(['low', 'medium', 'high', 'urgent'], 3) };
  }
  if (kind === 7 && random.chance(0.5)) {
    return { type: 'array', items: ref(random.pick(names)), description: text };
  }
  if (kind === 8 && random.chance(0.5)) return { ...ref(random.pick(names)) };
  return {
    type: 'object',
    description: text,
    properties: {
      enabled: { type: 'boolean' },
      threshold: { type: 'number', format: 'float', nullable: true },
      tags: { type: 'array', items: { type: 'string' } },
    },
  };
}

function resourceSchemas(
  random: Random,
  name: string,
  names: readonly string[],
): { schemas: Json; properties: Record<string, Json> } {
  const properties: Record<string, Json> = {};
  const count = random.int(8, 16);
  for (let index = 0; index < count; index++) {
    properties[`${randomNoun(random).replace(/\W+/g, '_')}_${index}`] = property(random, names);
  }
  // Required members are inline ones, so an example body can hold them without nesting resources.
  const keys = Object.keys(properties).filter((key) => !('$ref' in (properties[key] ?? {})));
  const schemas: Json = {
    [name]: {
      description: description(random, name),
      allOf: [
        ref('Resource'),
        { type: 'object', required: random.sample(keys, 3), properties: { ...properties } },
      ],
    },
    [`${name}Create`]: { type: 'object', required: keys.slice(0, 2), properties },
    [`${name}Update`]: { type: 'object', properties: { ...properties } },
    [`${name}List`]: {
      type: 'object',
      properties: { data: { type: 'array', items: ref(name) }, pagination: ref('Pagination') },
    },
    [`${name}Event`]: {
      oneOf: [ref(`${name}Created`), ref(`${name}Deleted`)],
      discriminator: {
        propertyName: 'type',
        mapping: {
          created: `#/components/schemas/${name}Created`,
          deleted: `#/components/schemas/${name}Deleted`,
        },
      },
    },
    [`${name}Created`]: {
      type: 'object',
      required: ['type'],
      properties: { type: { type: 'string', enum: ['created'] }, data: ref(name) },
    },
    [`${name}Deleted`]: {
      type: 'object',
      required: ['type'],
      properties: { type: { type: 'string', enum: ['deleted'] }, id: { type: 'string' } },
    },
  };
  return { schemas, properties };
}

function errors(...names: string[]): Json {
  const status: Record<string, string> = {
    BadRequest: '400',
    Unauthorized: '401',
    NotFound: '404',
    Conflict: '409',
  };
  return Object.fromEntries(
    names.map((name) => [status[name] ?? '500', { $ref: `#/components/responses/${name}` }]),
  );
}

function json(schema: Json, description: string, example?: Json): Json {
  const media = example === undefined ? { schema } : { schema, example };
  return { description, content: { 'application/json': media } };
}

/** An example body: a real object of the resource, with a value for each inline property. */
function sampleBody(random: Random, properties: Record<string, Json>): Json {
  const body: Json = {
    id: '3f1c2a9e-7d4b-4c1a-9f0e-5b6d7c8e9f01',
    createdAt: '2026-11-01T12:00:00Z',
  };
  for (const [key, schema] of Object.entries(properties)) {
    const value = sampleValue(random, schema);
    if (value !== undefined) body[key] = value;
  }
  return body;
}

/** A value matching one generated property schema; undefined for references to resources. */
function sampleValue(random: Random, schema: Json): unknown {
  if ('$ref' in schema) return undefined;
  if (Array.isArray(schema['enum'])) return schema['enum'][0];
  switch (schema['type']) {
    case 'integer':
      return 42;
    case 'boolean':
      return false;
    case 'array':
      return [];
    case 'object':
      return { enabled: true, threshold: null, tags: ['beta'] };
    default:
      if (schema['format'] === 'date-time') return '2026-11-01T12:00:00Z';
      return schema['format'] === undefined
        ? `${description(random, randomNoun(random))} ${description(random, randomNoun(random))}`
        : `${randomNoun(random)}-${random.int(1, 999)}`;
  }
}

/** Inline query parameters of a list operation. */
function filters(random: Random): Json[] {
  return random
    .sample(['status', 'created_after', 'created_before', 'sort', 'owner'], 3)
    .map((name) => ({
      name,
      in: 'query',
      description: paragraph(random, []),
      schema:
        name === 'status'
          ? { type: 'string', enum: ['active', 'paused', 'archived'] }
          : name === 'sort'
            ? { type: 'string', enum: ['asc', 'desc'], default: 'desc' }
            : { type: 'string', format: 'date-time' },
    }));
}

/** Response headers with an example body, as generated specs often carry. */
function example(random: Random): Json {
  return {
    headers: {
      'X-Request-Id': {
        description: 'Identifies the request in logs.',
        schema: { type: 'string' },
      },
      'X-RateLimit-Remaining': {
        description: paragraph(random, []),
        schema: { type: 'integer' },
      },
    },
  };
}

function resourcePaths(random: Random, name: string, sample: Json): Json {
  const collection = `/${name.replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase()}s`;
  const id = `${name.charAt(0).toLowerCase()}${name.slice(1)}Id`;
  const tags = [capitalize(plural(name))];
  const idParameter = {
    name: id,
    in: 'path',
    required: true,
    schema: { type: 'string', format: 'uuid' },
  };
  const text = (verb: string) =>
    `${description(random, `${verb} ${name}`)}\n\n${paragraph(random, [])}\n\n${paragraph(random, [])}`;
  return {
    [collection]: {
      get: {
        operationId: `list${name}s`,
        summary: `List ${name} objects`,
        description: text('List'),
        tags,
        parameters: [
          { $ref: '#/components/parameters/Limit' },
          { $ref: '#/components/parameters/Cursor' },
          ...filters(random),
        ],
        responses: {
          '200': {
            ...json(ref(`${name}List`), 'A page', {
              data: [sample],
              pagination: { hasMore: false },
            }),
            ...example(random),
          },
          ...errors('Unauthorized'),
        },
      },
      post: {
        operationId: `create${name}`,
        summary: `Create a ${name}`,
        description: text('Create'),
        tags,
        parameters: [{ $ref: '#/components/parameters/IdempotencyKey' }],
        requestBody: {
          required: true,
          content: { 'application/json': { schema: ref(`${name}Create`), example: sample } },
        },
        responses: {
          '201': json(ref(name), 'Created', sample),
          ...errors('BadRequest', 'Unauthorized', 'Conflict'),
        },
      },
    },
    [`${collection}/{${id}}`]: {
      parameters: [idParameter],
      get: {
        operationId: `get${name}`,
        summary: `Retrieve a ${name}`,
        description: text('Retrieve'),
        tags,
        responses: {
          '200': { ...json(ref(name), 'Found', sample), ...example(random) },
          ...errors('NotFound'),
        },
      },
      patch: {
        operationId: `update${name}`,
        summary: `Update a ${name}`,
        description: text('Update'),
        tags,
        requestBody: { content: { 'application/json': { schema: ref(`${name}Update`) } } },
        responses: {
          '200': json(ref(name), 'Updated', sample),
          ...errors('BadRequest', 'NotFound'),
        },
      },
      delete: {
        operationId: `delete${name}`,
        summary: `Delete a ${name}`,
        description: text('Delete'),
        tags,
        responses: { '204': { description: 'Deleted' }, ...errors('NotFound') },
      },
    },
    [`${collection}/{${id}}/events`]: {
      get: {
        operationId: `list${name}Events`,
        summary: `List events of a ${name}`,
        description: text('List events of'),
        tags,
        parameters: [idParameter, { $ref: '#/components/parameters/Limit' }],
        responses: { '200': json({ type: 'array', items: ref(`${name}Event`) }, 'Events') },
      },
    },
  };
}
