/**
 * Loads the AsyncAPI specs a docs folder names into the index navigation reads: each spec's
 * channels with their titles. A spec that cannot be read gets an `error` with its position, and
 * navigation goes on without its channels.
 *
 * @module
 */
import type { AsyncSpecIndex } from '../navigation/index.ts';
import { isRemoteSpec } from '../navigation/index.ts';
import { asyncApiModel } from './channel-model.ts';
import type { AsyncChannel } from './channel-model.ts';
import { readAsyncDocument } from './read-async-document.ts';

/** Loads each of `sources` (paths relative to `root`); URLs are refused with a reason. */
export async function loadAsyncSpecIndex(
  root: string,
  sources: Iterable<string>,
): Promise<Map<string, AsyncSpecIndex>> {
  const index = new Map<string, AsyncSpecIndex>();
  await Promise.all(
    [...new Set(sources)].map(async (source) => {
      if (isRemoteSpec(source)) {
        index.set(source, {
          source,
          error: 'remote AsyncAPI specs are not fetched; keep a copy in the docs folder',
        });
        return;
      }
      const read = await readAsyncDocument(root, source);
      if (!read.ok) {
        const { message, position } = read.diagnostic;
        const where = position ? ` (${position.file}:${position.line}:${position.column})` : '';
        index.set(source, { source, error: message.replace(/^AsyncAPI spec [^:]+: /, '') + where });
        return;
      }
      const model = asyncApiModel(read.document, read.version);
      index.set(source, {
        source,
        channels: model.channels.map((channel) => ({
          id: channel.id,
          title: channelTitle(channel),
        })),
      });
    }),
  );
  return index;
}

/** A channel page's title: the channel's title or summary, its first operation's, or its id. */
export function channelTitle(channel: AsyncChannel): string {
  return (
    channel.title ??
    channel.summary ??
    channel.operations.find((op) => op.summary !== undefined)?.summary ??
    channel.id
  ).trim();
}
