/**
 * JSON parsing that keeps positions: every object and array of the result is recorded in a
 * {@link JsonSourceMap}, so any later problem can name file:line:column.
 *
 * @module
 */
import { createScanner, parseTree, printParseErrorCode } from 'jsonc-parser';
import type { Node, ParseError } from 'jsonc-parser';
import type { Diagnostic, SourcePosition } from '../../shared/index.ts';
import { LineIndex } from './line-index.ts';
import { parsePlainJson, scanJson } from './plain-json.ts';
import type { JsonSourceMap, SourceFile } from './source-map.ts';

/** Deeper nesting than this is refused: no real docs.json comes close, and it keeps parsing safe. */
export const MAX_JSON_DEPTH = 256;

export interface ParsedJson {
  value: unknown;
  diagnostics: Diagnostic[];
}

const syntaxMessages: Record<string, { message: string; hint?: string }> = {
  InvalidSymbol: {
    message: 'Unexpected character',
    hint: 'Check for a stray character or a missing quote.',
  },
  InvalidNumberFormat: {
    message: 'Invalid number',
    hint: 'JSON numbers have no leading zeros, no trailing dot and no hex.',
  },
  PropertyNameExpected: {
    message: 'Expected a property name in double quotes',
    hint: 'Quote keys with double quotes, like "pages".',
  },
  ValueExpected: {
    message: 'Expected a value',
    hint: 'Write a string, number, object, array, true, false or null here.',
  },
  ColonExpected: { message: "Expected ':' after the property name" },
  CommaExpected: {
    message: "Expected ',' between two entries",
    hint: 'Add a comma after the previous entry.',
  },
  CloseBraceExpected: {
    message: "Expected '}' to close the object",
    hint: 'Add the missing } or a comma before the next key.',
  },
  CloseBracketExpected: {
    message: "Expected ']' to close the array",
    hint: 'Add the missing ] or a comma before the next item.',
  },
  EndOfFileExpected: {
    message: 'Unexpected content after the end of the JSON document',
    hint: 'A JSON file holds exactly one value; remove what follows it.',
  },
  InvalidCommentToken: { message: 'Invalid comment' },
  UnexpectedEndOfComment: {
    message: 'Unterminated block comment',
    hint: 'Close the comment with */.',
  },
  UnexpectedEndOfString: {
    message: 'Unterminated string',
    hint: 'Close the string with a double quote.',
  },
  UnexpectedEndOfNumber: { message: 'Unterminated number' },
  InvalidUnicode: {
    message: 'Invalid \\u escape in string',
    hint: 'Write \\u followed by four hex digits.',
  },
  InvalidEscapeCharacter: {
    message: 'Invalid escape sequence in string',
    hint: 'Valid escapes are \\" \\\\ \\/ \\b \\f \\n \\r \\t and \\uXXXX.',
  },
  InvalidCharacter: {
    message: 'Control character in string',
    hint: 'Write a line break inside a string as \\n.',
  },
};

/**
 * Parses `text` (the contents of `file`, a path relative to the docs folder). Objects and arrays
 * of the result are recorded in `sourceMap` (plain JSON's when a location is first asked for).
 * Syntax errors stop the parse: `value` is then undefined and `diagnostics` holds the first
 * error, positioned. `plain: false` always takes the parse with positions (for tests that
 * compare the two).
 */
export function parseJson(
  text: string,
  file: string,
  sourceMap: JsonSourceMap,
  { plain = true }: { plain?: boolean } = {},
): ParsedJson {
  const lines = new LineIndex(text);
  const at = (offset: number): SourcePosition => ({ file, ...lines.position(offset) });
  const diagnostics: Diagnostic[] = [];

  if (text.trim() === '') {
    diagnostics.push({
      severity: 'error',
      code: 'json-syntax',
      message: `${file} is empty`,
      hint: 'A docs.json file holds one JSON object, at least {"name": "...", "navigation": {...}}.',
      position: at(0),
    });
    return { value: undefined, diagnostics };
  }

  const { tooDeep, keys } = scanJson(text, MAX_JSON_DEPTH);
  if (tooDeep !== undefined) {
    diagnostics.push({
      severity: 'error',
      code: 'json-too-deep',
      message: `JSON nesting deeper than ${MAX_JSON_DEPTH} levels`,
      hint: 'Flatten the structure; real navigation trees are a few levels deep.',
      position: at(tooDeep),
    });
    return { value: undefined, diagnostics };
  }

  // Plain JSON, the common case, without positions until one is needed.
  const parsed = plain ? parsePlainJson(text, keys, { file, lines }, sourceMap) : undefined;
  if (parsed) return { value: parsed.value, diagnostics };

  // Strict JSON first (one pass). Only when that fails, parse leniently to tell comments and
  // trailing commas (warnings) from real syntax errors.
  let errors: ParseError[] = [];
  let tree = parseTree(text, errors, { allowTrailingComma: false, disallowComments: true });
  let lenient = false;
  if (errors.length) {
    errors = [];
    tree = parseTree(text, errors, { allowTrailingComma: true, disallowComments: false });
    lenient = true;
  }
  const first = errors[0];
  if (first || !tree) {
    const name = first ? printParseErrorCode(first.error) : 'ValueExpected';
    const known = syntaxMessages[name] ?? { message: `Invalid JSON (${name})` };
    diagnostics.push({
      severity: 'error',
      code: 'json-syntax',
      message: `Invalid JSON: ${known.message}`,
      ...(known.hint ? { hint: known.hint } : {}),
      position: at(first?.offset ?? 0),
    });
    return { value: undefined, diagnostics };
  }

  if (lenient) diagnostics.push(...findLenientSyntax(text, at));
  const value = buildValue(tree, { file, lines }, sourceMap, diagnostics);
  return { value, diagnostics };
}

