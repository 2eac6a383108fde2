/**
 * `checkSpec`: everything `folio openapi-check` finds in one spec. The spec and the files it
 * references are loaded as for a build; the spec's root file is validated against the official
 * JSON Schema of its version (before `$ref`s are resolved, as the schema expects); then the
 * references are resolved and the rules no schema can express are checked: unresolvable `$ref`s,
 * duplicate `operationId`s, path parameters, security scheme names, examples. Every problem is a
 * diagnostic with its file, line, column and JSON pointer, sorted by file and position.
 *
 * @module
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Diagnostic } from '../../shared/index.ts';
import type { ApiModel } from '../model.ts';
import { loadSpecBundle } from '../load/load-documents.ts';
import { buildModel, specVersionOf } from '../load/load-api-model.ts';
import type { FetchOptions } from '../load/read-source.ts';
import { resolveRefs } from '../load/resolve-refs.ts';
import { problemDiagnostics } from '../load/spec-problem.ts';
import { exampleProblems } from './check-examples.ts';
import { operationProblems } from './check-operations.ts';
import { schemaProblems } from './check-schema.ts';

/** Counts for the summary line. */
export interface SpecCheckSummary {
  errors: number;
  warnings: number;
  /** Files read: the spec and the files its `$ref`s point to. */
  files: number;
  operations: number;
  webhooks: number;
  schemas: number;
}

/** What checking a spec found. */
export interface SpecCheckResult {
  /** The spec as named (relative to the folder it was checked from, or a URL). */
  source: string;
  /** `unreadable`: the file could not be read or fetched, so nothing was checked. */
  status: 'valid' | 'invalid' | 'unreadable';
  /** The version the spec declares, once it is known to be an OpenAPI document. */
  specVersion?: string | undefined;
  model?: ApiModel | undefined;
  /** Every problem, sorted by file (the spec first) and position. */
  diagnostics: Diagnostic[];
  /** Text of each local file read, for code frames. */
  sources: Map<string, string>;
  /** The files read, the spec first (relative paths, or URLs). */
  files: string[];
  summary: SpecCheckSummary;
}

/** Checks the spec `source` (relative to `root`, or an http(s) URL). */
export async function checkSpec(
  root: string,
  source: string,
  options: FetchOptions = {},
): Promise<SpecCheckResult> {
  const loaded = await loadSpecBundle(root, source, options);
  if (!loaded.ok) {
    const unreadable = loaded.diagnostic.code === 'openapi-unreadable';
    const diagnostic: Diagnostic = { ...loaded.diagnostic, severity: 'error' };
    return result(source, unreadable ? 'unreadable' : 'invalid', [diagnostic], {
      ...(await unparsedSource(root, diagnostic)),
    });
  }
  const { bundle } = loaded;
  // The spec first, then the files it references by path: the same order however the reads
  // (concurrent) happened to finish.
  const [main, ...referenced] = [...bundle.documents.values()].map((document) => document.file);
  const files = main === undefined ? [] : [main, ...referenced.sort(comparePaths)];
  const sources = new Map<string, string>();
  for (const document of bundle.documents.values()) {
    if (!document.remote) sources.set(document.file, document.text);
  }
  const version = specVersionOf(bundle);
  if (!version.ok) {
    return result(source, 'invalid', [...bundle.diagnostics, version.diagnostic], {
      sources,
      files,
    });
  }
  // Validation reads the documents as written, so it runs before `$ref`s are resolved in place.
  const problems = schemaProblems(bundle.main, version.dialect);
  const resolved = resolveRefs(bundle);
  problems.push(...resolved.problems);
  const model = buildModel(bundle, resolved, version);
  problems.push(
    ...operationProblems(bundle, resolved.origins, version.dialect === 'swagger-2.0'),
    ...exampleProblems(bundle, resolved.origins, version.dialect),
  );
  const diagnostics = sortDiagnostics(
    [...bundle.diagnostics, ...problemDiagnostics(problems)],
    files,
  );
  const errors = diagnostics.some((diagnostic) => diagnostic.severity === 'error');
  return result(source, errors ? 'invalid' : 'valid', diagnostics, {
    specVersion: version.specVersion,
    model,
    sources,
    files,
  });
}

/** The text of a file that could not be parsed, for the code frame of its syntax error. */
async function unparsedSource(
  root: string,
  diagnostic: Diagnostic,
): Promise<{ sources?: Map<string, string>; files?: string[] }> {
  const file = diagnostic.position?.file;
  if (file === undefined) return {};
  try {
    const text = await readFile(path.resolve(root, file), 'utf8');
    return { sources: new Map([[file, text]]), files: [file] };
  } catch {
    return {};
  }
}

function result(
  source: string,
  status: SpecCheckResult['status'],
  diagnostics: Diagnostic[],
  found: Partial<Pick<SpecCheckResult, 'specVersion' | 'model' | 'sources' | 'files'>>,
): SpecCheckResult {
  const errors = diagnostics.filter((diagnostic) => diagnostic.severity === 'error').length;
  const files = found.files ?? [];
  const { model } = found;
  return {
    source,
    status,
    specVersion: found.specVersion,
    model,
    diagnostics,
    sources: found.sources ?? new Map<string, string>(),
    files,
    summary: {
      errors,
      warnings: diagnostics.length - errors,
      files: files.length,
      operations: model?.operations.length ?? 0,
      webhooks: model?.webhooks.length ?? 0,
      schemas: model ? Object.keys(model.schemas).length : 0,
    },
  };
}

/** By file (in the order of `files`), then line and column; unpositioned ones last. */
function sortDiagnostics(diagnostics: Diagnostic[], files: readonly string[]): Diagnostic[] {
  const fileOrder = new Map(files.map((file, index) => [file, index]));
  const rank = (diagnostic: Diagnostic): [number, number, number] => {
    const { position } = diagnostic;
    if (!position) return [files.length + 1, 0, 0];
    return [fileOrder.get(position.file) ?? files.length, position.line, position.column];
  };
  return diagnostics
    .map((diagnostic, index) => ({ diagnostic, index, key: rank(diagnostic) }))
    .sort(
      (a, b) =>
        a.key[0] - b.key[0] || a.key[1] - b.key[1] || a.key[2] - b.key[2] || a.index - b.index,
    )
    .map(({ diagnostic }) => diagnostic);
}

function comparePaths(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
