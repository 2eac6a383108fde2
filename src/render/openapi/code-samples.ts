/**
 * Request code samples: the operation's `x-codeSamples` when it has them, otherwise the example
 * request printed in each language `api.examples.languages` names (curl, JavaScript and Python by
 * default). Each language has its own printer, all reading the same {@link ExampleRequest}.
 *
 * @module
 */
import type { SampleLanguage } from '../../config/index.ts';
import type { ApiModel, ApiOperation } from '../../openapi/index.ts';
import { exampleRequest, isJsonMediaType, scalarText } from './example-request.ts';
export { urlWithQuery } from './request-url.ts';
import type {
  ExampleBody,
  ExampleQueryParam,
  ExampleRequest,
  ExampleRequestOptions,
} from './example-request.ts';
import { urlWithQuery } from './request-url.ts';
import { jsLiteral, jsString, pythonLiteral, pythonString, shellQuote } from './literals.ts';
import { cSample } from './samples/c-sample.ts';
import { cppSample } from './samples/cpp-sample.ts';
import { csharpSample } from './samples/csharp-sample.ts';
import { dartSample } from './samples/dart-sample.ts';
import { goSample } from './samples/go-sample.ts';
import { javaSample } from './samples/java-sample.ts';
import { kotlinSample } from './samples/kotlin-sample.ts';
import { phpSample } from './samples/php-sample.ts';
import { powershellSample } from './samples/powershell-sample.ts';
import { rubySample } from './samples/ruby-sample.ts';
import { rustSample } from './samples/rust-sample.ts';
import { swiftSample } from './samples/swift-sample.ts';

/** A code sample ready to highlight. */
export interface CodeSample {
  /** Tab label: `cURL`, `JavaScript`, `Python`, or the spec's label. */
  label: string;
  /** Highlighter language. */
  lang: string;
  code: string;
}

export type { SampleLanguage };

/** Every generated language, in the order the tabs show them. */
export const SAMPLE_LANGUAGES: readonly SampleLanguage[] = ['curl', 'javascript', 'python'];

const generated: Record<SampleLanguage, { label: string; lang: string; print: Printer }> = {
  curl: { label: 'cURL', lang: 'bash', print: curlSample },
  javascript: { label: 'JavaScript', lang: 'javascript', print: fetchSample },
  node: { label: 'Node.js', lang: 'javascript', print: fetchSample },
  typescript: { label: 'TypeScript', lang: 'typescript', print: fetchSample },
  python: { label: 'Python', lang: 'python', print: pythonSample },
  go: { label: 'Go', lang: 'go', print: goSample },
  java: { label: 'Java', lang: 'java', print: javaSample },
  ruby: { label: 'Ruby', lang: 'ruby', print: rubySample },
  php: { label: 'PHP', lang: 'php', print: phpSample },
  csharp: { label: 'C#', lang: 'csharp', print: csharpSample },
  dotnet: { label: '.NET', lang: 'csharp', print: csharpSample },
  powershell: { label: 'PowerShell', lang: 'powershell', print: powershellSample },
  swift: { label: 'Swift', lang: 'swift', print: swiftSample },
  kotlin: { label: 'Kotlin', lang: 'kotlin', print: kotlinSample },
  rust: { label: 'Rust', lang: 'rust', print: rustSample },
  dart: { label: 'Dart', lang: 'dart', print: dartSample },
  c: { label: 'C', lang: 'c', print: cSample },
  cpp: { label: 'C++', lang: 'cpp', print: cppSample },
};

type Printer = (request: ExampleRequest, responseIsJson: boolean) => string;

