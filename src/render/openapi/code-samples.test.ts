import { execFileSync } from 'node:child_process';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import {
  codeSamples,
  curlSample,
  fetchSample,
  pythonSample,
  urlWithQuery,
} from './code-samples.ts';
import type { ExampleRequest } from './example-request.ts';
import { petStore, swaggerUpload } from '../../../test/render/pet-store.ts';
import { operationOf } from '../../../test/render/api-model.ts';

const tricky: ExampleRequest = {
  method: 'POST',
  url: "https://api.example.com/v1/notes/it's",
  query: [
    { name: 'q', value: 'a&b c', placeholder: false },
    { name: 'key', value: '<api-key>', placeholder: true },
  ],
  headers: [
    ['Authorization', 'Bearer <token>'],
    ['Content-Type', 'application/json'],
  ],
  body: {
    kind: 'json',
    mediaType: 'application/json',
    value: { text: `He said "it's $5" \\ \`now\`\nbye`, tags: ['a'], done: false, none: null },
  },
};

/** The arguments the shell passes to curl when it runs `command`. */
function curlArguments(command: string): string[] {
  const script = `curl() { for argument in "$@"; do printf '%s\\0' "$argument"; done; }\n${command}`;
  return execFileSync('sh', ['-c', script], { encoding: 'utf8' }).split('\0').slice(0, -1);
}

/** What `fetch` receives when the JavaScript sample runs. */
async function fetchCall(code: string): Promise<{ url: string; init: RequestInit }> {
  const calls: { url: string; init: RequestInit }[] = [];
  const fakeFetch = (url: string, init: RequestInit): Promise<unknown> => {
    calls.push({ url, init });
    return Promise.resolve({ json: () => Promise.resolve({}), text: () => Promise.resolve('') });
  };
  const context = {
    fetch: fakeFetch,
    console: { log: () => undefined },
    FormData,
    Blob,
    URLSearchParams,
  };
  await (runInNewContext(`(async () => {\n${code}\n})()`, context) as Promise<void>);
  const call = calls[0];
  if (call === undefined) throw new Error('The sample did not call fetch');
  return call;
}

describe('curl', () => {
  it('prints one option per line', () => {
    const api = petStore();
    const [curl] = codeSamples(api, operationOf(api, 'get', '/pets/{petId}'));
    expect(curl?.lang).toBe('bash');
    expect(curl?.code).toMatchInlineSnapshot(`
      "curl --request GET \\
        --url 'https://eu.petstore.example.com/v2/pets/42?fields=name&fields=status' \\
        --header 'X-API-Key: <x-api-key>'"
    `);
  });

  it('passes every value to curl exactly, quotes and all', () => {
    const body = tricky.body?.kind === 'json' ? tricky.body.value : undefined;
    expect(curlArguments(curlSample(tricky))).toEqual([
      '--request',
      'POST',
      '--url',
      "https://api.example.com/v1/notes/it's?q=a%26b%20c&key=<api-key>",
      '--header',
      'Authorization: Bearer <token>',
      '--header',
      'Content-Type: application/json',
      '--data',
      JSON.stringify(body, null, 2),
    ]);
  });

  it('writes forms, multipart fields and files', () => {
    const upload = swaggerUpload();
    const [curl] = codeSamples(upload, operationOf(upload, 'post', '/pet/{petId}/uploadImage'));
    expect(curl?.code).toMatchInlineSnapshot(`
      "curl --request POST \\
        --url 'https://petstore.swagger.io/v2/pet/{petId}/uploadImage?api_key=<api-key>' \\
        --form 'additionalMetadata=string' \\
        --form 'file=@path/to/file'"
    `);
    const form: ExampleRequest = {
      method: 'HEAD',
      url: 'https://x.test/a',
      query: [],
      headers: [],
      body: {
        kind: 'form',
        mediaType: 'application/x-www-form-urlencoded',
        fields: [{ name: 'a', value: "b'c", file: false }],
      },
    };
    expect(curlArguments(curlSample(form))).toEqual([
      '--head',
      '--url',
      'https://x.test/a',
      '--data-urlencode',
      "a=b'c",
    ]);
  });
});

