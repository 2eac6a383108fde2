/**
 * API fields: `ParamField` (named by its `query`, `path`, `body` or `header` prop) and
 * `ResponseField` (named by `name`). Each shows the name, a type pill, required / deprecated
 * badges, the default value and its children as the description; nested fields go in `Expandable`.
 *
 * @module
 */
import { Fragment } from 'react';
import type { ReactElement, ReactNode } from 'react';
import { h } from '../h.ts';
import { useUiStrings } from '../layout/ui-strings/index.ts';
import { useSite } from '../site-context.ts';
import { hasContent, toBoolean, toText, toTextList } from './props.ts';

const locations = ['query', 'path', 'body', 'header'] as const;

/** Props of `ParamField`. */
export interface ParamFieldProps {
  query?: unknown;
  path?: unknown;
  body?: unknown;
  header?: unknown;
  type?: unknown;
  required?: unknown;
  deprecated?: unknown;
  default?: unknown;
  /** Used by API playgrounds; not shown. */
  placeholder?: unknown;
  children?: ReactNode;
}

/** Props of `ResponseField`. */
export interface ResponseFieldProps {
  name?: unknown;
  type?: unknown;
  required?: unknown;
  deprecated?: unknown;
  default?: unknown;
  /** Labels shown before the name. */
  pre?: unknown;
  /** Labels shown after the type. */
  post?: unknown;
  children?: ReactNode;
}

interface FieldModel {
  kind: 'param' | 'response';
  name: string | undefined;
  location: string | undefined;
  type: string | undefined;
  required: boolean;
  deprecated: boolean;
  defaultValue: string | undefined;
  pre: string[];
  post: string[];
  children: ReactNode;
}

/** Shows a default value as authors wrote it: strings as-is, anything else as JSON. */
function defaultText(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  try {
    return JSON.stringify(value);
  } catch {
    return undefined;
  }
}

/**
 * A field's own word (`required`, `deprecated`, `default:`) in the page's language: a component,
 * so fields built before rendering (endpoint references) still take the page's words.
 */
export function FieldWord(props: {
  word: 'required' | 'deprecated' | 'defaultValue';
}): ReactElement {
  return h(Fragment, null, useUiStrings().api[props.word]);
}

function label(className: string, text: ReactNode, key?: string): ReactElement {
  return h('span', { key, className: `folio-field-label ${className}` }, text);
}

function renderField(field: FieldModel): ReactElement {
  return h(
    'div',
    {
      className: `folio-field folio-field-${field.kind}`,
      'data-location': field.location,
    },
    h(
      'div',
      { className: 'folio-field-header' },
      field.pre.map((text, index) => label('folio-field-extra', text, `pre-${index}`)),
      h('code', { className: 'folio-field-name' }, field.name ?? 'unnamed'),
      field.type === undefined ? null : h('span', { className: 'folio-field-type' }, field.type),
      field.post.map((text, index) => label('folio-field-extra', text, `post-${index}`)),
      field.defaultValue === undefined
        ? null
        : h(
            'span',
            { className: 'folio-field-default' },
            h(FieldWord, { word: 'defaultValue' }),
            ' ',
            h('code', null, field.defaultValue),
          ),
      field.deprecated
        ? label('folio-field-deprecated', h(FieldWord, { word: 'deprecated' }))
        : null,
      field.required ? label('folio-field-required', h(FieldWord, { word: 'required' })) : null,
    ),
    hasContent(field.children)
      ? h('div', { className: 'folio-field-description' }, field.children)
      : null,
  );
}

/** A request parameter. */
export function ParamField(props: ParamFieldProps): ReactElement {
  const site = useSite();
  const location = locations.find((key) => toText(props[key]) !== undefined);
  const name = location === undefined ? undefined : toText(props[location]);
  if (name === undefined) {
    site.warn('component-prop', 'ParamField needs one of query, path, body or header to name it.');
  }
  return renderField({
    kind: 'param',
    name,
    location,
    type: toText(props.type),
    required: toBoolean(props.required),
    deprecated: toBoolean(props.deprecated),
    defaultValue: defaultText(props.default),
    pre: [],
    post: [],
    children: props.children,
  });
}

/** A field of a response. */
export function ResponseField(props: ResponseFieldProps): ReactElement {
  const site = useSite();
  const name = toText(props.name);
  if (name === undefined) site.warn('component-prop', 'ResponseField needs a name.');
  return renderField({
    kind: 'response',
    name,
    location: undefined,
    type: toText(props.type),
    required: toBoolean(props.required),
    deprecated: toBoolean(props.deprecated),
    defaultValue: defaultText(props.default),
    pre: toTextList(props.pre),
    post: toTextList(props.post),
    children: props.children,
  });
}
