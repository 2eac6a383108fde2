import { describe, expect, it } from 'vitest';
import { base64, buildRequest, PlaygroundInputError } from './playground-request.ts';
import type {
  PlaygroundConfig,
  PlaygroundParameter,
  PlaygroundState,
} from './playground-request.ts';

function config(fields: Partial<PlaygroundConfig> = {}): PlaygroundConfig {
  return {
    method: 'GET',
    path: '/items',
    parameters: [],
    auth: [],
    bodies: [],
    storageKey: 'folio:playground-auth:test',
    ...fields,
  };
}

function state(fields: Partial<PlaygroundState> = {}): PlaygroundState {
  return { baseUrl: 'https://api.test/v1', params: {}, auth: {}, ...fields };
}

function parameter(
  fields: Partial<PlaygroundParameter> & Pick<PlaygroundParameter, 'name' | 'in'>,
): PlaygroundParameter {
  return { required: false, shape: 'scalar', ...fields };
}

describe('buildRequest: URL', () => {
  it('encodes path parameters and requires them', () => {
    const pets = config({ path: '/pets/{id}/photos/{name}' });
    const request = buildRequest(
      pets,
      state({ params: { 'path:id': ' 4 2 ', 'path:name': 'a/b?c#d' } }),
    );
    expect(request.url).toBe('https://api.test/v1/pets/4%202/photos/a%2Fb%3Fc%23d');
    expect(() => buildRequest(pets, state({ params: { 'path:id': '1' } }))).toThrow(
      new PlaygroundInputError('Enter a value for the path parameter "name".'),
    );
  });

  it('serialises path arrays and objects by style', () => {
    const path = (fields: Partial<PlaygroundParameter>, value: string): string =>
      buildRequest(
        config({ path: '/x/{v}', parameters: [parameter({ name: 'v', in: 'path', ...fields })] }),
        state({ baseUrl: '', params: { 'path:v': value } }),
      ).url;
    expect(path({ shape: 'array' }, 'a, b ,c')).toBe('/x/a,b,c');
    expect(path({ shape: 'array', style: 'label' }, 'a,b')).toBe('/x/.a,b');
    expect(path({ shape: 'array', style: 'matrix', explode: true }, 'a,b')).toBe('/x/;v=a;v=b');
    expect(path({ shape: 'object', explode: true }, '{"k": 1, "s": "x y"}')).toBe('/x/k=1,s=x%20y');
    expect(() => path({ shape: 'object' }, '[1]')).toThrow('"v" must be a JSON object.');
  });

  it('serialises query arrays exploded, delimited or as deep objects, skipping empty inputs', () => {
    const parameters = [
      parameter({ name: 'tag', in: 'query', shape: 'array' }),
      parameter({ name: 'ids', in: 'query', shape: 'array', explode: false }),
      parameter({
        name: 'pipes',
        in: 'query',
        shape: 'array',
        style: 'pipeDelimited',
        explode: false,
      }),
      parameter({ name: 'filter', in: 'query', shape: 'object', style: 'deepObject' }),
      parameter({ name: 'q', in: 'query' }),
      parameter({ name: 'empty', in: 'query' }),
    ];
    const request = buildRequest(
      config({ parameters }),
      state({
        params: {
          'query:tag': 'a b, c&d',
          'query:ids': '1,2',
          'query:pipes': 'x,y',
          'query:filter': '{"size": "big", "n": 2}',
          'query:q': '\u00fcber',
          'query:empty': '  ',
        },
      }),
    );
    expect(request.url).toBe(
      'https://api.test/v1/items?tag=a%20b&tag=c%26d&ids=1,2&pipes=x|y&filter%5Bsize%5D=big&filter%5Bn%5D=2&q=%C3%BCber',
    );
  });
});

