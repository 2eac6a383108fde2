import { describe, expect, it } from 'vitest';
import { PlaygroundInputError } from '../web/index.ts';
import {
  describeFailure,
  formatResponseBody,
  formatSize,
  parsePlaygroundConfig,
  readPlaygroundState,
  statusClassOf,
} from './playground.ts';
import { proxyAnswerOf, proxyEnvelopeOf } from './playground-transport.ts';

describe('playground configuration and form state', () => {
  it('reads a well-formed configuration and rejects anything else', () => {
    const config = {
      method: 'GET',
      path: '/x',
      parameters: [],
      auth: [],
      bodies: [],
      storageKey: 'k',
    };
    expect(parsePlaygroundConfig(JSON.stringify(config))).toEqual(config);
    expect(parsePlaygroundConfig(JSON.stringify({ ...config, auth: 'x' }))).toBeUndefined();
    expect(parsePlaygroundConfig('{')).toBeUndefined();
    expect(parsePlaygroundConfig('null')).toBeUndefined();
    expect(parsePlaygroundConfig(null)).toBeUndefined();
  });

  it('splits form entries into base URL, parameters, credentials and body', () => {
    const form = new FormData();
    form.append('base-url', 'https://api.test');
    form.append('param:path:id', '7');
    form.append('param:query:a:b', 'colon in name');
    form.append('auth:basic:username', 'alice');
    form.append('media-type', 'application/json');
    form.append('body', '{}');
    form.append('file', new Blob(['x']));
    expect(readPlaygroundState(form.entries())).toEqual({
      baseUrl: 'https://api.test',
      params: { 'path:id': '7', 'query:a:b': 'colon in name' },
      auth: { 'basic:username': 'alice' },
      mediaType: 'application/json',
      body: '{}',
    });
  });
});

describe('responses', () => {
  it('pretty-prints JSON bodies and leaves others as they came', () => {
    expect(formatResponseBody('{"a":[1,2]}', 'application/json; charset=utf-8')).toBe(
      '{\n  "a": [\n    1,\n    2\n  ]\n}',
    );
    expect(formatResponseBody('[1]', null)).toBe('[\n  1\n]');
    expect(formatResponseBody('{broken', 'application/problem+json')).toBe('{broken');
    expect(formatResponseBody('<p>hi</p>', 'text/html')).toBe('<p>hi</p>');
  });

  it('cuts huge bodies, saying how much is left', () => {
    const shown = formatResponseBody('x'.repeat(200_010), 'text/plain');
    expect(shown.endsWith('\n… (10 more characters)')).toBe(true);
  });

  it('formats sizes and status classes', () => {
    expect(formatSize(512)).toBe('512 B');
    expect(formatSize(1536)).toBe('1.5 kB');
    expect(formatSize(2_000_000)).toBe('2.0 MB');
    expect(statusClassOf(204)).toBe('2xx');
    expect(statusClassOf(503)).toBe('5xx');
    expect(statusClassOf(0)).toBe('default');
  });
});

describe('describeFailure', () => {
  const page = 'https://docs.example.com/api/pets';

  it('explains CORS for another origin, mixed content, timeouts and bad input', () => {
    const network = new TypeError('Failed to fetch');
    expect(describeFailure(network, 'https://api.example.com/pets', page)).toMatch(
      /^The request to https:\/\/api\.example\.com did not complete\. Most often the API does not allow calls from other websites \(CORS\)/,
    );
    expect(describeFailure(network, 'http://api.example.com/pets', page)).toMatch(
      /cannot call an http:\/\/ server/,
    );
    expect(describeFailure(network, '/api/pets', page)).toBe(
      'The request did not complete: the server is unreachable or the network is down.',
    );
    const timeout = new DOMException('timed out', 'TimeoutError');
    expect(describeFailure(timeout, '/x', page)).toBe(
      'No response after 60 seconds: the request was stopped.',
    );
    expect(describeFailure(new PlaygroundInputError('Enter a value.'), '', page)).toBe(
      'Enter a value.',
    );
    expect(describeFailure(network, 'http://[bad', page)).toBe(
      '"http://[bad" is not a valid URL: check the server URL.',
    );
  });
});

describe('proxyEnvelopeOf', () => {
  it('carries the method, URL, headers and the body in base64', async () => {
    const envelope = await proxyEnvelopeOf('https://api.example.com/v1/pets', {
      method: 'POST',
      headers: { authorization: 'Bearer t', 'content-type': 'application/json' },
      body: '{"name":"Rex"}',
    });
    expect(envelope).toEqual({
      method: 'POST',
      url: 'https://api.example.com/v1/pets',
      headers: { authorization: 'Bearer t', 'content-type': 'application/json' },
      body: btoa('{"name":"Rex"}'),
    });
  });

  it('sends URL-encoded forms with their content type, and no body for GET', async () => {
    const form = await proxyEnvelopeOf('https://api.example.com/v1/token', {
      method: 'POST',
      body: new URLSearchParams({ grant: 'a b' }),
    });
    expect(form.headers['content-type']).toBe('application/x-www-form-urlencoded;charset=UTF-8');
    expect(atob(form.body ?? '')).toBe('grant=a+b');
    const get = await proxyEnvelopeOf('https://api.example.com/v1/pets', { method: 'GET' });
    expect(get.body).toBeUndefined();
  });
});

describe('proxyAnswerOf', () => {
  it('reads the proxy’s answer and refuses anything else', () => {
    const answer = {
      status: 201,
      statusText: 'Created',
      url: 'https://a.test/',
      headers: [['x', '1']],
      body: '{}',
    };
    expect(proxyAnswerOf(answer)).toEqual(answer);
    expect(proxyAnswerOf({ error: 'Not allowed.' })).toBeUndefined();
    expect(proxyAnswerOf(null)).toBeUndefined();
  });
});
