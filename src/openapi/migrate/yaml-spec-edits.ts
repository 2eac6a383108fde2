/**
 * Edits to a YAML spec that touch only the lines of the extension: the operation is found in
 * the parsed document (with source ranges), and the `x-folio` pair is spliced into the text as
 * new lines at the operation's indentation. Comments, key order, quoting, blank lines and
 * everything else stay byte for byte; the document is never re-serialised.
 *
 * @module
 */
import { isDeepStrictEqual } from 'node:util';
import { isAlias, isMap, isScalar, parse, stringify, visit } from 'yaml';
import type { Document, Node, Pair } from 'yaml';
import type { ExtensionChange } from './extension-value.ts';
import { EXTENSION } from './extension-value.ts';
import { flowExtensionEdits } from './flow-members.ts';
import type { FlowMember } from './flow-members.ts';
import type { TextEdit } from './text-edits.ts';
import { detectEol, indentColumn, lineStartOf, nextLineStart } from './text-edits.ts';

type Range = [number, number, number];

/** The edits that apply `change` to the operation at `keys`, or why it cannot be edited. */
export function yamlExtensionEdits(
  document: Document.Parsed,
  text: string,
  keys: readonly string[],
  change: ExtensionChange,
): TextEdit[] | string {
  const node = document.getIn(keys, true) as Node | undefined;
  const where = keys.join(' > ');
  if (isAlias(node)) {
    return `the operation at ${where} is a YAML alias (*${node.source}); write it out in place`;
  }
  if (!isMap(node) || !node.range) return `the operation at ${where} is not a YAML mapping`;
  const pairs = node.items as Pair<Node | null, Node | null>[];
  const shared = sharedAnchor(document, keys, pairs, change);
  if (shared) return shared;
  for (const pair of pairs) {
    if (!isScalar(pair.key) || !pair.key.range) {
      return `the operation at ${where} has a key that is not a plain scalar`;
    }
  }
  if (node.flow) {
    const members: FlowMember[] = pairs.map((pair) => ({
      key: String((pair.key as { value: unknown }).value),
      start: rangeOf(pair.key)[0],
      end: valueEnd(pair),
    }));
    return flowExtensionEdits(
      text,
      { open: node.range[0], close: node.range[1] - 1, members },
      change,
      '  ',
    );
  }
  return (
    blockEdits(document, text, keys, pairs, change) ??
    `the operation at ${where} is laid out in a way this tool cannot edit safely`
  );
}

function blockEdits(
  document: Document.Parsed,
  text: string,
  keys: readonly string[],
  pairs: Pair<Node | null, Node | null>[],
  change: ExtensionChange,
): TextEdit[] | string | undefined {
  const first = pairs[0];
  const last = pairs.at(-1);
  if (!first || !last) return undefined;
  const column = indentColumn(text, rangeOf(first.key)[0]);
  if (column === undefined) return undefined;
  const eol = detectEol(text);
  const parentKey = (
    document.getIn(keys.slice(0, -1), true) as { items?: Pair[] } | undefined
  )?.items?.find((pair) => isScalar(pair.key) && pair.key.value === keys.at(-1))?.key as
    Node | undefined;
  const parentColumn = parentKey?.range ? indentColumn(text, parentKey.range[0]) : undefined;
  const unit = parentColumn !== undefined && column > parentColumn ? column - parentColumn : 2;
  const block = renderBlock(
    change.value,
    ' '.repeat(column),
    unit,
    indentsSequences(document, text),
    eol,
  );
  if (block === undefined) return 'x-folio cannot be written as YAML that reads back the same';

  const lineRange = (pair: Pair<Node | null, Node | null>): [number, number] | undefined => {
    const start = rangeOf(pair.key)[0];
    if (indentColumn(text, start) === undefined) return undefined;
    return [lineStartOf(text, start), nextLineStart(text, valueEnd(pair))];
  };

  const edits: TextEdit[] = [];
  const replaced = pairs.find((pair) => keyOf(pair) === change.replace);
  if (replaced) {
    const range = lineRange(replaced);
    if (!range) return undefined;
    edits.push({ offset: range[0], length: range[1] - range[0], content: block });
  } else {
    const offset = nextLineStart(text, valueEnd(last));
    // At the end of a file without a final line break, the block goes on a new line and the
    // file still ends without one.
    const atUnterminatedEnd = offset === text.length && !text.endsWith('\n');
    const content = atUnterminatedEnd ? eol + block.slice(0, -eol.length) : block;
    edits.push({ offset, length: 0, content });
  }
  for (const key of change.remove) {
    const pair = pairs.find((candidate) => keyOf(candidate) === key);
    if (!pair || pair === replaced) continue;
    const range = lineRange(pair);
    if (!range) return undefined;
    edits.push({ offset: range[0], length: range[1] - range[0], content: '' });
  }
  return edits;
}