describe('buildRequest: headers, cookies and credentials', () => {
  it('sends header and cookie parameters', () => {
    const request = buildRequest(
      config({
        parameters: [
          parameter({ name: 'X-Trace', in: 'header', shape: 'array' }),
          parameter({ name: 'theme', in: 'cookie' }),
        ],
      }),
      state({ params: { 'header:X-Trace': 'a, b', 'cookie:theme': 'dark mode' } }),
    );
    expect(request.init.headers).toEqual({ 'X-Trace': 'a,b', Cookie: 'theme=dark%20mode' });
  });

  it('puts API keys in a header, the query or a cookie', () => {
    const auth = [
      { id: 'h', kind: 'apiKey', in: 'header', name: 'X-API-Key' },
      { id: 'q', kind: 'apiKey', in: 'query', name: 'api_key' },
      { id: 'c', kind: 'apiKey', in: 'cookie', name: 'sid' },
    ] as const;
    const request = buildRequest(
      config({ auth: [...auth] }),
      state({ auth: { h: 'key-1', q: 'k&2', c: 's 3' } }),
    );
    expect(request.url).toBe('https://api.test/v1/items?api_key=k%262');
    expect(request.init.headers).toEqual({ 'X-API-Key': 'key-1', Cookie: 'sid=s%203' });
  });

  it('sends bearer tokens once prefixed, basic credentials in Base64, and skips empty ones', () => {
    const request = (values: Record<string, string>) =>
      buildRequest(
        config({
          auth: [
            { id: 'token', kind: 'bearer', in: 'header', name: 'Authorization' },
            { id: 'user', kind: 'basic', in: 'header', name: 'Authorization' },
            { id: 'digest', kind: 'http', in: 'header', name: 'X-Digest', prefix: 'Digest' },
          ],
        }),
        state({ auth: values }),
      ).init.headers;
    expect(request({ token: 'Bearer abc' })).toEqual({ Authorization: 'Bearer abc' });
    expect(request({ token: 'abc' })).toEqual({ Authorization: 'Bearer abc' });
    expect(request({ 'user:username': 'alice', 'user:password': 'pä:ss' })).toEqual({
      Authorization: `Basic ${Buffer.from('alice:pä:ss').toString('base64')}`,
    });
    expect(request({ digest: 'digest xyz' })).toEqual({ 'X-Digest': 'Digest xyz' });
    expect(request({})).toEqual({});
    expect(base64('✓')).toBe('4pyT');
  });
});

describe('buildRequest: bodies', () => {
  const bodies = [
    { mediaType: 'application/json', kind: 'json', sample: '{}' },
    { mediaType: 'application/x-www-form-urlencoded', kind: 'form', sample: '{}' },
    { mediaType: 'multipart/form-data', kind: 'multipart', sample: '{}' },
    { mediaType: 'text/plain', kind: 'text', sample: '' },
  ] as const;
  const post = config({ method: 'post', bodies: [...bodies] });

  it('sends JSON as typed, after checking it parses', () => {
    const request = buildRequest(post, state({ mediaType: 'application/json', body: '{"a": 1}' }));
    expect(request.init).toEqual({
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"a": 1}',
    });
    expect(() => buildRequest(post, state({ body: '{"a": }' }))).toThrow(
      /^The body is not valid JSON/,
    );
  });

  it('sends forms and multipart from a JSON object, letting the browser set the content type', () => {
    const form = buildRequest(
      post,
      state({ mediaType: 'application/x-www-form-urlencoded', body: '{"a": "x y", "n": [1, 2]}' }),
    );
    expect(form.init.body).toBeInstanceOf(URLSearchParams);
    expect((form.init.body as URLSearchParams).toString()).toBe('a=x+y&n=1&n=2');
    expect(form.init.headers).toEqual({});
    const multipart = buildRequest(
      post,
      state({ mediaType: 'multipart/form-data', body: '{"meta": {"k": true}}' }),
    );
    expect(multipart.init.body).toBeInstanceOf(FormData);
    expect((multipart.init.body as FormData).get('meta')).toBe('{"k":true}');
    expect(() =>
      buildRequest(post, state({ mediaType: 'multipart/form-data', body: '[1]' })),
    ).toThrow('The body must be a JSON object of form fields.');
  });

  it('sends text as written, and no body for GET or an empty editor', () => {
    const text = buildRequest(post, state({ mediaType: 'text/plain', body: 'hello' }));
    expect(text.init).toEqual({
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: 'hello',
    });
    expect(buildRequest(post, state({ body: '   ' })).init.body).toBeUndefined();
    expect(
      buildRequest(config({ bodies: [...bodies] }), state({ body: '{}' })).init.body,
    ).toBeUndefined();
  });
});
