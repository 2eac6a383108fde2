/**
 * The AsyncAPI part of a site renderer, loaded with the first channel page (so sites without
 * AsyncAPI never load its code): the channel a page documents, rendered with the site's code
 * highlighting, its search text and its Markdown version.
 *
 * @module
 */
import type { AsyncChannel } from '../asyncapi/index.ts';
import type { CodeHighlighter, CodeWarningSink } from '../content/index.ts';
import type { ChannelRef } from '../navigation/index.ts';
import type { Diagnostic } from '../shared/index.ts';
import { ChannelContent, channelMarkdown, renderChannel } from './asyncapi/index.ts';
import type { RenderedChannel } from './asyncapi/index.ts';
import type { UiStrings } from './layout/ui-strings/index.ts';
import { endpointHighlight } from './openapi/index.ts';

/** A channel page's reference, or only why it is missing (`channel` undefined). */
export interface ChannelPartResult extends RenderedChannel {
  channel?: AsyncChannel | undefined;
  diagnostics: Diagnostic[];
  dependencies: string[];
}

export interface ChannelPart {
  render(
    ref: ChannelRef,
    strings?: UiStrings,
    onWarning?: CodeWarningSink,
  ): Promise<ChannelPartResult>;
  markdown(channel: AsyncChannel, content?: string): string;
}

export function createChannelPart(root: string, highlighter: CodeHighlighter): ChannelPart {
  const content = new ChannelContent(root);
  return {
    async render(ref, strings, onWarning) {
      const { channel, diagnostics, dependencies } = await content.load(ref);
      if (!channel) return { html: '', searchText: '', toc: [], diagnostics, dependencies };
      const rendered = await renderChannel(channel, {
        highlight: endpointHighlight(highlighter, onWarning),
        strings,
      });
      return { ...rendered, channel, diagnostics, dependencies };
    },
    markdown: channelMarkdown,
  };
}
