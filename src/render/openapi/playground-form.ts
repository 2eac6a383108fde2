/**
 * The "Try it" playground as server-rendered markup: a form with the server URL, credentials,
 * parameters and a body editor prefilled with the example, carrying its
 * {@link PlaygroundConfig} as JSON in `data-folio-playground`. It stays hidden until the browser
 * island (`client/playground.ts`) takes it over, so pages without JavaScript show no dead form.
 *
 * @module
 */
import type { ReactElement, ReactNode } from 'react';
import type { ApiModel, ApiOperation, ApiParameter } from '../../openapi/index.ts';
import { uiIcon } from '../components/ui-icon.ts';
import { Fragment, h } from '../h.ts';
import {
  bodyKind,
  isJsonMediaType,
  mediaExample,
  parameterExample,
  scalarText,
} from './example-request.ts';
import { parameterKey } from '../../web/index.ts';
import type { PlaygroundAuth, PlaygroundBody, PlaygroundConfig } from '../../web/index.ts';
import type { RenderContext } from './render-context.ts';
import { typeLabel } from './schema-label.ts';
import { mergedSchema, nonNullTypes } from './schema-shape.ts';
import { allCredentials, operationSecurity } from './security.ts';
import type { Credential } from './security.ts';
import { serverChoices } from './server-urls.ts';
import { PLAYGROUND_PROXY_URL } from '../playground-proxy.ts';

/** The configuration the island reads; `credentials`: requests carry the browser's cookies. */
export function playgroundConfig(
  api: ApiModel,
  operation: ApiOperation,
  options: { credentials?: boolean } = {},
): PlaygroundConfig {
  return {
    ...(options.credentials === true ? { credentials: true } : {}),
    method: operation.method.toUpperCase(),
    path: operation.path,
    parameters: operation.parameters.map((parameter) => ({
      name: parameter.name,
      in: parameter.in,
      required: parameter.required || parameter.in === 'path',
      shape: inputShape(parameter),
      style: parameter.style,
      explode: parameter.explode,
    })),
    auth: allCredentials(operationSecurity(api, operation)).flatMap(playgroundAuth),
    bodies: (operation.requestBody?.content ?? []).map((media): PlaygroundBody => {
      const kind = bodyKind(media.mediaType, media.schema);
      const example = mediaExample(media, 'request');
      const structured = kind === 'json' || kind === 'form' || kind === 'multipart';
      const sample =
        example === undefined
          ? ''
          : structured || typeof example.value !== 'string'
            ? JSON.stringify(example.value, null, 2)
            : example.value;
      return { mediaType: media.mediaType, kind: kind === 'binary' ? 'text' : kind, sample };
    }),
    storageKey: `folio:playground-auth:${api.source}`,
  };
}

/** What an empty input asks for, by the shape of its value. */
const shapeHints = { scalar: '', array: 'Comma-separated values', object: '{"key": "value"}' };

function inputShape(parameter: ApiParameter): 'scalar' | 'array' | 'object' {
  const types = nonNullTypes(parameter.schema);
  if (types.includes('array')) return 'array';
  return types.includes('object') ? 'object' : 'scalar';
}

function playgroundAuth(credential: Credential): PlaygroundAuth[] {
  const { id, name } = credential;
  const where = credential.in;
  if (name === undefined || where === undefined) return [];
  switch (credential.kind) {
    case 'apiKey':
      return [{ id, kind: 'apiKey', in: where, name }];
    case 'bearer':
    case 'oauth2':
    case 'openIdConnect':
      return [{ id, kind: 'bearer', in: 'header', name }];
    case 'basic':
      return [{ id, kind: 'basic', in: 'header', name }];
    case 'http': {
      const scheme = credential.scheme?.scheme ?? '';
      const prefix = scheme.charAt(0).toUpperCase() + scheme.slice(1);
      return [{ id, kind: 'http', in: 'header', name, prefix }];
    }
    default:
      return [];
  }
}

