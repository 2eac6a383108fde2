import type { Element } from 'hast';
import { toString } from 'hast-util-to-string';
import { hastToHtml } from 'shiki';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { parseCodeMeta } from './code-meta.ts';
import {
  MAX_HIGHLIGHTED_BLOCK,
  MAX_HIGHLIGHTED_LINE,
  createCodeHighlighter,
  normalizeSource,
} from './highlighter.ts';

const warnings: string[] = [];
const highlighter = createCodeHighlighter({ onWarning: (message) => warnings.push(message) });

beforeAll(async () => {
  await highlighter.prepare(['ts', 'sh', 'json', 'python', 'nosuchlang', undefined, 'mermaid']);
});
afterAll(() => {
  highlighter.dispose();
});

/** The `span.line` elements of a highlighted block. */
function linesOf(pre: Element): Element[] {
  const code = pre.children.find((child) => child.type === 'element' && child.tagName === 'code');
  if (code?.type !== 'element') throw new Error('no <code> in block');
  return code.children.filter(
    (child): child is Element =>
      child.type === 'element' && (child.properties.className ?? []).includes('line'),
  );
}

describe('createCodeHighlighter', () => {
  it('renders dual-theme CSS variables and the fence meta on pre', () => {
    const pre = highlighter.highlight(
      'const a = 1;\n',
      parseCodeMeta('ts', 'title="app.ts" icon="js" lines wrap expandable {1}'),
    );
    expect(hastToHtml(pre)).toMatchInlineSnapshot(
      `"<pre style="--shiki-light:#1f2328;--shiki-dark:#e6edf3;--shiki-light-bg:#ffffff;--shiki-dark-bg:#0d1117" class="shiki shiki-themes github-light-default github-dark-default" tabindex="0" data-language="typescript" data-title="app.ts" data-icon="js" data-line-numbers="" data-wrap="" data-expandable=""><code><span class="line highlighted"><span class="l9 d8">const</span><span class="l0 d1"> a</span><span class="l9 d8"> =</span><span class="l0 d1"> 1</span><span>;</span></span></code></pre>"`,
    );
    expect(pre.properties.className).toEqual([
      'shiki',
      'shiki-themes',
      'github-light-default',
      'github-dark-default',
    ]);
  });

  it('marks highlighted and focused lines', () => {
    const pre = highlighter.highlight('a\nb\nc\nd\n', parseCodeMeta('python', '{1,3} focus={3-4}'));
    expect(linesOf(pre).map((line) => line.properties.className)).toEqual([
      ['line', 'highlighted'],
      ['line'],
      ['line', 'highlighted', 'focused'],
      ['line', 'focused'],
    ]);
    expect(pre.properties.className).toContain('has-focused');
  });

  it('makes no empty last line of the closing newline, but keeps blank lines written', () => {
    expect(linesOf(highlighter.highlight('one\ntwo\n', parseCodeMeta('ts', ''))).length).toBe(2);
    expect(linesOf(highlighter.highlight('one\ntwo', parseCodeMeta('ts', ''))).length).toBe(2);
    expect(linesOf(highlighter.highlight('one\n\n\n', parseCodeMeta('ts', ''))).length).toBe(3);
  });

  it('normalises CRLF and CR line endings and keeps tabs', () => {
    const pre = highlighter.highlight('if x:\r\n\treturn 1\r\rpass\r\n', parseCodeMeta('py', ''));
    expect(linesOf(pre).map((line) => toString(line))).toEqual(['if x:', '\treturn 1', '', 'pass']);
    expect(hastToHtml(pre)).not.toContain('\r');
  });

  it('shows an unknown language as escaped plain text and warns for each block', () => {
    const before = warnings.length;
    const first = highlighter.highlight(
      '<script>alert(1)</script> & co\n',
      parseCodeMeta('foo', ''),
    );
    highlighter.highlight('more\n', parseCodeMeta('foo', ''));
    highlighter.highlight('x\n', parseCodeMeta('Bar', ''));
    expect(warnings.slice(before)).toEqual([
      'Unknown code block language "foo"; shown as plain text.',
      'Unknown code block language "foo"; shown as plain text.',
      'Unknown code block language "bar"; shown as plain text.',
    ]);
    expect(hastToHtml(first)).toMatchInlineSnapshot(
      `"<pre style="--shiki-light:#1f2328;--shiki-dark:#e6edf3;--shiki-light-bg:#ffffff;--shiki-dark-bg:#0d1117" class="shiki shiki-themes github-light-default github-dark-default" tabindex="0" data-language="foo"><code><span class="line"><span>&#x3C;script>alert(1)&#x3C;/script> &#x26; co</span></span></code></pre>"`,
    );
  });

  it("sends a block's warnings to the sink of its call, not the highlighter's", () => {
    const before = warnings.length;
    const own: string[] = [];
    highlighter.highlightBlock('x\n', parseCodeMeta('foo', ''), (message) => own.push(message));
    expect(own).toEqual(['Unknown code block language "foo"; shown as plain text.']);
    expect(warnings.slice(before)).toEqual([]);
  });

  it('shows a fence without language as plain text, without warning', () => {
    const before = warnings.length;
    const pre = highlighter.highlight('plain words\n', parseCodeMeta(undefined, undefined));
    expect(pre.properties['dataLanguage']).toBe('text');
    expect(toString(pre)).toBe('plain words');
    expect(warnings.length).toBe(before);
  });

  it('highlights every shell spelling with the same grammar', () => {
    const html = (lang: string) =>
      hastToHtml(highlighter.highlight('echo "$HOME" | grep x\n', parseCodeMeta(lang, '')));
    expect(html('sh')).toBe(html('bash'));
    expect(html('zsh')).toBe(html('bash'));
    expect(html('sh')).toContain('data-language="bash"');
    expect(html('sh')).toContain('--shiki-dark:');
  });

  it('passes mermaid through as source for the client', () => {
    const block = highlighter.highlight(
      'graph TD\r\n  A-->B & C\r\n',
      parseCodeMeta('mermaid', 'Flow'),
    );
    expect(hastToHtml(block)).toMatchInlineSnapshot(`
      "<div class="folio-mermaid" data-folio-mermaid=""><div class="folio-mermaid-source">graph TD
        A-->B &#x26; C</div></div>"
    `);
  });

  it('refuses a known language that was not prepared', () => {
    expect(() => highlighter.highlight('main = pure ()', parseCodeMeta('haskell', ''))).toThrow(
      'Code language "haskell" was not prepared: await prepare() first.',
    );
  });

  it('refuses to highlight before prepare and after dispose', async () => {
    const other = createCodeHighlighter();
    expect(() => other.highlight('x', parseCodeMeta('text', ''))).toThrow(/await prepare/);
    await other.prepare([]);
    expect(toString(other.highlight('x', parseCodeMeta('text', '')))).toBe('x');
    other.dispose();
    expect(() => other.highlight('x', parseCodeMeta('text', ''))).toThrow(/await prepare/);
    await expect(other.prepare(['ts'])).rejects.toThrow('disposed');
  });

  it('gives the same output with the oniguruma engine', async () => {
    const oniguruma = createCodeHighlighter({ engine: 'oniguruma' });
    const samples: [string, string][] = [
      ['ts', 'export async function f<T>(x: T): Promise<T[]> {\n  return [x];\n}\n'],
      ['json', '{ "a": [1, true, null], "b": "c" }\n'],
      ['sh', 'curl -X POST "https://x.dev/$ID" -d \'{"a":1}\'\n'],
    ];
    await oniguruma.prepare(samples.map(([lang]) => lang));
    for (const [lang, code] of samples) {
      const meta = parseCodeMeta(lang, '{1}');
      expect(hastToHtml(oniguruma.highlight(code, meta))).toBe(
        hastToHtml(highlighter.highlight(code, meta)),
      );
    }
    oniguruma.dispose();
  });

  it('highlights a Markdown block the same whatever other languages a page loaded', async () => {
    // Markdown colours the code it embeds (frontmatter, fences) with the grammars at hand, so a
    // thread that had met YAML or Python coloured the same block differently from one that had not.
    const code = '---\ntitle: Skills\n---\n\n# Use\n\n```python\nprint("hi")\n```\n';
    const meta = parseCodeMeta('markdown', '');
    const alone = createCodeHighlighter();
    await alone.prepare(['markdown']);
    const first = hastToHtml(alone.highlight(code, meta));
    await alone.prepare(['yaml', 'python']);
    expect(hastToHtml(alone.highlight(code, meta))).toBe(first);
    const loaded = createCodeHighlighter();
    await loaded.prepare(['yaml', 'python', 'md']);
    expect(hastToHtml(loaded.highlight(code, meta))).toBe(first);
    alone.dispose();
    loaded.dispose();
  });
});

