import { describe, expect, it } from 'vitest';
import type { ApiSchema } from '../../openapi/index.ts';
import {
  discriminatorValue,
  isNullable,
  mergedSchema,
  nullableVariant,
  schemaTypes,
  variantsOf,
  visibleProperties,
} from './schema-shape.ts';
import { petSchemas } from '../../../test/render/pet-store.ts';

describe('mergedSchema', () => {
  it('folds allOf members: properties in order, required united, own keywords winning', () => {
    const base: ApiSchema = {
      refName: 'Base',
      type: 'object',
      description: 'Base description',
      required: ['id'],
      properties: { id: { type: 'string' }, kind: { type: 'string' } },
    };
    const schema: ApiSchema = {
      refName: 'Child',
      description: 'Child description',
      allOf: [
        base,
        { required: ['name'], properties: { name: { type: 'string' }, kind: { const: 'child' } } },
      ],
    };
    const merged = mergedSchema(schema);
    expect(Object.keys(merged.properties ?? {})).toEqual(['id', 'kind', 'name']);
    expect(merged.properties?.['kind']).toEqual({ const: 'child' });
    expect(merged.required).toEqual(['id', 'name']);
    expect(merged.description).toBe('Child description');
    expect(merged.refName).toBe('Child');
    expect(merged.type).toBe('object');
    expect(merged.allOf).toBeUndefined();
  });

  it('keeps member names and discriminators out, and caches the result', () => {
    const base: ApiSchema = {
      refName: 'Base',
      discriminator: { propertyName: 'kind' },
      type: 'object',
    };
    const inline: ApiSchema = { allOf: [base] };
    expect(mergedSchema(inline).refName).toBeUndefined();
    expect(mergedSchema(inline).discriminator).toBeUndefined();
    expect(mergedSchema(inline)).toBe(mergedSchema(inline));
    expect(mergedSchema(base)).toBe(base);
  });

  it('marks the merge readOnly when any member is, and survives allOf cycles', () => {
    const a: ApiSchema = { allOf: [] };
    const b: ApiSchema = { allOf: [a], readOnly: true, properties: { x: { type: 'integer' } } };
    a.allOf = [b];
    const merged = mergedSchema(a);
    expect(merged.readOnly).toBe(true);
    expect(Object.keys(merged.properties ?? {})).toEqual(['x']);
  });
});

describe('schema types', () => {
  it('reads declared types and infers them from keywords', () => {
    expect(schemaTypes({ type: ['string', 'null'] })).toEqual(['string', 'null']);
    expect(schemaTypes({ properties: {} })).toEqual(['object']);
    expect(schemaTypes({ items: { type: 'string' } })).toEqual(['array']);
    expect(schemaTypes({ enum: [1, 2.5, null] })).toEqual(['integer', 'number', 'null']);
    expect(schemaTypes({ const: 'x' })).toEqual(['string']);
    expect(schemaTypes({})).toEqual([]);
  });

  it('knows nullable schemas, by type or by a null variant', () => {
    expect(isNullable({ type: ['integer', 'null'] })).toBe(true);
    expect(isNullable({ oneOf: [{ type: 'string' }, { type: 'null' }] })).toBe(true);
    expect(isNullable({ type: 'string' })).toBe(false);
    const owner: ApiSchema = { type: 'object' };
    expect(nullableVariant({ anyOf: [owner, { type: 'null' }] })).toBe(owner);
    expect(nullableVariant({ anyOf: [owner, { type: 'string' }] })).toBeUndefined();
  });

  it('lists variants without the null one', () => {
    const { AnyAnimal, Cat, Dog } = petSchemas();
    expect(variantsOf(AnyAnimal)).toEqual({ kind: 'oneOf', schemas: [Cat, Dog] });
    expect(variantsOf({ anyOf: [{ type: 'null' }] })).toBeUndefined();
  });

  it('finds the discriminator value of a variant by mapping, fixed value or name', () => {
    const { AnyAnimal, Cat, Dog } = petSchemas();
    expect(discriminatorValue(AnyAnimal, Cat)).toBe('cat');
    expect(discriminatorValue(AnyAnimal, Dog)).toBe('dog');
    const fixed: ApiSchema = { properties: { kind: { const: 'square' } } };
    const unmapped: ApiSchema = { oneOf: [fixed, Dog], discriminator: { propertyName: 'kind' } };
    expect(discriminatorValue(unmapped, fixed)).toBe('square');
    expect(discriminatorValue(unmapped, Dog)).toBe('Dog');
    expect(discriminatorValue(Dog, Cat)).toBeUndefined();
  });
});

describe('visibleProperties', () => {
  it('hides readOnly properties from requests and writeOnly ones from responses', () => {
    const { User } = petSchemas();
    const names = (direction: 'request' | 'response'): string[] =>
      visibleProperties(User, direction).map((property) => property.name);
    expect(names('request')).toEqual(['username', 'password', 'metadata']);
    expect(names('response')).toEqual(['id', 'username', 'metadata']);
  });

  it('marks required properties', () => {
    const { Pet } = petSchemas();
    const required = visibleProperties(Pet, 'response')
      .filter((property) => property.required)
      .map((property) => property.name);
    expect(required).toEqual(['name', 'photoUrls']);
  });
});
