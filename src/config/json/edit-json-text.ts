/**
 * Edits of a JSON file as text (jsonc-parser's `modify`), so everything outside the edited value
 * keeps its formatting, order and comments: a container written on one line stays on one line,
 * others get the indentation and line ends the file already uses. The docs agent's docs.json
 * tool and `folio rename` edit docs.json and its includes through here.
 *
 * @module
 */
import { findNodeAtLocation, modify } from 'jsonc-parser';
import type { Edit, FormattingOptions, JSONPath, Node } from 'jsonc-parser';

/**
 * The edits that put `value` at `segments` of `text` (whose tree is `tree`), inserted into an
 * array when `insert` is set and the path ends with an index (`-1`: at the end).
 */
export function jsonValueEdits(
  text: string,
  tree: Node,
  segments: JSONPath,
  value: unknown,
  insert = false,
): Edit[] {
  const parent = findNodeAtLocation(tree, segments.slice(0, -1));
  const oneLine =
    parent !== undefined &&
    !text.slice(parent.offset, parent.offset + parent.length).includes('\n');
  if (insert && !oneLine && parent) {
    const appended = appendedItem(text, parent, segments.at(-1), value);
    if (appended) return [appended];
  }
  const edits = modify(text, segments, value, {
    ...(oneLine ? {} : { formattingOptions: jsonFormatting(text) }),
    isArrayInsertion: insert,
  });
  if (!oneLine) return edits;
  const compact = JSON.stringify(value);
  return edits.map((edit) => ({
    ...edit,
    content: spacedCommas(
      compact ? edit.content.replace(compact, inlineJson(value)) : edit.content,
    ),
  }));
}

/** `value` on one line as people write it: a space after each `:` and `,`. */
function inlineJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(inlineJson).join(', ')}]`;
  if (typeof value === 'object' && value !== null) {
    const members = Object.entries(value).map(
      ([key, item]) => `${JSON.stringify(key)}: ${inlineJson(item)}`,
    );
    return `{ ${members.join(', ')} }`;
  }
  return JSON.stringify(value);
}

/**
 * The edit that appends `value` to the multi-line array `array` (when `index` is -1 or past its
 * end), on a line of its own indented like the last item. jsonc-parser's own formatting of an
 * insertion re-formats the whole line it starts on, which would spread a one-line last item
 * over several lines; here that item stays as written. Undefined when the array is empty or its
 * last item shares its line with something before it.
 */
function appendedItem(
  text: string,
  array: Node,
  index: string | number | undefined,
  value: unknown,
): Edit | undefined {
  const items = array.children ?? [];
  const last = items.at(-1);
  if (array.type !== 'array' || !last || typeof index !== 'number') return undefined;
  if (index !== -1 && index < items.length) return undefined;
  const lineStart = text.lastIndexOf('\n', last.offset - 1) + 1;
  const indent = text.slice(lineStart, last.offset);
  if (!/^[ \t]*$/.test(indent)) return undefined;
  const { insertSpaces, tabSize, eol = '\n' } = jsonFormatting(text);
  const unit = insertSpaces ? ' '.repeat(tabSize ?? 2) : '\t';
  const block = JSON.stringify(value, null, unit).split('\n').join(`${eol}${indent}`);
  return { offset: last.offset + last.length, length: 0, content: `,${eol}${indent}${block}` };
}

/** `,"a"` as `, "a"` and `"a",` as `"a", `: how one-line lists are written. */
function spacedCommas(content: string): string {
  return content.replace(/^,(?=\S)/, ', ').replace(/(?<=\S),$/, ', ');
}

/** The indentation and line ends the file already uses. */
export function jsonFormatting(text: string): FormattingOptions {
  const indent = /^[ \t]+(?=\S)/m.exec(text)?.[0] ?? '  ';
  const eol = text.includes('\r\n') ? '\r\n' : '\n';
  if (indent.startsWith('\t')) return { insertSpaces: false, tabSize: 1, eol };
  return { insertSpaces: true, tabSize: indent.length, eol };
}
