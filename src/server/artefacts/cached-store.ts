/**
 * A bounded in-memory cache in front of a remote artefact store, so a page served a thousand
 * times is fetched from the bucket once. A deployment's files never change after they are put,
 * so what is learnt about a key (its size and time, its bytes, that it is missing) stays true
 * until its prefix is deleted or put again, which clears it. The cache holds at most `maxBytes`
 * (the bytes of files, plus a small cost per entry), the least recently used going first
 * (`lru-cache`); files larger than an eighth of it are streamed from the store each time.
 *
 * A hit costs no request to the store and no copy: the key is looked up as given (only checked
 * keys are ever cached, so a key found is a checked one; {@link artefactKey} runs on misses),
 * and the cached bytes are handed out as they are, or as a view of them for a range.
 *
 * @module
 */
import { LRUCache } from 'lru-cache';
import { artefactKey } from './artefact-store.ts';
import type { ArtefactStore, FolderPage, StoredFile } from './artefact-store.ts';

/** The cache's size when `FOLIO_STORAGE_CACHE_MB` is not set: 256 MB. */
export const DEFAULT_CACHE_BYTES = 256 * 1024 * 1024;

/** What an entry costs besides its bytes (the key, the object, the map's slot). */
const ENTRY_BYTES = 256;

/** What is known about one key. */
type Entry =
  { kind: 'missing' } | { kind: 'file'; file: StoredFile; bytes?: Buffer<ArrayBuffer> | undefined };

/** `store`, with what it answered kept in memory (see the module comment). */
export class CachedArtefactStore implements ArtefactStore {
  readonly #store: ArtefactStore;
  readonly #cache: LRUCache<string, Entry> | undefined;
  readonly #maxFileBytes: number;

  constructor(store: ArtefactStore, options: { maxBytes: number }) {
    this.#store = store;
    this.#maxFileBytes = Math.floor(options.maxBytes / 8);
    this.#cache =
      options.maxBytes <= 0
        ? undefined
        : new LRUCache<string, Entry>({
            maxSize: options.maxBytes,
            sizeCalculation: (entry, key) =>
              ENTRY_BYTES + key.length + (entry.kind === 'file' ? (entry.bytes?.length ?? 0) : 0),
          });
  }

  get kind(): ArtefactStore['kind'] {
    return this.#store.kind;
  }

  /** How many bytes the cache holds now (for tests and metrics). */
  get cachedBytes(): number {
    return this.#cache?.calculatedSize ?? 0;
  }

  async putFolder(prefix: string, folder: string): Promise<void> {
    this.#forget(prefix);
    await this.#store.putFolder(prefix, folder);
    this.#forget(prefix);
  }

  async stat(key: string): Promise<StoredFile | undefined> {
    const known = this.#cache?.get(key);
    if (known) return known.kind === 'file' ? known.file : undefined;
    const checked = artefactKey(key);
    const file = await this.#store.stat(checked);
    this.#cache?.set(checked, file ? { kind: 'file', file } : { kind: 'missing' });
    return file;
  }

  async read(key: string): Promise<Buffer<ArrayBuffer> | undefined> {
    const known = this.#cache?.get(key);
    if (known?.kind === 'missing') return undefined;
    if (known?.bytes) return known.bytes;
    const checked = artefactKey(key);
    const bytes = await this.#store.read(checked);
    if (this.#cache && bytes && bytes.length <= this.#maxFileBytes) {
      const file = known?.file ?? (await this.#store.stat(checked));
      if (file) this.#cache.set(checked, { kind: 'file', file, bytes });
    }
    return bytes;
  }

  async stream(key: string, start: number, end: number): Promise<ReadableStream<Uint8Array>> {
    const known = this.#cache?.get(key);
    if (known?.kind === 'file' && known.bytes)
      return streamOf(known.bytes.subarray(start, end + 1));
    return this.#store.stream(artefactKey(key), start, end);
  }

  list(prefix: string): Promise<string[]> {
    return this.#store.list(prefix);
  }

  folders(prefix: string, page?: FolderPage): Promise<string[]> {
    return this.#store.folders(prefix, page);
  }

  async deletePrefix(prefix: string): Promise<void> {
    this.#forget(prefix);
    await this.#store.deletePrefix(prefix);
    this.#forget(prefix);
  }

  locationOf(prefix: string): string {
    return this.#store.locationOf(prefix);
  }

  prefixAt(location: string): string | undefined {
    return this.#store.prefixAt(location);
  }

  /** Drops what is known about keys under `prefix`. */
  #forget(prefix: string): void {
    if (!this.#cache) return;
    const base = `${artefactKey(prefix)}/`;
    for (const key of [...this.#cache.keys()]) {
      if (key.startsWith(base)) this.#cache.delete(key);
    }
  }
}

/**
 * A stream of `bytes` in one chunk, without copying them (a `Blob` would copy each time). The
 * reader gets a view of the cached buffer: the host only writes it out, never changes it.
 */
function streamOf(bytes: Uint8Array): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>({
    start(controller) {
      if (bytes.byteLength > 0) controller.enqueue(bytes);
      controller.close();
    },
  });
}
