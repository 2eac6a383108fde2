import { describe, expect, it } from 'vitest';
import type { Frontmatter } from './frontmatter.ts';
import { pageMetaOf } from './page-meta.ts';

const meta = (data: Record<string, unknown>) =>
  pageMetaOf({ data, keyLines: new Map() } as unknown as Frontmatter);

describe('a page’s icon and iconType', () => {
  it('gives a named icon the Font Awesome style', () => {
    expect(meta({ icon: 'heart', iconType: 'regular' }).icon).toEqual({
      name: 'heart',
      style: 'regular',
    });
    expect(meta({ icon: 'heart' }).icon).toBe('heart');
  });

  it('leaves an image path as it is', () => {
    expect(meta({ icon: '/icons/a.svg', iconType: 'solid' }).icon).toBe('/icons/a.svg');
  });
});