/** The playground: a hidden disclosure the island reveals. */
export function playground(
  api: ApiModel,
  operation: ApiOperation,
  context: RenderContext,
): ReactElement {
  const words = context.strings.api;
  const config = playgroundConfig(api, operation, { credentials: context.display.credentials });
  const servers = serverChoices(operation.servers);
  const listId = context.id('servers');
  const groups = (['path', 'query', 'header', 'cookie'] as const).map((location) => {
    const parameters = operation.parameters.filter((parameter) => parameter.in === location);
    if (parameters.length === 0) return null;
    return group(
      location,
      words[legends[location]],
      parameters.map((parameter) => parameterInput(parameter, context)),
      location === 'cookie'
        ? 'Browsers do not let a page set cookies on requests to another site, so these may not be sent.'
        : undefined,
    );
  });
  return h(
    'details',
    { className: 'folio-api-playground', hidden: true, 'data-folio-playground-panel': '' },
    h(
      'summary',
      { className: 'folio-api-playground-summary' },
      h('span', { className: 'folio-expandable-chevron' }, uiIcon('chevron-right')),
      words.tryIt,
    ),
    h(
      'form',
      {
        className: 'folio-api-playground-form',
        'data-folio-playground': JSON.stringify(config),
        // Root-relative, so a site reached under `/_sites/{name}` gets it under that prefix.
        ...(context.display.proxy ? { 'data-folio-playground-proxy': PLAYGROUND_PROXY_URL } : {}),
        noValidate: true,
      },
      group('server', words.server, [
        labelled(
          context.id('input'),
          h('span', null, words.baseUrl),
          (id) =>
            h('input', {
              id,
              name: 'base-url',
              type: 'url',
              className: 'folio-api-input',
              defaultValue: servers[0]?.url ?? '',
              list: servers.length > 1 ? listId : undefined,
              placeholder: 'https://api.example.com',
              autoComplete: 'off',
              spellCheck: false,
            }),
          'base-url',
        ),
        servers.length > 1
          ? h(
              'datalist',
              { key: 'list', id: listId },
              servers.map((server) => h('option', { key: server.url, value: server.url })),
            )
          : null,
      ]),
      config.auth.length === 0
        ? null
        : group(
            'auth',
            words.authorization,
            config.auth.map((auth) => authInputs(auth, context)),
            words.credentialsNote,
          ),
      ...groups,
      bodyEditor(config.bodies, context),
      h(
        'div',
        { className: 'folio-api-playground-actions' },
        h(
          'button',
          { type: 'submit', className: 'folio-api-send', 'data-folio-playground-send': '' },
          words.send,
          h('span', { className: 'folio-sr-only' }, ` ${config.method} request`),
        ),
        h('span', {
          className: 'folio-api-playground-message',
          role: 'status',
          'data-folio-playground-message': '',
        }),
      ),
      h('div', {
        className: 'folio-api-playground-result',
        'data-folio-playground-result': '',
        hidden: true,
      }),
    ),
  );
}

/** The key of each parameter location's legend. */
const legends = {
  path: 'pathParameters',
  query: 'queryParameters',
  header: 'headers',
  cookie: 'cookies',
} as const;

function group(key: string, legend: string, children: ReactNode[], note?: string): ReactElement {
  return h(
    'fieldset',
    { key, className: 'folio-api-playground-group' },
    h('legend', null, legend),
    note === undefined ? null : h('p', { className: 'folio-api-playground-note' }, note),
    ...children,
  );
}

function labelled(
  id: string,
  label: ReactNode,
  control: (id: string) => ReactElement,
  key: string,
): ReactElement {
  return h(
    'div',
    { key, className: 'folio-api-playground-field' },
    h('label', { htmlFor: id }, label),
    control(id),
  );
}

