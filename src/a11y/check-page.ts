/**
 * One page in one colour mode, checked by axe-core inside Chromium: the page is loaded, its theme
 * confirmed, axe's source (read from the installed package, never fetched) evaluated in it, and
 * the rules of the chosen WCAG level run on the whole document.
 *
 * @module
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { AxeResults, ImpactValue, RunOptions } from 'axe-core';
import type { Page } from 'playwright-core';
import type { ColorMode } from './color-uses.ts';
import type { WcagLevel } from './check-colors.ts';

/** How bad a violation is, mildest first (axe's impact values). */
export const IMPACTS = ['minor', 'moderate', 'serious', 'critical'] as const;
export type Impact = (typeof IMPACTS)[number];

/** One element that breaks a rule. */
export interface ViolationElement {
  /** A CSS selector that finds it (through frames and shadow roots, joined by ` >>> `). */
  selector: string;
  /** The start of its HTML. */
  html: string;
}

/** One rule broken on a page, in one mode. */
export interface Violation {
  rule: string;
  impact: Impact;
  help: string;
  helpUrl: string;
  elements: ViolationElement[];
}

/** What checking one page in one mode found. */
export interface PageModeResult {
  route: string;
  mode: ColorMode;
  violations: Violation[];
  /** Set when the page could not be checked (no answer, a timeout, a script error in axe). */
  error?: string;
}

/** The axe tags of each level: a level includes the ones below it. */
export function axeTags(level: WcagLevel): string[] {
  const a = ['wcag2a', 'wcag21a'];
  const aa = [...a, 'wcag2aa', 'wcag21aa', 'wcag22aa'];
  return level === 'A' ? a : level === 'AA' ? aa : [...aa, 'wcag2aaa'];
}

let axeSource: Promise<string> | undefined;

/** axe-core's browser build, from the package installed with Folio. */
export function readAxeSource(): Promise<string> {
  const file = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
  axeSource ??= readFile(file, 'utf8');
  return axeSource;
}

/** The longest HTML excerpt kept per element. */
const HTML_EXCERPT = 200;

/** How long one page may take to load. */
const LOAD_TIMEOUT = 30_000;

/**
 * Loads `url` in `page` (a tab whose colour scheme is `mode`) and runs axe on it. A tab is reused
 * from page to page: the browser then keeps its process and compiled code, which makes a
 * check about a third faster than in a fresh tab.
 */
export async function checkPage(input: {
  page: Page;
  url: string;
  route: string;
  mode: ColorMode;
  level: WcagLevel;
}): Promise<PageModeResult> {
  const { page, route, mode } = input;
  try {
    const response = await page.goto(input.url, { waitUntil: 'load', timeout: LOAD_TIMEOUT });
    if (!response || !response.ok()) {
      return { route, mode, violations: [], error: `answered ${String(response?.status())}` };
    }
    const theme = await page.evaluate(() => document.documentElement.dataset['theme']);
    if (theme !== mode) {
      return { route, mode, violations: [], error: `showed the ${String(theme)} theme` };
    }
    await page.evaluate(await readAxeSource());
    const options: RunOptions = {
      runOnly: { type: 'tag', values: axeTags(input.level) },
      resultTypes: ['violations'],
    };
    const results = await page.evaluate(
      (runOptions) =>
        (window as unknown as { axe: { run: (c: Document, o: object) => Promise<AxeResults> } }).axe
          .run(document, runOptions)
          .then((found) =>
            found.violations.map((violation) => ({
              rule: violation.id,
              impact: violation.impact,
              help: violation.help,
              helpUrl: violation.helpUrl,
              elements: violation.nodes.map((node) => ({
                selector: node.target
                  .map((part) => (Array.isArray(part) ? part.join(' >>> ') : part))
                  .join(' >>> '),
                html: node.html,
              })),
            })),
          ),
      options,
    );
    return {
      route,
      mode,
      violations: results.map((violation) => ({
        ...violation,
        impact: impactOf(violation.impact),
        elements: violation.elements.map((element) => ({
          selector: element.selector,
          html:
            element.html.length > HTML_EXCERPT
              ? `${element.html.slice(0, HTML_EXCERPT)}…`
              : element.html,
        })),
      })),
    };
  } catch (error) {
    const message = error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error);
    return { route, mode, violations: [], error: message };
  }
}

/** axe leaves the impact out for a few rules; they count as moderate. */
function impactOf(value: ImpactValue | undefined): Impact {
  return value !== undefined && value !== null && (IMPACTS as readonly string[]).includes(value)
    ? value
    : 'moderate';
}
