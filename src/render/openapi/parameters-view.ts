/**
 * The parameter sections of an endpoint page, one per location (path, query, header, cookie), in
 * that order: each parameter with its type, markers, default, description, constraints and
 * example.
 *
 * @module
 */
import type { ReactElement } from 'react';
import type { ApiOperation, ApiParameter } from '../../openapi/index.ts';
import { Fragment, h } from '../h.ts';
import type { ApiStrings } from '../layout/ui-strings/index.ts';
import type { RenderContext } from './render-context.ts';
import { schemaField } from './schema-tree.ts';

/** Parameter locations with the key of their section title and their anchors, in page order. */
const locations: readonly {
  in: ApiParameter['in'];
  title: keyof ApiStrings;
  id: string;
}[] = [
  { in: 'path', title: 'pathParameters', id: 'path-parameters' },
  { in: 'query', title: 'queryParameters', id: 'query-parameters' },
  { in: 'header', title: 'headers', id: 'headers' },
  { in: 'cookie', title: 'cookies', id: 'cookies' },
];

/** The parameter sections of `operation` (none for locations without parameters). */
export function parameterSections(operation: ApiOperation, context: RenderContext): ReactElement[] {
  return locations.flatMap((location) => {
    const parameters = operation.parameters.filter((parameter) => parameter.in === location.in);
    if (parameters.length === 0) return [];
    return [
      h(
        'section',
        { key: location.id, className: 'folio-api-section', 'aria-labelledby': location.id },
        h('h2', { id: location.id }, context.strings.api[location.title]),
        parameters.map((parameter) =>
          h(Fragment, { key: parameter.name }, parameterField(parameter, context)),
        ),
      ),
    ];
  });
}

/** One parameter as a field. */
export function parameterField(parameter: ApiParameter, context: RenderContext): ReactElement {
  return schemaField(
    {
      name: parameter.name,
      schema: parameter.schema,
      required: parameter.required || parameter.in === 'path',
      kind: 'param',
      location: parameter.in,
      deprecated: parameter.deprecated || undefined,
      description: parameter.description,
      example: parameter.example ?? parameter.examples[0]?.value,
    },
    'request',
    context,
  );
}
