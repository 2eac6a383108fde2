/**
 * `folio openapi-check <file> [--format text|json|github]`: checks one OpenAPI spec (a file or an http(s) URL) and
 * the files its `$ref`s point to, against the official schema of its version and the rules the
 * schema cannot express. Prints every problem with its place, then a summary line. Exit 0 when
 * valid (warnings allowed), 1 when invalid, 2 on usage errors or a spec that cannot be read.
 *
 * @module
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { checkSpec } from '../../openapi/index.ts';
import type { SpecCheckResult, SpecCheckSummary } from '../../openapi/index.ts';
import { formatDiagnostics, plural } from '../../shared/index.ts';
import type { Diagnostic } from '../../shared/index.ts';
import { ExitCode, UsageError } from '../io.ts';
import type { CliIo } from '../io.ts';
import { annotations, formatArgs, outputFormat } from '../report-options.ts';

export const openapiCheckUsage = `Usage: folio openapi-check <file> [--format text|json|github]

Checks an OpenAPI spec (Swagger 2.0, OpenAPI 3.0 or 3.1, JSON or YAML; a file, or an http(s)
URL) and every file its $refs point to:
  - against the official JSON Schema of the spec's version;
  - $refs that cannot be resolved, duplicate operationIds, path parameters missing from the
    parameters or from the path, security requirements naming undeclared schemes;
  - examples that do not match their schema (warnings).
Every problem is printed with its file, line, column and JSON pointer.

Options:
  --format F   text (default), json (a JSON report) or github (GitHub Actions annotations)
  --json       the same as --format json
  -h, --help

Exit codes: 0 valid (warnings allowed), 1 invalid, 2 usage error or a spec that cannot be read.`;

/** The JSON report. */
export interface OpenapiCheckJson {
  valid: boolean;
  status: SpecCheckResult['status'];
  file: string;
  specVersion: string | null;
  summary: SpecCheckSummary;
  /** The files read, the spec first. */
  files: string[];
  diagnostics: Diagnostic[];
}

export async function openapiCheckCommand(args: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      ...formatArgs,
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    io.stdout(`${openapiCheckUsage}\n`);
    return ExitCode.ok;
  }
  const format = outputFormat(values);
  if (positionals.length !== 1) {
    throw new UsageError(
      positionals.length === 0
        ? 'openapi-check needs the spec to check: folio openapi-check openapi.yaml'
        : `openapi-check takes one spec, got ${positionals.length}: ${positionals.join(' ')}`,
    );
  }
  const source = specSource(positionals[0] ?? '', io.cwd);
  // The user names the spec: it may be anywhere, not only in the folder the command runs in.
  const result = await checkSpec(io.cwd, source, { folder: false });
  const code =
    result.status === 'valid'
      ? ExitCode.ok
      : result.status === 'invalid'
        ? ExitCode.failed
        : ExitCode.usage;
  if (format === 'json') {
    io.stdout(`${JSON.stringify(jsonReport(result), null, 2)}\n`);
    return code;
  }
  if (format === 'github') {
    const last = result.status === 'unreadable' ? '' : `${summaryLine(result)}\n`;
    io.stdout(`${annotations(result.diagnostics, io.cwd, io)}${last}`);
    return code;
  }
  const text = formatDiagnostics(result.diagnostics, {
    root: io.cwd,
    cwd: io.cwd,
    sources: result.sources,
    color: io.color,
  });
  if (result.status === 'unreadable') {
    io.stderr(`${text}\n`);
    return code;
  }
  io.stdout(`${[text, summaryLine(result)].filter(Boolean).join('\n\n')}\n`);
  return code;
}

/** A URL as given; a path relative to the folder the command runs in. */
function specSource(argument: string, cwd: string): string {
  if (/^https?:\/\//i.test(argument)) return argument;
  return path.relative(cwd, path.resolve(cwd, argument)).split(path.sep).join('/');
}

function jsonReport(result: SpecCheckResult): OpenapiCheckJson {
  return {
    valid: result.status === 'valid',
    status: result.status,
    file: result.source,
    specVersion: result.specVersion ?? null,
    summary: result.summary,
    files: result.files,
    diagnostics: result.diagnostics,
  };
}

/**
 * `openapi.yaml valid (OpenAPI 3.1.0): 12 operations, 1 webhook, 8 schemas, 2 files, 0 errors,
 * 1 warning`.
 */
export function summaryLine(result: SpecCheckResult): string {
  const { summary } = result;
  const version =
    result.specVersion === undefined
      ? ''
      : ` (${result.specVersion.startsWith('2.') ? 'Swagger' : 'OpenAPI'} ${result.specVersion})`;
  const counts = [
    plural(summary.operations, 'operation'),
    plural(summary.webhooks, 'webhook'),
    plural(summary.schemas, 'schema'),
    plural(summary.files, 'file'),
    plural(summary.errors, 'error'),
    plural(summary.warnings, 'warning'),
  ];
  return `${result.source} ${result.status === 'valid' ? 'valid' : 'invalid'}${version}: ${counts.join(', ')}`;
}
