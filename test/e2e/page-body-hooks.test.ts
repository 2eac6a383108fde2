/**
 * `folio build` on a custom home page that calls hooks in its own body, as a public site's does
 * (a blinking cursor: `React.useState` and `React.useEffect` inside an `{(() => { ... })()}` in
 * the hero heading). The page builds with the hooks' first values and one warning at the call;
 * the build succeeds and the page ships no island script.
 *
 * @module
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../src/site/index.ts';
import { tempDocs } from '../helpers/temp-docs.ts';

const home = [
  '---',
  'title: Home',
  'mode: custom',
  '---',
  '',
  '<section className="hero">',
  '  <h1>',
  '    Systems That Learn',
  '    {(() => {',
  '      const [visible, setVisible] = React.useState(true);',
  '      React.useEffect(() => {',
  '        const interval = setInterval(() => setVisible((v) => !v), 600);',
  '        return () => clearInterval(interval);',
  '      }, []);',
  '      return <span className="cursor" style={{ opacity: visible ? 1 : 0 }} />;',
  '    })()}',
  '  </h1>',
  '  <p>Count {(() => { const [n] = useState(3); return n; })()}</p>',
  '</section>',
  '',
].join('\n');

const temps: string[] = [];
afterAll(async () => {
  await Promise.all(temps.map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('folio build with hooks in the page body', () => {
  it('renders the page with the first values and warns at each hook call', async () => {
    const root = await tempDocs({
      'docs.json': {
        name: 'Hooks',
        navigation: { groups: [{ group: 'Start', pages: ['index'] }] },
      },
      'index.mdx': home,
    });
    const temp = await mkdtemp(path.join(tmpdir(), 'folio-hooks-'));
    temps.push(temp);
    const outDir = path.join(temp, 'site');
    const result = await buildSite(root, { outDir });
    expect(result.diagnostics.filter((item) => item.severity === 'error')).toEqual([]);
    expect(
      result.diagnostics.map((item) => [item.code, item.position?.line, item.position?.column]),
    ).toEqual([
      ['island-static', 10, 37],
      ['island-static', 18, 34],
    ]);
    const html = await readFile(path.join(outDir, 'index.html'), 'utf8');
    expect(html).toContain('<span class="cursor" style="opacity:1"></span>');
    expect(html).toContain('<p>Count 3</p>');
    expect(html).not.toContain('_folio/islands');
  });
});
