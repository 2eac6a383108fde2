import { describe, expect, it } from 'vitest';
import type { ApiSchema } from '../model.ts';
import { describeMismatch, matchSchema } from './match-schema.ts';

/** The mismatches as `pointer: sentence` lines. */
function mismatches(value: unknown, schema: ApiSchema): string[] {
  return matchSchema(value, schema).map(
    (mismatch) => `/${mismatch.path.join('/')}: ${describeMismatch(mismatch)}`,
  );
}

describe('matchSchema', () => {
  it('accepts values that match, whatever the keywords', () => {
    const schema: ApiSchema = {
      type: 'object',
      required: ['id'],
      properties: {
        id: { type: 'integer', minimum: 1 },
        name: { type: ['string', 'null'], maxLength: 3 },
        tags: { type: 'array', items: { type: 'string', enum: ['a', 'b'] }, uniqueItems: true },
      },
      additionalProperties: false,
    };
    expect(mismatches({ id: 1, name: null, tags: ['a', 'b'] }, schema)).toEqual([]);
    expect(mismatches({ id: 2, name: 'abc' }, schema)).toEqual([]);
  });

  it('reports every mismatch at its own place', () => {
    const schema: ApiSchema = {
      type: 'object',
      required: ['id', 'name'],
      additionalProperties: false,
      properties: {
        id: { type: 'integer' },
        name: { type: 'string', minLength: 2, pattern: '^[A-Z]' },
        score: { type: 'number', exclusiveMaximum: 10, multipleOf: 0.5 },
        tags: { type: 'array', maxItems: 2, items: { type: 'string' } },
        kind: { enum: ['dog', 'cat'] },
        version: { const: 2 },
      },
    };
    const value = {
      id: 1.5,
      score: 10.25,
      tags: ['a', 2, 'c'],
      kind: 'fish',
      version: 3,
      colour: 'red',
    };
    expect(mismatches(value, schema)).toEqual([
      '/: the value is missing the required property "name"',
      '/id: "id" must be an integer (found 1.5)',
      '/score: "score" must be less than 10 (found 10.25)',
      '/score: "score" must be a multiple of 0.5 (found 10.25)',
      '/tags: "tags" must have at most 2 items (found 3)',
      '/tags/1: item 1 of "tags" must be a string (found 2)',
      '/kind: "kind" must be one of "dog", "cat" (found "fish")',
      '/version: "version" must be 2 (found 3)',
      '/colour: "colour" is not a property the schema allows',
    ]);
    expect(mismatches({ id: 1, name: 'x' }, schema)).toEqual([
      '/name: "name" must be at least 2 characters long (found 1)',
      '/name: "name" must match the pattern ^[A-Z] (found "x")',
    ]);
  });

  it('follows recursive schemas as deep as the value goes', () => {
    const node: ApiSchema = { type: 'object', properties: {} };
    node.properties = { label: { type: 'string' }, children: { type: 'array', items: node } };
    const value = { label: 'root', children: [{ label: 'a', children: [{ label: 3 }] }] };
    expect(mismatches(value, node)).toEqual([
      '/children/0/children/0/label: "label" must be a string (found 3)',
    ]);
  });

  it('stops on an allOf that includes itself', () => {
    const loop: ApiSchema = { type: 'object' };
    loop.allOf = [loop, { required: ['id'] }];
    expect(mismatches({}, loop)).toEqual(['/: the value is missing the required property "id"']);
  });

  it('checks allOf parts and passes oneOf/anyOf when one alternative matches', () => {
    const cat: ApiSchema = {
      refName: 'Cat',
      type: 'object',
      required: ['meows'],
      properties: { kind: { const: 'cat' }, meows: { type: 'boolean' } },
    };
    const dog: ApiSchema = {
      refName: 'Dog',
      type: 'object',
      required: ['barks'],
      properties: { kind: { const: 'dog' }, barks: { type: 'boolean' } },
    };
    const pet: ApiSchema = { oneOf: [cat, dog] };
    expect(mismatches({ kind: 'dog', barks: true }, pet)).toEqual([]);
    expect(mismatches({ kind: 'dog', barks: 'yes' }, pet)).toEqual([
      '/: the value matches none of the 2 "oneOf" alternatives; closest: "barks" must be a boolean (found "yes")',
    ]);
    const both: ApiSchema = { allOf: [{ required: ['a'] }, { required: ['b'] }] };
    expect(mismatches({}, both)).toEqual([
      '/: the value is missing the required property "a"',
      '/: the value is missing the required property "b"',
    ]);
  });

  it('lets the discriminator pick the alternative, by mapping or by schema name', () => {
    const cat: ApiSchema = { refName: 'Cat', type: 'object', required: ['meows'] };
    const dog: ApiSchema = { refName: 'Dog', type: 'object', required: ['barks'] };
    const pet: ApiSchema = {
      oneOf: [cat, dog],
      discriminator: { propertyName: 'kind', mapping: { hound: '#/components/schemas/Dog' } },
    };
    expect(mismatches({ kind: 'hound', meows: true }, pet)).toEqual([
      '/: the value is missing the required property "barks"',
    ]);
    expect(mismatches({ kind: 'Cat', barks: true }, pet)).toEqual([
      '/: the value is missing the required property "meows"',
    ]);
  });

  it('does not require readOnly or writeOnly properties, nor check formats', () => {
    const schema: ApiSchema = {
      type: 'object',
      required: ['id', 'password', 'email'],
      properties: {
        id: { type: 'string', readOnly: true },
        password: { type: 'string', writeOnly: true },
        email: { type: 'string', format: 'email' },
      },
    };
    expect(mismatches({ email: 'not an email' }, schema)).toEqual([]);
  });

  it('treats a false schema as accepting nothing, and ignores patterns JavaScript cannot read', () => {
    expect(mismatches('x', { not: {} })).toEqual([
      '/: the value is not allowed here (its schema accepts no value)',
    ]);
    expect(mismatches('x', { type: 'string', pattern: '(?i)^x$' })).toEqual([]);
  });
});
