/**
 * One field of an endpoint page (a parameter, a body property, a header, a credential), drawn
 * like the `ParamField` / `ResponseField` components so generated and hand-written references
 * look alike: name, type pill, badges, default, description, facts, and nested fields behind an
 * "Show properties" toggle.
 *
 * @module
 */
import type { ReactElement, ReactNode } from 'react';
import { Expandable } from '../components/accordion.ts';
import { FieldWord } from '../components/fields.ts';
import { h } from '../h.ts';
import type { SchemaFact } from './schema-label.ts';
import { valueText } from './schema-label.ts';

/** What a field row shows. */
export interface FieldRow {
  name: string;
  /** `param` for what a request carries, `response` for what comes back. */
  kind: 'param' | 'response';
  /** `path`, `query`, `header`, `cookie`, `body`: set as `data-location`, like `ParamField`. */
  location?: string | undefined;
  type?: string | undefined;
  required?: boolean | undefined;
  deprecated?: boolean | undefined;
  /** Extra badges after the type (`read-only`, `nullable`). */
  badges?: string[] | undefined;
  defaultValue?: unknown;
  description?: ReactNode;
  facts?: SchemaFact[] | undefined;
  /** A note in place of nested fields (a circular reference, the depth limit). */
  note?: ReactNode;
  /** Nested fields, shown behind a toggle. */
  children?: ReactNode;
  /** The children start open (`api.params.expanded: all`). */
  open?: boolean | undefined;
  /** What the toggle names: `properties` by default. */
  childrenLabel?: string | undefined;
}

function badge(className: string, text: ReactNode, key?: string): ReactElement {
  return h('span', { key, className: `folio-field-label ${className}` }, text);
}

/** The facts under a field, as a list (`Allowed values: a, b`). */
export function factList(facts: readonly SchemaFact[]): ReactElement | null {
  if (facts.length === 0) return null;
  return h(
    'ul',
    { className: 'folio-api-facts' },
    facts.map((fact, index) =>
      h(
        'li',
        { key: `${fact.label}-${String(index)}` },
        h('span', { className: 'folio-api-fact-label' }, `${fact.label}:`),
        ' ',
        fact.values.map((value, position) => [
          position === 0 ? null : ', ',
          h('code', { key: position }, value),
        ]),
      ),
    ),
  );
}

/** Renders a field. */
export function fieldRow(field: FieldRow): ReactElement {
  const defaultText = field.defaultValue === undefined ? undefined : valueText(field.defaultValue);
  const facts = factList(field.facts ?? []);
  const hasBody =
    field.description !== undefined && field.description !== null ? true : facts !== null;
  return h(
    'div',
    {
      className: `folio-field folio-field-${field.kind} folio-api-field`,
      'data-location': field.location,
    },
    h(
      'div',
      { className: 'folio-field-header' },
      h('code', { className: 'folio-field-name' }, field.name),
      field.type === undefined ? null : h('span', { className: 'folio-field-type' }, field.type),
      (field.badges ?? []).map((text) => badge('folio-field-extra', text, text)),
      defaultText === undefined
        ? null
        : h(
            'span',
            { className: 'folio-field-default' },
            h(FieldWord, { word: 'defaultValue' }),
            ' ',
            h('code', null, defaultText),
          ),
      field.deprecated === true
        ? badge('folio-field-deprecated', h(FieldWord, { word: 'deprecated' }))
        : null,
      field.required === true
        ? badge('folio-field-required', h(FieldWord, { word: 'required' }))
        : null,
    ),
    hasBody
      ? h('div', { className: 'folio-api-field-body' }, field.description ?? null, facts)
      : null,
    field.note === undefined || field.note === null
      ? null
      : h('p', { className: 'folio-api-field-note' }, field.note),
    field.children === undefined || field.children === null
      ? null
      : h(
          Expandable,
          { title: field.childrenLabel, defaultOpen: field.open === true || undefined },
          field.children,
        ),
  );
}
