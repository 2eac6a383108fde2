/**
 * What an operation's effective security asks of a caller, in the terms pages, code samples and
 * the playground share: for each credential, where it travels (header, query, cookie), under
 * which name, the placeholder shown in samples, and the OAuth scopes it needs.
 *
 * @module
 */
import type { ApiModel, ApiOperation, SecurityScheme } from '../../openapi/index.ts';

/** How a credential is supplied. */
export type CredentialKind =
  'apiKey' | 'bearer' | 'basic' | 'http' | 'oauth2' | 'openIdConnect' | 'mutualTLS' | 'unknown';

/** One credential a request carries. */
export interface Credential {
  /** The scheme's key in `securitySchemes`. */
  id: string;
  kind: CredentialKind;
  /** Where it travels; `undefined` for mutual TLS and unknown schemes. */
  in: 'header' | 'query' | 'cookie' | undefined;
  /** Header, query or cookie name (`Authorization` for HTTP schemes and OAuth). */
  name: string | undefined;
  /** The value shown in samples: `<api-key>`, `Bearer <token>`. */
  placeholder: string | undefined;
  scopes: string[];
  /** The scheme as the spec defines it; `undefined` when the name is not defined. */
  scheme: SecurityScheme | undefined;
}

/** The security of an operation: alternatives, any one of which suffices. */
export interface OperationSecurity {
  /** True when one alternative is "no authentication" (`{}`). */
  optional: boolean;
  /** Alternatives without the empty one; each lists credentials that are all needed. */
  alternatives: Credential[][];
}

/** The credentials of every security alternative of `operation`. */
export function operationSecurity(api: ApiModel, operation: ApiOperation): OperationSecurity {
  const alternatives: Credential[][] = [];
  let optional = false;
  for (const requirement of operation.security) {
    const entries = Object.entries(requirement);
    if (entries.length === 0) {
      optional = true;
      continue;
    }
    alternatives.push(
      entries.map(([id, scopes]) => credentialOf(id, api.securitySchemes[id], scopes)),
    );
  }
  return { optional, alternatives };
}

/** The credentials code samples include: the first alternative, none when auth is optional. */
export function sampleCredentials(security: OperationSecurity): Credential[] {
  if (security.optional) return [];
  return security.alternatives[0] ?? [];
}

/** Every credential of every alternative, each scheme once, in order. */
export function allCredentials(security: OperationSecurity): Credential[] {
  const seen = new Set<string>();
  return security.alternatives.flat().filter((credential) => {
    if (seen.has(credential.id)) return false;
    seen.add(credential.id);
    return true;
  });
}

/** Describes one scheme of a requirement. */
export function credentialOf(
  id: string,
  scheme: SecurityScheme | undefined,
  scopes: string[] = [],
): Credential {
  const base = { id, scopes, scheme };
  if (scheme === undefined) {
    return { ...base, kind: 'unknown', in: undefined, name: undefined, placeholder: undefined };
  }
  switch (scheme.type) {
    case 'apiKey':
      return {
        ...base,
        kind: 'apiKey',
        in: scheme.in ?? 'header',
        name: scheme.name ?? id,
        placeholder: `<${placeholderName(scheme.name ?? id)}>`,
      };
    case 'http':
      return httpCredential(base, scheme.scheme?.toLowerCase() ?? 'bearer');
    case 'oauth2':
    case 'openIdConnect':
      return {
        ...base,
        kind: scheme.type,
        in: 'header',
        name: 'Authorization',
        placeholder: 'Bearer <token>',
      };
    case 'mutualTLS':
      return { ...base, kind: 'mutualTLS', in: undefined, name: undefined, placeholder: undefined };
  }
}

function httpCredential(
  base: Pick<Credential, 'id' | 'scopes' | 'scheme'>,
  scheme: string,
): Credential {
  const header = { in: 'header' as const, name: 'Authorization' };
  if (scheme === 'bearer')
    return { ...base, ...header, kind: 'bearer', placeholder: 'Bearer <token>' };
  if (scheme === 'basic') {
    return { ...base, ...header, kind: 'basic', placeholder: 'Basic <credentials>' };
  }
  const title = scheme.charAt(0).toUpperCase() + scheme.slice(1);
  return { ...base, ...header, kind: 'http', placeholder: `${title} <credentials>` };
}

/** `X-API-Key` → `x-api-key`, `api_key` → `api-key`: the word inside a `<placeholder>`. */
function placeholderName(name: string): string {
  const words = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return words === '' ? 'api-key' : words;
}

/** The OAuth 2 flows of a scheme, read defensively from the spec's object. */
export interface OAuthFlow {
  /** `implicit`, `password`, `clientCredentials`, `authorizationCode`, ... */
  type: string;
  authorizationUrl: string | undefined;
  tokenUrl: string | undefined;
  refreshUrl: string | undefined;
  /** Every scope the flow defines, with its description. */
  scopes: Record<string, string>;
}

/** The flows of an OAuth 2 scheme, in spec order. */
export function oauthFlows(scheme: SecurityScheme): OAuthFlow[] {
  return Object.entries(scheme.flows ?? {}).flatMap(([type, value]) => {
    if (typeof value !== 'object' || value === null) return [];
    const flow = value as Record<string, unknown>;
    const text = (key: string): string | undefined =>
      typeof flow[key] === 'string' ? flow[key] : undefined;
    const scopes: Record<string, string> = {};
    if (typeof flow['scopes'] === 'object' && flow['scopes'] !== null) {
      for (const [scope, description] of Object.entries(flow['scopes'])) {
        scopes[scope] = typeof description === 'string' ? description : '';
      }
    }
    return [
      {
        type,
        authorizationUrl: text('authorizationUrl'),
        tokenUrl: text('tokenUrl'),
        refreshUrl: text('refreshUrl'),
        scopes,
      },
    ];
  });
}