/**
 * `x-folio:` and its value as block YAML lines at `indent`, ending with a line break. The text
 * is read back before it is used: where the block style would not give back the same value (a
 * block scalar that starts with spaces, at some indentations), strings are written quoted; and
 * when even that fails, undefined.
 */
function renderBlock(
  value: Record<string, unknown>,
  indent: string,
  unit: number,
  indentSeq: boolean,
  eol: string,
): string | undefined {
  const wrapped = { [EXTENSION]: value };
  const expected: unknown = JSON.parse(JSON.stringify(wrapped));
  for (const blockQuote of [true, false]) {
    const yaml = stringify(wrapped, { lineWidth: 0, indent: unit, indentSeq, blockQuote });
    if (isDeepStrictEqual(parse(yaml), expected)) return indentLines(yaml, indent, eol);
  }
  return undefined;
}

/** YAML text placed at `indent`, with `eol` line ends and a final one. */
function indentLines(yaml: string, indent: string, eol: string): string {
  return yaml
    .replace(/\n$/, '')
    .split('\n')
    .map((line) => (line === '' ? line : indent + line))
    .join(eol)
    .concat(eol);
}

const sequenceStyle = new WeakMap<Document.Parsed, boolean>();

/** Whether the file indents block sequences under their key (`key:\n  - a`) or not (`key:\n- a`). */
function indentsSequences(document: Document.Parsed, text: string): boolean {
  let indents = sequenceStyle.get(document);
  if (indents === undefined) {
    const match = /^( *)[^\s#-][^\n]*:[ \t]*\r?\n( *)- /m.exec(text);
    indents = match ? (match[2] ?? '').length > (match[1] ?? '').length : true;
    sequenceStyle.set(document, indents);
  }
  return indents;
}

/**
 * Why an edit at `keys` would reach beyond the operation, through YAML anchors: the operation (or
 * its path item) is anchored and reused elsewhere through an alias, so `x-folio` would appear on
 * every copy; or a key the change replaces or removes defines an anchor used elsewhere, which
 * would leave those aliases pointing nowhere.
 */
function sharedAnchor(
  document: Document.Parsed,
  keys: readonly string[],
  pairs: Pair<Node | null, Node | null>[],
  change: ExtensionChange,
): string | undefined {
  const used = aliasedAnchors(document);
  if (used.size === 0) return undefined;
  for (let depth = keys.length; depth >= 2; depth--) {
    const anchor = (document.getIn(keys.slice(0, depth), true) as Node | undefined)?.anchor;
    if (anchor !== undefined && used.has(anchor)) {
      const what =
        depth === keys.length ? 'the operation' : `the path item ${keys[depth - 1] ?? ''}`;
      return `${what} at ${keys.slice(0, depth).join(' > ')} is the anchor &${anchor}, reused elsewhere through *${anchor}: x-folio would appear on every copy; write the copies out`;
    }
  }
  const touched = pairs.filter((pair) => {
    const key = keyOf(pair);
    return key === change.replace || change.remove.includes(key);
  });
  for (const pair of touched) {
    let found: string | undefined;
    const look = (_key: unknown, item: Node) => {
      if (item.anchor !== undefined && used.has(item.anchor)) found ??= item.anchor;
    };
    for (const part of [pair.key, pair.value]) {
      if (!part) continue;
      look(null, part);
      visit(part, { Map: look, Seq: look, Scalar: look });
    }
    if (found !== undefined) {
      return `its ${keyOf(pair)} holds the anchor &${found}, which other parts of the spec use through *${found}: replacing it would break them`;
    }
  }
  return undefined;
}

const aliasesOf = new WeakMap<Document.Parsed, ReadonlySet<string>>();

/** The anchors that some alias of `document` refers to (found once per document). */
function aliasedAnchors(document: Document.Parsed): ReadonlySet<string> {
  let used = aliasesOf.get(document);
  if (!used) {
    const found = new Set<string>();
    visit(document, {
      Alias(_key, alias) {
        found.add(alias.source);
      },
    });
    aliasesOf.set(document, (used = found));
  }
  return used;
}

function keyOf(pair: Pair<Node | null, Node | null>): string {
  return String((pair.key as { value: unknown }).value);
}

function rangeOf(node: Node | null): Range {
  return node?.range ?? [0, 0, 0];
}

/** Where a pair's value ends (its key's end for an empty value). */
function valueEnd(pair: Pair<Node | null, Node | null>): number {
  return pair.value?.range ? pair.value.range[1] : rangeOf(pair.key)[1];
}
