/**
 * Pieces every module may use: diagnostics, the one reporter, near-miss suggestions.
 *
 * @module
 */
export { DiagnosticBag, FolioError, formatJsonPath } from './diagnostic.ts';
export type { Diagnostic, Severity, SourcePosition } from './diagnostic.ts';
export { didYouMean, editDistance } from './did-you-mean.ts';
