/**
 * The report of `folio a11y`: axe's results grouped by page and rule (an element that breaks a
 * rule in both modes is listed once, with its modes), the counts, and the verdict against the
 * `--fail-on` threshold. The JSON output is this object.
 *
 * @module
 */
import type { Diagnostic } from '../shared/index.ts';
import type { ColorCheck, WcagLevel } from './check-colors.ts';
import { IMPACTS } from './check-page.ts';
import type { Impact, PageModeResult } from './check-page.ts';
import type { ColorMode } from './color-uses.ts';
import type { SiteCheck } from './check-site.ts';

/** An element breaking a rule on a page, in the modes listed. */
export interface ReportElement {
  selector: string;
  html: string;
  modes: ColorMode[];
}

/** One rule broken on one page. */
export interface ReportIssue {
  rule: string;
  impact: Impact;
  help: string;
  helpUrl: string;
  modes: ColorMode[];
  elements: ReportElement[];
}

/** A page with problems: its issues, worst first, and the modes it could not be checked in. */
export interface ReportPage {
  route: string;
  issues: ReportIssue[];
  errors: { mode: ColorMode; message: string }[];
}

export interface A11yReport {
  /** True when nothing reaches the `failOn` impact, every page was checked and the site built. */
  ok: boolean;
  level: WcagLevel;
  failOn: Impact;
  modes: ColorMode[];
  summary: {
    pages: number;
    pagesWithIssues: number;
    rules: number;
    /** Elements breaking a rule, counted once per page and rule. */
    issues: number;
    byImpact: Record<Impact, number>;
    /** Configured colours below the level's contrast. */
    colors: number;
    /** Page checks that could not run. */
    pageErrors: number;
    seconds: number;
  };
  /** Only the pages with issues or errors. */
  pages: ReportPage[];
  colors: ColorCheck[];
  /** The site's build problems and the colour problems, positioned in docs.json. */
  diagnostics: Diagnostic[];
}

/** The impact colour problems count as: axe rates low text contrast serious too. */
export const COLOR_IMPACT: Impact = 'serious';

const rank = (impact: Impact): number => IMPACTS.indexOf(impact);

/**
 * Keys that find the same element again in another mode or on another page. axe's selectors
 * cannot: each is the shortest that is unique in its document, so the same sidebar entry gets
 * another selector where the page around it differs. An element's HTML, numbered among the
 * elements of the same rule with the same HTML (two identical checkboxes stay two), can.
 */
export function elementKeys(elements: readonly { html: string }[]): string[] {
  const seen = new Map<string, number>();
  return elements.map((element) => {
    const count = seen.get(element.html) ?? 0;
    seen.set(element.html, count + 1);
    return `${element.html}\u0000${String(count)}`;
  });
}

/** Folds each page's per-mode results into issues by rule, worst first, then by rule id. */
export function groupResults(results: readonly PageModeResult[]): ReportPage[] {
  const pages = new Map<string, ReportPage>();
  for (const result of results) {
    let page = pages.get(result.route);
    if (!page) {
      page = { route: result.route, issues: [], errors: [] };
      pages.set(result.route, page);
    }
    if (result.error !== undefined) page.errors.push({ mode: result.mode, message: result.error });
    for (const violation of result.violations) {
      let issue = page.issues.find((item) => item.rule === violation.rule);
      if (!issue) {
        const { elements: _elements, ...fields } = violation;
        issue = { ...fields, modes: [], elements: [] };
        page.issues.push(issue);
      }
      if (!issue.modes.includes(result.mode)) issue.modes.push(result.mode);
      if (rank(violation.impact) > rank(issue.impact)) issue.impact = violation.impact;
      const known = new Map(elementKeys(issue.elements).map((key, i) => [key, issue.elements[i]]));
      const keys = elementKeys(violation.elements);
      violation.elements.forEach((element, index) => {
        const same = known.get(keys[index] ?? '');
        if (!same) issue.elements.push({ ...element, modes: [result.mode] });
        else if (!same.modes.includes(result.mode)) same.modes.push(result.mode);
      });
    }
  }
  for (const page of pages.values()) {
    page.issues.sort((a, b) => rank(b.impact) - rank(a.impact) || a.rule.localeCompare(b.rule));
  }
  return [...pages.values()].filter((page) => page.issues.length > 0 || page.errors.length > 0);
}

/** The report of a checked site, judged against `failOn`. */
export function buildReport(check: SiteCheck, options: { level: WcagLevel; failOn: Impact }) {
  const pages = groupResults(check.results);
  const byImpact: Record<Impact, number> = { minor: 0, moderate: 0, serious: 0, critical: 0 };
  const rules = new Set<string>();
  for (const issue of pages.flatMap((page) => page.issues)) {
    byImpact[issue.impact] += issue.elements.length;
    rules.add(issue.rule);
  }
  const colorProblems = check.colors.filter((color) => !color.passes);
  const pageErrors = pages.reduce((sum, page) => sum + page.errors.length, 0);
  const threshold = rank(options.failOn);
  const failingIssues = IMPACTS.some((impact) => rank(impact) >= threshold && byImpact[impact] > 0);
  const failingColors = colorProblems.length > 0 && rank(COLOR_IMPACT) >= threshold;
  const buildErrors = check.diagnostics.some((item) => item.severity === 'error');
  const report: A11yReport = {
    ok: check.built && !buildErrors && !failingIssues && !failingColors && pageErrors === 0,
    level: options.level,
    failOn: options.failOn,
    modes: check.modes,
    summary: {
      pages: check.pages.length,
      pagesWithIssues: pages.filter((page) => page.issues.length > 0).length,
      rules: rules.size,
      issues: IMPACTS.reduce((sum, impact) => sum + byImpact[impact], 0),
      byImpact,
      colors: colorProblems.length,
      pageErrors,
      seconds: Math.round(check.seconds * 100) / 100,
    },
    pages,
    colors: check.colors,
    diagnostics: [
      ...check.diagnostics,
      ...colorProblems.flatMap((color) => (color.diagnostic ? [color.diagnostic] : [])),
    ],
  };
  return report;
}
