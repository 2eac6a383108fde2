import { describe, expect, it } from 'vitest';
import { extensionChange } from './extension-value.ts';

const page = {
  metadata: { title: 'List plants', description: 'All of them' },
  content: 'Body.',
  href: '/api/list',
};

describe('extensionChange', () => {
  it('adds x-folio with metadata, content and href', () => {
    expect(extensionChange({ summary: 'List' }, page)).toEqual({
      value: { metadata: page.metadata, content: 'Body.', href: '/api/list' },
      replace: undefined,
      remove: [],
      overridden: [],
    });
  });

  it('reads x-mint like x-folio, overrides its content and metadata, keeps its other keys in place', () => {
    const change = extensionChange(
      {
        'x-mint': {
          metadata: { title: 'Old' },
          playground: 'simple',
          content: 'Old.',
          href: '/old',
        },
      },
      page,
    );
    expect(change?.replace).toBe('x-mint');
    expect(Object.keys(change?.value ?? {})).toEqual(['metadata', 'playground', 'content', 'href']);
    expect(change?.value).toMatchObject({
      metadata: page.metadata,
      content: 'Body.',
      playground: 'simple',
    });
    expect(change?.overridden).toEqual(['metadata', 'content', 'href']);
  });

  it('says which existing values the page overrides, and an extension that is not an object', () => {
    const same = { metadata: page.metadata, content: 'Body.', href: '/old' };
    expect(extensionChange({ 'x-folio': same }, page)?.overridden).toEqual(['href']);
    expect(extensionChange({ 'x-folio': { playground: 'none' } }, page)?.overridden).toEqual([]);
    expect(extensionChange({ 'x-folio': 'text' }, page)).toMatchObject({
      replace: 'x-folio',
      overridden: ['value'],
    });
  });

  it('drops content and metadata the page does not have', () => {
    const change = extensionChange(
      { 'x-folio': { content: 'Spec text', metadata: { title: 'T' }, other: 1 } },
      { metadata: {}, content: '', href: '/a' },
    );
    expect(change?.value).toEqual({ other: 1, href: '/a' });
    expect(change?.overridden).toEqual(['metadata', 'content']);
  });

  it('moves x-mcp into mcp, in the place of x-mcp when there is no extension yet', () => {
    expect(extensionChange({ 'x-mcp': { enabled: true } }, page)).toEqual({
      value: {
        ...{ metadata: page.metadata, content: 'Body.', href: '/api/list' },
        mcp: { enabled: true },
      },
      replace: 'x-mcp',
      remove: [],
      overridden: [],
    });
    expect(
      extensionChange(
        { 'x-folio': {}, 'x-mcp': { enabled: false } },
        { ...page, mcp: { enabled: true } },
      ),
    ).toMatchObject({ replace: 'x-folio', remove: ['x-mcp'], value: { mcp: { enabled: true } } });
  });

  it('returns undefined when the operation already holds exactly this', () => {
    const value = { metadata: page.metadata, content: 'Body.', href: '/api/list' };
    expect(extensionChange({ 'x-folio': value }, page)).toBeUndefined();
    expect(extensionChange({ 'x-folio': { ...value, href: '/elsewhere' } }, page)).toBeDefined();
  });
});
