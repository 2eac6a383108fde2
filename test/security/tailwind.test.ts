/**
 * Class names in pages are the author's input, compiled into a stylesheet every page loads: a
 * class must never close its rule and style something else, and the number of classes and the
 * size of the stylesheet are bounded.
 */
import { describe, expect, it } from 'vitest';
import {
  MAX_CANDIDATES,
  MAX_STYLESHEET_BYTES,
  tailwindStylesheet,
} from '../../src/site/tailwind/tailwind-stylesheet.ts';
import { classCandidates } from '../../src/site/tailwind/class-candidates.ts';

/**
 * The selectors of the stylesheet's top-level rules (at-rules left out), reading strings,
 * escapes and comments as CSS does, so a brace inside a value cannot fool it.
 */
function topLevelSelectors(css: string): string[] {
  const selectors: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < css.length; index += 1) {
    const char = css[index];
    if (char === '\\') index += 1;
    else if (char === '"' || char === "'") {
      for (index += 1; index < css.length && css[index] !== char; index += 1) {
        if (css[index] === '\\') index += 1;
      }
    } else if (css.startsWith('/*', index)) {
      index = css.indexOf('*/', index + 2) + 1;
      if (depth === 0) start = index + 1;
    } else if (char === '{') {
      if (depth === 0) selectors.push(css.slice(start, index).trim());
      depth += 1;
    } else if (char === '}') {
      depth -= 1;
      if (depth === 0) start = index + 1;
    } else if (char === ';' && depth === 0) start = index + 1;
  }
  expect(depth).toBe(0);
  return selectors.filter((selector) => !selector.startsWith('@'));
}

describe('Tailwind classes from pages', () => {
  it('never lets a class close its rule', async () => {
    const source = [
      '<div className="[}body{display:none] w-[1px;}body{display:none] p-4" />',
      `<div className='content-["}body{display:none}"] bg-[url(x);}html{color:red]' />`,
      '<div className="after:content-[\'*/body{display:none}/*\'] [color:red;}body{display:none]" />',
    ].join('\n');
    const { css } = await tailwindStylesheet(classCandidates(source));
    expect(css).toBeDefined();
    // Each rule is the class's own (values with braces stay inside their strings); the classes
    // whose value would close the rule produce nothing.
    expect(topLevelSelectors(css ?? '')).toEqual([
      '.p-4',
      '.content-\\[\\"\\}body\\{display\\:none\\}\\"\\]',
      ".after\\:content-\\[\\'\\*\\/body\\{display\\:none\\}\\/\\*\\'\\]::after",
    ]);
  });

  it('compiles a bounded number of classes, and says so', async () => {
    const many = Array.from({ length: MAX_CANDIDATES + 5 }, (_, index) => `cls-${String(index)}`);
    const result = await tailwindStylesheet([...many, 'flex']);
    expect(result.diagnostics).toEqual([
      expect.objectContaining({
        severity: 'warning',
        code: 'tailwind-too-many-classes',
        message: `The site's pages and snippets name ${String(MAX_CANDIDATES + 6)} distinct classes; only the first ${String(MAX_CANDIDATES)} (in alphabetical order) are compiled with Tailwind`,
      }),
    ]);
    // `flex` sorts after every `cls-…`: it is among those left out.
    expect(result.css).toBeUndefined();
  });

  it('leaves out a stylesheet larger than the bound, and says so', async () => {
    const filler = 'x'.repeat(200);
    const candidates = Array.from(
      { length: 6000 },
      (_, index) => `content-['${filler}${String(index)}']`,
    );
    const result = await tailwindStylesheet(candidates);
    expect(result.css).toBeUndefined();
    expect(result.diagnostics).toEqual([
      expect.objectContaining({ severity: 'warning', code: 'tailwind-too-large' }),
    ]);
    expect(result.diagnostics[0]?.message).toMatch(
      new RegExp(
        `is \\d+ kB, more than the ${String(MAX_STYLESHEET_BYTES / 1_000_000)} MB allowed; it is left out$`,
      ),
    );
  });
});