function parameterInput(parameter: ApiParameter, context: RenderContext): ReactElement {
  const key = parameterKey(parameter);
  const example = parameterExample(parameter);
  const s = mergedSchema(parameter.schema);
  const required = parameter.required || parameter.in === 'path';
  const shape = inputShape(parameter);
  // Without `api.examples.prefill` the example is a placeholder: shown, but not sent.
  const shown =
    example === undefined
      ? ''
      : Array.isArray(example)
        ? example.map(scalarText).join(', ')
        : shape === 'object'
          ? JSON.stringify(example)
          : scalarText(example);
  const initial = context.display.prefill ? shown : '';
  const label = h(
    Fragment,
    null,
    h('code', null, parameter.name),
    h('span', { className: 'folio-field-type' }, typeLabel(parameter.schema)),
    required
      ? h(
          'span',
          { className: 'folio-field-label folio-field-required' },
          context.strings.api.required,
        )
      : null,
  );
  const choices = s.enum ?? (nonNullTypes(s).join() === 'boolean' ? [true, false] : undefined);
  return labelled(
    context.id('input'),
    label,
    (id) =>
      choices === undefined
        ? h('input', {
            id,
            name: `param:${key}`,
            type: 'text',
            className: 'folio-api-input',
            defaultValue: initial,
            placeholder: initial === '' && shown !== '' ? shown : shapeHints[shape],
            required,
            autoComplete: 'off',
            spellCheck: false,
          })
        : h(
            'select',
            { id, name: `param:${key}`, className: 'folio-api-input', defaultValue: initial },
            h('option', { value: '' }, required ? 'Choose a value' : 'Not sent'),
            choices.map((choice) =>
              h(
                'option',
                { key: scalarText(choice), value: scalarText(choice) },
                scalarText(choice),
              ),
            ),
          ),
    key,
  );
}

function authInputs(auth: PlaygroundAuth, context: RenderContext): ReactElement {
  const input = (id: string, name: string, type: string, placeholder: string): ReactElement =>
    h('input', {
      id,
      name,
      type,
      className: 'folio-api-input',
      placeholder,
      autoComplete: 'off',
      spellCheck: false,
      'data-folio-playground-auth': '',
    });
  if (auth.kind === 'basic') {
    return h(
      Fragment,
      { key: auth.id },
      labelled(
        context.id('input'),
        context.strings.api.username,
        (id) => input(id, `auth:${auth.id}:username`, 'text', ''),
        'user',
      ),
      labelled(
        context.id('input'),
        context.strings.api.password,
        (id) => input(id, `auth:${auth.id}:password`, 'password', ''),
        'password',
      ),
    );
  }
  const label =
    auth.kind === 'apiKey'
      ? h(
          Fragment,
          null,
          h('code', null, auth.name),
          h('span', { className: 'folio-field-type' }, auth.in),
        )
      : auth.kind === 'bearer'
        ? 'Bearer token'
        : `${auth.prefix ?? ''} credentials`;
  return labelled(
    context.id('input'),
    label,
    (id) => input(id, `auth:${auth.id}`, 'password', auth.kind === 'apiKey' ? 'API key' : 'Token'),
    auth.id,
  );
}

function bodyEditor(
  bodies: readonly PlaygroundBody[],
  context: RenderContext,
): ReactElement | null {
  const first = bodies[0];
  if (first === undefined) return null;
  const editorId = context.id('body');
  const hint = isJsonMediaType(first.mediaType)
    ? undefined
    : first.kind === 'form' || first.kind === 'multipart'
      ? 'Write the form fields as a JSON object.'
      : undefined;
  return group(
    'body',
    context.strings.api.body,
    [
      bodies.length > 1
        ? labelled(
            context.id('input'),
            context.strings.api.contentType,
            (id) =>
              h(
                'select',
                {
                  id,
                  name: 'media-type',
                  className: 'folio-api-input',
                  defaultValue: first.mediaType,
                },
                bodies.map((body) =>
                  h('option', { key: body.mediaType, value: body.mediaType }, body.mediaType),
                ),
              ),
            'media-type',
          )
        : h('input', {
            key: 'media-type',
            type: 'hidden',
            name: 'media-type',
            defaultValue: first.mediaType,
          }),
      labelled(
        editorId,
        h('code', { 'data-folio-playground-media-label': '' }, first.mediaType),
        (id) =>
          h('textarea', {
            id,
            name: 'body',
            className: 'folio-api-input folio-api-body-editor',
            defaultValue: first.sample,
            rows: Math.min(Math.max(first.sample.split('\n').length + 1, 4), 20),
            spellCheck: false,
            autoComplete: 'off',
          }),
        'editor',
      ),
    ],
    hint,
  );
}
