/**
 * The text form of the `folio a11y` report. Problems of the shared layout (the same rule and
 * element on every page checked) are listed once under "Every page" instead of under each page;
 * the rest is grouped by page, then rule, worst first, with axe's help text, its link and the
 * selectors of the elements. The last line sums up.
 *
 * @module
 */
import { plural } from '../shared/index.ts';
import { elementKeys } from './a11y-report.ts';
import type { A11yReport, ReportElement, ReportIssue, ReportPage } from './a11y-report.ts';
import { IMPACTS } from './check-page.ts';
import type { Impact } from './check-page.ts';
import type { ColorMode } from './color-uses.ts';

export interface FormatReportOptions {
  color: boolean;
  /** Selectors shown per issue before "… and N more" (the JSON has them all). */
  maxElements?: number;
}

const IMPACT_COLORS: Record<Impact, string> = {
  critical: '1;31',
  serious: '31',
  moderate: '33',
  minor: '2',
};

/** The report's pages with the layout's shared problems taken out into a first block. */
export function splitShared(report: A11yReport): { shared: ReportIssue[]; pages: ReportPage[] } {
  const total = report.summary.pages;
  if (total < 2) return { shared: [], pages: report.pages };
  const keyed = (issue: ReportIssue): string[] =>
    elementKeys(issue.elements).map((key) => `${issue.rule}\u0000${key}`);
  const seen = new Map<string, number>();
  for (const issue of report.pages.flatMap((page) => page.issues)) {
    for (const key of keyed(issue)) seen.set(key, (seen.get(key) ?? 0) + 1);
  }
  const shared = new Map<string, { issue: ReportIssue; elements: Map<string, ReportElement> }>();
  const pages = report.pages.map((page) => {
    const issues = page.issues.flatMap((issue) => {
      const keys = keyed(issue);
      const own = issue.elements.filter((element, index) => {
        const key = keys[index] ?? '';
        if (seen.get(key) !== total) return true;
        let common = shared.get(issue.rule);
        if (!common) {
          common = { issue: { ...issue, modes: [], elements: [] }, elements: new Map() };
          shared.set(issue.rule, common);
        }
        for (const mode of element.modes) {
          if (!common.issue.modes.includes(mode)) common.issue.modes.push(mode);
        }
        const known = common.elements.get(key);
        if (!known) {
          const copy = { ...element, modes: [...element.modes] };
          common.elements.set(key, copy);
          common.issue.elements.push(copy);
        } else {
          for (const mode of element.modes) if (!known.modes.includes(mode)) known.modes.push(mode);
        }
        return false;
      });
      return own.length === 0 ? [] : [{ ...issue, elements: own }];
    });
    return { ...page, issues };
  });
  return {
    shared: [...shared.values()].map((entry) => entry.issue),
    pages: pages.filter((page) => page.issues.length > 0 || page.errors.length > 0),
  };
}

export function formatReport(report: A11yReport, options: FormatReportOptions): string {
  const paint = (code: string, text: string): string =>
    options.color ? `\u001B[${code}m${text}\u001B[0m` : text;
  const max = options.maxElements ?? 5;
  const allModes = report.modes;
  const modeNote = (modes: readonly ColorMode[]): string =>
    allModes.length > 1 && modes.length < allModes.length ? `, ${modes.join(' and ')} mode` : '';
  const width = Math.max(...IMPACTS.map((impact) => impact.length));
  const issueLines = (issue: ReportIssue): string[] => {
    const count = `${plural(issue.elements.length, 'element')}${modeNote(issue.modes)}`;
    const head = `  ${paint(IMPACT_COLORS[issue.impact], issue.impact.padEnd(width))}  ${paint('1', issue.rule)}  ${issue.help} (${count})`;
    const indent = ' '.repeat(width + 4);
    const shown = issue.elements.slice(0, max).map((element) => {
      const note = modeNote(element.modes);
      return `${indent}${element.selector}${note === '' ? '' : paint('2', ` (${note.slice(2)})`)}`;
    });
    const more = issue.elements.length - max;
    if (more > 0) shown.push(`${indent}${paint('2', `… and ${String(more)} more`)}`);
    return [head, ...shown, `${indent}${paint('2', issue.helpUrl)}`];
  };
  const { shared, pages } = splitShared(report);
  const blocks: string[] = [];
  if (shared.length > 0) {
    const title = `Every page (${plural(report.summary.pages, 'page')}: the shared layout)`;
    blocks.push([paint('1;4', title), ...shared.flatMap(issueLines)].join('\n'));
  }
  for (const page of pages) {
    const errors = page.errors.map(
      (error) => `  ${paint('31', 'not checked')}  in ${error.mode} mode: ${error.message}`,
    );
    blocks.push(
      [paint('1;4', page.route), ...errors, ...page.issues.flatMap(issueLines)].join('\n'),
    );
  }
  blocks.push(summaryLine(report));
  return blocks.join('\n\n');
}

/**
 * `84 pages checked in light and dark mode against WCAG AA in 9.1 s: 12 issues (2 serious,
 * 10 moderate) of 3 rules on 5 pages; 1 colour of docs.json too low in contrast.`
 */
export function summaryLine(report: A11yReport): string {
  const { summary } = report;
  const modes = report.modes.length === 0 ? '' : ` in ${report.modes.join(' and ')} mode`;
  const checked = `${plural(summary.pages, 'page')} checked${modes} against WCAG ${report.level} in ${summary.seconds.toFixed(1)} s`;
  const parts: string[] = [];
  if (summary.issues > 0) {
    const impacts = [...IMPACTS]
      .reverse()
      .filter((impact) => summary.byImpact[impact] > 0)
      .map((impact) => `${String(summary.byImpact[impact])} ${impact}`)
      .join(', ');
    parts.push(
      `${plural(summary.issues, 'issue')} (${impacts}) of ${plural(summary.rules, 'rule')} on ${plural(summary.pagesWithIssues, 'page')}`,
    );
  } else parts.push('no issues');
  if (summary.colors > 0) {
    parts.push(`${plural(summary.colors, 'colour')} of docs.json too low in contrast`);
  }
  if (summary.pageErrors > 0) parts.push(`${plural(summary.pageErrors, 'page check')} failed`);
  return `${checked}: ${parts.join('; ')}.`;
}