describe('JavaScript', () => {
  it('prints a fetch call reading JSON', () => {
    const api = petStore();
    const [, javascript] = codeSamples(api, operationOf(api, 'put', '/animals/{kind}'));
    expect(javascript?.code).toMatchInlineSnapshot(`
      "const response = await fetch('https://eu.petstore.example.com/v2/animals/{kind}', {
        method: 'PUT',
        headers: {
          Authorization: 'Bearer <token>',
          Cookie: 'SESSION=<session>',
          'Content-Type': 'application/json',
        },
        body: JSON.stringify({
          petType: 'cat',
          huntingSkill: 'lazy',
        }),
      });

      const data = await response.json();
      console.log(data);"
    `);
  });

  it('sends exactly the example request when run', async () => {
    const call = await fetchCall(fetchSample(tricky, true));
    expect(call.url).toBe(urlWithQuery(tricky.url, tricky.query));
    expect(call.init.method).toBe('POST');
    expect(call.init.headers).toEqual({
      Authorization: 'Bearer <token>',
      'Content-Type': 'application/json',
    });
    expect(JSON.parse(call.init.body as string)).toEqual(
      tricky.body?.kind === 'json' ? tricky.body.value : undefined,
    );
  });

  it('builds form bodies with URLSearchParams and FormData', async () => {
    const form = await fetchCall(
      fetchSample(
        {
          ...tricky,
          body: {
            kind: 'form',
            mediaType: 'application/x-www-form-urlencoded',
            fields: [{ name: 'a b', value: "it's", file: false }],
          },
        },
        false,
      ),
    );
    expect((form.init.body as URLSearchParams).toString()).toBe('a+b=it%27s');
    const upload = swaggerUpload();
    const [, javascript] = codeSamples(
      upload,
      operationOf(upload, 'post', '/pet/{petId}/uploadImage'),
    );
    const multipart = await fetchCall(javascript?.code ?? '');
    expect(multipart.init.body).toBeInstanceOf(FormData);
    expect((multipart.init.body as FormData).get('additionalMetadata')).toBe('string');
  });
});

describe('Python', () => {
  it('prints a requests call with params, headers and a JSON payload', () => {
    expect(pythonSample(tricky, true)).toMatchInlineSnapshot(`
      "import requests

      url = "https://api.example.com/v1/notes/it's"
      params = {
          "q": "a&b c",
          "key": "<api-key>",
      }
      headers = {
          "Authorization": "Bearer <token>",
          "Content-Type": "application/json",
      }
      payload = {
          "text": "He said \\"it's $5\\" \\\\ \`now\`\\nbye",
          "tags": ["a"],
          "done": False,
          "none": None,
      }

      response = requests.post(url, params=params, headers=headers, json=payload)
      print(response.json())"
    `);
  });

  it('groups repeated query names into lists and opens files for multipart', () => {
    const api = petStore();
    const python = codeSamples(api, operationOf(api, 'get', '/pets/{petId}'))[2];
    expect(python?.code).toContain('params = {\n    "fields": ["name", "status"],\n}');
    const upload = swaggerUpload();
    const multipart = codeSamples(
      upload,
      operationOf(upload, 'post', '/pet/{petId}/uploadImage'),
    )[2];
    expect(multipart?.code).toContain('files = {\n    "file": open("path/to/file", "rb"),\n}');
    expect(multipart?.code).toContain(
      'response = requests.post(url, params=params, data=data, files=files)',
    );
    expect(pythonSample({ ...tricky, method: 'TRACE', body: undefined }, false)).toContain(
      'response = requests.request("TRACE", url, params=params, headers=headers)\nprint(response.text)',
    );
  });
});

describe('x-codeSamples', () => {
  it('replaces generated samples, with known languages named and highlighted', () => {
    const api = petStore();
    const operation = {
      ...operationOf(api, 'get', '/pets/{petId}'),
      codeSamples: [
        { lang: 'Node', source: 'client.pets.get(42);\n\n' },
        { lang: 'C#', label: 'SDK (.NET)', source: 'client.Pets.Get(42);' },
        { lang: 'elixir', source: 'Pets.get(42)' },
      ],
    };
    expect(codeSamples(api, operation)).toEqual([
      { label: 'Node.js', lang: 'javascript', code: 'client.pets.get(42);' },
      { label: 'SDK (.NET)', lang: 'csharp', code: 'client.Pets.Get(42);' },
      { label: 'elixir', lang: 'elixir', code: 'Pets.get(42)' },
    ]);
  });

  it('offers only the languages asked for, in their order', () => {
    const api = petStore();
    const labels = codeSamples(api, operationOf(api, 'get', '/pets/{petId}'), [
      'python',
      'curl',
    ]).map((sample) => sample.label);
    expect(labels).toEqual(['Python', 'cURL']);
  });
});
