/**
 * The example request of an operation, independent of any language: URL with path parameters
 * filled (an example, else a `{name}` placeholder), query parameters, headers (credentials as
 * placeholders such as `Bearer <token>`), and a body from the spec's examples or generated from
 * its schema. Code samples print it in curl, JavaScript and Python.
 *
 * @module
 */
import type {
  ApiMediaType,
  ApiModel,
  ApiOperation,
  ApiParameter,
  ApiSchema,
} from '../../openapi/index.ts';
import { acyclic } from './literals.ts';
import { declaredValue, sampleValue } from './sample-value.ts';
import { operationSecurity, sampleCredentials } from './security.ts';
import { mergedSchema, nonNullTypes, visibleProperties } from './schema-shape.ts';
import { joinUrl, serverChoices } from './server-urls.ts';

/** One query parameter value; arrays sent exploded appear once per item. */
export interface ExampleQueryParam {
  name: string;
  value: unknown;
  /** A placeholder (`<api-key>`) is printed as is, never percent-encoded. */
  placeholder: boolean;
}

/** A field of a form body. */
export interface ExampleFormField {
  name: string;
  value: string;
  /** A file upload (`format: binary`); `value` is a placeholder file name. */
  file: boolean;
}

/** The body of an example request, by how it is encoded. */
export type ExampleBody =
  | { kind: 'json'; mediaType: string; value: unknown }
  | { kind: 'form'; mediaType: string; fields: ExampleFormField[] }
  | { kind: 'multipart'; mediaType: string; fields: ExampleFormField[] }
  | { kind: 'text'; mediaType: string; text: string }
  | { kind: 'binary'; mediaType: string; file: string };

/** A request, ready to print in any language. */
export interface ExampleRequest {
  /** Upper case: `GET`, `POST`. */
  method: string;
  /** Server URL and path, path parameters filled; no query string. */
  url: string;
  query: ExampleQueryParam[];
  headers: [name: string, value: string][];
  body: ExampleBody | undefined;
}

/** True for JSON media types (`application/json`, `application/problem+json`, `text/json`). */
export function isJsonMediaType(mediaType: string): boolean {
  const type = mediaType.split(';')[0]?.trim().toLowerCase() ?? '';
  return type === 'application/json' || type === 'text/json' || type.endsWith('+json');
}