/** Names `x-codeSamples` use for a language → the highlighter's name and a tab label. */
const knownLanguages: Readonly<Record<string, { lang: string; label: string }>> = {
  curl: { lang: 'bash', label: 'cURL' },
  shell: { lang: 'bash', label: 'Shell' },
  sh: { lang: 'bash', label: 'Shell' },
  bash: { lang: 'bash', label: 'Bash' },
  javascript: { lang: 'javascript', label: 'JavaScript' },
  js: { lang: 'javascript', label: 'JavaScript' },
  node: { lang: 'javascript', label: 'Node.js' },
  nodejs: { lang: 'javascript', label: 'Node.js' },
  'node.js': { lang: 'javascript', label: 'Node.js' },
  typescript: { lang: 'typescript', label: 'TypeScript' },
  ts: { lang: 'typescript', label: 'TypeScript' },
  python: { lang: 'python', label: 'Python' },
  py: { lang: 'python', label: 'Python' },
  go: { lang: 'go', label: 'Go' },
  golang: { lang: 'go', label: 'Go' },
  java: { lang: 'java', label: 'Java' },
  kotlin: { lang: 'kotlin', label: 'Kotlin' },
  kt: { lang: 'kotlin', label: 'Kotlin' },
  ruby: { lang: 'ruby', label: 'Ruby' },
  php: { lang: 'php', label: 'PHP' },
  csharp: { lang: 'csharp', label: 'C#' },
  'c#': { lang: 'csharp', label: 'C#' },
  swift: { lang: 'swift', label: 'Swift' },
  rust: { lang: 'rust', label: 'Rust' },
  rs: { lang: 'rust', label: 'Rust' },
  dart: { lang: 'dart', label: 'Dart' },
  flutter: { lang: 'dart', label: 'Dart' },
  c: { lang: 'c', label: 'C' },
  'c++': { lang: 'cpp', label: 'C++' },
  cpp: { lang: 'cpp', label: 'C++' },
  powershell: { lang: 'powershell', label: 'PowerShell' },
};

/** Which samples are written, beyond their languages. */
export interface CodeSampleOptions extends ExampleRequestOptions {
  /** `false` (`api.examples.autogenerate`): only the spec's own `x-codeSamples`. */
  autogenerate?: boolean | undefined;
}

/**
 * The request samples of an operation: its `x-codeSamples` (each labelled by its `label`, else
 * its language), else the example request in each of `languages`, unless `autogenerate` is off.
 */
export function codeSamples(
  api: ApiModel,
  operation: ApiOperation,
  languages: readonly SampleLanguage[] = SAMPLE_LANGUAGES,
  options: CodeSampleOptions = {},
): CodeSample[] {
  if (operation.codeSamples.length > 0) {
    return operation.codeSamples.map((sample) => {
      const known = knownLanguages[sample.lang.trim().toLowerCase()];
      return {
        label: sample.label ?? known?.label ?? sample.lang,
        lang: known?.lang ?? sample.lang.trim().toLowerCase(),
        code: sample.source.replace(/\s+$/, ''),
      };
    });
  }
  if (options.autogenerate === false) return [];
  const request = exampleRequest(api, operation, options);
  const json = respondsWithJson(operation);
  return languages.map((language) => {
    const { label, lang, print } = generated[language];
    return { label, lang, code: print(request, json) };
  });
}

/** True when the first successful response (else the first response) has a JSON body. */
function respondsWithJson(operation: ApiOperation): boolean {
  const response =
    operation.responses.find((candidate) => candidate.status.startsWith('2')) ??
    operation.responses[0];
  return response?.content.some((media) => isJsonMediaType(media.mediaType)) ?? false;
}

/** The request as a curl command, one option per line. */
export function curlSample(request: ExampleRequest): string {
  const lines = [
    request.method === 'HEAD' ? 'curl --head' : `curl --request ${request.method}`,
    `--url ${shellQuote(urlWithQuery(request.url, request.query))}`,
    ...request.headers.map(([name, value]) => `--header ${shellQuote(`${name}: ${value}`)}`),
    ...curlBody(request.body),
  ];
  return lines.join(' \\\n  ');
}

function curlBody(body: ExampleBody | undefined): string[] {
  switch (body?.kind) {
    case undefined:
      return [];
    case 'json':
      return [`--data ${shellQuote(JSON.stringify(body.value, null, 2))}`];
    case 'form':
      return body.fields.map(
        ({ name, value }) => `--data-urlencode ${shellQuote(`${name}=${value}`)}`,
      );
    case 'multipart':
      return body.fields.map(
        ({ name, value, file }) => `--form ${shellQuote(`${name}=${file ? '@' : ''}${value}`)}`,
      );
    case 'text':
      return [`--data ${shellQuote(body.text)}`];
    case 'binary':
      return [`--data-binary ${shellQuote(`@${body.file}`)}`];
  }
}

