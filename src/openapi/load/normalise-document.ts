/**
 * A resolved spec into the `ApiModel`: info, servers, security schemes, tags, operations under
 * `paths`, webhooks (`webhooks` and `x-webhooks`) and named schemas, whatever the version.
 * Operation positions are collected and looked up together at the end (one pass per file).
 *
 * @module
 */
import { HTTP_METHODS } from '../../navigation/index.ts';
import type { ApiLocation, ApiModel, ApiOperation, ApiSchema, HttpMethod } from '../model.ts';
import { childPointer, parsePointer } from '../../shared/index.ts';
import type { SpecBundle } from './load-documents.ts';
import { normaliseOperation } from './normalise-operation.ts';
import type { OperationContext } from './normalise-operation.ts';
import { createSchemaNormaliser } from './normalise-schema.ts';
import type { SchemaDialect } from './normalise-schema.ts';
import { normaliseSecurity, normaliseSecuritySchemes } from './normalise-security.ts';
import { normaliseServers, swaggerServers } from './normalise-servers.ts';
import type { SourceDocument } from './parse-source.ts';
import type { Origin } from './resolve-refs.ts';
import { isObject, objectEntries, objectOr, objects, scalarText, stringOr } from './values.ts';

/** Methods a path item can have (navigation's list, in the order OpenAPI gives them). */
const METHODS = new Set<string>(HTTP_METHODS);

/** The dialect of a spec version (`2.0`, `3.0.3`, `3.1.0`, ...), or undefined when unsupported. */
export function dialectOf(version: string): SchemaDialect | undefined {
  if (/^2\.0(\.\d+)?$/.test(version)) return 'swagger-2.0';
  if (/^3\.0(\.\d+)?(-.+)?$/.test(version)) return 'openapi-3.0';
  if (/^3\.[1-9]\d*(\.\d+)?(-.+)?$/.test(version)) return 'openapi-3.1';
  return undefined;
}

/** Builds the model of a resolved `bundle`. `source` is the spec's key in the model. */
export function normaliseDocument(
  bundle: SpecBundle,
  origins: WeakMap<object, Origin>,
  source: string,
  specVersion: string,
  dialect: SchemaDialect,
): ApiModel {
  const document = objectOr(bundle.main.value);
  const swagger2 = dialect === 'swagger-2.0';
  const schema = createSchemaNormaliser(dialect, origins, bundle.main.url);
  const components = objectOr(document['components']);
  const schemas: Record<string, ApiSchema> = {};
  for (const [name, raw] of Object.entries(
    objectOr(swagger2 ? document['definitions'] : components['schemas']),
  )) {
    schemas[name] = schema(raw, name);
  }
  const servers = swagger2 ? swaggerServers(document) : normaliseServers(document['servers']);
  const context: OperationContext = {
    swagger2,
    schema,
    document,
    servers,
    security: normaliseSecurity(document['security']) ?? [],
  };
  const located: { location: ApiLocation; document: SourceDocument; pointer: string }[] = [];
  const operationsOf = (kind: ApiOperation['kind'], key: string): ApiOperation[] => {
    const operations: ApiOperation[] = [];
    for (const [path, pathItem] of objectEntries(document[key])) {
      const itemOrigin = origins.get(pathItem) ?? {
        document: bundle.main,
        pointer: childPointer(childPointer('', key), path),
      };
      for (const [method, operation] of Object.entries(pathItem)) {
        if (!METHODS.has(method) || !isObject(operation)) continue;
        const own = origins.get(operation) ?? {
          document: itemOrigin.document,
          pointer: childPointer(itemOrigin.pointer, method),
        };
        const location: ApiLocation = {
          file: own.document.file,
          pointer: own.pointer,
          line: 1,
          column: 1,
        };
        located.push({ location, document: own.document, pointer: own.pointer });
        operations.push(
          normaliseOperation(
            { kind, method: method as HttpMethod, path, pathItem, operation, location },
            context,
          ),
        );
      }
    }
    return operations;
  };
  const info = objectOr(document['info']);
  const model: ApiModel = {
    source,
    specVersion,
    info: {
      title: stringOr(info['title']) ?? '',
      version: scalarText(info['version']) ?? '',
      description: stringOr(info['description']),
    },
    servers,
    securitySchemes: normaliseSecuritySchemes(
      swagger2 ? document['securityDefinitions'] : components['securitySchemes'],
      swagger2,
    ),
    tags: objects(document['tags']).flatMap((tag) => {
      const name = stringOr(tag['name']);
      return name === undefined ? [] : [{ name, description: stringOr(tag['description']) }];
    }),
    operations: operationsOf('operation', 'paths'),
    webhooks: [...operationsOf('webhook', 'webhooks'), ...operationsOf('webhook', 'x-webhooks')],
    schemas,
  };
  fillLocations(located);
  return model;
}

/** Looks up the line and column of each location, one pass per file. */
function fillLocations(
  located: readonly { location: ApiLocation; document: SourceDocument; pointer: string }[],
): void {
  const byDocument = new Map<SourceDocument, (typeof located)[number][]>();
  for (const entry of located) {
    const entries = byDocument.get(entry.document);
    if (entries) entries.push(entry);
    else byDocument.set(entry.document, [entry]);
  }
  for (const [document, entries] of byDocument) {
    const positions = document.locate(entries.map((entry) => parsePointer(entry.pointer) ?? []));
    for (const [index, entry] of entries.entries()) {
      const position = positions[index];
      if (!position) continue;
      const at = position.key ?? position.value;
      entry.location.line = at.line;
      entry.location.column = at.column;
    }
  }
}
