/**
 * An endpoint page written in MDX without a spec (`api: "POST https://api.example.com/users"`),
 * as the platform's "manual API pages": the operation is made from the page itself, so the
 * endpoint bar, the playground and the generated request samples are the ones spec pages use.
 *
 * - Method and URL from `api:`. A full URL is split into server and path; a path alone
 *   (`POST /v1/users`) takes docs.json's `api.mdx.server` (a string or a list) as servers.
 * - Credentials from the page's `authMethod`, else `api.mdx.auth` (`bearer`, `basic`, `key` with
 *   its `name`, `none`).
 * - Parameters from the page's top-level `<ParamField>`s (`path`, `query`, `header`, `cookie`),
 *   and a JSON body from its `body` fields, with their `type`, `required`, `default` and
 *   `placeholder`; the page shows the fields itself, so only the playground and samples use them.
 *
 * @module
 */
import type { Root } from 'hast';
import type { Program } from 'estree';
import { visit } from 'unist-util-visit';
import type {
  ApiModel,
  ApiOperation,
  ApiParameter,
  ApiSchema,
  HttpMethod,
} from '../openapi/index.ts';
import type { CompiledMdx, DocsProject } from '../content/index.ts';
import type { EndpointRef, ResolvedPage } from '../navigation/index.ts';
import type { Diagnostic } from '../shared/index.ts';
import type { LoadedEndpoint } from './endpoint-content.ts';

/** The operation of an `api:` page, or why there is none. */
export interface MdxEndpoint {
  api?: ApiModel | undefined;
  operation?: ApiOperation | undefined;
  diagnostics: Diagnostic[];
}

const methods = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);
const locations = ['path', 'query', 'header', 'cookie'] as const;

/** The operation of the page `file` whose frontmatter is `frontmatter` and whose MDX is `tree`. */
export function mdxEndpoint(options: {
  file: string;
  frontmatter: Record<string, unknown>;
  /** Line of `api:` in the file. */
  line: number;
  /** docs.json `api.mdx`. */
  settings: Record<string, unknown> | undefined;
  tree: Root | undefined;
}): MdxEndpoint {
  const { file, frontmatter, settings } = options;
  const value = typeof frontmatter['api'] === 'string' ? frontmatter['api'].trim() : '';
  const match = /^([A-Za-z]+)\s+(\S+)$/.exec(value);
  const method = match?.[1]?.toLowerCase();
  if (match?.[2] === undefined || method === undefined || !methods.has(method)) {
    return {
      diagnostics: [
        {
          severity: 'warning',
          code: 'frontmatter-api',
          message: `api: "${value}" is not a method and URL; the page renders without an endpoint bar or playground`,
          hint: 'Write it as "METHOD URL" or "METHOD /path", e.g. api: "POST https://api.example.com/users".',
          position: { file, line: options.line, column: 1 },
        },
      ],
    };
  }
  const { servers, path } = splitUrl(match[2], settings?.['server']);
  const auth = authOf(frontmatter['authMethod'], settings?.['auth']);
  const fields = pageFields(options.tree);
  const operation: ApiOperation = {
    kind: 'operation',
    method: method as HttpMethod,
    path,
    tags: [],
    deprecated: false,
    servers: servers.map((url) => ({ url, variables: {} })),
    security: auth === undefined ? [] : [{ page: [] }],
    parameters: fields.parameters,
    requestBody:
      fields.body === undefined
        ? undefined
        : {
            required: false,
            content: [{ mediaType: 'application/json', schema: fields.body, examples: [] }],
          },
    responses: [],
    codeSamples: [],
    extensions: {},
    location: { file, pointer: '', line: options.line, column: 1 },
  };
  const api: ApiModel = {
    source: file,
    specVersion: '3.1.0',
    info: { title: file, version: '' },
    servers: operation.servers,
    securitySchemes: auth === undefined ? {} : { page: auth },
    tags: [],
    operations: [operation],
    webhooks: [],
    schemas: {},
  };
  return { api, operation, diagnostics: [] };
}

/** Servers and path of `url`: a full URL's origin, or `api.mdx.server` for a path. */
function splitUrl(url: string, server: unknown): { servers: string[]; path: string } {
  const full = /^(https?:\/\/[^/]+)(\/.*)?$/i.exec(url);
  if (full?.[1] !== undefined) return { servers: [full[1]], path: full[2] ?? '/' };
  const listed = (Array.isArray(server) ? server : [server]).filter(
    (item): item is string => typeof item === 'string' && item.trim() !== '',
  );
  return {
    servers: listed.map((item) => item.trim().replace(/\/+$/, '')),
    path: url.startsWith('/') ? url : `/${url}`,
  };
}

