import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkSpec, loadApiModel } from '../src/openapi/index.ts';
import { countRefs, generateSpec, LARGE_SPEC_RESOURCES } from './generate-spec.ts';

const root = await mkdtemp(path.join(tmpdir(), 'folio-generate-spec-'));
afterAll(() => rm(root, { recursive: true, force: true }));

describe('generateSpec', () => {
  it('gives the same document for the same seed, and another for another seed', () => {
    const first = JSON.stringify(generateSpec({ resources: 3 }));
    expect(JSON.stringify(generateSpec({ resources: 3 }))).toBe(first);
    expect(JSON.stringify(generateSpec({ resources: 3, seed: 2 }))).not.toBe(first);
  });

  it('makes the benchmark spec: about 3 MB and 2,800 $refs, loaded well under 2 s, valid', async () => {
    const spec = generateSpec({ resources: LARGE_SPEC_RESOURCES });
    const json = JSON.stringify(spec, null, 2);
    expect(Buffer.byteLength(json)).toBeGreaterThan(3_000_000);
    expect(Buffer.byteLength(json)).toBeLessThan(3_300_000);
    expect(countRefs(spec)).toBeGreaterThan(2_700);
    expect(countRefs(spec)).toBeLessThan(2_900);
    await writeFile(path.join(root, 'spec.json'), json);

    const started = performance.now();
    const loaded = await loadApiModel(root, 'spec.json');
    const elapsed = performance.now() - started;
    expect(loaded.diagnostics).toEqual([]);
    expect(loaded.model?.operations).toHaveLength(LARGE_SPEC_RESOURCES * 6);
    expect(elapsed).toBeLessThan(2_000);

    const checked = await checkSpec(root, 'spec.json');
    expect(checked.diagnostics).toEqual([]);
    expect(checked.status).toBe('valid');
  });
});
