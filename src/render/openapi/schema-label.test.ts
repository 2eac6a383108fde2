import { describe, expect, it } from 'vitest';
import type { ApiSchema } from '../../openapi/index.ts';
import { schemaFacts, typeLabel, valueText } from './schema-label.ts';
import { petSchemas } from '../../../test/render/pet-store.ts';

describe('typeLabel', () => {
  it('names primitive types with their formats, and null', () => {
    expect(typeLabel({ type: 'string', format: 'date-time' })).toBe('string<date-time>');
    expect(typeLabel({ type: ['integer', 'null'] })).toBe('integer | null');
    expect(typeLabel({ type: ['string', 'number'] })).toBe('string | number');
    expect(typeLabel({})).toBe('any');
    expect(typeLabel({ enum: ['a', 'b'] })).toBe('string');
  });

  it('names arrays by their items and objects in unions by their names', () => {
    const { Pet, Tag, AnyAnimal } = petSchemas();
    expect(typeLabel({ type: 'array', items: Tag })).toBe('array of Tag');
    expect(typeLabel({ type: 'array', items: { type: 'array', items: { type: 'string' } } })).toBe(
      'array of array of string',
    );
    expect(typeLabel({ type: 'array' })).toBe('array');
    expect(typeLabel(Pet)).toBe('object');
    expect(typeLabel(AnyAnimal)).toBe('Cat | Dog');
    expect(typeLabel({ oneOf: [{ type: 'string' }, { type: 'null' }] })).toBe('string | null');
  });

  it('stops naming the inside of self-referencing arrays', () => {
    const list: ApiSchema = { type: 'array' };
    list.items = list;
    expect(typeLabel(list)).toBe('array of array of array of array');
  });
});

describe('schemaFacts', () => {
  it('lists allowed values, ranges, lengths, patterns, items and examples', () => {
    const facts = schemaFacts({
      type: 'integer',
      minimum: 1,
      exclusiveMaximum: 100,
      multipleOf: 5,
      example: 25,
    });
    expect(facts).toEqual([
      { label: 'Range', values: ['>= 1', '< 100'] },
      { label: 'Multiple of', values: ['5'] },
      { label: 'Example', values: ['25'] },
    ]);
    expect(
      schemaFacts({
        type: 'array',
        items: { type: 'string', enum: ['a', 'b'] },
        minItems: 1,
        uniqueItems: true,
      }),
    ).toEqual([
      { label: 'Allowed values', values: ['a', 'b'] },
      { label: 'Items', values: ['>= 1'] },
      { label: 'Items', values: ['unique'] },
    ]);
    expect(schemaFacts({ type: 'string', const: 'fixed', pattern: '^x' })).toEqual([
      { label: 'Allowed value', values: ['fixed'] },
      { label: 'Pattern', values: ['^x'] },
    ]);
  });

  it('prefers an example given by the caller', () => {
    expect(schemaFacts({ type: 'string', example: 'a' }, { example: 'b' })).toEqual([
      { label: 'Example', values: ['b'] },
    ]);
  });

  it('writes values as JSON, strings as they are, and cuts long ones', () => {
    expect(valueText('plain')).toBe('plain');
    expect(valueText({ a: [1, null] })).toBe('{"a":[1,null]}');
    expect(valueText('x'.repeat(300))).toHaveLength(200);
  });
});
