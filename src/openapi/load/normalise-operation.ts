/**
 * One operation (or webhook) into the model: parameters of the path item merged with the
 * operation's, request body, responses, effective servers and security, code samples and
 * extensions.
 *
 * @module
 */
import type {
  ApiLocation,
  ApiOperation,
  ApiServer,
  HttpMethod,
  SecurityRequirement,
} from '../model.ts';
import { normaliseResponses, openApiRequestBody, swaggerRequestBody } from './normalise-bodies.ts';
import { normaliseParameter } from './normalise-parameters.ts';
import type { ParameterContext } from './normalise-parameters.ts';
import { normaliseSecurity } from './normalise-security.ts';
import { normaliseServers, swaggerServers } from './normalise-servers.ts';
import { extensionsOf, objects, strings, stringOr } from './values.ts';
import type { JsonObject } from './values.ts';

/** What every operation of a spec shares. */
export interface OperationContext extends ParameterContext {
  /** The spec's root object. */
  document: JsonObject;
  /** Document-level servers and security, for operations that do not set their own. */
  servers: ApiServer[];
  security: SecurityRequirement[];
}

/** One operation and where it is. */
export interface OperationInput {
  kind: ApiOperation['kind'];
  method: HttpMethod;
  /** The path template, or the webhook's name. */
  path: string;
  pathItem: JsonObject;
  operation: JsonObject;
  location: ApiLocation;
}

/** Builds the model of one operation. */
export function normaliseOperation(input: OperationInput, context: OperationContext): ApiOperation {
  const { operation, pathItem } = input;
  const parameters = mergeParameters(
    objects(pathItem['parameters']),
    objects(operation['parameters']),
  );
  const { document } = context;
  const consumes = mediaTypes(operation['consumes'], document['consumes']);
  const produces = mediaTypes(operation['produces'], document['produces']);
  return {
    kind: input.kind,
    method: input.method,
    path: input.path,
    operationId: stringOr(operation['operationId']),
    summary: stringOr(operation['summary']),
    description: stringOr(operation['description']),
    tags: strings(operation['tags']),
    deprecated: operation['deprecated'] === true,
    servers: effectiveServers(input, context),
    security: normaliseSecurity(operation['security']) ?? context.security,
    parameters: parameters.flatMap((parameter) => normaliseParameter(parameter, context) ?? []),
    requestBody: context.swagger2
      ? swaggerRequestBody(parameters, consumes, context)
      : openApiRequestBody(operation['requestBody'], context),
    responses: normaliseResponses(operation['responses'], produces, context),
    codeSamples: codeSamples(operation['x-codeSamples'] ?? operation['x-code-samples']),
    extensions: extensionsOf(operation),
    location: input.location,
  };
}

/** Path-item parameters, each replaced by the operation's of the same name and location, then the operation's others. */
export function mergeParameters(
  shared: readonly JsonObject[],
  own: readonly JsonObject[],
): JsonObject[] {
  const key = (parameter: JsonObject) =>
    `${String(parameter['in'])}\u0000${String(parameter['name'])}`;
  const merged = [...shared];
  for (const parameter of own) {
    const index = merged.findIndex((existing) => key(existing) === key(parameter));
    if (index === -1) merged.push(parameter);
    else merged[index] = parameter;
  }
  return merged;
}

function effectiveServers(input: OperationInput, context: OperationContext): ApiServer[] {
  if (context.swagger2) {
    return strings(input.operation['schemes']).length > 0
      ? swaggerServers(context.document, input.operation['schemes'])
      : context.servers;
  }
  for (const raw of [input.operation['servers'], input.pathItem['servers']]) {
    const servers = normaliseServers(raw);
    if (servers.length > 0) return servers;
  }
  return context.servers;
}

/** 2.0 `consumes`/`produces`: the operation's list when it has one, else the document's. */
function mediaTypes(own: unknown, shared: unknown): string[] {
  return Array.isArray(own) ? strings(own) : strings(shared);
}

function codeSamples(raw: unknown): ApiOperation['codeSamples'] {
  return objects(raw).flatMap((sample) => {
    const lang = stringOr(sample['lang']);
    const source = stringOr(sample['source']);
    if (lang === undefined || source === undefined) return [];
    return [{ lang, label: stringOr(sample['label']), source }];
  });
}
