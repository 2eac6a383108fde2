/**
 * The "Authorization" section of an endpoint page: each credential the effective security needs
 * (API key with its header, query or cookie name; HTTP bearer / basic; OAuth 2 flows and the
 * scopes required; OpenID Connect; mutual TLS), alternatives as "one of" tabs, and a note when
 * authentication is optional. Nothing when the operation needs none.
 *
 * @module
 */
import type { ReactElement, ReactNode } from 'react';
import type { ApiModel, ApiOperation } from '../../openapi/index.ts';
import { renderTabSet } from '../components/tab-set.ts';
import { Fragment, h } from '../h.ts';
import { fieldRow } from './field-row.ts';
import type { RenderContext } from './render-context.ts';
import { oauthFlows, operationSecurity } from './security.ts';
import type { Credential, OAuthFlow } from './security.ts';

const flowNames: Readonly<Record<string, string>> = {
  implicit: 'Implicit',
  password: 'Password',
  clientCredentials: 'Client credentials',
  authorizationCode: 'Authorization code',
  deviceAuthorization: 'Device authorization',
};

/** The section, or `null` when the operation needs no authentication. */
export function securitySection(
  api: ApiModel,
  operation: ApiOperation,
  context: RenderContext,
): ReactElement | null {
  const security = operationSecurity(api, operation);
  if (security.alternatives.length === 0) return null;
  const required = !security.optional;
  const alternatives = security.alternatives.map((credentials) =>
    h(
      Fragment,
      null,
      credentials.map((credential) =>
        h(Fragment, { key: credential.id }, credentialRow(credential, required, context)),
      ),
    ),
  );
  const first = alternatives[0];
  const body =
    alternatives.length === 1 && first !== undefined
      ? first
      : h(
          Fragment,
          null,
          h('p', { className: 'folio-api-section-note' }, context.strings.api.useOneOf),
          renderTabSet({
            idBase: context.id('auth'),
            className: 'folio-tabs folio-api-auth-tabs',
            items: security.alternatives.map((credentials, index) => {
              const label = credentials.map((credential) => credential.id).join(' + ');
              return {
                label,
                title: label,
                icon: null,
                panelId: undefined,
                content: alternatives[index],
              };
            }),
            defaultIndex: 0,
            sync: false,
            ariaLabel: 'Authentication options',
          }),
        );
  return h(
    'section',
    { className: 'folio-api-section', 'aria-labelledby': 'authorization' },
    h('h2', { id: 'authorization' }, context.strings.api.authorization),
    security.optional
      ? h('p', { className: 'folio-api-section-note' }, context.strings.api.authOptional)
      : null,
    body,
  );
}

function credentialRow(
  credential: Credential,
  required: boolean,
  context: RenderContext,
): ReactElement {
  const scheme = credential.scheme;
  context.addSearchText(credential.id, credential.name);
  const scopes = credential.scopes;
  return fieldRow({
    name:
      credential.name ?? (credential.kind === 'mutualTLS' ? 'Client certificate' : credential.id),
    kind: 'param',
    location: credential.in,
    type: credential.in === undefined ? undefined : 'string',
    badges: credential.in === undefined ? [] : [credential.in],
    required,
    description: h(
      Fragment,
      null,
      h('p', { className: 'folio-api-auth-how' }, howToSend(credential)),
      context.description(scheme?.description),
      scheme?.type === 'oauth2' ? flowList(oauthFlows(scheme), scopes) : null,
    ),
    facts: [
      ...(scheme?.bearerFormat === undefined
        ? []
        : [{ label: 'Format', values: [scheme.bearerFormat] }]),
      ...(scheme?.type === 'openIdConnect' && scheme.openIdConnectUrl !== undefined
        ? [{ label: 'OpenID Connect discovery', values: [scheme.openIdConnectUrl] }]
        : []),
      ...(scopes.length > 0 && scheme?.type !== 'oauth2'
        ? [{ label: 'Scopes', values: scopes }]
        : []),
    ],
  });
}

function howToSend(credential: Credential): ReactNode {
  const code = (text: string | undefined): ReactElement => h('code', null, text);
  const text = (...parts: ReactNode[]): ReactElement => h(Fragment, null, ...parts);
  const authorization = code('Authorization');
  switch (credential.kind) {
    case 'apiKey': {
      const where = { header: 'header', query: 'query parameter', cookie: 'cookie' };
      return text(
        'An API key sent in the ',
        code(credential.name),
        ` ${where[credential.in ?? 'header']}.`,
      );
    }
    case 'bearer':
      return text(
        'A bearer token in the ',
        authorization,
        ' header: ',
        code('Bearer <token>'),
        '.',
      );
    case 'basic':
      return text(
        'HTTP basic authentication in the ',
        authorization,
        ' header: ',
        code('Basic <credentials>'),
        ', where ',
        code('<credentials>'),
        ' is ',
        code('username:password'),
        ' encoded in Base64.',
      );
    case 'http':
      return text(
        'HTTP ',
        code(credential.scheme?.scheme),
        ' authentication in the ',
        authorization,
        ' header.',
      );
    case 'oauth2':
      return text('An OAuth 2.0 access token sent as ', code('Bearer <token>'), '.');
    case 'openIdConnect':
      return text('An OpenID Connect access token sent as ', code('Bearer <token>'), '.');
    case 'mutualTLS':
      return 'Mutual TLS: the client presents a certificate the server trusts.';
    case 'unknown':
      return text(
        'The security scheme ',
        code(credential.id),
        ' is not defined in the specification.',
      );
  }
}

function flowList(flows: readonly OAuthFlow[], required: readonly string[]): ReactElement | null {
  if (flows.length === 0) return null;
  return h(
    'ul',
    { className: 'folio-api-oauth-flows' },
    flows.map((flow) =>
      h(
        'li',
        { key: flow.type },
        h(
          'span',
          { className: 'folio-api-fact-label' },
          `${flowNames[flow.type] ?? flow.type} flow`,
        ),
        urlLine('Authorization URL', flow.authorizationUrl),
        urlLine('Token URL', flow.tokenUrl),
        urlLine('Refresh URL', flow.refreshUrl),
        scopeList(flow, required),
      ),
    ),
  );
}

function urlLine(label: string, url: string | undefined): ReactElement | null {
  if (url === undefined) return null;
  return h('div', { className: 'folio-api-oauth-url' }, `${label}: `, h('code', null, url));
}

/** The scopes the operation needs (with the flow's descriptions), else every scope of the flow. */
function scopeList(flow: OAuthFlow, required: readonly string[]): ReactElement | null {
  const names = required.length > 0 ? required : Object.keys(flow.scopes);
  if (names.length === 0) return null;
  return h(
    'div',
    { className: 'folio-api-oauth-scopes' },
    required.length > 0 ? 'Required scopes:' : 'Scopes:',
    h(
      'ul',
      null,
      names.map((name) => {
        const description = flow.scopes[name];
        return h(
          'li',
          { key: name },
          h('code', null, name),
          description === undefined || description === '' ? null : ` ${description}`,
        );
      }),
    ),
  );
}
