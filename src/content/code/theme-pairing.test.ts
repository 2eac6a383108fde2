import { toHtml } from 'hast-util-to-html';
import { describe, expect, it } from 'vitest';
import { parseCodeMeta } from './code-meta.ts';
import { createCodeHighlighter } from './highlighter.ts';
import { themePairing } from './theme-pairing.ts';

const samples: [string, string][] = [
  [
    'ts',
    'interface User { id: number }\n// comment\nexport const get = async (id: number): Promise<User> => fetch(`/u/${id}`).then((r) => r.json());\n',
  ],
  [
    'python',
    '@dataclass\nclass A:\n    """Doc."""\n    x: int = 1\n\ndef f(*args, **kw):\n    return f"{x!r}"\n',
  ],
  [
    'bash',
    'export PORT=3000\nnpx folio dev --port "$PORT" # start\nif [ -f x ]; then echo ok; fi\n',
  ],
  ['json', '{ "a": [1, 2.5, true, null], "b": { "c": "d" } }\n'],
  ['yaml', 'name: ci\non: [push]\njobs:\n  test:\n    runs-on: ubuntu-latest # os\n'],
  ['go', 'package main\n\nimport "fmt"\n\nfunc main() {\n\tfmt.Println("hi", 1<<3)\n}\n'],
  ['css', '.a > b:hover { color: #fff !important; /* c */ }\n'],
  ['markdown', '# Title\n\n*em* **strong** `code` [link](x)\n'],
];

describe('single-pass dual-theme highlighting', () => {
  it('pairs the GitHub light and dark themes', async () => {
    const pairing = await themePairing('github-light-default', 'github-dark-default');
    expect(pairing?.colors.get('#CF222E')).toBe('#FF7B72');
    expect(await themePairing('github-light-default', 'dracula')).toBeUndefined();
  });

  it('gives exactly the output of highlighting once per theme', async () => {
    const single = createCodeHighlighter({ compactColors: false });
    const twice = createCodeHighlighter({ compactColors: false, singlePass: false });
    const langs = samples.map(([lang]) => lang);
    await Promise.all([single.prepare(langs), twice.prepare(langs)]);
    for (const [lang, code] of samples) {
      const meta = parseCodeMeta(lang, undefined);
      expect(toHtml(single.highlight(code, meta)), lang).toBe(toHtml(twice.highlight(code, meta)));
    }
    single.dispose();
    twice.dispose();
  });
});
