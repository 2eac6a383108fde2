/**
 * The one reporter: how diagnostics print, for people (with a code frame, like a compiler) and
 * for machines (JSON). Producers never print; they hand their diagnostics here.
 *
 * @module
 */
import path from 'node:path';
import type { Diagnostic, SourcePosition } from './diagnostic.ts';
import { repeatedDiagnostics } from './repeated-diagnostics.ts';

export interface FormatOptions {
  /** The docs folder, to turn positions (relative to it) into paths relative to `cwd`. */
  root: string;
  cwd?: string;
  /** Source text by file (relative to root), for code frames. */
  sources?: ReadonlyMap<string, string>;
  color?: boolean;
}

const paint = (enabled: boolean) => (code: string, text: string) =>
  enabled ? `\u001B[${code}m${text}\u001B[0m` : text;

/** Path of a file of the docs folder as the user would type it from `cwd`. */
export function displayPath(
  file: string,
  { root, cwd = process.cwd() }: Pick<FormatOptions, 'root' | 'cwd'>,
): string {
  const relative = path.relative(cwd, path.join(root, file)).split(path.sep).join('/');
  return relative || file;
}

/** A human-readable block for one diagnostic. */
export function formatDiagnostic(diagnostic: Diagnostic, options: FormatOptions): string {
  const c = paint(options.color ?? false);
  const label = diagnostic.severity === 'error' ? c('1;31', 'error') : c('1;33', 'warning');
  const lines = [`${label}${c('2', `[${diagnostic.code}]`)}: ${c('1', diagnostic.message)}`];
  const { position } = diagnostic;
  if (position) {
    const where = `${displayPath(position.file, options)}:${position.line}:${position.column}`;
    lines.push(
      `  ${c('34', '-->')} ${where}${diagnostic.jsonPath ? c('2', ` (${diagnostic.jsonPath})`) : ''}`,
    );
    const frame = codeFrame(options.sources?.get(position.file), position.line, position.column, c);
    if (frame) lines.push(frame);
  } else if (diagnostic.jsonPath) {
    lines.push(`  ${c('34', '-->')} ${diagnostic.jsonPath}`);
  }
  if (diagnostic.hint) lines.push(`  ${c('36', '= fix:')} ${diagnostic.hint}`);
  return lines.join('\n');
}

/**
 * Blocks for `diagnostics`, one per thing said: a diagnostic repeated in other places (copies of
 * a page in other versions, say) is printed once, followed by where else it was found (see
 * `repeated-diagnostics.ts`).
 */
export function formatDiagnostics(
  diagnostics: readonly Diagnostic[],
  options: FormatOptions,
): string {
  return repeatedDiagnostics(diagnostics)
    .map(({ first, more }) => {
      const block = formatDiagnostic(first, options);
      return more.length === 0 ? block : `${block}\n${formatMore(more, options)}`;
    })
    .join('\n\n');
}

/** Other places a repeated diagnostic names before it gives their count. */
const PLACES_SHOWN = 3;

/** The line that says where else a diagnostic was found. */
function formatMore(more: readonly (SourcePosition | undefined)[], options: FormatOptions): string {
  const c = paint(options.color ?? false);
  const places = more.filter((position) => position !== undefined);
  if (places.length === 0) return `  ${c('36', '= again:')} ${plural(more.length, 'more time')}`;
  const shown = places
    .slice(0, PLACES_SHOWN)
    .map(
      (position) => `${displayPath(position.file, options)}:${position.line}:${position.column}`,
    );
  const others = more.length - shown.length;
  const list = others > 0 ? `${shown.join(', ')} and ${plural(others, 'other')}` : shown.join(', ');
  return `  ${c('36', '= again:')} in ${plural(more.length, 'more place')}: ${list}`;
}

/** The line of the problem with a caret under its column; long lines are cut around it. */
function codeFrame(
  source: string | undefined,
  line: number,
  column: number,
  c: (code: string, text: string) => string,
): string | undefined {
  if (source === undefined) return undefined;
  const text = lineOf(source, line);
  if (text === undefined) return undefined;
  const width = 100;
  let start = 0;
  if (text.length > width)
    start = Math.max(0, Math.min(column - 1 - width / 2, text.length - width));
  const shown =
    (start > 0 ? '…' : '') +
    text.slice(start, start + width).replace(/\t/g, ' ') +
    (start + width < text.length ? '…' : '');
  const caretAt = column - 1 - start + (start > 0 ? 1 : 0);
  const gutter = String(line);
  const pad = ' '.repeat(gutter.length);
  return [
    `${pad}  ${c('34', '|')}`,
    `${c('34', gutter)}  ${c('34', '|')} ${shown}`,
    `${pad}  ${c('34', '|')} ${' '.repeat(Math.max(0, caretAt))}${c('1;31', '^')}`,
  ].join('\n');
}

/**
 * Line `line` (1-based) of `source` without its line break, found without splitting the whole
 * text: a docs.json of 50,000 lines is otherwise split again for every warning in it.
 */
function lineOf(source: string, line: number): string | undefined {
  if (line < 1) return undefined;
  let start = 0;
  for (let at = 1; at < line; at++) {
    const end = source.indexOf('\n', start);
    if (end === -1) return undefined;
    start = end + 1;
  }
  const end = source.indexOf('\n', start);
  const text = end === -1 ? source.slice(start) : source.slice(start, end);
  return text.endsWith('\r') && end !== -1 ? text.slice(0, -1) : text;
}

/** `1 warning`, `2 errors`. */
export function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}
