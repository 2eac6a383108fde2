/**
 * The new text of docs.json (and of any file it includes with `$ref`) after migration: entries
 * replaced, `openapi` added to levels, redirects appended. Each change is found through the
 * config's source map (so it lands in whichever file holds it) and spliced into that file's
 * text: a replaced string, or a new member / item laid out like its neighbours (one per line
 * at their indentation, or inline). Nothing else in the file changes, not even the layout of
 * the lines around an edit.
 *
 * @module
 */
import { findNodeAtOffset, parseTree } from 'jsonc-parser';
import type { Node as JsonNode } from 'jsonc-parser';
import type { SourcePosition } from '../../shared/index.ts';
import type { JsonPath } from './navigation-entries.ts';
import type { TextEdit } from './text-edits.ts';
import {
  applyTextEdits,
  detectEol,
  detectJsonIndent,
  indentColumn,
  indentFollowingLines,
  inlineJson,
  lineIndent,
  offsetAt,
} from './text-edits.ts';

/** What changes in the navigation. */
export interface DocsJsonChanges {
  /** Entries (JSON paths of the resolved config) and their new text. */
  entries: { path: JsonPath; value: string }[];
  /** Levels that get `"openapi": spec`, after their label key. */
  scopes: { path: JsonPath; labelKey?: string | undefined; spec: string }[];
  /** Redirects to append to `redirects` (created when docs.json has none). */
  redirects: { source: string; destination: string }[];
}

/** The config's files and where each value of it comes from. */
export interface ConfigSources {
  sources: ReadonlyMap<string, string>;
  locate: (path: readonly PropertyKey[]) => SourcePosition | undefined;
  /** Whether the config has a `redirects` array. */
  hasRedirects: boolean;
}

/** The new text of every file that changes, or why a change could not be placed. */
export function editDocsJson(
  config: ConfigSources,
  changes: DocsJsonChanges,
  mainFile = 'docs.json',
): Map<string, string> | string {
  const edits = new Map<string, TextEdit[]>();
  const trees = new Map<string, JsonNode | undefined>();
  const nodeAt = (path: JsonPath, type: JsonNode['type']) => {
    const position = config.locate(path);
    const text = position ? config.sources.get(position.file) : undefined;
    if (!position || text === undefined) return undefined;
    if (!trees.has(position.file)) trees.set(position.file, parseTree(text));
    const tree = trees.get(position.file);
    const offset = offsetAt(text, position.line, position.column);
    const node = tree ? findNodeAtOffset(tree, offset) : undefined;
    return node?.type === type && node.offset === offset
      ? { file: position.file, text, node }
      : undefined;
  };
  // A file included twice yields the same edit twice: it is made once.
  const add = (file: string, edit: TextEdit): string | undefined => {
    const list = edits.get(file) ?? [];
    const same = list.find((other) => other.offset === edit.offset);
    if (same) {
      const identical = same.length === edit.length && same.content === edit.content;
      return identical ? undefined : `two different changes at the same place of ${file}`;
    }
    list.push(edit);
    edits.set(file, list);
    return undefined;
  };

  for (const entry of changes.entries) {
    const found = nodeAt(entry.path, 'string');
    if (!found) return `cannot find the entry at ${entry.path.join('.')} in docs.json`;
    const conflict = add(found.file, {
      offset: found.node.offset,
      length: found.node.length,
      content: JSON.stringify(entry.value),
    });
    if (conflict) return conflict;
  }
  for (const scope of changes.scopes) {
    const found = nodeAt(scope.path, 'object');
    if (!found) return `cannot find the level at ${scope.path.join('.')} in docs.json`;
    const member = insertMember(found.text, found.node, scope.labelKey, 'openapi', scope.spec);
    const conflict = add(found.file, member);
    if (conflict) return conflict;
  }
  if (changes.redirects.length) {
    if (config.hasRedirects) {
      const found = nodeAt(['redirects'], 'array');
      if (!found) return 'cannot find "redirects" in docs.json';
      const conflict = add(found.file, appendItems(found.text, found.node, changes.redirects));
      if (conflict) return conflict;
    } else {
      const text = config.sources.get(mainFile);
      const root = text === undefined ? undefined : parseTree(text);
      if (text === undefined || root?.type !== 'object') return 'docs.json is not a JSON object';
      const conflict = add(
        mainFile,
        insertMember(text, root, undefined, 'redirects', changes.redirects),
      );
      if (conflict) return conflict;
    }
  }

  const texts = new Map<string, string>();
  for (const [file, list] of edits) {
    const text = config.sources.get(file) ?? '';
    texts.set(file, applyTextEdits(text, list));
  }
  return texts;
}

/** Inserts `"key": value` into `object`, after the member `afterKey` (or last), laid out like its members. */
export function insertMember(
  text: string,
  object: JsonNode,
  afterKey: string | undefined,
  key: string,
  value: unknown,
): TextEdit {
  const members = object.children ?? [];
  const eol = detectEol(text);
  const unit = detectJsonIndent(text).unit;
  const anchor =
    members.find((member) => member.children?.[0]?.value === afterKey) ?? members.at(-1);
  const firstKey = members[0]?.children?.[0];
  const multiline = members.length
    ? text.slice(object.offset, object.offset + object.length).includes('\n')
    : text.includes('\n');
  const indent =
    firstKey && indentColumn(text, firstKey.offset) !== undefined
      ? lineIndent(text, firstKey.offset)
      : lineIndent(text, object.offset) + unit;
  const rendered = multiline
    ? indentFollowingLines(JSON.stringify(value, null, unit), indent, eol)
    : inlineJson(value);
  const member = `${JSON.stringify(key)}: ${rendered}`;
  if (!anchor) {
    const content = multiline
      ? `{${eol}${indent}${member}${eol}${lineIndent(text, object.offset)}}`
      : `{${member}}`;
    return { offset: object.offset, length: object.length, content };
  }
  const end = anchor.offset + anchor.length;
  return {
    offset: end,
    length: 0,
    content: multiline ? `,${eol}${indent}${member}` : `, ${member}`,
  };
}

/** Appends `items` to `array`, each laid out like the array's last item. */
export function appendItems(text: string, array: JsonNode, items: readonly unknown[]): TextEdit {
  const eol = detectEol(text);
  const unit = detectJsonIndent(text).unit;
  const existing = array.children ?? [];
  const last = existing.at(-1);
  if (!last) {
    const indent = lineIndent(text, array.offset);
    const body = items
      .map(
        (item) =>
          indent +
          unit +
          indentFollowingLines(JSON.stringify(item, null, unit), indent + unit, eol),
      )
      .join(`,${eol}`);
    return {
      offset: array.offset,
      length: array.length,
      content: `[${eol}${body}${eol}${indent}]`,
    };
  }
  const lastText = text.slice(last.offset, last.offset + last.length);
  const onOwnLine = indentColumn(text, last.offset) !== undefined;
  const indent = onOwnLine ? lineIndent(text, last.offset) : '';
  const render = (item: unknown) =>
    lastText.includes('\n')
      ? indentFollowingLines(JSON.stringify(item, null, unit), indent, eol)
      : inlineJson(item);
  const separator = onOwnLine ? `,${eol}${indent}` : ', ';
  const content = items.map((item) => separator + render(item)).join('');
  return { offset: last.offset + last.length, length: 0, content };
}
