/**
 * The official-schema part of `openapi-check`: a spec document validated against the JSON Schema
 * of its version, ajv's errors cut down to one readable problem per place.
 *
 * @module
 */
import type { SchemaDialect } from '../load/normalise-schema.ts';
import type { SourceDocument } from '../load/parse-source.ts';
import type { SpecProblem } from '../load/spec-problem.ts';
import { collapseSchemaErrors } from './collapse-schema-errors.ts';
import { describeSchemaError } from './schema-error-messages.ts';
import { schemaErrors } from './schema-validation.ts';

/**
 * Problems of `document` (a spec's root file, before its `$ref`s are resolved) against the
 * official schema of `dialect`.
 */
export function schemaProblems(document: SourceDocument, dialect: SchemaDialect): SpecProblem[] {
  const { errors, schema } = schemaErrors(document.value, dialect);
  if (errors.length === 0) return [];
  return collapseSchemaErrors(errors, schema, dialect).map((placed) => {
    const issue = describeSchemaError(placed);
    return {
      severity: 'error',
      code: 'openapi-schema',
      message: issue.message,
      hint: issue.hint,
      document,
      pointer: issue.pointer,
      at: issue.at,
    };
  });
}