describe('highlighting that takes no account of time', () => {
  const code = 'const a = { b: [1, 2, "three"], c: (d: number) => d * 2 };\n';

  it.each([true, false])(
    'colours a line the same however slow the machine (single pass %s)',
    async (singlePass) => {
      const own = createCodeHighlighter({ singlePass });
      await own.prepare(['ts']);
      const meta = parseCodeMeta('ts', '');
      const normal = hastToHtml(own.highlight(code, meta));
      // A clock that jumps a second at every look: with a tokenising time limit (shiki's
      // default stops a line after 500 ms) most of the line would be left uncoloured.
      let now = Date.now();
      const clock = vi.spyOn(Date, 'now').mockImplementation(() => (now += 1000));
      try {
        expect(hastToHtml(own.highlight(code, meta))).toBe(normal);
      } finally {
        clock.mockRestore();
        own.dispose();
      }
      expect(normal).toContain('<span class="l1 d4">"three"</span>');
    },
  );

  it('shows a line longer than the bound uncoloured, and colours the lines around it', () => {
    // `let s = "` and `";` around the x's: the first line is one character too long.
    const long = `let s = "${'x'.repeat(MAX_HIGHLIGHTED_LINE - 10)}";`;
    const fits = `let s = "${'x'.repeat(MAX_HIGHLIGHTED_LINE - 11)}";`;
    expect([long.length, fits.length]).toEqual([MAX_HIGHLIGHTED_LINE + 1, MAX_HIGHLIGHTED_LINE]);
    const pre = highlighter.highlight(`const a = 1;\n${long}\n${fits}\n`, parseCodeMeta('ts', ''));
    const [first, second, third] = linesOf(pre);
    expect(second?.children).toEqual([
      {
        type: 'element',
        tagName: 'span',
        properties: {},
        children: [{ type: 'text', value: long }],
      },
    ]);
    expect(hastToHtml(first as Element)).toContain('<span class="l9 d8">const</span>');
    expect(hastToHtml(third as Element)).toContain('<span class="l9 d8">let</span>');
  });

  it('shows a block longer than the bound without colours, and says so', () => {
    const before = warnings.length;
    const line = 'const a = 1;\n';
    const code = line.repeat(Math.ceil(MAX_HIGHLIGHTED_BLOCK / line.length) + 1);
    const block = highlighter.highlightBlock(code, parseCodeMeta('ts', 'lines'));
    expect(block.cacheable).toBe(false);
    expect(block.element.properties['dataLanguage']).toBe('typescript');
    expect(block.element.properties['dataLineNumbers']).toBe('');
    expect(hastToHtml(block.element)).not.toContain('class="l9');
    expect(warnings.slice(before)).toEqual([
      `A code block of ${String(code.length - 1)} characters is shown without colors: only blocks of up to 200000 characters are highlighted (split it to color it).`,
    ]);
  });
});

describe('normalizeSource', () => {
  it.each([
    ['a\r\nb\r\n', 'a\nb'],
    ['a\rb', 'a\nb'],
    ['a\n\n', 'a\n'],
    ['', ''],
  ])('%j → %j', (code, source) => {
    expect(normalizeSource(code)).toBe(source);
  });
});
