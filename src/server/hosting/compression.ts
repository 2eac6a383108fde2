/**
 * Compressed copies of hosted text files (pages, stylesheets, scripts, search indexes, SVG
 * sprites): Brotli or gzip, whichever the client prefers, compressed once per deployment file
 * and kept in a bounded in-memory cache. A site's text shrinks four to six times (a 77 kB
 * stylesheet to 13 kB) for about a millisecond of work the first time it is asked for.
 * Images, video, fonts and archives are already compressed and are sent as they are.
 *
 * @module
 */
import { brotliCompress, constants, gzip } from 'node:zlib';

/** The encodings the host sends. */
export type Encoding = 'br' | 'gzip';

/** Text smaller than this is not worth compressing. */
export const MIN_COMPRESS_BYTES = 1024;
/** Files larger than this are streamed as they are rather than compressed in memory. */
export const MAX_COMPRESS_BYTES = 8 * 1024 * 1024;
/** How many compressed bytes the cache keeps by default. */
export const DEFAULT_CACHE_BYTES = 32 * 1024 * 1024;

const COMPRESSIBLE =
  /^(?:text\/|image\/svg\+xml|application\/(?:json|javascript|xml|yaml|wasm|manifest\+json|rss\+xml|atom\+xml))/;

/** Whether files of a content type are worth compressing. */
export function isCompressible(contentType: string): boolean {
  return COMPRESSIBLE.test(contentType);
}

/**
 * The encoding to send for an `Accept-Encoding` header: Brotli when accepted, else gzip, else
 * none. Quality values of 0 refuse an encoding; `*` accepts both.
 */
export function chooseEncoding(acceptEncoding: string | null): Encoding | undefined {
  if (acceptEncoding === null) return undefined;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...parameters] = part.trim().toLowerCase().split(';');
    const q = parameters.map((parameter) => /^\s*q\s*=\s*([\d.]+)\s*$/.exec(parameter)?.[1]);
    const quality = q.find((value) => value !== undefined);
    accepted.set(name.trim(), quality === undefined ? 1 : Number(quality));
  }
  const qualityOf = (name: Encoding): number => accepted.get(name) ?? accepted.get('*') ?? 0;
  const br = qualityOf('br');
  const gz = qualityOf('gzip');
  if (br > 0 && br >= gz) return 'br';
  if (gz > 0) return 'gzip';
  return undefined;
}

/** Compresses `body` with `encoding` (Brotli quality 5, gzip level 6: fast, and near the best). */
export function compress(body: Uint8Array, encoding: Encoding): Promise<Buffer<ArrayBuffer>> {
  return new Promise((resolve, reject) => {
    const done = (error: Error | null, result: Buffer<ArrayBuffer>): void => {
      if (error) reject(error);
      else resolve(result);
    };
    if (encoding === 'gzip') {
      gzip(body, { level: 6 }, done);
      return;
    }
    const params = {
      [constants.BROTLI_PARAM_QUALITY]: 5,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
    };
    brotliCompress(body, { params }, done);
  });
}

/** Compressed bodies by key, the least recently used dropped past a byte budget. */
export class CompressionCache {
  readonly #maxBytes: number;
  readonly #entries = new Map<string, Promise<Buffer<ArrayBuffer>>>();
  readonly #sizes = new Map<string, number>();
  #bytes = 0;

  constructor(options: { maxBytes?: number } = {}) {
    this.#maxBytes = options.maxBytes ?? DEFAULT_CACHE_BYTES;
  }

  /** Compressed bytes kept now. */
  get bytes(): number {
    return this.#bytes;
  }

  /**
   * The compressed body for `key` (which must name one content and encoding, such as an entity
   * tag), made from `body()` the first time.
   */
  get(
    key: string,
    encoding: Encoding,
    body: () => Promise<Uint8Array>,
  ): Promise<Buffer<ArrayBuffer>> {
    const known = this.#entries.get(key);
    if (known) {
      this.#entries.delete(key);
      this.#entries.set(key, known);
      return known;
    }
    const made = body().then((bytes) => compress(bytes, encoding));
    this.#entries.set(key, made);
    void made.then(
      (compressed) => {
        if (this.#entries.get(key) !== made) return;
        this.#sizes.set(key, compressed.byteLength);
        this.#bytes += compressed.byteLength;
        this.#trim();
      },
      () => {
        if (this.#entries.get(key) === made) this.#entries.delete(key);
      },
    );
    return made;
  }

  #trim(): void {
    for (const key of this.#entries.keys()) {
      if (this.#bytes <= this.#maxBytes) return;
      const size = this.#sizes.get(key);
      if (size === undefined) continue;
      this.#entries.delete(key);
      this.#sizes.delete(key);
      this.#bytes -= size;
    }
  }
}
