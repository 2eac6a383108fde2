/**
 * Examples against their schemas: `example` and `examples` of Schema objects, Parameters,
 * Headers and Media Types (and Swagger 2.0 `x-example` and response `examples`). Each mismatch
 * is a warning at the exact location inside the example (the specification says examples SHOULD
 * match). Schemas are compared in the model's form, so every version follows one set of rules.
 *
 * @module
 */
import type { ApiSchema } from '../model.ts';
import { childPointer, formatPointer } from '../../shared/index.ts';
import type { SpecBundle } from '../load/load-documents.ts';
import { inlineSchema } from '../load/normalise-parameters.ts';
import { createSchemaNormaliser } from '../load/normalise-schema.ts';
import type { SchemaDialect, SchemaNormaliser } from '../load/normalise-schema.ts';
import type { Origin } from '../load/resolve-refs.ts';
import type { SpecProblem } from '../load/spec-problem.ts';
import { isObject, objectEntries } from '../load/values.ts';
import type { JsonObject } from '../load/values.ts';
import { describeMismatch, matchSchema } from './match-schema.ts';
import { locationOf, walkSpec } from './walk-spec.ts';
import type { SpecLocation } from './walk-spec.ts';

/** An example value and where it is written. */
interface ExampleAt {
  value: unknown;
  location: SpecLocation;
}

/** Every location where an example of the resolved `bundle` does not match its schema. */
export function exampleProblems(
  bundle: SpecBundle,
  origins: WeakMap<object, Origin>,
  dialect: SchemaDialect,
): SpecProblem[] {
  const normalise = createSchemaNormaliser(dialect, origins, bundle.main.url);
  const problems: SpecProblem[] = [];
  const reported = new Set<string>();
  const compare = (examples: readonly ExampleAt[], schema: ApiSchema | undefined) => {
    if (!schema) return;
    for (const { value, location } of examples) {
      for (const mismatch of matchSchema(value, schema)) {
        const pointer = location.pointer + formatPointer(mismatch.path);
        const message =
          mismatch.path.length === 0
            ? `The example ${mismatch.problem}`
            : `In the example, ${describeMismatch(mismatch)}`;
        const key = `${location.document.url}#${pointer}\u0000${message}`;
        if (reported.has(key)) continue;
        reported.add(key);
        const schemaName = schema.refName === undefined ? '' : ` (schema "${schema.refName}")`;
        problems.push({
          severity: 'warning',
          code: 'openapi-invalid-example',
          message: `${message}${schemaName}`,
          document: location.document,
          pointer,
        });
      }
    }
  };
  const swagger2 = dialect === 'swagger-2.0';
  walkSpec(bundle, origins, (object, kind, location) => {
    switch (kind) {
      case 'Schema':
        compare(schemaExamples(object, location, dialect), normalise(object));
        break;
      case 'Parameter':
      case 'Header':
        if (swagger2)
          compare(swaggerParameterExamples(object, location), swaggerSchema(object, normalise));
        else compare(mediaExamples(object, location, origins), schemaOf(object, normalise));
        break;
      case 'Media Type':
        compare(mediaExamples(object, location, origins), schemaOf(object, normalise));
        break;
      case 'Response':
        if (swagger2) compare(responseExamples(object, location), schemaOf(object, normalise));
        break;
      default:
        break;
    }
  });
  return problems;
}

/** A Schema object's own `example`, and its `examples` list (3.1). */
function schemaExamples(
  schema: JsonObject,
  location: SpecLocation,
  dialect: SchemaDialect,
): ExampleAt[] {
  const examples: ExampleAt[] = [];
  if (schema['example'] !== undefined) {
    examples.push({ value: schema['example'], location: at(location, 'example') });
  }
  const list = schema['examples'];
  if (dialect === 'openapi-3.1' && Array.isArray(list)) {
    const listLocation = at(location, 'examples');
    for (const [index, value] of list.entries()) {
      examples.push({ value, location: at(listLocation, index) });
    }
  }
  return examples;
}

/** `example` and the `value` of each Example object in `examples` (Parameter, Header, Media Type). */
function mediaExamples(
  object: JsonObject,
  location: SpecLocation,
  origins: WeakMap<object, Origin>,
): ExampleAt[] {
  const examples: ExampleAt[] = [];
  if (object['example'] !== undefined) {
    examples.push({ value: object['example'], location: at(location, 'example') });
  }
  const named = object['examples'];
  if (!isObject(named)) return examples;
  const namedLocation = at(location, 'examples');
  for (const [name, example] of objectEntries(named)) {
    if (!('value' in example)) continue;
    const exampleLocation = locationOf(example, namedLocation, name, origins);
    examples.push({ value: example['value'], location: at(exampleLocation, 'value') });
  }
  return examples;
}

/** A 2.0 parameter's or header's `x-example`. */
function swaggerParameterExamples(object: JsonObject, location: SpecLocation): ExampleAt[] {
  return object['x-example'] === undefined
    ? []
    : [{ value: object['x-example'], location: at(location, 'x-example') }];
}

/** A 2.0 response's `examples`, one per media type. */
function responseExamples(response: JsonObject, location: SpecLocation): ExampleAt[] {
  const examples = response['examples'];
  if (!isObject(examples)) return [];
  const examplesLocation = at(location, 'examples');
  return Object.entries(examples).map(([mediaType, value]) => ({
    value,
    location: at(examplesLocation, mediaType),
  }));
}

function schemaOf(object: JsonObject, normalise: SchemaNormaliser): ApiSchema | undefined {
  return isObject(object['schema']) ? normalise(object['schema']) : undefined;
}

/** The schema of a 2.0 parameter or header: its `schema` (body), else its inline type fields. */
function swaggerSchema(object: JsonObject, normalise: SchemaNormaliser): ApiSchema | undefined {
  if (object['in'] === 'body') return schemaOf(object, normalise);
  return object['type'] === undefined ? undefined : inlineSchema(object, normalise);
}

function at(location: SpecLocation, key: string | number): SpecLocation {
  return { document: location.document, pointer: childPointer(location.pointer, key) };
}
