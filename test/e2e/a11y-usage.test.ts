/**
 * `folio a11y` refuses options it does not take before it builds anything or looks for a
 * browser (exit code 2, with the values it takes). The checks themselves run in Chromium:
 * see test/browser/a11y.browser.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { runFolio } from '../helpers/run-folio.ts';
import { tempDocs } from '../helpers/temp-docs.ts';

describe('folio a11y: usage', () => {
  it('is listed in folio --help and prints its own usage', async () => {
    expect((await runFolio(['--help'])).stdout).toContain(
      '  a11y           check accessibility: axe-core on every page in Chromium, colour contrast',
    );
    const help = await runFolio(['a11y', '--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/^Usage: folio a11y \[dir\]/);
  });

  it.each([
    [['--level', 'B'], 'folio a11y: --level takes A, AA or AAA, got "B"'],
    [
      ['--fail-on', 'bad'],
      'folio a11y: --fail-on takes minor, moderate, serious, critical, got "bad"',
    ],
    [['--tabs', '0'], 'folio a11y: --tabs takes a whole number from 1 to 32, got "0"'],
    [['--pages', ' , '], 'folio a11y: --pages is empty: give routes such as /,/guides/**'],
    [['--colour'], "folio a11y: Unknown option '--colour'"],
  ])('refuses %j', async (args, message) => {
    const root = await tempDocs({ 'docs.json': { name: 'A', navigation: { pages: ['index'] } } });
    const result = await runFolio(['a11y', root, ...args, '--browser', '/nowhere']);
    expect(result.code).toBe(2);
    expect(result.stderr.split('\n')[0]).toContain(message);
  });
});
