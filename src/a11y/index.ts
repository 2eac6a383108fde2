/**
 * `folio a11y`: accessibility checks of a docs site as readers get it. The configured colours are
 * checked for contrast where Folio's styles use them; the built pages are opened in Chromium in
 * each colour mode and checked by axe-core against a WCAG level.
 *
 * ```ts
 * const check = await checkSite({ root: 'docs', level: 'AA' });
 * const report = buildReport(check, { level: 'AA', failOn: 'serious' });
 * console.log(formatReport(report, { color: false }));
 * ```
 *
 * @module
 */
export { buildReport, COLOR_IMPACT, groupResults } from './a11y-report.ts';
export type { A11yReport, ReportElement, ReportIssue, ReportPage } from './a11y-report.ts';
export { checkColors, TEXT_CONTRAST } from './check-colors.ts';
export type { ColorCheck, ColorUseResult, WcagLevel } from './check-colors.ts';
export { axeTags, IMPACTS } from './check-page.ts';
export type { Impact, PageModeResult, Violation, ViolationElement } from './check-page.ts';
export { checkSite, NoPagesError } from './check-site.ts';
export type { CheckSiteOptions, SiteCheck } from './check-site.ts';
export { colorModes } from './color-uses.ts';
export type { ColorMode } from './color-uses.ts';
export { contrastRatio, formatRatio, parseHexColor } from './contrast.ts';
export { CHROMIUM_PATHS, findChromium } from './find-chromium.ts';
export { formatReport, splitShared, summaryLine } from './format-report.ts';
export { routePattern, selectPages } from './site-pages.ts';
