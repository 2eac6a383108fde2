import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { toHtml } from 'hast-util-to-html';
import { describe, expect, it } from 'vitest';
import { tempDocs } from '../../../test/helpers/temp-docs.ts';
import { parseCodeMeta } from './code-meta.ts';
import { readCustomGrammars } from './custom-grammars.ts';
import { createCodeHighlighter } from './highlighter.ts';

/** A grammar colouring the word `moo` as a keyword. */
const cowGrammar = {
  name: 'Cow',
  scopeName: 'source.cow',
  aliases: ['COWS'],
  patterns: [{ match: '\\bmoo\\b', name: 'keyword.control.cow' }],
};

const at = (index: number) => ['styling', 'codeblocks', 'languages', 'custom', index];

describe('readCustomGrammars', () => {
  it('reads grammars and warns, at the docs.json place, about files it cannot use', async () => {
    const outside = await mkdtemp(path.join(tmpdir(), 'folio-outside-'));
    await writeFile(path.join(outside, 'evil.json'), JSON.stringify(cowGrammar));
    const root = await tempDocs({
      'langs/cow.json': cowGrammar,
      'langs/bad.json': '{ nope',
      'langs/empty.json': { patterns: [] },
    });
    const files = [
      './langs/cow.json',
      'langs/bad.json',
      'langs/empty.json',
      'langs/missing.json',
      path.relative(root, path.join(outside, 'evil.json')),
    ];
    const locate = (jsonPath: readonly PropertyKey[]) => ({
      file: 'docs.json',
      line: 2 + Number(jsonPath.at(-1)),
      column: 5,
    });
    const read = readCustomGrammars(
      root,
      files.map((file, index) => ({ file, path: at(index) })),
      locate,
    );
    expect(read.grammars.map((grammar) => [grammar.name, grammar.aliases])).toEqual([
      ['cow', ['cows']],
    ]);
    expect(read.diagnostics.map((d) => `${d.position?.line ?? 0}: ${d.message}`)).toEqual([
      expect.stringMatching(
        /^3: Custom code language "langs\/bad.json" is not loaded: it is not valid JSON \(/,
      ),
      '4: Custom code language "langs/empty.json" is not loaded: it is not a TextMate grammar (it needs "name" and "scopeName")',
      '5: Custom code language "langs/missing.json" is not loaded: the file does not exist',
      `6: Custom code language "${files[4] ?? ''}" is not loaded: it is outside the docs folder`,
    ]);
    expect(read.diagnostics[0]?.jsonPath).toBe('styling.codeblocks.languages.custom[1]');
  });
});

describe('custom languages and themes in the highlighter', () => {
  it('highlights a fence in a custom language, by name or alias, in the chosen theme', async () => {
    const root = await tempDocs({ 'cow.json': cowGrammar });
    const { grammars } = readCustomGrammars(root, [{ file: 'cow.json', path: at(0) }]);
    const warnings: string[] = [];
    const highlighter = createCodeHighlighter({
      themes: { light: 'nord', dark: 'nord' },
      compactColors: false,
      customLanguages: grammars,
      onWarning: (message) => warnings.push(message),
    });
    await highlighter.prepare(['cow', 'cows']);
    const html = toHtml(highlighter.highlight('say moo', parseCodeMeta('Cow', undefined)));
    // nord's keyword colour, on the word the grammar marks.
    expect(html).toMatch(/<span style="--shiki-light:#81A1C1[^"]*">moo<\/span>/);
    expect(html).toContain('nord');
    const alias = toHtml(highlighter.highlight('moo', parseCodeMeta('cows', undefined)));
    expect(alias).toContain('#81A1C1');
    expect(warnings).toEqual([]);
    highlighter.dispose();
  });
});
