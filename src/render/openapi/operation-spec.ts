/**
 * One operation as a self-contained OpenAPI document, for the Markdown of its endpoint page
 * (docs.json `markdown.schema`, on unless false): an agent reading `<page>.md` gets the exact
 * contract (every parameter, body and response schema, servers, security) and not only the
 * summary lists above it. Built from the resolved model: a schema that came from
 * `components/schemas` is written back as a `$ref` to its entry, so shared and recursive schemas
 * appear once.
 *
 * @module
 */
import type { ApiMediaType, ApiOperation, ApiParameter, ApiSchema } from '../../openapi/index.ts';

type Json = Record<string, unknown>;

/** The OpenAPI document holding only `operation` and the component schemas it uses. */
export function operationSpec(operation: ApiOperation): Json {
  const components = new Map<string, unknown>();
  const schema = (value: ApiSchema | undefined) => schemaJson(value, components, new Set());
  const parameter = (p: ApiParameter): Json =>
    clean({
      name: p.name,
      in: p.in,
      required: p.required || undefined,
      deprecated: p.deprecated || undefined,
      description: p.description,
      style: p.style,
      explode: p.explode,
      schema: schema(p.schema),
      example: p.example,
    });
  const content = (media: readonly ApiMediaType[]) =>
    media.length === 0
      ? undefined
      : Object.fromEntries(
          media.map((m) => [m.mediaType, clean({ schema: schema(m.schema) })] as const),
        );
  const body = operation.requestBody;
  const op = clean({
    operationId: operation.operationId,
    summary: operation.summary,
    description: operation.description,
    tags: operation.tags.length > 0 ? operation.tags : undefined,
    deprecated: operation.deprecated || undefined,
    parameters: operation.parameters.length > 0 ? operation.parameters.map(parameter) : undefined,
    requestBody: body
      ? clean({
          required: body.required || undefined,
          description: body.description,
          content: content(body.content),
        })
      : undefined,
    responses: Object.fromEntries(
      operation.responses.map((response) => [
        response.status,
        clean({
          description: response.description,
          headers:
            response.headers.length > 0
              ? Object.fromEntries(
                  response.headers.map((header) => [
                    header.name,
                    clean({ description: header.description, schema: schema(header.schema) }),
                  ]),
                )
              : undefined,
          content: content(response.content),
        }),
      ]),
    ),
    security: operation.security.length > 0 ? operation.security : undefined,
  });
  const where = operation.kind === 'webhook' ? 'webhooks' : 'paths';
  return clean({
    openapi: '3.1.0',
    servers:
      operation.servers.length > 0
        ? operation.servers.map((server) =>
            clean({
              url: server.url,
              description: server.description,
              variables: Object.keys(server.variables).length > 0 ? server.variables : undefined,
            }),
          )
        : undefined,
    [where]: { [operation.path]: { [operation.method]: op } },
    components:
      components.size > 0
        ? { schemas: Object.fromEntries([...components].sort(([a], [b]) => a.localeCompare(b))) }
        : undefined,
  });
}

/**
 * `value` as JSON: a named component becomes a `$ref` (its body written once into
 * `components`), other schemas are copied with their sub-schemas. `seen` guards an unnamed loop.
 */
function schemaJson(value: unknown, components: Map<string, unknown>, seen: Set<object>): unknown {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return value.map((item) => schemaJson(item, components, seen));
  if (seen.has(value)) return {};
  const record = value as Json;
  const name = typeof record['refName'] === 'string' ? record['refName'] : undefined;
  if (name !== undefined) return refTo(name, record, components);
  seen.add(value);
  const copy: Json = {};
  for (const [key, item] of Object.entries(record)) {
    if (key === 'refName' || item === undefined) continue;
    copy[key] = schemaJson(item, components, seen);
  }
  seen.delete(value);
  return copy;
}

function refTo(name: string, schema: Json, components: Map<string, unknown>): Json {
  if (!components.has(name)) {
    components.set(name, {}); // placed first, so a schema that refers to itself stops here
    const { refName: _name, ...body } = schema;
    components.set(name, schemaJson(body, components, new Set()));
  }
  return { $ref: `#/components/schemas/${name}` };
}

/** `value` without its undefined entries. */
function clean(value: Json): Json {
  return Object.fromEntries(Object.entries(value).filter(([, item]) => item !== undefined));
}
