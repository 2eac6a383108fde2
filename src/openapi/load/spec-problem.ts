/**
 * Problems found at a JSON pointer of a spec document, and their conversion to diagnostics: the
 * line and column of every problem of a document are looked up together, in one pass.
 *
 * @module
 */
import type { Diagnostic, Severity } from '../../shared/index.ts';
import { parsePointer } from '../../shared/index.ts';
import type { SourceDocument } from './parse-source.ts';

/** A problem at a place in a spec document, before its line and column are known. */
export interface SpecProblem {
  severity: Severity;
  code: string;
  message: string;
  hint?: string | undefined;
  document: SourceDocument;
  /** JSON pointer inside the document. */
  pointer: string;
  /** Point at the member's key (an unknown property) rather than its value (default). */
  at?: 'key' | 'value' | undefined;
}

/**
 * Diagnostics for `problems`, in the order given. Local files get a position (file relative to
 * the docs folder, line, column) and the pointer as `jsonPath`; remote files have no position,
 * and their `jsonPath` is `url:line:column pointer`.
 */
export function problemDiagnostics(problems: readonly SpecProblem[]): Diagnostic[] {
  const byDocument = new Map<SourceDocument, number[]>();
  for (const [index, problem] of problems.entries()) {
    const indexes = byDocument.get(problem.document) ?? [];
    indexes.push(index);
    byDocument.set(problem.document, indexes);
  }
  const diagnostics = new Array<Diagnostic>(problems.length);
  for (const [document, indexes] of byDocument) {
    const located = document.locate(
      indexes.map((index) => parsePointer(problems[index]?.pointer ?? '') ?? []),
    );
    for (const [order, index] of indexes.entries()) {
      const problem = problems[index];
      const where = located[order];
      if (!problem || !where) continue;
      const at = (problem.at === 'key' ? where.key : undefined) ?? where.value;
      const pointer = problem.pointer || '/';
      diagnostics[index] = {
        severity: problem.severity,
        code: problem.code,
        message: problem.message,
        ...(problem.hint === undefined ? {} : { hint: problem.hint }),
        ...(document.remote
          ? { jsonPath: `${document.url}:${at.line}:${at.column} ${pointer}` }
          : { position: { file: document.file, ...at }, jsonPath: pointer }),
      };
    }
  }
  return diagnostics;
}
