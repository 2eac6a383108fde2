import { describe, expect, it } from 'vitest';
import { watchRules } from './watch-rules.ts';

const files = [
  'docs.json',
  'index.mdx',
  'guides/deep/page.mdx',
  'images/logo.png',
  'dist/_folio/manifest.json',
  'dist/index.html',
  'dist/guides/page/index.html',
];

describe('watchRules', () => {
  const rules = watchRules(files, ['.folioignore', '.mintignore']);

  it('watches every folder holding site files and the folders above them', () => {
    expect([...rules.folders].sort()).toEqual(['', 'guides', 'guides/deep', 'images']);
  });

  it('leaves out dot-folders, node_modules, built sites and builds being written', () => {
    expect(rules.accept('guides/new.mdx')).toBe(true);
    expect(rules.accept('docs.json')).toBe(true);
    expect(rules.accept('.folioignore')).toBe(true);
    expect(rules.accept('.git/index')).toBe(false);
    expect(rules.accept('guides/.page.mdx.swp')).toBe(false);
    expect(rules.accept('node_modules/x/index.js')).toBe(false);
    expect(rules.accept('dist')).toBe(false);
    expect(rules.accept('dist/index.html')).toBe(false);
    expect(rules.accept('dist.folio-staging-1234')).toBe(false);
    expect(rules.accept('distant/page.mdx')).toBe(true);
  });

  it('leaves out the files editors write beside the one being saved', () => {
    for (const file of [
      'guides/page.mdx~',
      'page.mdx.swp',
      '4913',
      '#page.mdx#',
      'a.mdx___jb_tmp___',
    ]) {
      expect(rules.accept(file), file).toBe(false);
    }
    expect(rules.accept('guides/2024.mdx')).toBe(true);
    expect(rules.accept('images/1.png')).toBe(true);
  });
});
