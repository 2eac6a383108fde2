/**
 * Test fixtures for endpoint pages: a pet store API in the loader's normalised shape, with a
 * recursive schema, `allOf` inheritance, a discriminated `oneOf`, read-only and write-only
 * fields, every kind of security scheme and a webhook; and a Swagger 2.0-derived API with
 * servers from host + basePath + schemes and a multipart upload.
 *
 * @module
 */
import type { ApiModel, ApiSchema } from '../../src/openapi/index.ts';
import { jsonResponse, makeApi, makeOperation, makeParameter } from './api-model.ts';

/** Names of the pet store's schemas. */
export type PetSchemaName =
  'Category' | 'Tag' | 'Pet' | 'Error' | 'Animal' | 'Cat' | 'Dog' | 'AnyAnimal' | 'User';

/** The pet store's named schemas, `$ref`s resolved into shared (and cyclic) objects. */
export function petSchemas(): Record<PetSchemaName, ApiSchema> {
  const Category: ApiSchema = {
    refName: 'Category',
    type: 'object',
    properties: { id: { type: 'integer', format: 'int64' }, name: { type: 'string' } },
  };
  const Tag: ApiSchema = {
    refName: 'Tag',
    type: 'object',
    properties: { id: { type: 'integer', format: 'int64' }, name: { type: 'string' } },
  };
  const Pet: ApiSchema = {
    refName: 'Pet',
    type: 'object',
    required: ['name', 'photoUrls'],
    properties: {
      id: { type: 'integer', format: 'int64', readOnly: true, example: 10 },
      name: { type: 'string', example: 'doggie', description: "The pet's **name**." },
      category: Category,
      photoUrls: { type: 'array', items: { type: 'string', format: 'uri' } },
      tags: { type: 'array', items: Tag },
      status: {
        type: 'string',
        description: 'Pet status in the store',
        enum: ['available', 'pending', 'sold'],
        default: 'available',
      },
      nickname: { type: ['string', 'null'], maxLength: 20 },
    },
  };
  const petProperties = Pet.properties ?? {};
  petProperties['parent'] = Pet;
  petProperties['children'] = { type: 'array', items: Pet };
  const ErrorBody: ApiSchema = {
    refName: 'Error',
    type: 'object',
    required: ['code', 'message'],
    properties: {
      code: { type: 'integer', format: 'int32', example: 404 },
      message: { type: 'string', example: 'Pet not found' },
    },
  };
  const Animal: ApiSchema = {
    refName: 'Animal',
    type: 'object',
    required: ['petType'],
    properties: { petType: { type: 'string' } },
  };
  const Cat: ApiSchema = {
    refName: 'Cat',
    allOf: [
      Animal,
      {
        type: 'object',
        properties: { huntingSkill: { type: 'string', enum: ['lazy', 'adventurous'] } },
      },
    ],
  };
  const Dog: ApiSchema = {
    refName: 'Dog',
    allOf: [
      Animal,
      { type: 'object', properties: { packSize: { type: 'integer', minimum: 0, maximum: 12 } } },
    ],
  };
  const AnyAnimal: ApiSchema = {
    refName: 'AnyAnimal',
    oneOf: [Cat, Dog],
    discriminator: {
      propertyName: 'petType',
      mapping: { cat: '#/components/schemas/Cat', dog: '#/components/schemas/Dog' },
    },
  };
  const User: ApiSchema = {
    refName: 'User',
    type: 'object',
    properties: {
      id: { type: 'string', format: 'uuid', readOnly: true },
      username: { type: 'string', minLength: 3, pattern: '^[a-z0-9_]+$' },
      password: { type: 'string', format: 'password', writeOnly: true },
      metadata: { type: 'object', additionalProperties: { type: 'string' } },
    },
  };
  return { Category, Tag, Pet, Error: ErrorBody, Animal, Cat, Dog, AnyAnimal, User };
}

