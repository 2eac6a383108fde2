import { describe, expect, it } from 'vitest';
import { resolve } from '../../test/helpers/resolve.ts';

describe('missing pages among many', () => {
  it('suggests the near miss for each of hundreds of missing pages in a large folder', () => {
    // 5,000 pages on disk; the navigation names 300 of them misspelt (a letter dropped).
    const files = Array.from(
      { length: 5000 },
      (_, n) => `section-${String(Math.floor(n / 50))}/topic-${String(n % 50)}-overview.mdx`,
    );
    const wanted = files.slice(0, 300).map((file) => file.replace('.mdx', ''));
    const misspelt = wanted.map((ref) => ref.replace('overview', 'overvew'));
    const tree = resolve({ pages: [...misspelt, ...wanted.slice(0, 1)] }, { files });
    const missing = tree.diagnostics.filter((item) => item.code === 'missing-page');
    expect(missing).toHaveLength(300);
    expect(missing.map((item) => item.hint)).toEqual(wanted.map((ref) => `Did you mean "${ref}"?`));
  });
});
