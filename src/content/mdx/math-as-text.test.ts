import { describe, expect, it } from 'vitest';
import { compileMdx } from './compile-mdx.ts';

const compile = async (source: string, latex?: boolean) => {
  const compiled = await compileMdx(source, { file: 'page.mdx', fileExists: () => false, latex });
  return JSON.stringify(compiled.tree);
};

describe('styling.latex', () => {
  const page = 'Costs $5 and $10 today.\n\n$$\nx^2\n$$\n';

  it('makes math elements by default', async () => {
    expect(await compile(page)).toContain('"dataFolioMath":"inline"');
  });

  it('leaves dollar signs as text when false', async () => {
    const tree = await compile(page, false);
    expect(tree).not.toContain('dataFolioMath');
    expect(tree).toContain('"value":"Costs "');
    expect(tree).toContain('"value":"$5 and $"');
    expect(tree).toContain('"value":"$$\\nx^2\\n$$"');
  });
});
