import { describe, expect, it } from 'vitest';
import { buildReport, groupResults } from './a11y-report.ts';
import type { SiteCheck } from './check-site.ts';
import type { PageModeResult, Violation } from './check-page.ts';
import { formatReport, summaryLine } from './format-report.ts';

const img = (selector: string, html = '<img src="a.png">'): { selector: string; html: string } => ({
  selector,
  html,
});

function violation(rule: string, impact: Violation['impact'], elements: Violation['elements']) {
  return {
    rule,
    impact,
    help: `Help for ${rule}`,
    helpUrl: `https://dequeuniversity.com/rules/axe/4.14/${rule}`,
    elements,
  };
}

/** The search button breaks one rule on every page; each page has issues of its own too. */
const results: PageModeResult[] = [
  {
    route: '/',
    mode: 'light',
    violations: [
      violation('label-content-name-mismatch', 'serious', [
        img('.search', '<button class="search">'),
      ]),
      violation('image-alt', 'critical', [img('main > img'), img('p > img')]),
    ],
  },
  {
    route: '/',
    mode: 'dark',
    violations: [
      violation('label-content-name-mismatch', 'serious', [
        img('button', '<button class="search">'),
      ]),
      violation('image-alt', 'critical', [img('main > img')]),
      violation('color-contrast', 'serious', [img('.tag', '<span class="tag">')]),
    ],
  },
  {
    route: '/guide',
    mode: 'light',
    violations: [
      violation('label-content-name-mismatch', 'serious', [
        img('.search', '<button class="search">'),
      ]),
      violation('region', 'moderate', [img('.note', '<p class="note">')]),
    ],
  },
  { route: '/guide', mode: 'dark', violations: [], error: 'answered 500' },
  {
    route: '/clean',
    mode: 'light',
    violations: [
      violation('label-content-name-mismatch', 'serious', [
        img('.search', '<button class="search">'),
      ]),
    ],
  },
  {
    route: '/clean',
    mode: 'dark',
    violations: [
      violation('label-content-name-mismatch', 'serious', [
        img('.search', '<button class="search">'),
      ]),
    ],
  },
];

function siteCheck(over: Partial<SiteCheck> = {}): SiteCheck {
  return {
    built: true,
    diagnostics: [],
    sources: new Map(),
    colors: [],
    modes: ['light', 'dark'],
    pages: ['/', '/clean', '/guide'],
    results,
    seconds: 3.21,
    ...over,
  };
}

describe('groupResults', () => {
  it('lists an element breaking a rule in both modes once, and two identical ones twice', () => {
    const [home] = groupResults(results);
    const imageAlt = home?.issues.find((issue) => issue.rule === 'image-alt');
    expect(imageAlt?.elements).toEqual([
      { selector: 'main > img', html: '<img src="a.png">', modes: ['light', 'dark'] },
      { selector: 'p > img', html: '<img src="a.png">', modes: ['light'] },
    ]);
    // The same button, though axe named it differently in each mode.
    const search = home?.issues.find((issue) => issue.rule === 'label-content-name-mismatch');
    expect(search?.elements).toEqual([
      { selector: '.search', html: '<button class="search">', modes: ['light', 'dark'] },
    ]);
  });

  it('orders issues worst first and keeps pages that could not be checked', () => {
    const pages = groupResults(results);
    expect(pages.map((page) => page.route)).toEqual(['/', '/guide', '/clean']);
    expect(pages[0]?.issues.map((issue) => issue.rule)).toEqual([
      'image-alt',
      'color-contrast',
      'label-content-name-mismatch',
    ]);
    expect(pages[1]?.errors).toEqual([{ mode: 'dark', message: 'answered 500' }]);
  });
});

describe('buildReport', () => {
  const clean = siteCheck({
    results: results.filter((result) => result.route !== '/guide' && result.route !== '/'),
  });

  it('fails on issues at or above --fail-on', () => {
    expect(buildReport(clean, { level: 'AA', failOn: 'serious' }).ok).toBe(false);
    expect(buildReport(clean, { level: 'AA', failOn: 'critical' }).ok).toBe(true);
  });

  it('fails when a page could not be checked, whatever the threshold', () => {
    const report = buildReport(siteCheck(), { level: 'AA', failOn: 'critical' });
    expect(report.ok).toBe(false);
    expect(report.summary).toEqual({
      pages: 3,
      pagesWithIssues: 3,
      rules: 4,
      issues: 7,
      byImpact: { minor: 0, moderate: 1, serious: 4, critical: 2 },
      colors: 0,
      pageErrors: 1,
      seconds: 3.21,
    });
  });

  it('counts colours below the bar as serious', () => {
    const colors = [
      {
        mode: 'light' as const,
        setting: 'colors.primary',
        value: '#ffff00',
        uses: [],
        passes: false,
        diagnostic: { severity: 'error' as const, code: 'low-contrast-color', message: 'low' },
      },
    ];
    const check = siteCheck({ results: [], colors });
    expect(buildReport(check, { level: 'AA', failOn: 'serious' }).ok).toBe(false);
    expect(buildReport(check, { level: 'AA', failOn: 'critical' }).ok).toBe(true);
    expect(buildReport(check, { level: 'AA', failOn: 'critical' }).diagnostics).toEqual([
      colors[0]?.diagnostic,
    ]);
  });

  it('fails when the site did not build', () => {
    const check = siteCheck({ built: false, results: [], pages: [], modes: [] });
    expect(buildReport(check, { level: 'AA', failOn: 'critical' }).ok).toBe(false);
  });
});

describe('formatReport', () => {
  it('lists the layout once, then each page by rule, then the summary', () => {
    const report = buildReport(siteCheck(), { level: 'AA', failOn: 'serious' });
    expect(formatReport(report, { color: false, maxElements: 1 })).toBe(
      [
        'Every page (3 pages: the shared layout)',
        '  serious   label-content-name-mismatch  Help for label-content-name-mismatch (1 element)',
        '            .search',
        '            https://dequeuniversity.com/rules/axe/4.14/label-content-name-mismatch',
        '',
        '/',
        '  critical  image-alt  Help for image-alt (2 elements)',
        '            main > img',
        '            … and 1 more',
        '            https://dequeuniversity.com/rules/axe/4.14/image-alt',
        '  serious   color-contrast  Help for color-contrast (1 element, dark mode)',
        '            .tag (dark mode)',
        '            https://dequeuniversity.com/rules/axe/4.14/color-contrast',
        '',
        '/guide',
        '  not checked  in dark mode: answered 500',
        '  moderate  region  Help for region (1 element, light mode)',
        '            .note (light mode)',
        '            https://dequeuniversity.com/rules/axe/4.14/region',
        '',
        '3 pages checked in light and dark mode against WCAG AA in 3.2 s: 7 issues (2 critical, 4 serious, 1 moderate) of 4 rules on 3 pages; 1 page check failed.',
      ].join('\n'),
    );
  });

  it('says so when nothing was found', () => {
    const report = buildReport(siteCheck({ results: [], pages: ['/'], modes: ['light'] }), {
      level: 'AAA',
      failOn: 'serious',
    });
    expect(summaryLine(report)).toBe(
      '1 page checked in light mode against WCAG AAA in 3.2 s: no issues.',
    );
  });
});
