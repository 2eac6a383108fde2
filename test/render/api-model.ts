/**
 * Builders of the loader's normalised model for endpoint page tests: operations, parameters,
 * responses and APIs with realistic defaults, overridden field by field.
 *
 * @module
 */
import type {
  ApiModel,
  ApiOperation,
  ApiParameter,
  ApiResponse,
  ApiSchema,
} from '../../src/openapi/index.ts';

/** An operation with every list empty, overridden by `fields`. */
export function makeOperation(fields: Partial<ApiOperation> = {}): ApiOperation {
  return {
    kind: 'operation',
    method: 'get',
    path: '/things',
    tags: [],
    deprecated: false,
    servers: [{ url: 'https://api.example.com/v1', variables: {} }],
    security: [],
    parameters: [],
    responses: [],
    codeSamples: [],
    extensions: {},
    location: { file: 'openapi.yaml', pointer: '/paths/~1things/get', line: 1, column: 1 },
    ...fields,
  };
}

/** A parameter with no examples, overridden by `fields`. */
export function makeParameter(
  fields: Partial<ApiParameter> & Pick<ApiParameter, 'name' | 'in'>,
): ApiParameter {
  return {
    required: false,
    deprecated: false,
    schema: { type: 'string' },
    examples: [],
    ...fields,
  };
}

/** A JSON response with `schema`. */
export function jsonResponse(status: string, description: string, schema?: ApiSchema): ApiResponse {
  return {
    status,
    description,
    headers: [],
    content: schema === undefined ? [] : [{ mediaType: 'application/json', schema, examples: [] }],
  };
}

/** An API around `operations`, overridden by `fields`. */
export function makeApi(operations: ApiOperation[], fields: Partial<ApiModel> = {}): ApiModel {
  return {
    source: 'openapi.yaml',
    specVersion: '3.1.0',
    info: { title: 'Test API', version: '1.0.0' },
    servers: [{ url: 'https://api.example.com/v1', variables: {} }],
    securitySchemes: {},
    tags: [],
    operations,
    webhooks: [],
    schemas: {},
    ...fields,
  };
}

/** The operation of `api` with `path` and `method` (throws when missing). */
export function operationOf(api: ApiModel, method: string, path: string): ApiOperation {
  const found = [...api.operations, ...api.webhooks].find(
    (operation) => operation.method === method && operation.path === path,
  );
  if (found === undefined) throw new Error(`No ${method} ${path} in the fixture`);
  return found;
}

const entities: Readonly<Record<string, string>> = {
  '&lt;': '<',
  '&gt;': '>',
  '&amp;': '&',
  '&quot;': '"',
  '&#x27;': "'",
  '&#39;': "'",
};

/** What an outline line is being built from. */
interface OutlineCapture {
  /** The element that ends the capture. */
  depth: number;
  kind: 'field' | 'note' | 'fact' | 'tab' | 'summary';
  parts: string[];
}

const voidTags = new Set(['input', 'br', 'img', 'hr', 'meta', 'link']);

/**
 * A readable outline of rendered reference HTML, for snapshots: one line per field (name, type,
 * badges, default), fact (`- Allowed values: a, b`), note (`! Circular reference to Pet`), tab
 * (`[Cat]`) and schema summary (`(Cat | Dog)`), indented by nested fields and tab panels.
 */
export function outline(html: string): string {
  const lines: string[] = [];
  const stack: string[][] = [];
  let capture: OutlineCapture | undefined;
  const indent = (): string =>
    '  '.repeat(
      stack.filter(
        (classes) =>
          classes.includes('folio-expandable-content') || classes.includes('folio-tab-panel'),
      ).length,
    );
  for (const match of html.matchAll(/<(\/?)([a-z0-9]+)([^>]*)>|([^<]+)/g)) {
    const [, closing, tag, attributes, text] = match;
    if (text !== undefined) {
      capture?.parts.push(text.replace(/&[#a-z0-9]+;/g, (entity) => entities[entity] ?? entity));
      continue;
    }
    if (tag === undefined || voidTags.has(tag) || attributes?.endsWith('/') === true) continue;
    if (closing === '/') {
      stack.pop();
      if (capture !== undefined && stack.length === capture.depth) {
        const body = capture.parts.join('').replace(/\s+/g, ' ').trim();
        const prefix = { field: '', note: '! ', fact: '- ', tab: '[', summary: '(' }[capture.kind];
        const suffix = capture.kind === 'tab' ? ']' : capture.kind === 'summary' ? ')' : '';
        lines.push(`${indent()}${prefix}${body}${suffix}`);
        capture = undefined;
      }
      continue;
    }
    const classes = /class="([^"]*)"/.exec(attributes ?? '')?.[1]?.split(' ') ?? [];
    if (capture === undefined) {
      const kind = classes.includes('folio-field-header')
        ? 'field'
        : classes.includes('folio-api-field-note')
          ? 'note'
          : tag === 'li' && stack.at(-1)?.includes('folio-api-facts') === true
            ? 'fact'
            : (attributes ?? '').includes('role="tab"')
              ? 'tab'
              : classes.includes('folio-field-type') &&
                  stack.at(-1)?.includes('folio-api-schema-summary') === true
                ? 'summary'
                : undefined;
      if (kind !== undefined) capture = { depth: stack.length, kind, parts: [] };
    } else if (capture.kind === 'field') capture.parts.push(' ');
    stack.push(classes);
  }
  return lines.join('\n');
}
