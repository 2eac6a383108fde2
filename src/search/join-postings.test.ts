import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { indexRecords, recordPostings } from './index-records.ts';
import { joinPostings, PostingsJoiner } from './join-postings.ts';
import type { SearchRecord } from './search-engine.ts';

const records: SearchRecord[] = [
  { id: 0, title: 'Quickstart', body: 'Install the CLI and run folio dev --port 3000.' },
  { id: 1, page: 'Quickstart', heading: 'Install', body: 'npm install folio; install it twice.' },
  { id: 2, page: 'Quickstart', heading: 'Configure' },
  { id: 3, title: 'API', body: 'getUser(user_id) returns a User. The the the.' },
  { id: 4, page: 'API', heading: 'Errors', body: 'Café au lait: 安装指南 インストール v1.2' },
];

describe('joinPostings', () => {
  const text = fc.oneof(
    fc.string({ maxLength: 40 }),
    fc
      .array(fc.constantFrom('get', 'User', 'user_id', 'the', 'café', '安装', 'v1.2', '--x', ''), {
        maxLength: 10,
      })
      .map((words) => words.join(' ')),
  );
  const record = fc.record(
    { title: text, heading: text, body: text, page: text },
    { requiredKeys: [] },
  );

  it('gives exactly what indexing all records at once gives, however they are split (property)', () => {
    fc.assert(
      fc.property(
        fc.array(record, { minLength: 1, maxLength: 14 }),
        fc.array(fc.nat(14), { maxLength: 6 }),
        (fields, cuts) => {
          const numbered = fields.map((item, id) => ({ id, ...item }));
          const bounds = [...new Set([0, ...cuts.map((cut) => cut % fields.length)])].sort(
            (a, b) => a - b,
          );
          const runs = bounds.map((start, index) =>
            recordPostings(numbered.slice(start, bounds[index + 1] ?? numbered.length)),
          );
          expect(joinPostings(runs)).toEqual(indexRecords(numbered));
        },
      ),
      { numRuns: 200 },
    );
  });

  it('keeps a run as plain data: JSON gives the same join', () => {
    const runs = [recordPostings(records.slice(0, 2)), recordPostings(records.slice(2))];
    const copied = JSON.parse(JSON.stringify(runs)) as typeof runs;
    expect(joinPostings(copied)).toEqual(indexRecords(records));
  });

  it('numbers records from 0 within a run, -1 for a missing field', () => {
    const run = recordPostings([{ title: 'Alpha' }, { body: 'alpha alpha beta' }]);
    expect(run).toEqual({
      fieldLengths: [1, -1, -1, -1, -1, -1, 2, -1],
      terms: ['alpha', 'beta'],
      // alpha: title (mask 1) in record 0; body (mask 4) in record 1, twice. beta: body, record 1.
      postings: [5, 1, 0, 2, 1, -2, 4, 1, 1],
    });
  });

  it('joins runs added over time as it joins them all at once', () => {
    const joiner = new PostingsJoiner();
    joiner.add(recordPostings(records.slice(0, 1)));
    joiner.add(recordPostings([]));
    joiner.add(recordPostings(records.slice(1, 4)));
    joiner.add(recordPostings(records.slice(4)));
    expect(joiner.finish()).toEqual(indexRecords(records));
  });
});
