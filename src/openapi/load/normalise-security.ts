/**
 * Security into the model: OpenAPI 3 `securitySchemes`, Swagger 2.0 `securityDefinitions`
 * (basic → http basic, oauth2 flows renamed as in OpenAPI 3), and security requirements.
 *
 * @module
 */
import type { SecurityRequirement, SecurityScheme } from '../model.ts';
import { isObject, objectEntries, strings, stringOr } from './values.ts';
import type { JsonObject } from './values.ts';

const TYPES = new Set(['apiKey', 'http', 'oauth2', 'openIdConnect', 'mutualTLS']);
const KEY_LOCATIONS = new Set(['header', 'query', 'cookie']);
/** Swagger 2.0 oauth2 `flow` names and their OpenAPI 3 `flows` keys. */
const FLOWS: Record<string, string> = {
  implicit: 'implicit',
  password: 'password',
  application: 'clientCredentials',
  accessCode: 'authorizationCode',
};

/** Security schemes by name; schemes of unknown types are left out. */
export function normaliseSecuritySchemes(
  raw: unknown,
  swagger2: boolean,
): Record<string, SecurityScheme> {
  const schemes: Record<string, SecurityScheme> = {};
  for (const [name, scheme] of objectEntries(raw)) {
    const normalised = swagger2 ? fromSwagger(scheme) : fromOpenApi(scheme);
    if (normalised) schemes[name] = normalised;
  }
  return schemes;
}

/** A list of security requirements, or undefined when `raw` is not a list (not set). */
export function normaliseSecurity(raw: unknown): SecurityRequirement[] | undefined {
  if (!Array.isArray(raw)) return undefined;
  return raw.filter(isObject).map((requirement) => {
    const scopes: SecurityRequirement = {};
    for (const [name, list] of Object.entries(requirement)) scopes[name] = strings(list);
    return scopes;
  });
}

function fromOpenApi(raw: JsonObject): SecurityScheme | undefined {
  const type = raw['type'];
  if (typeof type !== 'string' || !TYPES.has(type)) return undefined;
  const location = raw['in'];
  const scheme = stringOr(raw['scheme']);
  return {
    type: type as SecurityScheme['type'],
    description: stringOr(raw['description']),
    name: stringOr(raw['name']),
    in:
      typeof location === 'string' && KEY_LOCATIONS.has(location)
        ? (location as SecurityScheme['in'])
        : undefined,
    scheme: scheme?.toLowerCase(),
    bearerFormat: stringOr(raw['bearerFormat']),
    flows: isObject(raw['flows']) ? raw['flows'] : undefined,
    openIdConnectUrl: stringOr(raw['openIdConnectUrl']),
  };
}

function fromSwagger(raw: JsonObject): SecurityScheme | undefined {
  const description = stringOr(raw['description']);
  switch (raw['type']) {
    case 'basic':
      return { type: 'http', scheme: 'basic', description };
    case 'apiKey': {
      const location = raw['in'];
      return {
        type: 'apiKey',
        description,
        name: stringOr(raw['name']),
        in: location === 'header' || location === 'query' ? location : undefined,
      };
    }
    case 'oauth2': {
      const flow = FLOWS[stringOr(raw['flow']) ?? ''];
      const settings: JsonObject = { scopes: isObject(raw['scopes']) ? raw['scopes'] : {} };
      for (const key of ['authorizationUrl', 'tokenUrl']) {
        if (typeof raw[key] === 'string') settings[key] = raw[key];
      }
      return { type: 'oauth2', description, flows: flow ? { [flow]: settings } : {} };
    }
    default:
      return undefined;
  }
}
