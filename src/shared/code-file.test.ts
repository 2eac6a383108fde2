import { describe, expect, it } from 'vitest';
import { codeFileUrl } from './code-file.ts';

describe('codeFileUrl', () => {
  it('names a TypeScript sibling from TypeScript', () => {
    expect(codeFileUrl('./worker', 'file:///folio/src/render/pool.ts').href).toBe(
      'file:///folio/src/render/worker.ts',
    );
  });

  it('names a JavaScript sibling from compiled code', () => {
    expect(codeFileUrl('../child', 'file:///folio/dist/server/deploy/pool.js').href).toBe(
      'file:///folio/dist/server/child.js',
    );
  });
});
