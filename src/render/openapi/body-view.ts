/**
 * Bodies on an endpoint page: the request body (or a webhook's payload) and the content of each
 * response, one schema tree per media type, with tabs when there are several.
 *
 * @module
 */
import type { ReactElement, ReactNode } from 'react';
import type { ApiMediaType } from '../../openapi/index.ts';
import { renderTabSet } from '../components/tab-set.ts';
import { Fragment, h } from '../h.ts';
import type { RenderContext } from './render-context.ts';
import type { SchemaDirection } from './schema-shape.ts';
import { schemaTree } from './schema-tree.ts';

/** The schema trees of a body's media types: one tree, or tabs by media type. */
export function mediaContent(
  content: readonly ApiMediaType[],
  direction: SchemaDirection,
  context: RenderContext,
): ReactElement | null {
  const [first] = content;
  if (first === undefined) return null;
  if (content.length === 1) {
    return h(
      Fragment,
      null,
      h('p', { className: 'folio-api-media-type' }, h('code', null, first.mediaType)),
      mediaSchema(first, direction, context),
    );
  }
  return renderTabSet({
    idBase: context.id('media'),
    className: 'folio-tabs folio-api-media-tabs',
    items: content.map((media) => ({
      label: media.mediaType,
      title: media.mediaType,
      icon: null,
      panelId: undefined,
      content: mediaSchema(media, direction, context),
    })),
    defaultIndex: 0,
    sync: false,
    ariaLabel: 'Media types',
  });
}

function mediaSchema(
  media: ApiMediaType,
  direction: SchemaDirection,
  context: RenderContext,
): ReactNode {
  context.addSearchText(media.mediaType);
  if (media.schema === undefined) {
    return h('p', { className: 'folio-api-field-note' }, context.strings.api.noSchema);
  }
  return schemaTree(media.schema, direction, context);
}

/** What a body section is about. */
export interface BodySectionOptions {
  /** Heading text: `Body`, or `Payload` for webhooks. */
  title: string;
  /** Heading anchor. */
  id: string;
  direction: SchemaDirection;
}

/** The request body section, or `null` without a body. */
export function bodySection(
  body:
    { required: boolean; description?: string | undefined; content: ApiMediaType[] } | undefined,
  options: BodySectionOptions,
  context: RenderContext,
): ReactElement | null {
  if (body === undefined) return null;
  return h(
    'section',
    { className: 'folio-api-section', 'aria-labelledby': options.id },
    h(
      'h2',
      { id: options.id },
      options.title,
      body.required
        ? h(
            'span',
            { className: 'folio-field-label folio-field-required' },
            context.strings.api.required,
          )
        : null,
    ),
    context.description(body.description, 'folio-api-section-description'),
    mediaContent(body.content, options.direction, context),
  );
}
