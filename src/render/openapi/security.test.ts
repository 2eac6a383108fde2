import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RenderContext } from './render-context.ts';
import {
  allCredentials,
  credentialOf,
  oauthFlows,
  operationSecurity,
  sampleCredentials,
} from './security.ts';
import { securitySection } from './security-view.ts';
import { petStore } from '../../../test/render/pet-store.ts';
import { makeApi, makeOperation, operationOf, outline } from '../../../test/render/api-model.ts';

describe('operationSecurity', () => {
  it('lists alternatives, each with its credentials', () => {
    const api = petStore();
    const security = operationSecurity(api, operationOf(api, 'get', '/pets/{petId}'));
    expect(security.optional).toBe(false);
    expect(security.alternatives.map((credentials) => credentials.map((c) => c.id))).toEqual([
      ['api_key'],
      ['bearer'],
    ]);
    expect(sampleCredentials(security).map((c) => c.id)).toEqual(['api_key']);
  });

  it('marks {} as optional authentication, which samples leave out', () => {
    const api = petStore();
    const security = operationSecurity(api, operationOf(api, 'delete', '/pets/{petId}'));
    expect(security.optional).toBe(true);
    expect(security.alternatives).toHaveLength(1);
    expect(sampleCredentials(security)).toEqual([]);
  });

  it('lists every scheme once across alternatives', () => {
    const api = petStore();
    const operation = makeOperation({ security: [{ api_key: [] }, { api_key: [], bearer: [] }] });
    expect(allCredentials(operationSecurity(api, operation)).map((c) => c.id)).toEqual([
      'api_key',
      'bearer',
    ]);
  });
});

describe('credentialOf', () => {
  it('describes where each kind of credential travels', () => {
    const { securitySchemes } = petStore();
    const summary = (id: string) => {
      const { kind, in: where, name, placeholder } = credentialOf(id, securitySchemes[id]);
      return [kind, where, name, placeholder];
    };
    expect(summary('api_key')).toEqual(['apiKey', 'header', 'X-API-Key', '<x-api-key>']);
    expect(summary('session_cookie')).toEqual(['apiKey', 'cookie', 'SESSION', '<session>']);
    expect(summary('bearer')).toEqual(['bearer', 'header', 'Authorization', 'Bearer <token>']);
    expect(summary('basic')).toEqual(['basic', 'header', 'Authorization', 'Basic <credentials>']);
    expect(summary('petstore_auth')).toEqual([
      'oauth2',
      'header',
      'Authorization',
      'Bearer <token>',
    ]);
    expect(summary('openid')).toEqual([
      'openIdConnect',
      'header',
      'Authorization',
      'Bearer <token>',
    ]);
    expect(summary('missing')).toEqual(['unknown', undefined, undefined, undefined]);
    expect(credentialOf('digest', { type: 'http', scheme: 'Digest' }).placeholder).toBe(
      'Digest <credentials>',
    );
  });

  it('reads OAuth flows defensively', () => {
    expect(
      oauthFlows({
        type: 'oauth2',
        flows: {
          clientCredentials: { tokenUrl: 'https://t.test/token', scopes: { read: 'Read', odd: 3 } },
          broken: 'not an object',
        },
      }),
    ).toEqual([
      {
        type: 'clientCredentials',
        authorizationUrl: undefined,
        tokenUrl: 'https://t.test/token',
        refreshUrl: undefined,
        scopes: { read: 'Read', odd: '' },
      },
    ]);
  });
});

function section(api: ReturnType<typeof petStore>, method: string, path: string): string {
  const element = securitySection(api, operationOf(api, method, path), new RenderContext());
  return element === null ? '' : renderToStaticMarkup(element);
}

describe('securitySection', () => {
  it('shows alternatives as "one of" tabs', () => {
    const html = section(petStore(), 'get', '/pets/{petId}');
    expect(html).toContain('Use one of the following:');
    expect(outline(html)).toMatchInlineSnapshot(`
      "[api_key]
      [bearer]
        X-API-Key string header required
        Authorization string header required
        - Format: JWT"
    `);
    expect(html).toContain('An API key sent in the <code>X-API-Key</code> header.');
    expect(html).toContain('<p>Your <strong>project</strong> key.</p>');
  });

  it('shows OAuth flows with the scopes the operation needs', () => {
    const html = section(petStore(), 'post', '/pets');
    expect(html).toContain('Implicit flow');
    expect(html).toContain('Authorization URL: <code>https://auth.example.com/authorize</code>');
    expect(html).toContain('Required scopes:');
    expect(html).toContain('<code>write:pets</code> Modify pets');
    expect(html).not.toContain('admin:pets');
  });

  it('lists credentials needed together, and says when authentication is optional', () => {
    const together = section(petStore(), 'put', '/animals/{kind}');
    expect(outline(together)).toMatchInlineSnapshot(`
      "SESSION string cookie required
      Authorization string header required
      - OpenID Connect discovery: https://auth.example.com/.well-known/openid-configuration
      - Scopes: profile"
    `);
    const optional = section(petStore(), 'delete', '/pets/{petId}');
    expect(optional).toContain('Authentication is optional for this endpoint.');
    expect(outline(optional)).toBe('Authorization string header');
  });

  it('renders nothing without security, and names undefined schemes', () => {
    const api = petStore();
    expect(section(api, 'post', '/users')).toBe('');
    const operation = makeOperation({ security: [{ ghost: [] }] });
    const html = renderToStaticMarkup(
      securitySection(makeApi([operation]), operation, new RenderContext()) ?? '',
    );
    expect(html).toContain(
      'The security scheme <code>ghost</code> is not defined in the specification.',
    );
  });
});
