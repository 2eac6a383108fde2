import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ApiSchema } from '../../openapi/index.ts';
import { RenderContext } from './render-context.ts';
import type { SchemaLimits } from './render-context.ts';
import type { SchemaDirection } from './schema-shape.ts';
import { schemaTree } from './schema-tree.ts';
import { petSchemas } from '../../../test/render/pet-store.ts';
import { outline } from '../../../test/render/api-model.ts';

function tree(
  schema: ApiSchema,
  direction: SchemaDirection = 'response',
  limits: Partial<SchemaLimits> = {},
): string {
  return renderToStaticMarkup(schemaTree(schema, direction, new RenderContext(limits)));
}

describe('schema trees', () => {
  it('shows nested objects, arrays of objects, enums, defaults and a recursive schema', () => {
    expect(outline(tree(petSchemas().Pet))).toMatchInlineSnapshot(`
      "id integer<int64>
      - Example: 10
      name string required
      - Example: doggie
      category object
        id integer<int64>
        name string
      photoUrls array of string<uri> required
      tags array of Tag
        id integer<int64>
        name string
      status string default: available
      - Allowed values: available, pending, sold
      nickname string | null
      - Length: <= 20
      parent object
      ! Circular reference to Pet
      children array of Pet
      ! Circular reference to Pet"
    `);
  });

  it('leaves readOnly fields out of requests and writeOnly fields out of responses', () => {
    const { User } = petSchemas();
    expect(outline(tree(User, 'request'))).toMatchInlineSnapshot(`
      "username string
      - Length: >= 3
      - Pattern: ^[a-z0-9_]+$
      password string<password>
      metadata object
        {key} string"
    `);
    expect(outline(tree(User, 'response'))).toMatchInlineSnapshot(`
      "id string<uuid>
      username string
      - Length: >= 3
      - Pattern: ^[a-z0-9_]+$
      metadata object
        {key} string"
    `);
  });

  it('shows oneOf variants as tabs, merged from allOf, with their discriminator values', () => {
    expect(outline(tree(petSchemas().AnyAnimal, 'request'))).toMatchInlineSnapshot(`
      "(Cat | Dog)
      - Discriminator: petType
      [Cat]
      [Dog]
        petType string required
        huntingSkill string
        - Allowed values: lazy, adventurous
        petType string required
        packSize integer
        - Range: >= 0, <= 12"
    `);
    const html = tree(petSchemas().AnyAnimal, 'request');
    expect(html).toContain('<code>petType</code> is <code>cat</code>');
    expect(html).toContain('One of');
  });

  it('labels variants by type, tabs them only when they say more, and reads oneOf [X, null] as X | null', () => {
    const schema: ApiSchema = {
      type: 'object',
      properties: {
        id: { anyOf: [{ type: 'string' }, { type: 'integer' }] },
        code: { oneOf: [{ type: 'string', pattern: '^[A-Z]{3}$' }, { type: 'integer' }] },
        owner: {
          oneOf: [
            { refName: 'Owner', type: 'object', properties: { name: { type: 'string' } } },
            { type: 'null' },
          ],
        },
      },
    };
    expect(outline(tree(schema))).toMatchInlineSnapshot(`
      "id string | integer
      code string | integer
        [string]
        [integer]
          (string)
          - Pattern: ^[A-Z]{3}$
          (integer)
      owner Owner | null
        name string"
    `);
  });

  it('shows a top-level array by its items and a primitive by its type', () => {
    expect(outline(tree({ type: 'array', items: petSchemas().Tag }))).toMatchInlineSnapshot(`
      "(array of Tag)
      id integer<int64>
      name string"
    `);
    expect(
      outline(tree({ type: 'string', format: 'binary', description: 'The file' })),
    ).toMatchInlineSnapshot(`"(string<binary>)"`);
  });

  it('stops at the depth limit and says so', () => {
    const deep: ApiSchema = { type: 'object', properties: {} };
    let level = deep;
    for (let index = 0; index < 5; index += 1) {
      const next: ApiSchema = { type: 'object', properties: {} };
      level.properties = { [`level${String(index)}`]: next };
      level = next;
    }
    level.properties = { leaf: { type: 'string' } };
    expect(outline(tree(deep, 'response', { maxDepth: 2 }))).toMatchInlineSnapshot(`
      "level0 object
        level1 object
          level2 object
          ! Nested fields deeper than 2 levels are not shown."
    `);
  });

  it('summarises fields beyond the size limit', () => {
    const properties: Record<string, ApiSchema> = {};
    for (let index = 0; index < 10; index += 1)
      properties[`f${String(index)}`] = { type: 'string' };
    const lines = outline(tree({ type: 'object', properties }, 'response', { maxFields: 3 }));
    expect(lines.split('\n')).toEqual([
      'f0 string',
      'f1 string',
      'f2 string',
      '! 7 more fields are not shown: this schema is too large to show in full.',
    ]);
  });

  it('terminates on mutually recursive allOf and items cycles', () => {
    const a: ApiSchema = { refName: 'A', allOf: [] };
    const b: ApiSchema = { refName: 'B', allOf: [a], properties: { next: a } };
    a.allOf = [b, { type: 'object', properties: { self: { type: 'array', items: a } } }];
    expect(outline(tree(a))).toMatchInlineSnapshot(`
      "next object
      ! Circular reference to A
      self array of A
      ! Circular reference to A"
    `);
  });

  it('renders descriptions as Markdown', () => {
    const html = tree({
      type: 'object',
      properties: { note: { type: 'string', description: 'Use `x` or **y**.' } },
    });
    expect(html).toContain('<p>Use <code>x</code> or <strong>y</strong>.</p>');
  });
});
