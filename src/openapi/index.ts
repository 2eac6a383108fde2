/**
 * OpenAPI: reading specs and summarising their operations. (Full normalisation, endpoint page
 * models and migrate-mdx join here.)
 *
 * @module
 */
export { discoverSpecFiles, loadSpecIndex } from './load-specs.ts';
export { readSpecDocument } from './read-spec-document.ts';
export type { SpecDocument } from './read-spec-document.ts';
export { summarizeSpec } from './summarize-spec.ts';
export type { SpecSummary } from './summarize-spec.ts';
export type {
  ApiExample,
  ApiLocation,
  ApiMediaType,
  ApiModel,
  ApiOperation,
  ApiParameter,
  ApiRequestBody,
  ApiResponse,
  ApiSchema,
  ApiServer,
  HttpMethod,
  SecurityRequirement,
  SecurityScheme,
} from './model.ts';
