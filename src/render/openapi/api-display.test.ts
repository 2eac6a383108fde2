import { describe, expect, it } from 'vitest';
import { apiDisplayOf, defaultApiDisplay } from './api-display.ts';
import type { ApiDisplay } from './api-display.ts';
import { codeSamples } from './code-samples.ts';
import { plainHighlight } from './code-slots.ts';
import { renderEndpoint } from './render-endpoint.ts';
import { petStore } from '../../../test/render/pet-store.ts';
import { makeApi, makeOperation, operationOf } from '../../../test/render/api-model.ts';

const display = (changes: Partial<ApiDisplay>): ApiDisplay => ({
  ...defaultApiDisplay,
  ...changes,
});

describe('apiDisplayOf', () => {
  it('takes the format’s defaults where docs.json is silent', () => {
    expect(apiDisplayOf(undefined)).toEqual({
      examples: 'all',
      prefill: false,
      autogenerate: true,
      expanded: false,
      fullUrl: false,
      credentials: false,
      proxy: true,
    });
  });

  it('reads every api.* display setting', () => {
    expect(
      apiDisplayOf({
        url: 'full',
        params: { expanded: 'all' },
        playground: { credentials: true, proxy: false },
        examples: { defaults: 'required', prefill: true, autogenerate: false },
      }),
    ).toEqual({
      examples: 'required',
      prefill: true,
      autogenerate: false,
      expanded: true,
      fullUrl: true,
      credentials: true,
      proxy: false,
    });
    expect(apiDisplayOf({ params: { expanded: 'closed' } }).expanded).toBe(false);
    expect(apiDisplayOf({ params: { expanded: true } }).expanded).toBe(true);
    expect(apiDisplayOf({ url: 'relative' }).fullUrl).toBe(false);
  });
});

describe('api.playground.proxy', () => {
  const html = async (changes: Partial<ApiDisplay>): Promise<string> => {
    const api = petStore();
    const page = await renderEndpoint(api, operationOf(api, 'post', '/pets'), {
      highlight: plainHighlight,
      display: display(changes),
    });
    return page.html;
  };

  it('names the proxy on the playground form unless docs.json turns it off', async () => {
    expect(await html({})).toContain('data-folio-playground-proxy="/_folio/proxy"');
    expect(await html({ proxy: false })).not.toContain('data-folio-playground-proxy');
  });
});

describe('api.examples.defaults', () => {
  it('all: optional parameters with an example and every generated body field', () => {
    const api = petStore();
    const [get] = codeSamples(api, operationOf(api, 'get', '/pets/{petId}'), ['curl']);
    expect(get?.code).toContain('fields=name');
    const [post] = codeSamples(api, operationOf(api, 'post', '/pets'), ['python']);
    expect(post?.code).toContain('"status": "available"');
  });

  it('required: no optional parameter, and generated bodies hold required fields only', () => {
    const api = petStore();
    const options = { examples: 'required' as const };
    const [get] = codeSamples(api, operationOf(api, 'get', '/pets/{petId}'), ['curl'], options);
    expect(get?.code).not.toContain('fields=');
    expect(get?.code).toContain('/pets/42');
    const [post] = codeSamples(api, operationOf(api, 'post', '/pets'), ['python'], options);
    expect(post?.code).toContain('"name": "doggie"');
    expect(post?.code).toContain('"photoUrls": ["https://example.com"]');
    expect(post?.code).not.toContain('"status"');
    expect(post?.code).not.toContain('"category"');
  });
});

describe('api.examples.autogenerate', () => {
  it('false: no generated sample, while the spec’s own x-codeSamples stay', async () => {
    const api = petStore();
    const operation = operationOf(api, 'get', '/pets/{petId}');
    expect(codeSamples(api, operation, ['curl'], { autogenerate: false })).toEqual([]);
    const own = makeOperation({
      codeSamples: [{ lang: 'rs', source: 'fn main() {}' }],
    });
    expect(codeSamples(makeApi([own]), own, ['curl'], { autogenerate: false })).toEqual([
      { label: 'Rust', lang: 'rust', code: 'fn main() {}' },
    ]);
    const page = await renderEndpoint(api, operation, {
      highlight: plainHighlight,
      display: display({ autogenerate: false }),
    });
    expect(page.examplesHtml).not.toContain('data-folio-example="request"');
    expect(page.examplesHtml).toContain('data-folio-example="response"');
  });
});

describe('api.params.expanded', () => {
  it('all: nested fields start open; closed (the default): they start closed', async () => {
    const api = petStore();
    const operation = operationOf(api, 'post', '/pets');
    const closed = await renderEndpoint(api, operation, { highlight: plainHighlight });
    expect(closed.html).toContain('<details class="folio-expandable">');
    expect(closed.html).not.toContain('<details class="folio-expandable" open=""');
    const open = await renderEndpoint(api, operation, {
      highlight: plainHighlight,
      display: display({ expanded: true }),
    });
    expect(open.html).toContain('<details class="folio-expandable" open="">');
    expect(open.html).not.toContain('<details class="folio-expandable">');
  });
});

describe('api.url', () => {
  it('shows the base URL with one server only when it is full', async () => {
    const one = makeOperation({ servers: [{ url: 'https://api.example.com', variables: {} }] });
    const api = makeApi([one]);
    const base = '<span class="folio-api-base" data-folio-api-base=""';
    const relative = await renderEndpoint(api, one, { highlight: plainHighlight });
    expect(relative.html).toContain(`${base} hidden="">https://api.example.com</span>`);
    const full = await renderEndpoint(api, one, {
      highlight: plainHighlight,
      display: display({ fullUrl: true }),
    });
    expect(full.html).toContain(`${base}>https://api.example.com</span>`);
  });

  it('always shows the base URL when there are servers to choose from', async () => {
    const api = petStore();
    const page = await renderEndpoint(api, operationOf(api, 'get', '/pets/{petId}'), {
      highlight: plainHighlight,
    });
    expect(page.html).toMatch(/<span class="folio-api-base" data-folio-api-base="">https:/);
  });
});
