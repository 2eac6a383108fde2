/**
 * The reporting options the checking commands share: `--format text|json|github` (with
 * `--json` kept as the older spelling of `--format json`) and `--strict`, which makes warnings
 * fail the run the way a docs platform's CI mode does. Leniency stays the default, so a warning
 * never breaks a local preview.
 *
 * @module
 */
import {
  formatGithubAnnotations,
  plural,
  workflowCommand,
  type AnnotationOptions,
  type Diagnostic,
} from '../shared/index.ts';
import { UsageError } from './io.ts';
import type { CliIo } from './io.ts';

export type OutputFormat = 'text' | 'json' | 'github';

const FORMATS: readonly OutputFormat[] = ['text', 'json', 'github'];

export { formatArgs, strictArgs } from './report-args.ts';

/** The format asked for; `--json` is `--format json`, and asking for two formats is a mistake. */
export function outputFormat(values: {
  format?: string | undefined;
  json?: boolean | undefined;
}): OutputFormat {
  const { format, json } = values;
  if (format === undefined) return json === true ? 'json' : 'text';
  if (!FORMATS.includes(format as OutputFormat)) {
    throw new UsageError(`--format takes text, json or github; got "${format}"`);
  }
  if (json === true && format !== 'json') {
    throw new UsageError(
      `--json is the same as --format json: give --json or --format ${format}, not both`,
    );
  }
  return format as OutputFormat;
}

/**
 * Where annotations name files from: the repository root on a GitHub runner
 * (`GITHUB_WORKSPACE`), else the folder the command runs in.
 */
export function annotationOptions(root: string, io: CliIo): AnnotationOptions {
  const workspace = process.env['GITHUB_WORKSPACE'];
  return { root, workspace: workspace === undefined || workspace === '' ? io.cwd : workspace };
}

/** The diagnostics as annotations, one line each, ending with a newline (nothing when none). */
export function annotations(diagnostics: readonly Diagnostic[], root: string, io: CliIo): string {
  if (diagnostics.length === 0) return '';
  return `${formatGithubAnnotations(diagnostics, annotationOptions(root, io))}\n`;
}

/** The number of warnings among `diagnostics`. */
export function countWarnings(diagnostics: readonly Diagnostic[]): number {
  return diagnostics.filter((diagnostic) => diagnostic.severity === 'warning').length;
}

/**
 * The line that says `--strict` failed a run that would otherwise pass, or undefined when it does
 * not: an error annotation for GitHub (so the run's summary says why it failed), text otherwise.
 */
export function strictFailure(options: {
  strict: boolean | undefined;
  /** Whether the run passes without `--strict`. */
  passed: boolean;
  warnings: number;
  format: OutputFormat;
}): string | undefined {
  const { strict, passed, warnings, format } = options;
  if (strict !== true || !passed || warnings === 0) return undefined;
  const message = `Failed: ${plural(warnings, 'warning')}, and --strict makes warnings fail the run`;
  return format === 'github' ? workflowCommand('error', { title: 'strict' }, message) : message;
}
