import type { Element } from 'hast';
import { toString } from 'hast-util-to-string';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCodeMeta } from './code-meta.ts';
import { createCodeHighlighter } from './highlighter.ts';

const highlighter = createCodeHighlighter();
/** The same, tokenising twice (no theme pairing): the markers must not depend on the path. */
const twoPass = createCodeHighlighter({ singlePass: false });

beforeAll(async () => {
  await highlighter.prepare(['js', 'python', 'html', 'css', 'sql']);
  await twoPass.prepare(['js']);
});
afterAll(() => {
  highlighter.dispose();
  twoPass.dispose();
});

function linesOf(pre: Element): Element[] {
  const code = pre.children.find((child) => child.type === 'element' && child.tagName === 'code');
  if (code?.type !== 'element') throw new Error('no <code> in block');
  return code.children.filter((child): child is Element => child.type === 'element');
}

function classesOf(pre: Element): string[] {
  return linesOf(pre).map((line) => (line.properties.className ?? []).join(' '));
}

const diff = [
  'const greeting = "Hello, World!"; // [!code ++]',
  'function sayHello() {',
  '  console.log("Hello, World!"); // [!code --]',
  '  console.log(greeting); // [!code ++]',
  '}',
].join('\n');

describe('code notation markers', () => {
  it('marks diff lines and takes the marker comments out of the code', () => {
    for (const instance of [highlighter, twoPass]) {
      const pre = instance.highlight(diff, parseCodeMeta('js', 'Diff'));
      expect(classesOf(pre)).toEqual([
        'line diff add',
        'line',
        'line diff remove',
        'line diff add',
        'line',
      ]);
      expect(pre.properties.className).toContain('has-diff');
      expect(toString(pre)).toBe(
        [
          'const greeting = "Hello, World!";',
          'function sayHello() {',
          '  console.log("Hello, World!");',
          '  console.log(greeting);',
          '}',
        ].join('\n'),
      );
    }
  });

  it.each([
    ['python', 'print("a")  # [!code --]\nprint("b")  # [!code ++]', 'print("a")\nprint("b")'],
    ['html', '<p>a</p> <!-- [!code --] -->\n<p>b</p> <!-- [!code ++] -->', '<p>a</p>\n<p>b</p>'],
    ['css', 'a { color: red; } /* [!code --] */\nb {} /* [!code ++] */', 'a { color: red; }\nb {}'],
    ['sql', 'select 1; -- [!code --]\nselect 2; -- [!code ++]', 'select 1;\nselect 2;'],
  ])('reads the %s comment syntax the format documents', (lang, code, shown) => {
    const pre = highlighter.highlight(code, parseCodeMeta(lang, undefined));
    expect(classesOf(pre)).toEqual(['line diff remove', 'line diff add']);
    expect(toString(pre)).toBe(shown);
  });

  it('counts `:n` from the marked line, as the format documents', () => {
    const pre = highlighter.highlight(
      'a = 1  # [!code ++:3]\nb = 2\nc = 3\nd = 4',
      parseCodeMeta('python', undefined),
    );
    expect(classesOf(pre)).toEqual(['line diff add', 'line diff add', 'line diff add', 'line']);
  });

  it('marks focused and highlighted lines and words; a marker alone marks the next line', () => {
    const pre = highlighter.highlight(
      [
        '// [!code focus:2]',
        'const a = 1;',
        'const b = 2;',
        'const c = 3; // [!code highlight]',
        'const d = a; // [!code word:a]',
      ].join('\n'),
      parseCodeMeta('js', undefined),
    );
    expect(classesOf(pre)).toEqual(['line focused', 'line focused', 'line highlighted', 'line']);
    expect(pre.properties.className).toEqual(expect.arrayContaining(['has-focused']));
    expect(toString(pre)).toBe('const a = 1;\nconst b = 2;\nconst c = 3;\nconst d = a;');
    const words = linesOf(pre)[3]?.children.filter(
      (token) =>
        token.type === 'element' && (token.properties.className ?? []).includes('highlighted-word'),
    );
    expect(words?.map((word) => toString(word))).toEqual(['a']);
  });

  it('leaves code without markers, and marker-like text outside comments, as written', () => {
    const code = 'const s = "[!code ++]";\nconst t = 1;   ';
    const pre = highlighter.highlight(code, parseCodeMeta('js', undefined));
    expect(classesOf(pre)).toEqual(['line', 'line']);
    expect(toString(pre)).toBe(code);
  });
});
