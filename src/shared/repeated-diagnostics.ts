/**
 * Diagnostics that say the same thing in many places, taken together for people to read. A site
 * with versions copies its pages from version to version, and a problem in one page comes back
 * in every copy: one public site has 1,873 warnings, most of them the same few in its 35
 * versions, which printed one by one with code frames make about 11,700 lines. The text report
 * prints each message once, with its first place and frame, and names the other places after
 * it; machine formats (JSON, GitHub annotations) keep every diagnostic.
 *
 * @module
 */
import type { Diagnostic, SourcePosition } from './diagnostic.ts';

/** A diagnostic as first found, and the places the same one was found again. */
export interface RepeatedDiagnostic {
  first: Diagnostic;
  /** Where the others are, in the order found (without a place: none of them had one). */
  more: (SourcePosition | undefined)[];
}

/**
 * `diagnostics` grouped by what they say (severity, code, message, hint and JSON path), each
 * group where its first member was.
 */
export function repeatedDiagnostics(diagnostics: readonly Diagnostic[]): RepeatedDiagnostic[] {
  const groups = new Map<string, RepeatedDiagnostic>();
  for (const diagnostic of diagnostics) {
    const key = JSON.stringify([
      diagnostic.severity,
      diagnostic.code,
      diagnostic.message,
      diagnostic.hint ?? null,
      diagnostic.jsonPath ?? null,
    ]);
    const group = groups.get(key);
    if (group) group.more.push(diagnostic.position);
    else groups.set(key, { first: diagnostic, more: [] });
  }
  return [...groups.values()];
}
