/**
 * An endpoint page as Markdown, for `llms-full.txt`: the method and path, the description, the
 * page's own content (`x-folio.content`, as written), the parameters, the request body's fields
 * and the responses. Compact: what a reader (or a model) needs to call the endpoint.
 *
 * @module
 */
import type { ApiOperation, ApiParameter, ApiSchema } from '../../openapi/index.ts';
import { typeLabel } from './schema-label.ts';
import { operationSpec } from './operation-spec.ts';
import { mergedSchema } from './schema-shape.ts';

/** Deepest nesting of request body fields listed. */
const FIELD_DEPTH = 2;

/** What the Markdown holds besides the summary (docs.json `markdown`). */
export interface EndpointMarkdownOptions {
  /** `markdown.schema`: end with the operation's OpenAPI document (default true). */
  schema?: boolean | undefined;
}

/**
 * The Markdown of `operation`; `content` is the page's own MDX, placed after the description.
 * Unless `options.schema` is false, it ends with the operation as an OpenAPI document.
 */
export function endpointMarkdown(
  operation: ApiOperation,
  content?: string,
  options: EndpointMarkdownOptions = {},
): string {
  const parts: string[] = [];
  const head =
    operation.kind === 'webhook'
      ? `Webhook \`${operation.path}\` (${operation.method.toUpperCase()})`
      : `\`${operation.method.toUpperCase()} ${operation.path}\``;
  parts.push(operation.deprecated ? `${head} (deprecated)` : head);
  if (operation.description) parts.push(operation.description.trim());
  else if (operation.summary) parts.push(operation.summary.trim());
  if (content?.trim()) parts.push(content.trim());

  if (operation.parameters.length > 0) {
    parts.push(
      `## Parameters\n\n${operation.parameters.map((parameter) => parameterLine(parameter)).join('\n')}`,
    );
  }
  const body = operation.requestBody;
  const media = body?.content[0];
  if (body && media) {
    const lines = [`## Request body (\`${media.mediaType}\`${body.required ? ', required' : ''})`];
    if (body.description) lines.push(body.description.trim());
    const fields = media.schema ? schemaFieldLines(media.schema, 0) : [];
    if (fields.length > 0) lines.push(fields.join('\n'));
    else if (media.schema) lines.push(`A ${typeLabel(media.schema)}.`);
    parts.push(lines.join('\n\n'));
  }
  if (operation.responses.length > 0) {
    const lines = operation.responses.map((response) => {
      const media = response.content[0];
      const type = media?.schema ? ` (${typeLabel(media.schema)})` : '';
      return `- \`${response.status}\`${type}: ${oneLine(response.description)}`;
    });
    parts.push(`## Responses\n\n${lines.join('\n')}`);
  }
  if (options.schema !== false) {
    const spec = JSON.stringify(operationSpec(operation), null, 2);
    parts.push(
      `## OpenAPI\n\n\`\`\`\`json ${operation.method.toUpperCase()} ${operation.path}\n${spec}\n\`\`\`\``,
    );
  }
  return `${parts.join('\n\n')}\n`;
}

function parameterLine(parameter: ApiParameter): string {
  const facts = [parameter.in, typeLabel(parameter.schema)];
  if (parameter.required) facts.push('required');
  if (parameter.deprecated) facts.push('deprecated');
  const description = parameter.description ? `: ${oneLine(parameter.description)}` : '';
  return `- \`${parameter.name}\` (${facts.join(', ')})${description}`;
}

/** The properties of an object schema as a nested list, down to {@link FIELD_DEPTH}. */
export function schemaFieldLines(schema: ApiSchema, depth = 0): string[] {
  const merged = mergedSchema(schema);
  const properties = merged.properties ?? (merged.items && mergedSchema(merged.items).properties);
  if (!properties || depth >= FIELD_DEPTH) return [];
  const required = new Set(merged.required ?? []);
  const indent = '  '.repeat(depth);
  return Object.entries(properties).flatMap(([name, property]) => {
    if (property.readOnly === true) return [];
    const facts = [typeLabel(property)];
    if (required.has(name)) facts.push('required');
    if (property.deprecated === true) facts.push('deprecated');
    const description = property.description ? `: ${oneLine(property.description)}` : '';
    return [
      `${indent}- \`${name}\` (${facts.join(', ')})${description}`,
      ...schemaFieldLines(property, depth + 1),
    ];
  });
}

function oneLine(text: string): string {
  return text.trim().replace(/\s*\n\s*/g, ' ');
}
