import { describe, expect, it } from 'vitest';
import { Fragment, h } from '../h.ts';
import {
  childElements,
  hasContent,
  slugify,
  textOf,
  toBoolean,
  toCssColor,
  toCssLength,
  toInteger,
  toIntegerInRange,
  toText,
  toTextList,
} from './props.ts';

describe('prop readers', () => {
  it('reads booleans the way authors write them', () => {
    expect([true, 'true', 'TRUE', '', 'yes', 1].map((value) => toBoolean(value))).toEqual([
      true,
      true,
      true,
      true,
      true,
      true,
    ]);
    expect([false, 'false', 'no', 0, undefined, null].map((value) => toBoolean(value))).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(toBoolean(undefined, true)).toBe(true);
    expect(toBoolean('maybe', true)).toBe(true);
  });

  it('reads integers from numbers and strings', () => {
    expect(toInteger(3)).toBe(3);
    expect(toInteger('3')).toBe(3);
    expect(toInteger(' 2.6 ')).toBe(3);
    expect(toInteger('three')).toBeUndefined();
    expect(toInteger('')).toBeUndefined();
    expect(toIntegerInRange('9', 1, 4, 2)).toBe(4);
    expect(toIntegerInRange(0, 1, 4, 2)).toBe(1);
    expect(toIntegerInRange(undefined, 1, 4, 2)).toBe(2);
  });

  it('reads text and lists', () => {
    expect(toText('  a ')).toBe('a');
    expect(toText(' ')).toBeUndefined();
    expect(toText(12)).toBe('12');
    expect(toText({})).toBeUndefined();
    expect(toTextList(['SDK', 'Bug fix', 3])).toEqual(['SDK', 'Bug fix', '3']);
    expect(toTextList('SDK, CLI')).toEqual(['SDK', 'CLI']);
    expect(toTextList(undefined)).toEqual([]);
  });

  it('reads colours and lengths safely', () => {
    expect(toCssColor('A8FF53')).toBe('#A8FF53');
    expect(toCssColor('#878C99')).toBe('#878C99');
    expect(toCssColor('rgb(1 2 3 / 50%)')).toBe('rgb(1 2 3 / 50%)');
    expect(toCssColor('red;background:url(x)')).toBeUndefined();
    expect(toCssLength(20)).toBe('20px');
    expect(toCssLength('17')).toBe('17px');
    expect(toCssLength('1.5rem')).toBe('1.5rem');
    expect(toCssLength('calc(1px)')).toBeUndefined();
  });

  it('extracts text, slugs and element children', () => {
    const node = h('span', null, 'Run the ', h('code', null, 'dev'), ' command ', 2);
    expect(textOf(node)).toBe('Run the dev command 2');
    expect(slugify('Run the CLI `dev` command')).toBe('run-the-cli-dev-command');
    expect(slugify('  ')).toBeUndefined();
    const children = childElements([
      '\n',
      h('a', { key: 'a' }),
      h(Fragment, { key: 'f' }, h('b', null), ' '),
      null,
    ]);
    expect(children.map((child) => child.type)).toEqual(['a', 'b']);
    expect([hasContent(' '), hasContent(null), hasContent(false), hasContent(0)]).toEqual([
      false,
      false,
      false,
      true,
    ]);
  });
});