/** How a media type's body is written in samples and sent by the playground. */
export function bodyKind(mediaType: string, schema?: ApiSchema): ExampleBody['kind'] {
  const type = mediaType.split(';')[0]?.trim().toLowerCase() ?? '';
  if (isJsonMediaType(type)) return 'json';
  if (type === 'application/x-www-form-urlencoded') return 'form';
  if (type.startsWith('multipart/')) return 'multipart';
  if (type === 'application/octet-stream' || /^(image|audio|video)\//.test(type)) return 'binary';
  if (schema !== undefined && mergedSchema(schema).format === 'binary') return 'binary';
  return 'text';
}

/** The media type samples use: the first JSON one, else the first. */
export function preferredMediaType(content: readonly ApiMediaType[]): ApiMediaType | undefined {
  return content.find((media) => isJsonMediaType(media.mediaType)) ?? content[0];
}

/**
 * The example value of a media type: its first example, else a sample from its schema (with only
 * the required properties when `requiredOnly`: the spec's own examples are shown as written).
 */
export function mediaExample(
  media: ApiMediaType,
  direction: 'request' | 'response',
  requiredOnly = false,
): { value: unknown } | undefined {
  const example = media.examples.find((candidate) => candidate.value !== undefined);
  if (example !== undefined) return { value: acyclic(example.value) };
  if (media.schema === undefined) return undefined;
  const value = sampleValue(media.schema, { direction, requiredOnly });
  return value === undefined ? undefined : { value };
}

/** The value a parameter takes in samples; `undefined` when it has no example to offer. */
export function parameterExample(parameter: ApiParameter): unknown {
  if (parameter.example !== undefined) return acyclic(parameter.example);
  const named = parameter.examples.find((example) => example.value !== undefined);
  if (named !== undefined) return acyclic(named.value);
  return declaredValue(parameter.schema);
}

/** Which optional parts samples show (`api.examples.defaults`). */
export interface ExampleRequestOptions {
  /** `required`: no optional parameter, and generated bodies hold required fields only. */
  examples?: 'all' | 'required' | undefined;
}

/**
 * The example request of `operation`, sent to its first server. With `examples: 'all'` (the
 * default) an optional parameter appears when the spec gives it an example value.
 */
export function exampleRequest(
  api: ApiModel,
  operation: ApiOperation,
  options: ExampleRequestOptions = {},
): ExampleRequest {
  const requiredOnly = options.examples === 'required';
  const server = serverChoices(operation.servers)[0]?.url ?? '';
  const query: ExampleQueryParam[] = [];
  const headers: [string, string][] = [];
  const cookies: string[] = [];
  const path = operation.path.replace(/\{([^{}]+)\}/g, (whole, name: string) => {
    const parameter = operation.parameters.find((p) => p.in === 'path' && p.name === name);
    const value = parameter === undefined ? undefined : parameterExample(parameter);
    return value === undefined ? whole : encodeURIComponent(scalarText(value));
  });
  for (const parameter of operation.parameters) {
    if (parameter.in === 'path') continue;
    const example = parameterExample(parameter);
    if (!parameter.required && (requiredOnly || example === undefined)) continue;
    const value = example ?? sampleValue(parameter.schema, { direction: 'request' });
    if (parameter.in === 'query') query.push(...queryEntries(parameter, value));
    else if (parameter.in === 'header')
      headers.push([parameter.name, valueOrName(parameter, value)]);
    else cookies.push(`${parameter.name}=${valueOrName(parameter, value)}`);
  }
  for (const credential of sampleCredentials(operationSecurity(api, operation))) {
    if (credential.name === undefined || credential.placeholder === undefined) continue;
    if (credential.in === 'query') {
      query.push({ name: credential.name, value: credential.placeholder, placeholder: true });
    } else if (credential.in === 'cookie') {
      cookies.push(`${credential.name}=${credential.placeholder}`);
    } else headers.push([credential.name, credential.placeholder]);
  }
  if (cookies.length > 0) headers.push(['Cookie', cookies.join('; ')]);
  const body = exampleBody(operation, requiredOnly);
  if (body !== undefined && body.kind !== 'multipart')
    headers.push(['Content-Type', body.mediaType]);
  return {
    method: operation.method.toUpperCase(),
    url: joinUrl(server, path),
    query,
    headers,
    body,
  };
}

/** Array separators of the query styles that do not explode. */
const delimiters: Readonly<Record<string, string>> = { spaceDelimited: ' ', pipeDelimited: '|' };

function queryEntries(parameter: ApiParameter, value: unknown): ExampleQueryParam[] {
  if (value === undefined) {
    return [{ name: parameter.name, value: `<${parameter.name}>`, placeholder: true }];
  }
  if (Array.isArray(value)) {
    if (parameter.explode === false) {
      const separator = delimiters[parameter.style ?? ''] ?? ',';
      return [
        { name: parameter.name, value: value.map(scalarText).join(separator), placeholder: false },
      ];
    }
    return (value as unknown[]).map((item) => ({
      name: parameter.name,
      value: item,
      placeholder: false,
    }));
  }
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value as Record<string, unknown>);
    if (parameter.style === 'deepObject') {
      return entries.map(([key, item]) => ({
        name: `${parameter.name}[${key}]`,
        value: item,
        placeholder: false,
      }));
    }
    if (parameter.explode !== false) {
      return entries.map(([key, item]) => ({ name: key, value: item, placeholder: false }));
    }
    const flat = entries.flatMap(([key, item]) => [key, scalarText(item)]).join(',');
    return [{ name: parameter.name, value: flat, placeholder: false }];
  }
  return [{ name: parameter.name, value, placeholder: false }];
}

function valueOrName(parameter: ApiParameter, value: unknown): string {
  if (value === undefined) return `<${parameter.name}>`;
  return Array.isArray(value) ? value.map(scalarText).join(',') : scalarText(value);
}

/** A value as text in a URL or header: strings as they are, anything else as JSON. */
export function scalarText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === undefined) return '';
  return JSON.stringify(value);
}

function exampleBody(operation: ApiOperation, requiredOnly: boolean): ExampleBody | undefined {
  const media = preferredMediaType(operation.requestBody?.content ?? []);
  if (media === undefined) return undefined;
  const { mediaType, schema } = media;
  const kind = bodyKind(mediaType, schema);
  const example = mediaExample(media, 'request', requiredOnly);
  switch (kind) {
    case 'json':
      return { kind, mediaType, value: example?.value ?? {} };
    case 'form':
    case 'multipart':
      return { kind, mediaType, fields: formFields(example?.value, schema) };
    case 'binary':
      return { kind, mediaType, file: '<file>' };
    case 'text':
      return {
        kind,
        mediaType,
        text: example === undefined ? '<body>' : scalarText(example.value),
      };
  }
}

function formFields(value: unknown, schema: ApiSchema | undefined): ExampleFormField[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [];
  const properties = new Map(
    schema === undefined
      ? []
      : visibleProperties(schema, 'request').map((property) => [property.name, property.schema]),
  );
  return Object.entries(value).map(([name, item]) => {
    const property = properties.get(name);
    const file = property !== undefined && isBinary(property);
    return { name, value: file ? 'path/to/file' : scalarText(item), file };
  });
}

function isBinary(schema: ApiSchema): boolean {
  const s = mergedSchema(schema);
  if (s.format === 'binary' || s['contentMediaType'] !== undefined) return true;
  return nonNullTypes(s).includes('array') && s.items !== undefined && isBinary(s.items);
}
