/**
 * axe-core run on part of a page, for tests that pin one rule on the elements they change: the
 * same axe source `folio a11y` loads, run with only the rules named, on the elements `include`
 * selects (and what they hold).
 *
 * @module
 */
import type { AxeResults } from 'axe-core';
import type { Page } from 'playwright-core';
import { readAxeSource } from '../../../src/a11y/check-page.ts';

/** One element breaking a rule: the rule, the element's selector and axe's figures for it. */
export interface AxeFinding {
  rule: string;
  target: string;
  /** For `color-contrast`: `fgColor`, `bgColor`, `contrastRatio` and more. */
  data: unknown;
}

/** Runs `rules` on the elements of `page` that `include` selects; resolves to what breaks them. */
export async function axeFindings(
  page: Page,
  options: { rules: string[]; include: string },
): Promise<AxeFinding[]> {
  if ((await page.locator(options.include).count()) === 0) {
    throw new Error(`Nothing on the page matches ${options.include}`);
  }
  await page.evaluate(await readAxeSource());
  return page.evaluate(
    ({ rules, include }) =>
      (
        window as unknown as {
          axe: { run: (context: object, options: object) => Promise<AxeResults> };
        }
      ).axe
        .run({ include: [[include]] }, { runOnly: { type: 'rule', values: rules } })
        .then((results) =>
          results.violations.flatMap((violation) =>
            violation.nodes.map((node) => ({
              rule: violation.id,
              target: node.target.join(' '),
              data: (node.any[0]?.data as unknown) ?? null,
            })),
          ),
        ),
    options,
  );
}
