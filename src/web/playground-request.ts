/**
 * The "Try it" playground's contract and its request building. The page carries a
 * {@link PlaygroundConfig} as JSON on the form; the browser island reads the form into a
 * {@link PlaygroundState} and turns both into a `fetch` call with {@link buildRequest}: path
 * parameters encoded by their style, query arrays and objects serialised as the spec says,
 * headers and cookies, credentials (API key in header, query or cookie; bearer; basic), and a
 * JSON, form, multipart or text body.
 *
 * Pure and free of DOM, Node and React, so it sits in this leaf where both sides reach it: the
 * page renderer (`render/openapi`) writes the configuration with these types, and the browser
 * bundle (`src/client/playground.ts`) runs it.
 *
 * @module
 */

/** A parameter the playground asks for. */
export interface PlaygroundParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  /** How the input is read: as text, as a comma-separated list, or as a JSON object. */
  shape: 'scalar' | 'array' | 'object';
  style?: string | undefined;
  explode?: boolean | undefined;
}

/** A credential the playground asks for. */
export interface PlaygroundAuth {
  /** The security scheme's key. */
  id: string;
  /** `bearer` covers OAuth 2 and OpenID Connect tokens; `http` other HTTP schemes. */
  kind: 'apiKey' | 'bearer' | 'basic' | 'http';
  in: 'header' | 'query' | 'cookie';
  /** Header, query or cookie name. */
  name: string;
  /** For `http`: the scheme word put before the value (`Digest`). */
  prefix?: string | undefined;
}

/** A body the playground can send. */
export interface PlaygroundBody {
  mediaType: string;
  kind: 'json' | 'form' | 'multipart' | 'text';
  /** The editor's starting text. */
  sample: string;
}

/** What the page tells the playground about the operation (JSON in `data-folio-playground`). */
export interface PlaygroundConfig {
  /** Upper case. */
  method: string;
  /** The path template (`/pets/{petId}`). */
  path: string;
  parameters: PlaygroundParameter[];
  auth: PlaygroundAuth[];
  bodies: PlaygroundBody[];
  /** Send the browser's cookies and HTTP authentication along (`api.playground.credentials`). */
  credentials?: boolean | undefined;
  /**
   * The name credentials are kept under in memory while the page is open (one per API); older
   * versions kept them in sessionStorage under this name.
   */
  storageKey: string;
}

/** What the reader entered. Empty strings count as not entered. */
export interface PlaygroundState {
  baseUrl: string;
  /** Inputs by `in:name` (`path:petId`). */
  params: Record<string, string>;
  /** Credentials by scheme key; basic uses `id:username` and `id:password`. */
  auth: Record<string, string>;
  mediaType?: string | undefined;
  body?: string | undefined;
}

/** A request ready for `fetch(url, init)`. */
export interface PlaygroundRequest {
  url: string;
  init: {
    method: string;
    headers: Record<string, string>;
    body?: string | URLSearchParams | FormData;
  };
}

/** `base` + `path` with exactly one slash between them (the path alone when base is empty). */
export function joinUrl(base: string, path: string): string {
  const right = path.startsWith('/') ? path : `/${path}`;
  if (base === '' || base === '/') return right;
  return `${base.replace(/\/+$/, '')}${right}`;
}

/** Input the playground cannot send, with a message for the reader. */
export class PlaygroundInputError extends Error {
  override name = 'PlaygroundInputError';
}

/** The form key of a parameter's input. */
export function parameterKey(parameter: Pick<PlaygroundParameter, 'in' | 'name'>): string {
  return `${parameter.in}:${parameter.name}`;
}

/** Builds the request the reader asked for; throws {@link PlaygroundInputError} on bad input. */
export function buildRequest(config: PlaygroundConfig, state: PlaygroundState): PlaygroundRequest {
  const query: string[] = [];
  const headers: Record<string, string> = {};
  const cookies: string[] = [];
  const path = config.path.replace(/\{([^{}]+)\}/g, (_whole, name: string) => {
    const parameter = config.parameters.find((p) => p.in === 'path' && p.name === name) ?? {
      name,
      in: 'path' as const,
      required: true,
      shape: 'scalar' as const,
    };
    const raw = state.params[parameterKey(parameter)]?.trim() ?? '';
    if (raw === '')
      throw new PlaygroundInputError(`Enter a value for the path parameter "${name}".`);
    return pathValue(parameter, readValue(parameter, raw));
  });
  for (const parameter of config.parameters) {
    if (parameter.in === 'path') continue;
    const raw = state.params[parameterKey(parameter)]?.trim() ?? '';
    if (raw === '') continue;
    const value = readValue(parameter, raw);
    if (parameter.in === 'query') query.push(...queryPairs(parameter, value));
    else if (parameter.in === 'header') headers[parameter.name] = flatText(parameter, value);
    else cookies.push(`${parameter.name}=${encodeURIComponent(flatText(parameter, value))}`);
  }
  for (const auth of config.auth) {
    const value = credentialValue(auth, state.auth);
    if (value === undefined) continue;
    if (auth.in === 'query') query.push(`${encode(auth.name)}=${encode(value)}`);
    else if (auth.in === 'cookie') cookies.push(`${auth.name}=${encodeURIComponent(value)}`);
    else headers[auth.name] = value;
  }
  if (cookies.length > 0) headers['Cookie'] = cookies.join('; ');
  const url = joinUrl(state.baseUrl.trim(), path) + (query.length > 0 ? `?${query.join('&')}` : '');
  const init: PlaygroundRequest['init'] = { method: config.method.toUpperCase(), headers };
  const body = requestBody(config, state);
  if (body !== undefined) {
    if (body.contentType !== undefined) headers['Content-Type'] = body.contentType;
    init.body = body.value;
  }
  return { url, init };
}

