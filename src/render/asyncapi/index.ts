/**
 * AsyncAPI channel pages: the spec loaded once per renderer, the channel's reference body (its
 * servers, operations and message payloads) with its search text, and its Markdown version.
 *
 * @module
 */
export { ChannelContent } from './channel-content.ts';
export type { ChannelLookup } from './channel-content.ts';
export { renderChannel } from './render-channel.ts';
export type { RenderedChannel } from './render-channel.ts';
export { channelMarkdown } from './channel-markdown.ts';