/** The page's credentials: `authMethod`, else docs.json's `api.mdx.auth`. */
function authOf(
  pageMethod: unknown,
  siteAuth: unknown,
): ApiModel['securitySchemes'][string] | undefined {
  const site =
    typeof siteAuth === 'object' && siteAuth !== null ? (siteAuth as Record<string, unknown>) : {};
  const method = typeof pageMethod === 'string' ? pageMethod : site['method'];
  const name = typeof site['name'] === 'string' && site['name'] !== '' ? site['name'] : undefined;
  switch (method) {
    case 'bearer':
      return { type: 'http', scheme: 'bearer' };
    case 'basic':
      return { type: 'http', scheme: 'basic' };
    case 'key':
      return { type: 'apiKey', in: 'header', name: name ?? 'x-api-key' };
    default:
      return undefined;
  }
}

/** The page's top-level `ParamField`s as parameters, and its `body` fields as one object. */
function pageFields(tree: Root | undefined): { parameters: ApiParameter[]; body?: ApiSchema } {
  const parameters: ApiParameter[] = [];
  const properties: Record<string, ApiSchema> = {};
  const required: string[] = [];
  if (tree === undefined) return { parameters };
  visit(tree, (node) => {
    const element = node as unknown as JsxElement;
    if (element.type !== 'mdxJsxFlowElement' && element.type !== 'mdxJsxTextElement') return;
    if (element.name !== 'ParamField') return;
    const props = literalProps(element);
    const schema = schemaOf(props);
    const isRequired = props['required'] === true || props['required'] === 'true';
    const body = props['body'];
    if (typeof body === 'string') {
      properties[body] = schema;
      if (isRequired) required.push(body);
    }
    for (const location of locations) {
      const name = props[location];
      if (typeof name !== 'string') continue;
      parameters.push({
        name,
        in: location,
        required: isRequired || location === 'path',
        deprecated: false,
        schema,
        example: props['placeholder'] ?? props['default'],
        examples: [],
      });
    }
    // Fields nested in a field describe its properties, not parameters of their own.
    return 'skip';
  });
  const body: ApiSchema | undefined =
    Object.keys(properties).length === 0 ? undefined : { type: 'object', properties, required };
  return body === undefined ? { parameters } : { parameters, body };
}

function schemaOf(props: Record<string, unknown>): ApiSchema {
  const written = typeof props['type'] === 'string' ? props['type'].trim().toLowerCase() : '';
  const array = /^(array<(.+)>|(.+)\[\])$/.exec(written);
  const item = array?.[2] ?? array?.[3];
  const schema: ApiSchema =
    item !== undefined
      ? { type: 'array', items: { type: item } }
      : { type: written === '' ? 'string' : written };
  const example = props['placeholder'] ?? props['default'];
  if (example !== undefined) schema.example = example;
  return schema;
}

interface JsxElement {
  type: string;
  name?: string | null;
  attributes?: {
    type: string;
    name?: string;
    value?: string | null | { type: string; data?: { estree?: Program } };
  }[];
}

/** The props of `element` whose values are written out: strings, `true`, numbers, booleans. */
function literalProps(element: JsxElement): Record<string, unknown> {
  const props: Record<string, unknown> = {};
  for (const attribute of element.attributes ?? []) {
    if (attribute.type !== 'mdxJsxAttribute' || attribute.name === undefined) continue;
    const { value } = attribute;
    if (value === null || value === undefined) props[attribute.name] = true;
    else if (typeof value === 'string') props[attribute.name] = value;
    else {
      const statement = value.data?.estree?.body[0];
      if (statement?.type === 'ExpressionStatement' && statement.expression.type === 'Literal')
        props[attribute.name] = statement.expression.value;
    }
  }
  return props;
}

/** The endpoint of an MDX page with `api:` frontmatter (and no operation from a spec). */
export interface ApiPage {
  ref: EndpointRef;
  endpoint?: LoadedEndpoint | undefined;
  diagnostics: Diagnostic[];
}

/**
 * The endpoint of `page` when it is an `api:` page, from its compiled MDX (`compile`); undefined
 * for other pages.
 */
export async function apiPageOf(
  project: DocsProject,
  page: ResolvedPage,
  compile: () => Promise<CompiledMdx>,
): Promise<ApiPage | undefined> {
  const file = page.file;
  const front = file === undefined ? undefined : project.frontmatter.get(file);
  if (page.endpoint || file === undefined || front?.data['api'] === undefined) return undefined;
  const mdx = project.loaded.config?.api?.mdx;
  const made = mdxEndpoint({
    file,
    frontmatter: front.data,
    line: front.keyLines.get('api') ?? 1,
    settings: mdx,
    tree: (await compile()).tree,
  });
  const { api, operation } = made;
  const ref: EndpointRef = {
    spec: file,
    method: operation?.method ?? 'get',
    path: operation?.path ?? '/',
  };
  return {
    ref,
    endpoint:
      api && operation ? { api, operation, settings: { metadata: {} }, fromPage: true } : undefined,
    diagnostics: made.diagnostics,
  };
}