function buildValue(
  node: Node,
  source: SourceFile,
  sourceMap: JsonSourceMap,
  diagnostics: Diagnostic[],
): unknown {
  switch (node.type) {
    case 'object': {
      const object: Record<string, unknown> = {};
      const keys = new Map<string, { key: number; value: number }>();
      for (const property of node.children ?? []) {
        const [keyNode, valueNode] = property.children ?? [];
        if (!keyNode || !valueNode) continue;
        const key = keyNode.value as string;
        if (key === '__proto__') {
          diagnostics.push({
            severity: 'warning',
            code: 'unsafe-key',
            message: 'The key "__proto__" is not allowed in docs.json; it is ignored',
            hint: 'Remove it.',
            position: { file: source.file, ...source.lines.position(keyNode.offset) },
          });
          continue;
        }
        if (keys.has(key)) {
          diagnostics.push({
            severity: 'warning',
            code: 'duplicate-key',
            message: `Duplicate key "${key}": the earlier value is dropped and this one is used`,
            hint: 'Remove one of the two entries.',
            position: { file: source.file, ...source.lines.position(keyNode.offset) },
          });
        }
        object[key] = buildValue(valueNode, source, sourceMap, diagnostics);
        keys.set(key, { key: keyNode.offset, value: valueNode.offset });
      }
      sourceMap.set(object, { source, self: node.offset, keys, items: [] });
      return object;
    }
    case 'array': {
      const children = node.children ?? [];
      const array = children.map((child) => buildValue(child, source, sourceMap, diagnostics));
      sourceMap.set(array, {
        source,
        self: node.offset,
        keys: new Map(),
        items: children.map((child) => child.offset),
      });
      return array;
    }
    default:
      return node.value as unknown;
  }
}

/** Token kinds of the jsonc-parser scanner (its `SyntaxKind` is a const enum, not importable as a value). */
const Token = {
  CloseBrace: 2,
  CloseBracket: 4,
  Comma: 5,
  LineComment: 12,
  BlockComment: 13,
  LineBreak: 14,
  Trivia: 15,
  EOF: 17,
};

/** Comments and trailing commas parse, but are not JSON: other tools reading docs.json reject them. */
function findLenientSyntax(text: string, at: (offset: number) => SourcePosition): Diagnostic[] {
  const found: Diagnostic[] = [];
  const scanner = createScanner(text, false);
  let seenComment = false;
  let seenTrailingComma = false;
  let pendingComma: number | undefined;
  for (let kind: number = scanner.scan(); kind !== Token.EOF; kind = scanner.scan()) {
    if (kind === Token.LineComment || kind === Token.BlockComment) {
      if (!seenComment) {
        seenComment = true;
        found.push({
          severity: 'warning',
          code: 'json-comment',
          message: 'Comments are not valid JSON',
          hint: 'Folio ignores them, but other tools that read docs.json will fail; remove the comment.',
          position: at(scanner.getTokenOffset()),
        });
      }
      continue;
    }
    if (kind === Token.Trivia || kind === Token.LineBreak) continue;
    if ((kind === Token.CloseBrace || kind === Token.CloseBracket) && pendingComma !== undefined) {
      if (!seenTrailingComma) {
        seenTrailingComma = true;
        found.push({
          severity: 'warning',
          code: 'json-trailing-comma',
          message: 'Trailing commas are not valid JSON',
          hint: 'Folio accepts it, but other tools that read docs.json will fail; remove the comma.',
          position: at(pendingComma),
        });
      }
    }
    pendingComma = kind === Token.Comma ? scanner.getTokenOffset() : undefined;
  }
  return found;
}
