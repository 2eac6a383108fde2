/**
 * Schemas as trees of fields: object properties (nested ones behind a toggle), array items,
 * `oneOf` / `anyOf` variants as tabs, `allOf` merged, extra properties as `{key}`, `readOnly`
 * fields left out of requests and `writeOnly` ones out of responses. A schema met again inside
 * itself is shown as a circular reference, and trees stop at a depth and a size limit.
 *
 * @module
 */
import type { ReactElement, ReactNode } from 'react';
import type { ApiSchema } from '../../openapi/index.ts';
import { renderTabSet } from '../components/tab-set.ts';
import { Fragment, h } from '../h.ts';
import { factList, fieldRow } from './field-row.ts';
import type { RenderContext } from './render-context.ts';
import { schemaFacts, typeLabel } from './schema-label.ts';
import {
  discriminatorValue,
  extraPropertiesSchema,
  mergedSchema,
  nonNullTypes,
  nullableVariant,
  schemaName,
  variantsOf,
  visibleProperties,
} from './schema-shape.ts';
import type { SchemaDirection, SchemaVariants } from './schema-shape.ts';

/** Where a walk through a schema is. */
interface Walk {
  context: RenderContext;
  direction: SchemaDirection;
  /** Schemas from the root to here (originals, compared by identity). */
  ancestors: readonly ApiSchema[];
  depth: number;
  /** Fields still allowed in this tree. */
  budget: { fields: number };
}

function enter(walk: Walk, schema: ApiSchema): Walk {
  return { ...walk, ancestors: [...walk.ancestors, schema], depth: walk.depth + 1 };
}

/** What a field of a tree shows beyond its schema (parameters set these). */
export interface SchemaFieldOptions {
  name: string;
  schema: ApiSchema;
  required: boolean;
  kind: 'param' | 'response';
  location?: string | undefined;
  deprecated?: boolean | undefined;
  /** Replaces the schema's description. */
  description?: string | undefined;
  /** Replaces the schema's example. */
  example?: unknown;
}

/** A tree for the schema of a body, a response or a webhook payload. */
export function schemaTree(
  schema: ApiSchema,
  direction: SchemaDirection,
  context: RenderContext,
): ReactElement {
  const walk: Walk = {
    context,
    direction,
    ancestors: [schema],
    depth: 0,
    budget: { fields: context.limits.maxFields },
  };
  return h(
    'div',
    { className: 'folio-api-schema' },
    schemaSummary(schema, walk),
    childrenOf(schema, walk),
  );
}

/** A field for a schema outside a tree (a parameter or a header), with its nested fields. */
export function schemaField(
  options: SchemaFieldOptions,
  direction: SchemaDirection,
  context: RenderContext,
): ReactElement {
  return field(options, {
    context,
    direction,
    ancestors: [],
    depth: 0,
    budget: { fields: context.limits.maxFields },
  });
}

/**
 * The type, description and facts of a schema shown at the top of a tree or variant; `null` for
 * a plain object, whose fields say it all.
 */
function schemaSummary(schema: ApiSchema, walk: Walk): ReactElement | null {
  const s = mergedSchema(schema);
  const facts = schemaFacts(schema);
  const plainObject =
    variantsOf(schema) === undefined && nonNullTypes(s).join() === 'object' && facts.length === 0;
  if (plainObject && s.description === undefined) return null;
  return h(
    'div',
    { className: 'folio-api-schema-summary' },
    h('span', { className: 'folio-field-type' }, typeLabel(schema)),
    walk.context.description(s.description),
    factList(facts),
  );
}

function field(options: SchemaFieldOptions, walk: Walk): ReactElement {
  walk.budget.fields -= 1;
  const { schema } = options;
  const s = mergedSchema(schema);
  const description = options.description ?? s.description;
  walk.context.addSearchText(options.name);
  const example = options.example;
  const common = {
    name: options.name,
    kind: options.kind,
    location: options.location,
    type: typeLabel(schema),
    required: options.required,
    deprecated: options.deprecated ?? s.deprecated === true,
    defaultValue: s.default,
    description: walk.context.description(description),
    facts: schemaFacts(schema, example === undefined ? {} : { example }),
  };
  const circular = circularTarget(schema, walk);
  if (circular !== undefined) return fieldRow({ ...common, note: circularNote(circular) });
  if (walk.depth >= walk.context.limits.maxDepth) {
    const nested = hasChildren(schema, walk.direction);
    return fieldRow({ ...common, note: nested ? depthNote(walk) : undefined });
  }
  const children = childrenOf(schema, enter(walk, schema));
  const variantsOnly = variantsOf(schema) !== undefined && s.properties === undefined;
  return fieldRow({
    ...common,
    children,
    childrenLabel: variantsOnly ? 'options' : undefined,
    open: walk.context.display.expanded,
  });
}

/**
 * The schema a field would loop back to: itself, or (for arrays) its items, when already on the
 * path from the root.
 */
function circularTarget(schema: ApiSchema, walk: Walk): ApiSchema | undefined {
  if (walk.ancestors.includes(schema)) return schema;
  const inner = nullableVariant(schema) ?? schema;
  if (walk.ancestors.includes(inner)) return inner;
  const items = mergedSchema(inner).items;
  return items !== undefined && walk.ancestors.includes(items) ? items : undefined;
}

