/**
 * The checks `folio validate` and `folio broken-links` run, as tools on the job's docs folder:
 * `validate_docs` (docs.json, navigation, page files, OpenAPI references) and `check_links`
 * (internal links and images). Problems come back one per line, `file:line:column`, so the
 * model can go straight to them. The link check is given by the caller: it reads the pages as
 * MDX, which the server does in a build process of its own (see `site-checks.ts`).
 *
 * @module
 */
import { tool } from 'ai';
import * as z from 'zod';
import { loadDocsProject } from '../../content/index.ts';
import type { DocsProject } from '../../content/index.ts';
import type { Diagnostic } from '../../shared/index.ts';
import { answering } from './tool-result.ts';

/** A broken link as the link check reports it. */
export interface BrokenLinkProblem {
  /** Relative to the docs folder. */
  file: string;
  line: number;
  column: number;
  /** The URL as written. */
  written: string;
  /** Why it is broken. */
  problem: string;
  suggestion?: string | undefined;
}

/** What the link check answers: the broken links and what kept files from being checked. */
export interface BrokenLinksResult {
  broken: readonly BrokenLinkProblem[];
  diagnostics: readonly Diagnostic[];
}

/** Checks the links of the docs folder `root`, whose docs.json is valid. */
export type BrokenLinksCheck = (root: string) => Promise<BrokenLinksResult>;

/**
 * Warnings the agent must fix as if they were errors. A navigation entry naming a page that does
 * not exist only warns in a build (the entry is left out, as the platform does for untranslated
 * pages), but an agent that adds one has broken what it was asked to do.
 */
const MUST_FIX_WARNINGS: ReadonlySet<string> = new Set(['missing-page']);

/** Errors and warnings `folio validate` reports for a docs folder. */
export interface ValidationResult {
  project: DocsProject;
  errors: Diagnostic[];
  warnings: Diagnostic[];
  /** The errors, and the warnings the agent must fix all the same (see `MUST_FIX_WARNINGS`). */
  toFix: Diagnostic[];
}

/** Runs `folio validate`'s checks on `root`. */
export async function validateDocs(root: string): Promise<ValidationResult> {
  const project = await loadDocsProject(root);
  const errors = project.diagnostics.filter((item) => item.severity === 'error');
  const warnings = project.diagnostics.filter((item) => item.severity !== 'error');
  const toFix = project.diagnostics.filter(
    (item) => item.severity === 'error' || MUST_FIX_WARNINGS.has(item.code),
  );
  return { project, errors, warnings, toFix };
}

/** `file:line:column: error [code] message (jsonPath) Fix: hint` on one line. */
export function diagnosticLine(diagnostic: Diagnostic): string {
  const { position } = diagnostic;
  const where = position ? `${position.file}:${position.line}:${position.column}: ` : '';
  const path = diagnostic.jsonPath === undefined ? '' : ` (at ${diagnostic.jsonPath})`;
  const hint = diagnostic.hint === undefined ? '' : ` Fix: ${diagnostic.hint}`;
  return `${where}${diagnostic.severity} [${diagnostic.code}] ${diagnostic.message}${path}${hint}`;
}

/** The check tools over the docs folder `root`; `check_links` only when a link check is given. */
export function checkTools(root: string, brokenLinks: BrokenLinksCheck | undefined) {
  const validate = tool({
    description:
      'Run folio validate on the docs folder: docs.json, the navigation, the page files and ' +
      'the OpenAPI references. Run it after changing docs.json or moving pages, and before ' +
      'you finish.',
    inputSchema: z.object({}),
    execute: answering(async () => {
      const { errors, warnings, toFix, project } = await validateDocs(root);
      const pages = project.navigation?.pages.filter((page) => page.inNavigation).length ?? 0;
      const mustFix = toFix.length - errors.length;
      const summary =
        `docs.json ${errors.length === 0 ? 'valid' : 'invalid'}: ${pages} pages in the ` +
        `navigation, ${errors.length} errors, ${warnings.length} warnings.` +
        (mustFix > 0
          ? ` Fix the ${mustFix} missing-page warnings too: those entries are left out of the site.`
          : '');
      // What must be fixed first, so it is not cut off by the limit.
      const rest = warnings.filter((item) => !toFix.includes(item));
      const lines = [...toFix, ...rest].slice(0, 50).map(diagnosticLine);
      return [summary, ...lines].join('\n');
    }),
  });
  if (!brokenLinks) return { validate_docs: validate };
  return {
    validate_docs: validate,
    check_links: tool({
      description:
        'Run folio broken-links on the docs folder: every internal link and image of the ' +
        'pages and snippets, and the redirects of docs.json.',
      inputSchema: z.object({}),
      execute: answering(async () => {
        const { project, errors } = await validateDocs(root);
        if (!project.navigation) {
          return [
            'Links not checked: fix the docs.json errors first.',
            ...errors.map(diagnosticLine),
          ].join('\n');
        }
        const result = await brokenLinks(root);
        const lines = result.broken.map((link) => {
          const hint = link.suggestion === undefined ? '' : ` (did you mean ${link.suggestion}?)`;
          return `${link.file}:${link.line}:${link.column}: ${link.written} → ${link.problem}${hint}`;
        });
        const problems = result.diagnostics.map(diagnosticLine);
        if (lines.length === 0 && problems.length === 0) return 'No broken links.';
        const head = `${lines.length} broken links.`;
        return [head, ...lines.slice(0, 100), ...problems.slice(0, 20)].join('\n');
      }),
    }),
  };
}
