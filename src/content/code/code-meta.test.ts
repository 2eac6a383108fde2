import { describe, expect, it } from 'vitest';
import { parseCodeMeta, splitMetaWords } from './code-meta.ts';
import type { CodeMeta } from './code-meta.ts';

/** A full CodeMeta: the defaults plus `fields`. */
function expected(fields: Partial<CodeMeta>): CodeMeta {
  return { highlight: new Set(), lineNumbers: false, wrap: false, ...fields };
}

const lines = (...numbers: number[]) => new Set(numbers);

describe('parseCodeMeta', () => {
  it.each<[string | undefined, string | undefined, CodeMeta]>([
    ['ts', 'title.ts', expected({ lang: 'typescript', title: 'title.ts' })],
    ['json', '200', expected({ lang: 'json', title: '200' })],
    ['bash', 'Terminal', expected({ lang: 'bash', title: 'Terminal' })],
    [
      'javascript',
      'Node.js {2,4-6}',
      expected({ lang: 'javascript', title: 'Node.js', highlight: lines(2, 4, 5, 6) }),
    ],
    [
      'ts',
      'title="app.ts" lines highlight={1-3}',
      expected({
        lang: 'typescript',
        title: 'app.ts',
        lineNumbers: true,
        highlight: lines(1, 2, 3),
      }),
    ],
    [
      'python',
      'main.py icon="python" wrap lines',
      expected({ lang: 'python', title: 'main.py', icon: 'python', wrap: true, lineNumbers: true }),
    ],
    [
      'js',
      '{1,3} showLineNumbers',
      expected({ lang: 'javascript', highlight: lines(1, 3), lineNumbers: true }),
    ],
    ['json', 'Response 200', expected({ lang: 'json', title: 'Response 200' })],
    ['json', '  Response   200  ', expected({ lang: 'json', title: 'Response 200' })],
    ['mermaid', undefined, expected({ lang: 'mermaid' })],
    [undefined, undefined, expected({})],
    ['', '', expected({})],
    [undefined, 'Just a title', expected({ title: 'Just a title' })],
    ['ts', 'lines={2, 5-6}', expected({ lang: 'typescript', highlight: lines(2, 5, 6) })],
    ['ts', 'highlight="1 3"', expected({ lang: 'typescript', highlight: lines(1, 3) })],
    ['ts', '{5-3} {9}', expected({ lang: 'typescript', highlight: lines(3, 4, 5, 9) })],
    [
      'ts',
      "title='My App' focus={2-3} expandable",
      expected({ lang: 'typescript', title: 'My App', focus: lines(2, 3), expandable: true }),
    ],
    ['ts', 'focus={}', expected({ lang: 'typescript' })],
    [
      'js',
      'Example {1} lines extra words',
      expected({
        lang: 'javascript',
        title: 'Example extra words',
        highlight: lines(1),
        lineNumbers: true,
      }),
    ],
    ['js', 'unknownFlag Title', expected({ lang: 'javascript', title: 'unknownFlag Title' })],
    ['js', 'Lines Wrap', expected({ lang: 'javascript', title: 'Lines Wrap' })],
    [
      'js',
      'caption="Some caption" twoslash=true example.js',
      expected({ lang: 'javascript', title: 'example.js' }),
    ],
    [
      'js',
      '"Quoted title" {2}',
      expected({ lang: 'javascript', title: 'Quoted title', highlight: lines(2) }),
    ],
    ['bash', "Let's go {2}", expected({ lang: 'bash', title: "Let's go", highlight: lines(2) })],
    ['ts', 'app.ts title="Explicit"', expected({ lang: 'typescript', title: 'Explicit' })],
    [
      'ts',
      'title="Has {braces} and  spaces"',
      expected({ lang: 'typescript', title: 'Has {braces} and  spaces' }),
    ],
    ['ts', 'filename="server.ts"', expected({ lang: 'typescript', title: 'server.ts' })],
    [
      'ts',
      'lines={false} wrap=true expandable={true}',
      expected({ lang: 'typescript', wrap: true, expandable: true }),
    ],
    ['ts', 'icon={"react"}', expected({ lang: 'typescript', icon: 'react' })],
    ['js{1,3}', undefined, expected({ lang: 'javascript', highlight: lines(1, 3) })],
    ['js{2}', 'app.js', expected({ lang: 'javascript', title: 'app.js', highlight: lines(2) })],
    ['ts app.ts', '{1}', expected({ lang: 'typescript', title: 'app.ts', highlight: lines(1) })],
    ['sh', undefined, expected({ lang: 'bash' })],
    ['console', undefined, expected({ lang: 'shellsession' })],
    ['c#', 'Program.cs', expected({ lang: 'csharp', title: 'Program.cs' })],
    ['app.py', undefined, expected({ lang: 'app.py' })],
  ])('%j %j', (lang, meta, result) => {
    expect(parseCodeMeta(lang, meta)).toEqual(result);
  });

  it('reads an unclosed quote or brace to the end instead of failing', () => {
    expect(parseCodeMeta('ts', 'title="app.ts lines')).toEqual(
      expected({ lang: 'typescript', title: 'app.ts lines' }),
    );
    expect(parseCodeMeta('ts', 'Title {1,2')).toEqual(
      expected({ lang: 'typescript', title: 'Title', highlight: lines(1, 2) }),
    );
  });
});

describe('copy and twoslash flags', () => {
  it('reads `nocopy` (also as `nocopy="false"`) and never makes it title', () => {
    expect(parseCodeMeta('text', 'title="No copy example" nocopy')).toEqual(
      expected({ lang: 'text', title: 'No copy example', noCopy: true }),
    );
    expect(parseCodeMeta('js', 'Example nocopy="false"')).toEqual(
      expected({ lang: 'javascript', title: 'Example', noCopy: false }),
    );
  });

  it('reads a bare ```nocopy fence as plain text without a copy button', () => {
    expect(parseCodeMeta('nocopy', undefined)).toEqual(expected({ noCopy: true }));
  });

  it('drops `twoslash` from the title', () => {
    expect(parseCodeMeta('ts', 'twoslash Twoslash example')).toEqual(
      expected({ lang: 'typescript', title: 'Twoslash example' }),
    );
    expect(parseCodeMeta('ts', 'twoslash')).toEqual(expected({ lang: 'typescript' }));
  });
});

describe('mermaid options', () => {
  it('reads actions and placement, never as title', () => {
    expect(parseCodeMeta('mermaid', 'placement="top-left" actions={true}')).toEqual(
      expected({ lang: 'mermaid', placement: 'top-left', actions: true }),
    );
    expect(parseCodeMeta('mermaid', 'actions={false}')).toEqual(
      expected({ lang: 'mermaid', actions: false }),
    );
    // A corner the format does not name is ignored, as other unknown values are.
    expect(parseCodeMeta('mermaid', 'placement="middle"')).toEqual(expected({ lang: 'mermaid' }));
  });
});

describe('splitMetaWords', () => {
  it('keeps quoted values and brace groups whole', () => {
    expect(splitMetaWords(`a title="x y" {1, 2} b='c d' e={f g} it's ok`)).toEqual([
      'a',
      'title="x y"',
      '{1, 2}',
      `b='c d'`,
      'e={f g}',
      "it's",
      'ok',
    ]);
  });
});
