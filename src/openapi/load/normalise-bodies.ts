/**
 * Request bodies and responses into the model. OpenAPI 3 has them with `content` maps; Swagger
 * 2.0 has a `body` parameter (or `formData` parameters) and a response `schema`, with the media
 * types from `consumes`/`produces`.
 *
 * @module
 */
import type { ApiMediaType, ApiRequestBody, ApiResponse, ApiSchema } from '../model.ts';
import { inlineSchema, normaliseExamples, normaliseHeader } from './normalise-parameters.ts';
import type { ParameterContext } from './normalise-parameters.ts';
import { isObject, objectEntries, stringOr } from './values.ts';
import type { JsonObject } from './values.ts';

const FORM_TYPES = ['multipart/form-data', 'application/x-www-form-urlencoded'];

/** An OpenAPI 3 `content` map: one entry per media type, in spec order. */
export function normaliseContent(raw: unknown, context: ParameterContext): ApiMediaType[] {
  return objectEntries(raw).map(([mediaType, media]) => ({
    mediaType,
    schema: media['schema'] === undefined ? undefined : context.schema(media['schema']),
    examples: normaliseExamples(media),
  }));
}

/** An OpenAPI 3 request body. */
export function openApiRequestBody(
  raw: unknown,
  context: ParameterContext,
): ApiRequestBody | undefined {
  if (!isObject(raw)) return undefined;
  return {
    required: raw['required'] === true,
    description: stringOr(raw['description']),
    content: normaliseContent(raw['content'], context),
  };
}

/**
 * The request body of a Swagger 2.0 operation: its `body` parameter with one entry per
 * `consumes` type, or its `formData` parameters as the properties of a form.
 */
export function swaggerRequestBody(
  parameters: readonly JsonObject[],
  consumes: readonly string[],
  context: ParameterContext,
): ApiRequestBody | undefined {
  const body = parameters.find((parameter) => parameter['in'] === 'body');
  if (body) {
    const schema = context.schema(body['schema']);
    const examples = normaliseExamples(body);
    return {
      required: body['required'] === true,
      description: stringOr(body['description']),
      content: (consumes.length > 0 ? consumes : ['application/json']).map((mediaType) => ({
        mediaType,
        schema,
        examples,
      })),
    };
  }
  const fields = parameters.filter(
    (parameter) => parameter['in'] === 'formData' && typeof parameter['name'] === 'string',
  );
  if (fields.length === 0) return undefined;
  const properties: Record<string, ApiSchema> = {};
  const required: string[] = [];
  for (const field of fields) {
    const name = field['name'] as string;
    const description = stringOr(field['description']);
    const schema = inlineSchema(field, context.schema);
    properties[name] = description === undefined ? schema : { ...schema, description };
    if (field['required'] === true) required.push(name);
  }
  const formTypes = consumes.filter((type) =>
    FORM_TYPES.includes(type.split(';')[0]?.trim() ?? ''),
  );
  const hasFile = fields.some((field) => field['type'] === 'file');
  const mediaTypes =
    formTypes.length > 0
      ? formTypes
      : [hasFile ? 'multipart/form-data' : 'application/x-www-form-urlencoded'];
  const schema: ApiSchema = {
    type: 'object',
    properties,
    ...(required.length ? { required } : {}),
  };
  return {
    required: required.length > 0,
    content: mediaTypes.map((mediaType) => ({ mediaType, schema, examples: [] })),
  };
}

/** The responses of an operation, in spec order. */
export function normaliseResponses(
  raw: unknown,
  produces: readonly string[],
  context: ParameterContext,
): ApiResponse[] {
  return objectEntries(raw).map(([status, response]) => ({
    status,
    description: stringOr(response['description']) ?? '',
    headers: objectEntries(response['headers']).map(([name, header]) =>
      normaliseHeader(name, header, context),
    ),
    content: context.swagger2
      ? swaggerResponseContent(response, produces, context)
      : normaliseContent(response['content'], context),
  }));
}

/** A 2.0 response's `schema` and `examples` (by media type) as content entries. */
function swaggerResponseContent(
  response: JsonObject,
  produces: readonly string[],
  context: ParameterContext,
): ApiMediaType[] {
  const examples = isObject(response['examples']) ? response['examples'] : {};
  const hasSchema = response['schema'] !== undefined;
  if (!hasSchema && Object.keys(examples).length === 0) return [];
  const schema = hasSchema ? context.schema(response['schema']) : undefined;
  const types = hasSchema ? (produces.length > 0 ? [...produces] : ['application/json']) : [];
  for (const type of Object.keys(examples)) if (!types.includes(type)) types.push(type);
  return types.map((mediaType) => ({
    mediaType,
    schema,
    examples: examples[mediaType] === undefined ? [] : [{ value: examples[mediaType] }],
  }));
}