/** The pet store API: operations, a webhook, every kind of security scheme. */
export function petStore(): ApiModel {
  const schemas = petSchemas();
  const { Pet, Error: ErrorBody, AnyAnimal, User } = schemas;
  const servers = [
    {
      url: 'https://{region}.petstore.example.com/{version}',
      description: 'Production',
      variables: { region: { default: 'eu', enum: ['eu', 'us'] }, version: { default: 'v2' } },
    },
    { url: 'https://sandbox.petstore.example.com/v2', description: 'Sandbox', variables: {} },
  ];
  const errorResponse = jsonResponse('default', 'Unexpected error', ErrorBody);
  const addPet = makeOperation({
    method: 'post',
    path: '/pets',
    operationId: 'addPet',
    summary: 'Add a pet',
    description: 'Adds a pet to the store.\n\n```json\n{"name": "doggie"}\n```',
    tags: ['pet'],
    servers,
    security: [{ petstore_auth: ['write:pets', 'read:pets'] }],
    requestBody: {
      required: true,
      description: 'The pet to add',
      content: [
        { mediaType: 'application/json', schema: Pet, examples: [] },
        { mediaType: 'application/x-www-form-urlencoded', schema: Pet, examples: [] },
      ],
    },
    responses: [
      {
        ...jsonResponse('200', 'The pet was added', Pet),
        headers: [
          makeParameter({
            name: 'X-Rate-Limit',
            in: 'header',
            schema: { type: 'integer' },
            description: 'Calls left',
          }),
        ],
      },
      jsonResponse('405', 'Invalid input'),
      errorResponse,
    ],
  });
  const getPet = makeOperation({
    method: 'get',
    path: '/pets/{petId}',
    operationId: 'getPetById',
    summary: 'Find a pet by ID',
    tags: ['pet'],
    servers,
    security: [{ api_key: [] }, { bearer: [] }],
    parameters: [
      makeParameter({
        name: 'petId',
        in: 'path',
        required: true,
        schema: { type: 'integer', format: 'int64' },
        description: 'ID of the pet',
        example: 42,
      }),
      makeParameter({
        name: 'fields',
        in: 'query',
        schema: { type: 'array', items: { type: 'string' } },
        example: ['name', 'status'],
      }),
      makeParameter({
        name: 'X-Request-ID',
        in: 'header',
        schema: { type: 'string', format: 'uuid' },
      }),
      makeParameter({
        name: 'session',
        in: 'cookie',
        deprecated: true,
        schema: { type: 'string' },
      }),
    ],
    responses: [
      {
        ...jsonResponse('200', 'The pet', Pet),
        content: [
          {
            mediaType: 'application/json',
            schema: Pet,
            examples: [{ value: { id: 42, name: "Rex's toy", photoUrls: [] } }],
          },
        ],
      },
      jsonResponse('404', 'Pet not found', ErrorBody),
    ],
  });
  const findByStatus = makeOperation({
    method: 'get',
    path: '/pets/findByStatus',
    summary: 'Find pets by status',
    servers,
    parameters: [
      makeParameter({
        name: 'status',
        in: 'query',
        required: true,
        explode: false,
        schema: {
          type: 'array',
          items: { type: 'string', enum: ['available', 'pending', 'sold'] },
        },
      }),
    ],
    responses: [jsonResponse('200', 'Matching pets', { type: 'array', items: Pet })],
  });
  const deletePet = makeOperation({
    method: 'delete',
    path: '/pets/{petId}',
    summary: 'Delete a pet',
    deprecated: true,
    servers,
    security: [{}, { basic: [] }],
    parameters: [
      makeParameter({ name: 'petId', in: 'path', required: true, schema: { type: 'integer' } }),
    ],
    responses: [{ status: '204', description: 'Deleted', headers: [], content: [] }],
  });
  const adopt = makeOperation({
    method: 'put',
    path: '/animals/{kind}',
    summary: 'Register an animal',
    servers,
    security: [{ session_cookie: [], openid: ['profile'] }],
    parameters: [makeParameter({ name: 'kind', in: 'path', required: true })],
    requestBody: {
      required: false,
      content: [{ mediaType: 'application/json', schema: AnyAnimal, examples: [] }],
    },
    responses: [
      jsonResponse('201', 'Registered', AnyAnimal),
      jsonResponse('5XX', 'Server error', ErrorBody),
    ],
  });
  const createUser = makeOperation({
    method: 'post',
    path: '/users',
    summary: 'Create a user',
    servers,
    requestBody: {
      required: true,
      content: [{ mediaType: 'application/json', schema: User, examples: [] }],
    },
    responses: [jsonResponse('201', 'Created', User)],
  });
  const newPet = makeOperation({
    kind: 'webhook',
    method: 'post',
    path: 'newPet',
    summary: 'New pet',
    description: 'Sent when a pet is added.',
    servers: [],
    parameters: [
      makeParameter({
        name: 'X-Signature',
        in: 'header',
        required: true,
        description: 'HMAC of the body',
      }),
    ],
    requestBody: {
      required: true,
      content: [{ mediaType: 'application/json', schema: Pet, examples: [] }],
    },
    responses: [
      { status: '200', description: 'Return 200 to acknowledge', headers: [], content: [] },
    ],
  });
  return makeApi([addPet, getPet, findByStatus, deletePet, adopt, createUser], {
    source: 'petstore.yaml',
    servers,
    webhooks: [newPet],
    schemas,
    securitySchemes: {
      api_key: {
        type: 'apiKey',
        name: 'X-API-Key',
        in: 'header',
        description: 'Your **project** key.',
      },
      bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
      basic: { type: 'http', scheme: 'basic' },
      session_cookie: { type: 'apiKey', name: 'SESSION', in: 'cookie' },
      openid: {
        type: 'openIdConnect',
        openIdConnectUrl: 'https://auth.example.com/.well-known/openid-configuration',
      },
      petstore_auth: {
        type: 'oauth2',
        flows: {
          implicit: {
            authorizationUrl: 'https://auth.example.com/authorize',
            scopes: {
              'write:pets': 'Modify pets',
              'read:pets': 'Read pets',
              'admin:pets': 'Everything',
            },
          },
        },
      },
    },
  });
}

/** A Swagger 2.0 API after loading: servers from host + basePath + schemes, form bodies. */
export function swaggerUpload(): ApiModel {
  const upload = makeOperation({
    method: 'post',
    path: '/pet/{petId}/uploadImage',
    summary: 'Upload an image',
    servers: [
      { url: 'https://petstore.swagger.io/v2', variables: {} },
      { url: 'http://petstore.swagger.io/v2', variables: {} },
    ],
    security: [{ api_key: [] }],
    parameters: [
      makeParameter({
        name: 'petId',
        in: 'path',
        required: true,
        schema: { type: 'integer', format: 'int64' },
      }),
    ],
    requestBody: {
      required: false,
      content: [
        {
          mediaType: 'multipart/form-data',
          schema: {
            type: 'object',
            properties: {
              additionalMetadata: { type: ['string', 'null'], description: 'Extra data' },
              file: { type: 'string', format: 'binary' },
            },
          },
          examples: [],
        },
      ],
    },
    responses: [
      jsonResponse('200', 'successful operation', {
        type: 'object',
        properties: { code: { type: 'integer' } },
      }),
    ],
  });
  return makeApi([upload], {
    specVersion: '2.0',
    source: 'swagger.json',
    securitySchemes: { api_key: { type: 'apiKey', name: 'api_key', in: 'query' } },
  });
}
