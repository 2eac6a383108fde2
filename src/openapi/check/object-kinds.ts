/**
 * What kind of OpenAPI object sits at a JSON pointer (`/paths/~1users/get` is an Operation,
 * `/components/schemas/User/properties/id` a Schema), so messages can name it the way the
 * specification does, whichever branch of the official JSON Schema rejected it.
 *
 * @module
 */

/** Object kinds, named as the OpenAPI specification names them. */
export type ObjectKind =
  | 'OpenAPI'
  | 'Info'
  | 'Contact'
  | 'License'
  | 'Server'
  | 'Server Variable'
  | 'Components'
  | 'Paths'
  | 'Path Item'
  | 'Operation'
  | 'External Documentation'
  | 'Parameter'
  | 'Items'
  | 'Request Body'
  | 'Media Type'
  | 'Encoding'
  | 'Responses'
  | 'Response'
  | 'Callback'
  | 'Example'
  | 'Link'
  | 'Header'
  | 'Tag'
  | 'Schema'
  | 'Discriminator'
  | 'XML'
  | 'Security Scheme'
  | 'OAuth Flows'
  | 'OAuth Flow'
  | 'Security Requirement'
  | 'Map';

/** A member's kind, or a map / list of that kind (one more segment: the name or index). */
export type MemberKind = ObjectKind | { map: ObjectKind } | { list: ObjectKind };

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
const schemaMap = { map: 'Schema' } as const;
const schemaList = { list: 'Schema' } as const;

const CHILDREN: Partial<Record<ObjectKind, Record<string, MemberKind>>> = {
  OpenAPI: {
    info: 'Info',
    servers: { list: 'Server' },
    paths: 'Paths',
    webhooks: { map: 'Path Item' },
    'x-webhooks': { map: 'Path Item' },
    components: 'Components',
    security: { list: 'Security Requirement' },
    tags: { list: 'Tag' },
    externalDocs: 'External Documentation',
    definitions: schemaMap,
    parameters: { map: 'Parameter' },
    responses: { map: 'Response' },
    securityDefinitions: { map: 'Security Scheme' },
  },
  Info: { contact: 'Contact', license: 'License' },
  Server: { variables: { map: 'Server Variable' } },
  Components: {
    schemas: schemaMap,
    responses: { map: 'Response' },
    parameters: { map: 'Parameter' },
    examples: { map: 'Example' },
    requestBodies: { map: 'Request Body' },
    headers: { map: 'Header' },
    securitySchemes: { map: 'Security Scheme' },
    links: { map: 'Link' },
    callbacks: { map: 'Callback' },
    pathItems: { map: 'Path Item' },
  },
  'Path Item': {
    ...Object.fromEntries(HTTP_METHODS.map((method) => [method, 'Operation'])),
    parameters: { list: 'Parameter' },
    servers: { list: 'Server' },
  },
  Operation: {
    parameters: { list: 'Parameter' },
    requestBody: 'Request Body',
    responses: 'Responses',
    callbacks: { map: 'Callback' },
    security: { list: 'Security Requirement' },
    servers: { list: 'Server' },
    externalDocs: 'External Documentation',
  },
  Parameter: {
    schema: 'Schema',
    content: { map: 'Media Type' },
    examples: { map: 'Example' },
    items: 'Items',
  },
  Items: { items: 'Items' },
  'Request Body': { content: { map: 'Media Type' } },
  'Media Type': { schema: 'Schema', examples: { map: 'Example' }, encoding: { map: 'Encoding' } },
  Encoding: { headers: { map: 'Header' } },
  Response: {
    headers: { map: 'Header' },
    content: { map: 'Media Type' },
    links: { map: 'Link' },
    schema: 'Schema',
  },
  Header: {
    schema: 'Schema',
    content: { map: 'Media Type' },
    examples: { map: 'Example' },
    items: 'Items',
  },
  Tag: { externalDocs: 'External Documentation' },
  Schema: {
    properties: schemaMap,
    patternProperties: schemaMap,
    $defs: schemaMap,
    definitions: schemaMap,
    dependentSchemas: schemaMap,
    additionalProperties: 'Schema',
    unevaluatedProperties: 'Schema',
    items: 'Schema',
    additionalItems: 'Schema',
    unevaluatedItems: 'Schema',
    contains: 'Schema',
    propertyNames: 'Schema',
    not: 'Schema',
    if: 'Schema',
    then: 'Schema',
    else: 'Schema',
    prefixItems: schemaList,
    allOf: schemaList,
    anyOf: schemaList,
    oneOf: schemaList,
    discriminator: 'Discriminator',
    xml: 'XML',
    externalDocs: 'External Documentation',
  },
  'Security Scheme': { flows: 'OAuth Flows' },
  'OAuth Flows': {
    implicit: 'OAuth Flow',
    password: 'OAuth Flow',
    clientCredentials: 'OAuth Flow',
    authorizationCode: 'OAuth Flow',
  },
};

/**
 * The kind of object at `segments` of a spec document, or `Map` for maps of names (`paths`,
 * `properties`, ...) and undefined for plain values and extensions.
 */
export function kindAt(segments: readonly string[]): ObjectKind | undefined {
  let kind: ObjectKind | undefined = 'OpenAPI';
  for (let index = 0; index < segments.length && kind !== undefined; index++) {
    const member = memberKind(kind, segments[index] ?? '');
    if (member === undefined || typeof member === 'string') kind = member;
    else {
      index++;
      if (index >= segments.length) return 'Map';
      kind = 'map' in member ? member.map : member.list;
    }
  }
  return kind;
}

/** The kind of member `key` of an object of kind `kind`; undefined for plain values and extensions. */
export function memberKind(kind: ObjectKind, key: string): MemberKind | undefined {
  if (kind === 'Paths' || kind === 'Callback' || kind === 'Responses') {
    if (key.startsWith('x-')) return undefined;
    return kind === 'Responses' ? 'Response' : 'Path Item';
  }
  return CHILDREN[kind]?.[key];
}

/** `an Operation object`, `a Schema object`, `the OpenAPI document`. */
export function describeKind(kind: ObjectKind | undefined): string {
  if (kind === undefined || kind === 'Map') return 'this object';
  if (kind === 'OpenAPI') return 'the OpenAPI document';
  return `${/^[AEIOU]/.test(kind) ? 'an' : 'a'} ${kind} object`;
}
