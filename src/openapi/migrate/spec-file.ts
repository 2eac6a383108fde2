/**
 * A spec file as migrate-mdx edits it: its text, its parsed value (to find operations and read
 * their extensions), and the edits that set an operation's `x-folio`. YAML goes through
 * `yaml-spec-edits.ts`; JSON through a jsonc-parser tree and `flow-members.ts`, in the file's
 * own indentation.
 *
 * @module
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { findNodeAtLocation, parseTree } from 'jsonc-parser';
import type { Node as JsonNode } from 'jsonc-parser';
import { isMap, isScalar, parseDocument } from 'yaml';
import type { Document } from 'yaml';
import { HTTP_METHODS } from '../../navigation/index.ts';
import { isObject } from '../read-spec-document.ts';
import type { ExtensionChange } from './extension-value.ts';
import { flowExtensionEdits } from './flow-members.ts';
import type { TextEdit } from './text-edits.ts';
import { detectJsonIndent, positionAt } from './text-edits.ts';
import { yamlExtensionEdits } from './yaml-spec-edits.ts';

export type SpecFile =
  | {
      key: string;
      format: 'yaml';
      text: string;
      value: Record<string, unknown>;
      document: Document.Parsed;
    }
  | { key: string; format: 'json'; text: string; value: Record<string, unknown>; tree: JsonNode };

/** Where an operation sits in a spec: `['paths', '/users', 'get']` or `['webhooks', name, 'post']`. */
export interface OperationLocation {
  keys: [string, string, string];
  operation: Record<string, unknown>;
}

/** Reads and parses the spec `key` (relative to `root`), or says why it cannot be edited. */
export async function readSpecFile(root: string, key: string): Promise<SpecFile | string> {
  let text: string;
  try {
    text = await readFile(path.join(root, key), 'utf8');
  } catch (error) {
    return `${key} cannot be read (${(error as NodeJS.ErrnoException).code ?? 'unknown error'})`;
  }
  // A byte-order mark is not part of the text; writing the file puts it back.
  return parseSpecFile(key, text.replace(/^\uFEFF/, ''));
}

/** Parses spec text the way the spec loader does (JSON for `.json`, YAML otherwise). */
export function parseSpecFile(key: string, text: string): SpecFile | string {
  if (/\.json$/i.test(key)) {
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      return `${key} is not valid JSON`;
    }
    const tree = parseTree(text);
    if (!isObject(value) || tree?.type !== 'object') return `${key} is not a JSON object`;
    return { key, format: 'json', text, value, tree };
  }
  const document = parseDocument(text, { uniqueKeys: false });
  if (document.errors.length) return `${key} is not valid YAML`;
  let value: unknown;
  try {
    value = document.toJS({ maxAliasCount: -1 });
  } catch (error) {
    return `${key} cannot be read as YAML (${(error as Error).message})`;
  }
  if (!isObject(value)) return `${key} is not a YAML mapping`;
  return { key, format: 'yaml', text, value, document };
}

/**
 * The operation `method` `route` of a parsed spec, as the spec loader lists it: `paths` (exact
 * path, or the same path with or without a trailing `/`), or for `webhook` the webhook named
 * `route` under `webhooks` / `x-webhooks` (its `post`, else its first operation).
 */
export function locateOperation(
  value: Record<string, unknown>,
  method: string,
  route: string,
): OperationLocation | undefined {
  if (method === 'webhook') {
    for (const container of ['webhooks', 'x-webhooks']) {
      const item = (value[container] as Record<string, unknown> | undefined)?.[route];
      if (!isObject(item)) continue;
      const verb = isObject(item['post'])
        ? 'post'
        : HTTP_METHODS.find((candidate) => isObject(item[candidate]));
      const operation = verb ? item[verb] : undefined;
      if (verb && isObject(operation)) return { keys: [container, route, verb], operation };
    }
    return undefined;
  }
  const paths = isObject(value['paths']) ? value['paths'] : {};
  const trimmed = route.replace(/\/+$/, '');
  const key =
    route in paths
      ? route
      : Object.keys(paths).find((candidate) => candidate.replace(/\/+$/, '') === trimmed);
  const item = key === undefined ? undefined : paths[key];
  const operation = isObject(item) ? item[method] : undefined;
  return key !== undefined && isObject(operation)
    ? { keys: ['paths', key, method], operation }
    : undefined;
}

/** Where the operation at `keys` starts in the spec text: its method (or webhook) key. */
export function operationPosition(
  spec: SpecFile,
  keys: readonly string[],
): { line: number; column: number } {
  let offset: number;
  if (spec.format === 'json') {
    const property = findNodeAtLocation(spec.tree, [...keys])?.parent;
    offset = property?.children?.[0]?.offset ?? 0;
  } else {
    const parent = spec.document.getIn(keys.slice(0, -1), true);
    const pair = isMap(parent)
      ? parent.items.find((item) => isScalar(item.key) && item.key.value === keys.at(-1))
      : undefined;
    offset = (isScalar(pair?.key) ? pair.key.range?.[0] : undefined) ?? 0;
  }
  return positionAt(spec.text, offset);
}

/** The edits that apply `change` to the operation at `location`, or why they cannot be made. */
export function specEdits(
  spec: SpecFile,
  location: OperationLocation,
  change: ExtensionChange,
): TextEdit[] | string {
  if (spec.format === 'yaml') {
    return yamlExtensionEdits(spec.document, spec.text, location.keys, change);
  }
  const node = findNodeAtLocation(spec.tree, location.keys);
  if (node?.type !== 'object')
    return `the operation at ${location.keys.join(' > ')} is not an object`;
  const members = (node.children ?? []).flatMap((property) => {
    const [keyNode, valueNode] = property.children ?? [];
    if (!keyNode || !valueNode) return [];
    return [
      {
        key: String(keyNode.value),
        start: keyNode.offset,
        end: valueNode.offset + valueNode.length,
      },
    ];
  });
  const unit = detectJsonIndent(spec.text).unit;
  return flowExtensionEdits(
    spec.text,
    { open: node.offset, close: node.offset + node.length - 1, members },
    change,
    unit,
  );
}
