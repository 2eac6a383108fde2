import MiniSearch from 'minisearch';
import { describe, expect, it } from 'vitest';
import { compactEngine, expandEngine } from './compact-engine.ts';

interface Doc {
  id: number;
  text: string;
}

function engineOf(docs: Doc[]): MiniSearch<Doc> {
  const engine = new MiniSearch<Doc>({ fields: ['text'], autoVacuum: false });
  engine.addAll(docs);
  return engine;
}

describe('compactEngine', () => {
  const docs = Array.from({ length: 11 }, (_, id) => ({ id, text: `filler${id}` }));
  docs[3] = { id: 3, text: 'alpha' };
  docs[4] = { id: 4, text: 'alpha alpha' };
  docs[10] = { id: 10, text: 'alpha' };

  it('writes postings as id gaps with term frequencies as negative numbers', () => {
    const compact = compactEngine(engineOf(docs).toJSON());
    expect(compact.terms.find(([term]) => term === 'alpha')).toEqual(['alpha', [3, 1, -2, 6]]);
    expect(compact.fieldLength[4]).toEqual([1]);
  });

  it('expands back to what MiniSearch wrote, terms sorted', () => {
    const original = engineOf(docs).toJSON();
    const sorted = [...original.index].sort(([a], [b]) => (a < b ? -1 : 1));
    expect(expandEngine(compactEngine(original))).toEqual({ ...original, index: sorted });
    expect(original.index.map(([term]) => term)).not.toEqual(sorted.map(([term]) => term));
  });

  it('refuses an engine with removed records', () => {
    const engine = engineOf(docs);
    engine.discard(5);
    expect(() => compactEngine(engine.toJSON())).toThrow(/ids 0\.\.n-1/);
  });
});
