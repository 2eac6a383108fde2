import { describe, expect, it } from 'vitest';
import { compileMdx, relocateCompiled } from '../../content/index.ts';
import type { CompiledMdx } from '../../content/index.ts';
import { english, uiStrings } from '../layout/ui-strings/index.ts';
import type { RenderedContent } from './mdx-runtime.ts';
import { SharedRenders } from './shared-renders.ts';

/** A render that names its page's file in a warning, counting its calls. */
function counting(): { calls: number; render: (page: CompiledMdx) => Promise<RenderedContent> } {
  const counter = {
    calls: 0,
    render: (page: CompiledMdx): Promise<RenderedContent> => {
      counter.calls += 1;
      return Promise.resolve({
        html: `<p>${String(counter.calls)}</p>`,
        dependencies: [],
        diagnostics: [
          {
            severity: 'warning',
            code: 'unknown-component',
            message: 'Unknown component <Gadget>',
            position: { file: page.file, line: 3, column: 1 },
          },
          {
            severity: 'warning',
            code: 'island-static',
            message: 'In a snippet',
            position: { file: 'snippets/other.mdx', line: 1, column: 1 },
          },
        ],
      });
    },
  };
  return counter;
}

describe('SharedRenders', () => {
  it("renders a copy's text once per language, naming the copy's file in its warnings", async () => {
    const options = { fileExists: () => true };
    const page = await compileMdx('# Setup\n\n<Gadget />\n', { file: 'v1/setup.mdx', ...options });
    const copy = relocateCompiled(page, 'v2/setup.mdx');
    const renders = new SharedRenders();
    const counter = counting();

    const first = await renders.get(page, english, () => counter.render(page));
    const again = await renders.get(copy, english, () => counter.render(copy));
    expect(counter.calls).toBe(1);
    expect(again.html).toBe(first.html);
    expect(again.diagnostics.map((item) => item.position?.file)).toEqual([
      'v2/setup.mdx',
      'snippets/other.mdx',
    ]);
    expect(first.diagnostics[0]?.position?.file).toBe('v1/setup.mdx');

    await renders.get(copy, uiStrings('fr'), () => counter.render(copy));
    expect(counter.calls).toBe(2);
  });

  it('renders a page that imports anything every time', async () => {
    const options = { fileExists: () => true };
    const source = 'import Part from "/snippets/part.mdx";\n\n<Part />\n';
    const page = await compileMdx(source, { file: 'v1/a.mdx', ...options });
    const renders = new SharedRenders();
    const counter = counting();
    await renders.get(page, english, () => counter.render(page));
    await renders.get(relocateCompiled(page, 'v2/a.mdx'), english, () => counter.render(page));
    expect(counter.calls).toBe(2);
  });
});
