import { describe, expect, it } from 'vitest';
import { patchRow } from './patch-row.ts';
import type { RecordMoves } from './patch-row.ts';

// Pages: 0 has records 0-1, 1 (changed) had 2-3 and now has 2-4, 2 had 4-8 and moves by one.
const moves: RecordMoves = {
  oldPageOf: Int32Array.from([0, 0, 1, 1, 2, 2, 2, 2, 2]),
  isChanged: Uint8Array.from([0, 1, 0]),
  shift: Int32Array.from([0, 0, 1]),
  settled: 4,
};

describe('patchRow', () => {
  it('drops the changed page’s old postings, adds its new ones and moves the later ones', () => {
    // Field 0: record 0, record 2 three times, record 7; field 1: record 1.
    const row = patchRow('["alpha",[0,2,-3,5],[1]]', 'alpha', [[2, 1, 4, 2]], moves, 7);
    expect(row).toEqual({ line: '["alpha",[0,2,2,-2,4],[1]]', first: 0, last: 8 });
  });

  it('copies the rest of a list after the changed page as it was', () => {
    const row = patchRow('["beta",[],[5,1,1,-4]]', 'beta', undefined, moves, 8);
    expect(row).toEqual({ line: '["beta",[],[6,1,1,-4]]', first: 6, last: 9 });
  });

  it('gives undefined when no postings are left, and writes a new term from its postings', () => {
    expect(patchRow('["gamma",[2,1]]', 'gamma', undefined, moves, 3)).toBeUndefined();
    expect(patchRow('["de\\"lta"]', 'de"lta', [undefined, [3, 1]], moves, -1)).toEqual({
      line: '["de\\"lta",[],[3]]',
      first: 3,
      last: 3,
    });
  });
});
