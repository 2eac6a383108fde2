import { describe, expect, it } from 'vitest';
import type { ApiSchema } from '../../openapi/index.ts';
import { sampleValue } from './sample-value.ts';
import { petSchemas } from '../../../test/render/pet-store.ts';

const request = { direction: 'request' } as const;
const response = { direction: 'response' } as const;

describe('sampleValue', () => {
  it('prefers const, then example, then default, then the first enum value', () => {
    expect(sampleValue({ type: 'string', const: 'c', example: 'e' }, request)).toBe('c');
    expect(sampleValue({ type: 'string', example: 'e', default: 'd' }, request)).toBe('e');
    expect(sampleValue({ type: 'string', examples: ['first'], default: 'd' }, request)).toBe(
      'first',
    );
    expect(sampleValue({ type: 'string', default: 'd', enum: ['x'] }, request)).toBe('d');
    expect(sampleValue({ type: 'string', enum: [null, 'x'] }, request)).toBe('x');
  });

  it('makes values from types and formats, within their bounds', () => {
    expect(sampleValue({ type: 'string', format: 'uuid' }, request)).toBe(
      '3fa85f64-5717-4562-b3fc-2c963f66afa6',
    );
    expect(sampleValue({ type: 'string', format: 'date-time' }, request)).toBe(
      '2024-01-15T09:30:00Z',
    );
    expect(sampleValue({ type: 'string' }, request)).toBe('string');
    expect(sampleValue({ type: 'string', minLength: 10 }, request)).toBe('stringxxxx');
    expect(sampleValue({ type: 'string', maxLength: 3 }, request)).toBe('str');
    expect(sampleValue({ type: 'integer' }, request)).toBe(1);
    expect(sampleValue({ type: 'integer', minimum: 10 }, request)).toBe(10);
    expect(sampleValue({ type: 'integer', exclusiveMinimum: 10 }, request)).toBe(11);
    expect(sampleValue({ type: 'number', maximum: 0.5 }, request)).toBe(0.5);
    expect(sampleValue({ type: 'boolean' }, request)).toBe(true);
    expect(sampleValue({ type: ['null', 'string'] }, request)).toBe('string');
    expect(sampleValue({ type: 'null' }, request)).toBeNull();
    expect(sampleValue({}, request)).toBeUndefined();
  });

  it('builds objects and arrays, leaving readOnly out of requests and writeOnly out of responses', () => {
    const { User } = petSchemas();
    expect(sampleValue(User, request)).toEqual({
      username: 'string',
      password: '<password>',
      metadata: { key: 'string' },
    });
    expect(sampleValue(User, response)).toEqual({
      id: '3fa85f64-5717-4562-b3fc-2c963f66afa6',
      username: 'string',
      metadata: { key: 'string' },
    });
    expect(
      sampleValue(
        { type: 'array', prefixItems: [{ type: 'integer' }, { type: 'boolean' }] },
        request,
      ),
    ).toEqual([1, true]);
  });

  it('terminates on recursive schemas, leaving the cycle out', () => {
    const { Pet } = petSchemas();
    const value = sampleValue(Pet, response) as Record<string, unknown>;
    expect(value['parent']).toBeUndefined();
    expect(value['children']).toEqual([]);
    expect(value['name']).toBe('doggie');
    expect(value['category']).toEqual({ id: 1, name: 'string' });
  });

  it('stops at the depth limit', () => {
    const deep: ApiSchema = {
      type: 'object',
      properties: {
        a: {
          type: 'object',
          properties: { b: { type: 'object', properties: { c: { type: 'string' } } } },
        },
      },
    };
    expect(sampleValue(deep, { direction: 'request', maxDepth: 2 })).toEqual({ a: { b: {} } });
  });

  it('takes the first variant and sets its discriminator', () => {
    const { AnyAnimal } = petSchemas();
    expect(sampleValue(AnyAnimal, request)).toEqual({ petType: 'cat', huntingSkill: 'lazy' });
    expect(sampleValue({ anyOf: [{ type: 'null' }, { type: 'integer' }] }, request)).toBe(1);
  });
});
