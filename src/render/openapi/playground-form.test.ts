import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { buildRequest } from '../../web/index.ts';
import { playground, playgroundConfig } from './playground-form.ts';
import { defaultApiDisplay } from './api-display.ts';
import { RenderContext } from './render-context.ts';
import { petStore, swaggerUpload } from '../../../test/render/pet-store.ts';
import { operationOf } from '../../../test/render/api-model.ts';

describe('playgroundConfig', () => {
  it('describes parameters, every credential once and the bodies with their samples', () => {
    const api = petStore();
    const config = playgroundConfig(api, operationOf(api, 'get', '/pets/{petId}'));
    expect(config).toEqual({
      method: 'GET',
      path: '/pets/{petId}',
      parameters: [
        {
          name: 'petId',
          in: 'path',
          required: true,
          shape: 'scalar',
          style: undefined,
          explode: undefined,
        },
        {
          name: 'fields',
          in: 'query',
          required: false,
          shape: 'array',
          style: undefined,
          explode: undefined,
        },
        {
          name: 'X-Request-ID',
          in: 'header',
          required: false,
          shape: 'scalar',
          style: undefined,
          explode: undefined,
        },
        {
          name: 'session',
          in: 'cookie',
          required: false,
          shape: 'scalar',
          style: undefined,
          explode: undefined,
        },
      ],
      auth: [
        { id: 'api_key', kind: 'apiKey', in: 'header', name: 'X-API-Key' },
        { id: 'bearer', kind: 'bearer', in: 'header', name: 'Authorization' },
      ],
      bodies: [],
      storageKey: 'folio:playground-auth:petstore.yaml',
    });
  });

  it('prefills bodies with the request sample, forms as JSON objects', () => {
    const api = petStore();
    const { bodies, auth } = playgroundConfig(api, operationOf(api, 'post', '/pets'));
    expect(bodies.map((body) => [body.mediaType, body.kind])).toEqual([
      ['application/json', 'json'],
      ['application/x-www-form-urlencoded', 'form'],
    ]);
    expect(JSON.parse(bodies[0]?.sample ?? '')).toMatchObject({
      name: 'doggie',
      status: 'available',
    });
    expect(JSON.parse(bodies[0]?.sample ?? '')).not.toHaveProperty('id');
    expect(auth).toEqual([
      { id: 'petstore_auth', kind: 'bearer', in: 'header', name: 'Authorization' },
    ]);
  });
});

describe('playground markup', () => {
  it('starts with the example values when api.examples.prefill is on', () => {
    const api = petStore();
    const operation = operationOf(api, 'get', '/pets/{petId}');
    const context = new RenderContext({}, undefined, { ...defaultApiDisplay, prefill: true });
    const html = renderToStaticMarkup(playground(api, operation, context));
    expect(html).toContain('value="42"');
    expect(html).toContain('value="name, status"');
    expect(html).not.toContain('placeholder="42"');
  });

  it('asks for the browser’s cookies only with api.playground.credentials', () => {
    const api = petStore();
    const operation = operationOf(api, 'get', '/pets/{petId}');
    expect(playgroundConfig(api, operation)).not.toHaveProperty('credentials');
    expect(playgroundConfig(api, operation, { credentials: true })).toHaveProperty(
      'credentials',
      true,
    );
    const context = new RenderContext({}, undefined, { ...defaultApiDisplay, credentials: true });
    const html = renderToStaticMarkup(playground(api, operation, context));
    expect(html).toContain('&quot;credentials&quot;:true');
  });

  it('is hidden until the island starts, and carries its configuration', () => {
    const api = petStore();
    const operation = operationOf(api, 'get', '/pets/{petId}');
    const html = renderToStaticMarkup(playground(api, operation, new RenderContext()));
    expect(html).toMatch(/^<details class="folio-api-playground" hidden=""/);
    const json = /data-folio-playground="([^"]*)"/.exec(html)?.[1]?.replace(/&quot;/g, '"');
    expect(JSON.parse(json ?? '')).toEqual(playgroundConfig(api, operation));
    expect(html).toContain('name="param:path:petId"');
    // Without api.examples.prefill, examples are placeholders: shown, never sent.
    expect(html).toContain('placeholder="42"');
    expect(html).not.toContain('value="42"');
    expect(html).toContain('name="param:query:fields"');
    expect(html).toContain('placeholder="name, status"');
    expect(html).toContain('name="auth:api_key"');
    expect(html).toContain('Browsers do not let a page set cookies');
    expect(html).toContain('<datalist');
  });

  it('offers enums as choices, basic credentials as two inputs, and a body editor', () => {
    const api = petStore();
    const find = renderToStaticMarkup(
      playground(api, operationOf(api, 'get', '/pets/findByStatus'), new RenderContext()),
    );
    expect(find).not.toContain('<select');
    const remove = renderToStaticMarkup(
      playground(api, operationOf(api, 'delete', '/pets/{petId}'), new RenderContext()),
    );
    expect(remove).toContain('name="auth:basic:username"');
    expect(remove).toContain('name="auth:basic:password"');
    const upload = swaggerUpload();
    const form = renderToStaticMarkup(
      playground(
        upload,
        operationOf(upload, 'post', '/pet/{petId}/uploadImage'),
        new RenderContext(),
      ),
    );
    expect(form).toContain('Write the form fields as a JSON object.');
    expect(form).toMatch(/<textarea[^>]*name="body"/);
  });

  it('produces what buildRequest needs to send the prefilled example', () => {
    const api = petStore();
    const operation = operationOf(api, 'get', '/pets/{petId}');
    const request = buildRequest(playgroundConfig(api, operation), {
      baseUrl: 'https://eu.petstore.example.com/v2',
      params: { 'path:petId': '42', 'query:fields': 'name, status' },
      auth: { api_key: 'secret' },
    });
    expect(request.url).toBe(
      'https://eu.petstore.example.com/v2/pets/42?fields=name&fields=status',
    );
    expect(request.init.headers).toEqual({ 'X-API-Key': 'secret' });
  });
});
