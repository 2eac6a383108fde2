/**
 * The examples beside an endpoint page: request code samples (curl, JavaScript, Python, or the
 * spec's own), or a webhook's payload, and a response example per status, each a code group with
 * tabs and a copy button. A kind the page gives itself (`RequestExample`, `ResponseExample`) is
 * not generated.
 *
 * @module
 */
import type { ReactElement } from 'react';
import type { ApiModel, ApiOperation, ApiResponse } from '../../openapi/index.ts';
import { copyButton } from '../components/code-block.ts';
import type { PageExamples } from '../components/side-column.ts';
import { renderTabSet } from '../components/tab-set.ts';
import type { TabSetItem } from '../components/tab-set.ts';
import { h } from '../h.ts';
import { codeSamples } from './code-samples.ts';
import type { CodeSampleOptions } from './code-samples.ts';
import type { SampleLanguage } from './code-samples.ts';
import {
  isJsonMediaType,
  mediaExample,
  preferredMediaType,
  scalarText,
} from './example-request.ts';
import { acyclic } from './literals.ts';
import type { RenderContext } from './render-context.ts';
import { statusBadge } from './responses-view.ts';

/** One example: a tab label and the code shown. */
export interface ExampleCode {
  label: string;
  /** Shown in the tab; the label when absent. */
  title?: ReactElement;
  lang: string;
  code: string;
}

/** The request examples: code samples, or the payload a webhook delivers. */
export function requestExamples(
  api: ApiModel,
  operation: ApiOperation,
  languages: readonly SampleLanguage[] | undefined,
  payloadLabel: string,
  options: CodeSampleOptions = {},
): ExampleCode[] {
  if (operation.kind !== 'webhook') return codeSamples(api, operation, languages, options);
  const media = preferredMediaType(operation.requestBody?.content ?? []);
  const example = media === undefined ? undefined : mediaExample(media, 'response');
  if (media === undefined || example === undefined) return [];
  return [{ label: payloadLabel, ...printed(example.value, media.mediaType) }];
}

/** The response examples: each named example of each status, else one generated per status. */
export function responseExamples(responses: readonly ApiResponse[]): ExampleCode[] {
  return responses.flatMap((response) => {
    const media = preferredMediaType(response.content);
    if (media === undefined) return [];
    const given = media.examples.filter((example) => example.value !== undefined);
    const named = given.length > 1 ? given : [];
    if (named.length > 0) {
      return named.map((example, index) => {
        const name = example.summary ?? example.name ?? `Example ${String(index + 1)}`;
        return {
          label: `${response.status} ${name}`,
          title: h('span', null, statusBadge(response.status), ` ${name}`),
          ...printed(acyclic(example.value), media.mediaType),
        };
      });
    }
    const example = mediaExample(media, 'response');
    if (example === undefined) return [];
    return [
      {
        label: response.status,
        title: statusBadge(response.status),
        ...printed(example.value, media.mediaType),
      },
    ];
  });
}

/** A value as the code of an example: JSON pretty-printed, text as it is. */
function printed(value: unknown, mediaType: string): { lang: string; code: string } {
  if (isJsonMediaType(mediaType) || typeof value !== 'string') {
    return { lang: 'json', code: JSON.stringify(value, null, 2) };
  }
  const type = mediaType.toLowerCase();
  const lang = type.includes('xml') ? 'xml' : type.includes('html') ? 'html' : 'text';
  return { lang, code: scalarText(value) };
}

/** A code group of examples, marked as request or response examples. */
export function exampleGroup(
  examples: readonly ExampleCode[],
  kind: 'request' | 'response',
  context: RenderContext,
): ReactElement | null {
  if (examples.length === 0) return null;
  const items: TabSetItem[] = examples.map((example) => ({
    label: example.label,
    title: example.title ?? example.label,
    icon: null,
    panelId: undefined,
    content: context.code(example.code, example.lang),
  }));
  return renderTabSet({
    idBase: context.id(`${kind}-example`),
    className: 'folio-code-group folio-example folio-api-example',
    items,
    defaultIndex: 0,
    // Request samples switch language together across pages; statuses are per endpoint.
    sync: kind === 'request',
    ariaLabel:
      kind === 'request' ? context.strings.api.requestExample : context.strings.api.responseExample,
    actions: copyButton(context.strings.client),
    attributes: { 'data-folio-code': '', 'data-folio-example': kind },
  });
}

/** The generated examples of the side column, by kind; `null` where there are none. */
export interface GeneratedExamples {
  request: ReactElement | null;
  response: ReactElement | null;
}

/**
 * The examples generated for the side column, leaving out the kinds in `skip` (those the page
 * gives itself with `RequestExample` / `ResponseExample`).
 */
export function generatedExamples(
  api: ApiModel,
  operation: ApiOperation,
  context: RenderContext,
  options: { languages?: readonly SampleLanguage[] | undefined; skip?: PageExamples | undefined },
): GeneratedExamples {
  const skip = options.skip ?? {};
  return {
    request:
      skip.request === undefined
        ? exampleGroup(
            requestExamples(api, operation, options.languages, context.strings.api.payload, {
              examples: context.display.examples,
              autogenerate: context.display.autogenerate,
            }),
            'request',
            context,
          )
        : null,
    response:
      skip.response === undefined
        ? exampleGroup(responseExamples(operation.responses), 'response', context)
        : null,
  };
}