function circularNote(schema: ApiSchema): ReactNode {
  const name = schemaName(schema);
  return name === undefined
    ? 'Circular reference to a parent schema'
    : ['Circular reference to ', h('code', { key: 'name' }, name)];
}

function depthNote(walk: Walk): string {
  return `Nested fields deeper than ${String(walk.context.limits.maxDepth)} levels are not shown.`;
}

/**
 * The nested content of a schema: variant tabs, properties, extra properties, and for arrays the
 * content of their items. `null` when there is nothing inside.
 */
function childrenOf(schema: ApiSchema, walk: Walk): ReactNode[] | null {
  const single = nullableVariant(schema);
  if (single !== undefined) {
    return walk.ancestors.includes(single) ? null : childrenOf(single, enter(walk, single));
  }
  const s = mergedSchema(schema);
  const parts: ReactNode[] = [];
  const variants = variantsOf(schema);
  if (variants !== undefined && variants.schemas.some((variant) => hasDetail(variant, walk))) {
    parts.push(variantTabs(schema, variants, walk));
  }
  const properties = visibleProperties(s, walk.direction);
  const extra = extraPropertiesSchema(s);
  const fields = [
    ...properties,
    ...(extra === undefined ? [] : [{ name: '{key}', schema: extra, required: false }]),
  ];
  for (const [index, property] of fields.entries()) {
    if (walk.budget.fields <= 0) {
      parts.push(moreFields(fields.length - index));
      break;
    }
    parts.push(
      h(
        Fragment,
        { key: `${property.name}-${String(index)}` },
        field({ ...property, kind: walk.direction === 'request' ? 'param' : 'response' }, walk),
      ),
    );
  }
  const items = s.items;
  if (nonNullTypes(s).includes('array') && items !== undefined) {
    const target = circularTarget(items, walk);
    if (target !== undefined) {
      parts.push(h('p', { key: 'items', className: 'folio-api-field-note' }, circularNote(target)));
    } else {
      const inside = childrenOf(items, enter(walk, items));
      if (inside !== null) parts.push(...inside);
    }
  }
  return parts.length === 0 ? null : parts;
}

/** True when {@link childrenOf} would show something (checked without rendering). */
function hasChildren(schema: ApiSchema, direction: SchemaDirection, depth = 0): boolean {
  const inner = nullableVariant(schema) ?? schema;
  const s = mergedSchema(inner);
  if (variantsOf(inner) !== undefined || extraPropertiesSchema(s) !== undefined) return true;
  if (visibleProperties(s, direction).length > 0) return true;
  const items = s.items;
  return (
    depth < 4 &&
    items !== undefined &&
    nonNullTypes(s).includes('array') &&
    hasChildren(items, direction, depth + 1)
  );
}

/** True when a variant shows more than its type label says (fields, a description, facts). */
function hasDetail(variant: ApiSchema, walk: Walk): boolean {
  const s = mergedSchema(variant);
  if (s.description !== undefined || schemaFacts(variant).length > 0) return true;
  return hasChildren(variant, walk.direction);
}

function moreFields(count: number): ReactElement {
  return h(
    'p',
    { key: 'more', className: 'folio-api-field-note' },
    `${String(count)} more ${count === 1 ? 'field is' : 'fields are'} not shown: this schema is too large to show in full.`,
  );
}

function variantTabs(schema: ApiSchema, variants: SchemaVariants, walk: Walk): ReactElement {
  const labels = variantLabels(schema, variants.schemas);
  const discriminator = mergedSchema(schema).discriminator;
  const items = variants.schemas.map((variant, index) => {
    const label = labels[index] ?? `Option ${String(index + 1)}`;
    const circular = walk.ancestors.includes(variant);
    const value = discriminator === undefined ? undefined : discriminatorValue(schema, variant);
    const content = circular
      ? h('p', { className: 'folio-api-field-note' }, circularNote(variant))
      : h(
          'div',
          { className: 'folio-api-variant' },
          value === undefined
            ? null
            : h(
                'p',
                { className: 'folio-api-variant-discriminator' },
                h('code', null, discriminator?.propertyName),
                ' is ',
                h('code', null, value),
              ),
          schemaSummary(variant, walk),
          childrenOf(variant, enter(walk, variant)),
        );
    return { label, title: label, icon: null, panelId: undefined, content };
  });
  return h(
    'div',
    { key: 'variants', className: 'folio-api-variants' },
    h(
      'p',
      { className: 'folio-api-variants-caption' },
      variants.kind === 'oneOf' ? 'One of' : 'Any of',
    ),
    renderTabSet({
      idBase: walk.context.id('variant'),
      className: 'folio-tabs folio-api-variant-tabs',
      items,
      defaultIndex: 0,
      sync: false,
      ariaLabel: variants.kind === 'oneOf' ? 'One of these schemas' : 'Any of these schemas',
    }),
  );
}

/** Tab labels of variants: their names, else their discriminator value, else their type. */
function variantLabels(schema: ApiSchema, variants: readonly ApiSchema[]): string[] {
  const labels = variants.map(
    (variant) => schemaName(variant) ?? discriminatorValue(schema, variant) ?? typeLabel(variant),
  );
  return labels.map((label, index) =>
    labels.indexOf(label) === index && labels.lastIndexOf(label) === index
      ? label
      : `${label} (${String(index + 1)})`,
  );
}