function encode(text: string): string {
  return encodeURIComponent(text);
}

type InputValue = string | string[] | Record<string, string>;

function readValue(parameter: PlaygroundParameter, raw: string): InputValue {
  if (parameter.shape === 'array') {
    return raw
      .split(',')
      .map((item) => item.trim())
      .filter((item) => item !== '');
  }
  if (parameter.shape === 'object') {
    const value = parseJson(raw, `"${parameter.name}"`);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      throw new PlaygroundInputError(`"${parameter.name}" must be a JSON object.`);
    }
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, textOf(item)]));
  }
  return raw;
}

function parseJson(text: string, what: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new PlaygroundInputError(`${what} is not valid JSON: ${reason}`);
  }
}

function textOf(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** Path values by style: `simple` (default), `label` (`.a`) or `matrix` (`;id=a`). */
function pathValue(parameter: PlaygroundParameter, value: InputValue): string {
  const explode = parameter.explode === true;
  const items = Array.isArray(value)
    ? value.map(encode)
    : typeof value === 'object'
      ? Object.entries(value).map(([key, item]) =>
          explode ? `${encode(key)}=${encode(item)}` : `${encode(key)},${encode(item)}`,
        )
      : [encode(value)];
  if (parameter.style === 'label') return `.${items.join(explode ? '.' : ',')}`;
  if (parameter.style === 'matrix') {
    const name = encode(parameter.name);
    if (explode && Array.isArray(value)) return items.map((item) => `;${name}=${item}`).join('');
    return `;${name}=${items.join(explode ? ';' : ',')}`;
  }
  return items.join(',');
}

const delimiters: Readonly<Record<string, string>> = { spaceDelimited: '%20', pipeDelimited: '|' };

/** Query pairs by style: `form` (default, exploded), `spaceDelimited`, `pipeDelimited`, `deepObject`. */
function queryPairs(parameter: PlaygroundParameter, value: InputValue): string[] {
  const name = encode(parameter.name);
  const explode = parameter.explode ?? (parameter.style ?? 'form') === 'form';
  if (Array.isArray(value)) {
    if (explode) return value.map((item) => `${name}=${encode(item)}`);
    const separator = delimiters[parameter.style ?? ''] ?? ',';
    return [`${name}=${value.map(encode).join(separator)}`];
  }
  if (typeof value === 'object') {
    const entries = Object.entries(value);
    if (parameter.style === 'deepObject') {
      return entries.map(([key, item]) => `${encode(`${parameter.name}[${key}]`)}=${encode(item)}`);
    }
    if (explode) return entries.map(([key, item]) => `${encode(key)}=${encode(item)}`);
    return [`${name}=${entries.map(([key, item]) => `${encode(key)},${encode(item)}`).join(',')}`];
  }
  return [`${name}=${encode(value)}`];
}

/** Header and cookie values: lists comma-separated, objects as `key,value` (or `key=value`). */
function flatText(parameter: PlaygroundParameter, value: InputValue): string {
  if (Array.isArray(value)) return value.join(',');
  if (typeof value === 'object') {
    const joiner = parameter.explode === true ? '=' : ',';
    return Object.entries(value)
      .map(([key, item]) => `${key}${joiner}${item}`)
      .join(',');
  }
  return value;
}

function credentialValue(auth: PlaygroundAuth, values: Record<string, string>): string | undefined {
  if (auth.kind === 'basic') {
    const username = values[`${auth.id}:username`] ?? '';
    const password = values[`${auth.id}:password`] ?? '';
    if (username === '' && password === '') return undefined;
    return `Basic ${base64(`${username}:${password}`)}`;
  }
  const value = values[auth.id]?.trim() ?? '';
  if (value === '') return undefined;
  if (auth.kind === 'bearer') return `Bearer ${value.replace(/^bearer\s+/i, '')}`;
  if (auth.kind === 'http' && auth.prefix !== undefined) {
    const written = auth.prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return `${auth.prefix} ${value.replace(new RegExp(`^${written}\\s+`, 'i'), '')}`;
  }
  return value;
}

/** Base64 of the UTF-8 bytes of `text` (`btoa` alone rejects non-Latin-1 text). */
export function base64(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function requestBody(
  config: PlaygroundConfig,
  state: PlaygroundState,
): { value: string | URLSearchParams | FormData; contentType: string | undefined } | undefined {
  if (config.method.toUpperCase() === 'GET' || config.method.toUpperCase() === 'HEAD') {
    return undefined;
  }
  const text = state.body ?? '';
  if (text.trim() === '') return undefined;
  const body =
    config.bodies.find((candidate) => candidate.mediaType === state.mediaType) ?? config.bodies[0];
  if (body === undefined) return { value: text, contentType: undefined };
  switch (body.kind) {
    case 'json':
      parseJson(text, 'The body');
      return { value: text, contentType: body.mediaType };
    case 'form':
    case 'multipart': {
      const fields = formFields(parseJson(text, 'The body'));
      if (body.kind === 'form')
        return { value: new URLSearchParams(fields), contentType: undefined };
      const form = new FormData();
      for (const [name, value] of fields) form.append(name, value);
      return { value: form, contentType: undefined };
    }
    case 'text':
      return { value: text, contentType: body.mediaType };
  }
}

/** A JSON object as form fields: arrays give a field per item, objects are sent as JSON. */
function formFields(value: unknown): [string, string][] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new PlaygroundInputError('The body must be a JSON object of form fields.');
  }
  return Object.entries(value).flatMap(([name, item]) =>
    Array.isArray(item)
      ? item.map((entry): [string, string] => [name, textOf(entry)])
      : [[name, textOf(item)] as [string, string]],
  );
}
