/**
 * Parses the text of one spec file (JSON or YAML) into a `SourceDocument`: its value plus a way
 * to find positions of JSON pointers in it later. Syntax errors come back as a positioned
 * diagnostic; duplicate YAML keys as warnings (the last value wins, as in JSON).
 *
 * @module
 */
import { parse as parseJsonc, printParseErrorCode } from 'jsonc-parser';
import type { ParseError } from 'jsonc-parser';
import { parseDocument } from 'yaml';
import { yamlMessage } from '../../shared/index.ts';
import type { Diagnostic } from '../../shared/index.ts';
import { createLineIndex } from './line-index.ts';
import type { LineColumn } from './line-index.ts';
import { jsonLocator } from './locate-json.ts';
import { yamlLocator } from './locate-yaml.ts';
import type { Locator } from './located.ts';

/** One parsed spec file: the root spec or a file it references. */
export interface SourceDocument {
  /** Absolute URL (`file:` or `http(s):`): the key documents are known by; refs resolve against it. */
  url: string;
  /** What messages show: the path relative to the docs folder (POSIX) for files, else the URL. */
  file: string;
  /** Fetched over the network (positions cannot be shown with a code frame). */
  remote: boolean;
  text: string;
  format: 'json' | 'yaml';
  value: unknown;
  /** Positions of JSON pointers (as segments), found in one pass per call. */
  locate: Locator;
}

export type ParsedSource =
  | { ok: true; document: SourceDocument; warnings: Diagnostic[] }
  | { ok: false; diagnostic: Diagnostic };

/** Where a text came from. */
export interface SourceName {
  url: string;
  file: string;
  remote: boolean;
}

/** Parses `text`: JSON for `.json` files, YAML for `.yaml`/`.yml`, else by its first character. */
export function parseSource(rawText: string, name: SourceName): ParsedSource {
  const text = rawText.startsWith('\uFEFF') ? rawText.slice(1) : rawText;
  const path = name.url.replace(/[?#].*$/, '');
  const isJson = /\.json$/i.test(path) || (!/\.ya?ml$/i.test(path) && /^\s*[{[]/.test(text));
  return isJson ? parseJson(text, name) : parseYaml(text, name);
}

function parseJson(text: string, name: SourceName): ParsedSource {
  try {
    const value: unknown = JSON.parse(text);
    return {
      ok: true,
      document: { ...name, text, format: 'json', value, locate: jsonLocator(text) },
      warnings: [],
    };
  } catch {
    const errors: ParseError[] = [];
    parseJsonc(text, errors, { disallowComments: true, allowTrailingComma: false });
    const error = errors[0];
    const reason = error ? describeJsonError(printParseErrorCode(error.error)) : 'not valid JSON';
    const at = createLineIndex(text).at(error?.offset ?? 0);
    return { ok: false, diagnostic: sourceProblem(name, `invalid JSON: ${reason}`, at) };
  }
}

function parseYaml(text: string, name: SourceName): ParsedSource {
  const document = parseDocument(text, {
    prettyErrors: true,
    merge: true,
    keepSourceTokens: false,
  });
  const warnings: Diagnostic[] = [];
  for (const error of document.errors) {
    const linePos = error.linePos?.[0];
    const at = linePos ? { line: linePos.line, column: linePos.col } : { line: 1, column: 1 };
    const message = yamlMessage(error.message);
    if (error.code !== 'DUPLICATE_KEY') {
      return { ok: false, diagnostic: sourceProblem(name, `invalid YAML: ${message}`, at) };
    }
    warnings.push({
      ...sourceProblem(name, 'duplicate key: the last value is used', at),
      severity: 'warning',
      code: 'openapi-duplicate-key',
      hint: 'remove or rename one of the keys',
    });
  }
  const value: unknown = document.toJS({ maxAliasCount: -1 });
  return {
    ok: true,
    document: { ...name, text, format: 'yaml', value, locate: yamlLocator(document, text) },
    warnings,
  };
}

/** `ValueExpected` → `value expected`. */
function describeJsonError(code: string): string {
  return code
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .replace(/^invalid symbol$/, 'unexpected character');
}

/** An error about a whole source file, positioned when the file is local. */
export function sourceProblem(name: SourceName, message: string, at?: LineColumn): Diagnostic {
  return {
    severity: 'error',
    code: 'openapi-parse',
    message,
    ...(name.remote || !at ? {} : { position: { file: name.file, ...at } }),
    ...(name.remote ? { jsonPath: at ? `${name.url}:${at.line}:${at.column}` : name.url } : {}),
  };
}
