/**
 * The parts of an AsyncAPI document a channel page shows, in one shape for 2.x and 3.x: the
 * servers (protocol and URL), and per channel its address, the operations on it (3.x `send` /
 * `receive`, 2.x `publish` / `subscribe`) and the messages each carries with their payload
 * schemas and examples. The document must have its `$ref`s resolved (see `read-async-document`).
 *
 * @module
 */
import { isObject } from './read-async-document.ts';

export interface AsyncServer {
  name: string;
  protocol?: string | undefined;
  url: string;
  description?: string | undefined;
}

export interface AsyncExample {
  name?: string | undefined;
  summary?: string | undefined;
  payload?: unknown;
  headers?: unknown;
}

export interface AsyncMessage {
  name: string;
  title?: string | undefined;
  summary?: string | undefined;
  description?: string | undefined;
  contentType?: string | undefined;
  /** The payload's JSON Schema, as written (references resolved). */
  payload?: Record<string, unknown> | undefined;
  headers?: Record<string, unknown> | undefined;
  examples: AsyncExample[];
}

export interface AsyncOperation {
  id: string;
  /** 3.x `send` / `receive`; 2.x `publish` / `subscribe`. */
  action: string;
  summary?: string | undefined;
  description?: string | undefined;
  messages: AsyncMessage[];
}

export interface AsyncChannel {
  /** The key under `channels` (the address itself in 2.x). */
  id: string;
  address: string;
  title?: string | undefined;
  summary?: string | undefined;
  description?: string | undefined;
  servers: AsyncServer[];
  parameters: { name: string; description?: string | undefined; schema?: unknown }[];
  operations: AsyncOperation[];
}

export interface AsyncApiModel {
  version: string;
  title?: string | undefined;
  channels: AsyncChannel[];
}

/** The channels of a resolved AsyncAPI `document` of `version` (2.x or 3.x). */
export function asyncApiModel(document: Record<string, unknown>, version: string): AsyncApiModel {
  const info = isObject(document['info']) ? document['info'] : {};
  const v2 = version.startsWith('2.');
  const servers = entries(document['servers']).map(([name, raw]) => serverOf(name, raw, v2));
  const channels = entries(document['channels']).map(([id, raw]) =>
    v2 ? channelV2(id, raw, servers) : channelV3(id, raw, document, servers),
  );
  return { version, title: text(info['title']), channels };
}

function channelV2(id: string, raw: Record<string, unknown>, all: AsyncServer[]): AsyncChannel {
  const names = Array.isArray(raw['servers'])
    ? raw['servers'].filter((s) => typeof s === 'string')
    : [];
  const operations: AsyncOperation[] = [];
  for (const action of ['publish', 'subscribe'] as const) {
    const op = raw[action];
    if (!isObject(op)) continue;
    const message = op['message'];
    const list =
      isObject(message) && Array.isArray(message['oneOf']) ? message['oneOf'] : [message];
    operations.push({
      id: text(op['operationId']) ?? action,
      action,
      summary: text(op['summary']),
      description: text(op['description']),
      messages: list.filter(isObject).map((m, index) => messageOf(m, `message${index + 1}`)),
    });
  }
  return {
    id,
    address: id,
    description: text(raw['description']),
    summary: operations.find((op) => op.summary)?.summary,
    servers: names.length ? all.filter((s) => names.includes(s.name)) : all,
    parameters: parametersOf(raw['parameters']),
    operations,
  };
}

function channelV3(
  id: string,
  raw: Record<string, unknown>,
  document: Record<string, unknown>,
  all: AsyncServer[],
): AsyncChannel {
  // 3.x channel servers are resolved references: the server objects themselves.
  const own = Array.isArray(raw['servers']) ? raw['servers'] : [];
  const servers = own.length
    ? all.filter((server) => own.some((o) => isObject(o) && serverUrl(o, false) === server.url))
    : all;
  const messages = entries(raw['messages']).map(([name, m]) => messageOf(m, name));
  const operations: AsyncOperation[] = [];
  for (const [opId, op] of entries(document['operations'])) {
    // After resolution, an operation's `channel` is the channel object itself.
    if (op['channel'] !== raw) continue;
    const named = Array.isArray(op['messages']) ? op['messages'].filter(isObject) : [];
    operations.push({
      id: opId,
      action: text(op['action']) ?? 'send',
      summary: text(op['summary']) ?? text(op['title']),
      description: text(op['description']),
      messages: named.length
        ? named.map((m) => messages.find((known) => known.source === m) ?? messageOf(m, 'message'))
        : messages,
    });
  }
  return {
    id,
    address: text(raw['address']) ?? id,
    title: text(raw['title']),
    summary: text(raw['summary']),
    description: text(raw['description']),
    servers,
    parameters: parametersOf(raw['parameters']),
    operations: operations.map((op) => ({ ...op, messages: op.messages.map(strip) })),
  };
}

function messageOf(raw: Record<string, unknown>, name: string): AsyncMessage & { source: object } {
  const examples = Array.isArray(raw['examples']) ? raw['examples'].filter(isObject) : [];
  return {
    source: raw,
    name: text(raw['name']) ?? text(raw['messageId']) ?? name,
    title: text(raw['title']),
    summary: text(raw['summary']),
    description: text(raw['description']),
    contentType: text(raw['contentType']),
    payload: isObject(raw['payload']) ? raw['payload'] : undefined,
    headers: isObject(raw['headers']) ? raw['headers'] : undefined,
    examples: examples.map((example) => ({
      name: text(example['name']),
      summary: text(example['summary']),
      payload: example['payload'],
      headers: example['headers'],
    })),
  };
}

/** A message without the object it was read from (kept only to match 3.x operations to it). */
function strip(message: AsyncMessage & { source?: object }): AsyncMessage {
  const { source: _source, ...rest } = message;
  return rest;
}

function serverOf(name: string, raw: Record<string, unknown>, v2: boolean): AsyncServer {
  return {
    name,
    protocol: text(raw['protocol']),
    url: serverUrl(raw, v2),
    description: text(raw['description']),
  };
}

/** 2.x `url`; 3.x `host` and `pathname`, with the protocol as scheme when the host has none. */
function serverUrl(raw: Record<string, unknown>, v2: boolean): string {
  if (v2 || typeof raw['url'] === 'string') return text(raw['url']) ?? '';
  const host = text(raw['host']) ?? '';
  const protocol = text(raw['protocol']);
  const base = protocol && !host.includes('://') ? `${protocol}://${host}` : host;
  return base + (text(raw['pathname']) ?? '');
}

function parametersOf(raw: unknown): AsyncChannel['parameters'] {
  return entries(raw).map(([name, p]) => ({
    name,
    description: text(p['description']),
    schema:
      p['schema'] ??
      (p['enum'] || p['default'] ? { enum: p['enum'], default: p['default'] } : undefined),
  }));
}

function entries(value: unknown): [string, Record<string, unknown>][] {
  if (!isObject(value)) return [];
  return Object.entries(value).filter((entry): entry is [string, Record<string, unknown>] =>
    isObject(entry[1]),
  );
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}
