/**
 * Diagnostics as GitHub Actions workflow commands (`::error file=…,line=…,col=…::message`), so a
 * CI run shows each problem on the line of the pull request it is about. The escaping is the
 * runner's (actions/runner `ActionCommand.cs`, the same as `@actions/core`'s `command.ts`):
 * `%`, CR and LF in the message; those and `:` and `,` in properties, where they would end the
 * command or split its properties.
 *
 * @module
 */
import path from 'node:path';
import type { Diagnostic } from './diagnostic.ts';

/** The three annotation levels GitHub shows. */
export type AnnotationLevel = 'error' | 'warning' | 'notice';

/** The properties of an annotation; GitHub needs `line` for `col`, `endLine` and `endColumn`. */
export interface AnnotationProperties {
  /** Path relative to the repository root, with `/`. */
  file?: string | undefined;
  line?: number | undefined;
  col?: number | undefined;
  endLine?: number | undefined;
  endColumn?: number | undefined;
  title?: string | undefined;
}

export interface AnnotationOptions {
  /** The folder the diagnostics' positions are relative to (the docs folder). */
  root: string;
  /** The repository root, which annotations name files from (`GITHUB_WORKSPACE` on a runner). */
  workspace: string;
}

/** The order GitHub's documentation writes them in; the runner accepts any. */
const PROPERTY_ORDER = ['file', 'line', 'col', 'endLine', 'endColumn', 'title'] as const;

/** Escapes the message of a workflow command. */
export function escapeData(text: string): string {
  return text.replaceAll('%', '%25').replaceAll('\r', '%0D').replaceAll('\n', '%0A');
}

/** Escapes a property value of a workflow command. */
export function escapeProperty(text: string): string {
  return escapeData(text).replaceAll(':', '%3A').replaceAll(',', '%2C');
}

/** One workflow command line: `::warning file=a.mdx,line=3,title=x::message`. */
export function workflowCommand(
  level: AnnotationLevel,
  properties: AnnotationProperties,
  message: string,
): string {
  const written = PROPERTY_ORDER.flatMap((key) => {
    const value = properties[key];
    return value === undefined || value === '' ? [] : [`${key}=${escapeProperty(String(value))}`];
  });
  return `::${level}${written.length > 0 ? ` ${written.join(',')}` : ''}::${escapeData(message)}`;
}

/**
 * The annotation of one diagnostic. A position in a file of the repository becomes
 * `file`/`line`/`col` (only `file` when the line is unknown); a place GitHub cannot show (a URL,
 * a file outside the repository, a JSON path alone) goes into the message instead, and the
 * annotation has no file. The fix, when known, is the message's last line.
 */
export function formatGithubAnnotation(diagnostic: Diagnostic, options: AnnotationOptions): string {
  const lines = [diagnostic.message];
  const properties: AnnotationProperties = { title: diagnostic.code };
  const { position } = diagnostic;
  if (position) {
    const file = repositoryPath(position.file, options);
    if (file === undefined) {
      const place = isUrl(position.file)
        ? position.file
        : path.resolve(options.root, position.file);
      lines.push(`at ${place}:${position.line}:${position.column}`);
    } else {
      properties.file = file;
      if (position.line >= 1) {
        properties.line = position.line;
        if (position.column >= 1) properties.col = position.column;
      }
    }
  } else if (diagnostic.jsonPath !== undefined) {
    // A JSON path alone does not say which file (docs.json, or a spec's pointer): no file.
    lines.push(`at ${diagnostic.jsonPath}`);
  }
  if (diagnostic.hint) lines.push(`fix: ${diagnostic.hint}`);
  return workflowCommand(diagnostic.severity, properties, lines.join('\n'));
}

/** One annotation per line, in the order given. */
export function formatGithubAnnotations(
  diagnostics: readonly Diagnostic[],
  options: AnnotationOptions,
): string {
  return diagnostics.map((diagnostic) => formatGithubAnnotation(diagnostic, options)).join('\n');
}

/**
 * `file` (relative to the docs folder) as a path from the repository root with `/`, or
 * undefined when it is a URL or lies outside the repository.
 */
function repositoryPath(file: string, { root, workspace }: AnnotationOptions): string | undefined {
  if (isUrl(file)) return undefined;
  const relative = path.relative(path.resolve(workspace), path.resolve(root, file));
  const outside = relative === '..' || relative.startsWith(`..${path.sep}`);
  if (relative === '' || outside || path.isAbsolute(relative)) return undefined;
  return relative.split(path.sep).join('/');
}

function isUrl(file: string): boolean {
  return /^[a-z][a-z\d+.-]*:\/\//i.test(file);
}
