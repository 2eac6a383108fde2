/**
 * The AsyncAPI side of a site renderer: each spec read once (shared by every channel page that
 * uses it), the channel a page documents looked up in it, and the spec's problem as a page
 * diagnostic when it cannot be read or has no such channel.
 *
 * @module
 */
import { asyncApiModel, readAsyncDocument } from '../../asyncapi/index.ts';
import type { AsyncApiModel, AsyncChannel } from '../../asyncapi/index.ts';
import type { ChannelRef } from '../../navigation/index.ts';
import type { Diagnostic } from '../../shared/index.ts';

export interface ChannelLookup {
  channel?: AsyncChannel | undefined;
  diagnostics: Diagnostic[];
  /** The spec file: the page changes when it does. */
  dependencies: string[];
}

type Loaded = { ok: true; model: AsyncApiModel } | { ok: false; diagnostic: Diagnostic };

/** Loads AsyncAPI specs for one renderer. */
export class ChannelContent {
  readonly #root: string;
  readonly #specs = new Map<string, Promise<Loaded>>();

  constructor(root: string) {
    this.#root = root;
  }

  /** The channel `ref` names, or why it is missing. */
  async load(ref: ChannelRef): Promise<ChannelLookup> {
    let loading = this.#specs.get(ref.spec);
    if (!loading) {
      loading = readAsyncDocument(this.#root, ref.spec).then((read): Loaded =>
        read.ok ? { ok: true, model: asyncApiModel(read.document, read.version) } : read,
      );
      this.#specs.set(ref.spec, loading);
    }
    const loaded = await loading;
    const dependencies = [ref.spec];
    if (!loaded.ok) return { diagnostics: [loaded.diagnostic], dependencies };
    const channel = loaded.model.channels.find((item) => item.id === ref.channel);
    if (channel) return { channel, diagnostics: [], dependencies };
    return {
      diagnostics: [
        {
          severity: 'error',
          code: 'unknown-channel',
          message: `AsyncAPI spec ${ref.spec} has no channel "${ref.channel}"`,
          hint: 'Use a key of the spec\'s "channels".',
          position: { file: ref.spec, line: 1, column: 1 },
        },
      ],
      dependencies,
    };
  }
}