/** The request as JavaScript with `fetch`, reading the response as JSON or text. */
export function fetchSample(request: ExampleRequest, responseIsJson: boolean): string {
  const lines: string[] = [];
  const body = request.body;
  if (body?.kind === 'multipart') {
    lines.push('const form = new FormData();');
    for (const field of body.fields) {
      const value = field.file
        ? `new Blob([/* contents of ${field.value.replace(/\*\//g, '* /')} */])`
        : jsString(field.value);
      lines.push(`form.append(${jsString(field.name)}, ${value});`);
    }
    lines.push('');
  }
  const options: string[] = [`  method: ${jsString(request.method)},`];
  if (request.headers.length > 0) {
    const headers = Object.fromEntries(request.headers);
    options.push(`  headers: ${jsLiteral(headers, '  ')},`);
  }
  const bodyCode = fetchBody(body);
  if (bodyCode !== undefined) options.push(`  body: ${bodyCode},`);
  const url = jsString(urlWithQuery(request.url, request.query));
  lines.push(`const response = await fetch(${url}, {`, ...options, '});', '');
  lines.push(
    responseIsJson ? 'const data = await response.json();' : 'const data = await response.text();',
    'console.log(data);',
  );
  return lines.join('\n');
}

function fetchBody(body: ExampleBody | undefined): string | undefined {
  switch (body?.kind) {
    case undefined:
      return undefined;
    case 'json':
      return `JSON.stringify(${jsLiteral(body.value, '  ')})`;
    case 'form': {
      const fields = body.fields.map(({ name, value }) => [name, value]);
      return `new URLSearchParams(${jsLiteral(fields, '  ')})`;
    }
    case 'multipart':
      return 'form';
    case 'text':
      return jsString(body.text);
    case 'binary':
      return `new Blob([/* contents of ${body.file} */])`;
  }
}

const pythonMethods = new Set(['get', 'post', 'put', 'patch', 'delete', 'head', 'options']);

/** The request as Python with `requests`. */
export function pythonSample(request: ExampleRequest, responseIsJson: boolean): string {
  const lines = ['import requests', '', `url = ${pythonString(request.url)}`];
  const args = ['url'];
  if (request.query.length > 0) {
    lines.push(`params = ${pythonLiteral(pythonParams(request.query))}`);
    args.push('params=params');
  }
  if (request.headers.length > 0) {
    lines.push(`headers = ${pythonLiteral(Object.fromEntries(request.headers))}`);
    args.push('headers=headers');
  }
  const body = request.body;
  if (body?.kind === 'json') {
    lines.push(`payload = ${pythonLiteral(body.value)}`);
    args.push('json=payload');
  } else if (body?.kind === 'form') {
    lines.push(`data = ${pythonLiteral(body.fields.map(({ name, value }) => [name, value]))}`);
    args.push('data=data');
  } else if (body?.kind === 'multipart') {
    const files = body.fields.filter((field) => field.file);
    const data = body.fields.filter((field) => !field.file);
    if (data.length > 0) {
      lines.push(`data = ${pythonLiteral(Object.fromEntries(data.map((f) => [f.name, f.value])))}`);
      args.push('data=data');
    }
    const opened = files.map(
      (f) => `    ${pythonString(f.name)}: open(${pythonString(f.value)}, "rb"),`,
    );
    lines.push(`files = {${files.length === 0 ? '' : `\n${opened.join('\n')}\n`}}`);
    args.push('files=files');
  } else if (body?.kind === 'text') {
    lines.push(`data = ${pythonString(body.text)}`);
    args.push('data=data');
  } else if (body?.kind === 'binary') {
    lines.push(`data = open(${pythonString(body.file)}, "rb")`);
    args.push('data=data');
  }
  const method = request.method.toLowerCase();
  const call = pythonMethods.has(method)
    ? `requests.${method}(${args.join(', ')})`
    : `requests.request(${pythonString(request.method)}, ${args.join(', ')})`;
  lines.push(
    '',
    `response = ${call}`,
    responseIsJson ? 'print(response.json())' : 'print(response.text)',
  );
  return lines.join('\n');
}

/** Query parameters as `requests` takes them: repeated names become lists. */
function pythonParams(query: readonly ExampleQueryParam[]): Record<string, unknown> {
  const params: Record<string, unknown> = {};
  for (const { name, value: raw } of query) {
    // Numbers stay numbers; anything else is sent as the text curl and fetch send.
    const value = typeof raw === 'number' ? raw : scalarText(raw);
    const existing = params[name];
    if (existing === undefined) params[name] = value;
    else if (Array.isArray(existing)) existing.push(value);
    else params[name] = [existing, value];
  }
  return params;
}
