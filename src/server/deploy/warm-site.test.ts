import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildSite } from '../../site/index.ts';

describe('the warm-up sample of spare build processes', () => {
  it('builds without a warning, its MDX, code and OpenAPI pages included', async () => {
    const scratch = await mkdtemp(path.join(tmpdir(), 'folio-warm-'));
    try {
      const result = await buildSite(fileURLToPath(new URL('./warm-site/', import.meta.url)), {
        outDir: path.join(scratch, 'site'),
        cacheDir: path.join(scratch, 'cache'),
        workers: 0,
        assistantCorpus: true,
        assistant: { hosted: true },
      });
      expect(result.diagnostics).toEqual([]);
      expect(result.written).toBe(true);
      expect(result.pages).toBe(4);
    } finally {
      await rm(scratch, { recursive: true, force: true });
    }
  }, 60_000);
});
