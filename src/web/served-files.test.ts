import { describe, expect, it } from 'vitest';
import { isServedAsIs } from './served-files.ts';

describe('isServedAsIs', () => {
  it('serves images, downloads and specs as they are', () => {
    for (const file of ['images/logo.png', 'openapi.yaml', 'files/guide.pdf', 'docs.json.bak']) {
      expect(isServedAsIs(file), file).toBe(true);
    }
  });

  it('keeps pages and the project configuration out, in any folder and any case', () => {
    for (const file of [
      'index.mdx',
      'guide/setup.MD',
      'docs.json',
      'nested/mint.json',
      '.folioignore',
      'sub/.mintignore',
    ]) {
      expect(isServedAsIs(file), file).toBe(false);
    }
  });
});
