/**
 * Diagnostics: the one shape every problem Folio finds takes, from a misspelt docs.json key to a
 * missing page file. Producers collect them; one reporter (`format-diagnostics.ts`) prints them.
 *
 * @module
 */

export type Severity = 'error' | 'warning';

/** A position in a source file. `line` and `column` are 1-based, as editors show them. */
export interface SourcePosition {
  file: string;
  line: number;
  column: number;
}

export interface Diagnostic {
  severity: Severity;
  /** Stable identifier of the rule, e.g. `unknown-key`, `missing-page`. Tests and tools match on it. */
  code: string;
  /** What is wrong, as one sentence. */
  message: string;
  /** How to fix it, when Folio knows. */
  hint?: string;
  /** Where, when the problem has a place in a file. */
  position?: SourcePosition;
  /** The JSON path inside docs.json, e.g. `navigation.tabs[1].groups[0].pages[3]`. */
  jsonPath?: string;
}

/**
 * Thrown when a step cannot go on (docs.json unreadable, invalid JSON, ...). Carries every
 * diagnostic found so far, so nothing collected before the failure is lost.
 */
export class FolioError extends Error {
  override readonly name = 'FolioError';
  readonly diagnostics: readonly Diagnostic[];

  constructor(message: string, diagnostics: readonly Diagnostic[], options?: ErrorOptions) {
    super(message, options);
    this.diagnostics = diagnostics;
  }
}

/** Formats a JSON path from its segments: `navigation.tabs[1].groups[0]`. */
export function formatJsonPath(segments: readonly PropertyKey[]): string {
  let out = '';
  for (const segment of segments) {
    if (typeof segment === 'number') out += `[${segment}]`;
    else {
      const key = String(segment);
      out += /^[A-Za-z_$][\w$]*$/.test(key) ? (out ? `.${key}` : key) : `[${JSON.stringify(key)}]`;
    }
  }
  return out;
}
