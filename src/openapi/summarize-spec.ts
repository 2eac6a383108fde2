/**
 * The operations of an OpenAPI document, as navigation needs them: method, path, summary, tags,
 * `x-hidden`, `x-excluded`, and the `x-folio` (or `x-mint`) href, title, sidebar title, icon and
 * tag; and the servers it declares (see `declaredServers`).
 *
 * @module
 */
import { HTTP_METHODS } from '../navigation/index.ts';
import type { OperationSummary, SpecServer } from '../navigation/index.ts';
import { declaredServers } from './declared-servers.ts';
import { isObject } from './read-spec-document.ts';

export interface SpecSummary {
  operations: OperationSummary[];
  tagOrder: string[];
  servers: SpecServer[];
}

export function summarizeSpec(document: Record<string, unknown>): SpecSummary {
  const operations: OperationSummary[] = [];
  const paths = isObject(document['paths']) ? document['paths'] : {};
  for (const [route, item] of Object.entries(paths)) {
    if (!isObject(item)) continue;
    for (const method of HTTP_METHODS) {
      const operation = item[method];
      if (isObject(operation)) operations.push(summarize(method, route, operation));
    }
  }
  // OpenAPI 3.1 `webhooks`, and the `x-webhooks` extension older specs use.
  for (const key of ['webhooks', 'x-webhooks']) {
    const webhooks = document[key];
    if (!isObject(webhooks)) continue;
    for (const [name, item] of Object.entries(webhooks)) {
      if (!isObject(item)) continue;
      const operation = item['post'] ?? HTTP_METHODS.map((method) => item[method]).find(isObject);
      if (isObject(operation)) operations.push(summarize('webhook', name, operation));
    }
  }
  const tags = Array.isArray(document['tags']) ? document['tags'] : [];
  const tagOrder = tags.flatMap((tag) =>
    isObject(tag) && typeof tag['name'] === 'string' ? [tag['name']] : [],
  );
  return { operations, tagOrder, servers: declaredServers(document) };
}

function summarize(
  method: string,
  route: string,
  operation: Record<string, unknown>,
): OperationSummary {
  const extension = isObject(operation['x-folio'])
    ? operation['x-folio']
    : isObject(operation['x-mint'])
      ? operation['x-mint']
      : {};
  const metadata = isObject(extension['metadata']) ? extension['metadata'] : {};
  const tags = Array.isArray(operation['tags'])
    ? operation['tags'].filter((tag): tag is string => typeof tag === 'string')
    : [];
  return {
    method,
    path: route,
    summary: typeof operation['summary'] === 'string' ? operation['summary'] : undefined,
    tags,
    operationId:
      typeof operation['operationId'] === 'string' ? operation['operationId'] : undefined,
    hidden: operation['x-hidden'] === true,
    excluded: operation['x-excluded'] === true,
    href: typeof extension['href'] === 'string' ? extension['href'] : undefined,
    title: text(metadata['title']),
    sidebarTitle: text(metadata['sidebarTitle']),
    icon: iconOf(metadata['icon']),
    tag: text(metadata['tag']),
  };
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** An icon as frontmatter writes it: a name or path, or `{ name, style?, library? }`. */
function iconOf(value: unknown): OperationSummary['icon'] {
  if (typeof value === 'string' && value !== '') return value;
  if (isObject(value) && typeof value['name'] === 'string') {
    return value as OperationSummary['icon'];
  }
  return undefined;
}
