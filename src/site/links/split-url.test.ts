import { describe, expect, it } from 'vitest';
import { splitUrl } from './split-url.ts';

describe('splitUrl', () => {
  it('drops the query and keeps the fragment, both decoded', () => {
    expect(splitUrl('/guides/intro?tab=js#set%20up')).toEqual({
      path: '/guides/intro',
      fragment: 'set up',
    });
    expect(splitUrl('/files/my%20guide.pdf')).toEqual({ path: '/files/my guide.pdf' });
    expect(splitUrl('#top')).toEqual({ path: '', fragment: 'top' });
    expect(splitUrl('?x=1')).toEqual({ path: '' });
  });

  it('keeps malformed escapes as written', () => {
    expect(splitUrl('/100%zz#a%')).toEqual({ path: '/100%zz', fragment: 'a%' });
  });
});
