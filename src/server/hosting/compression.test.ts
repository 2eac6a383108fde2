import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { chooseEncoding, compress, CompressionCache, isCompressible } from './compression.ts';

describe('chooseEncoding', () => {
  it('prefers Brotli, then gzip, honouring quality values', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseEncoding('gzip, deflate')).toBe('gzip');
    expect(chooseEncoding('br;q=0.5, gzip;q=0.8')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip')).toBe('gzip');
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('*, br;q=0')).toBe('gzip');
    expect(chooseEncoding('identity')).toBeUndefined();
    expect(chooseEncoding('gzip;q=0')).toBeUndefined();
    expect(chooseEncoding('')).toBeUndefined();
    expect(chooseEncoding(null)).toBeUndefined();
  });
});

describe('isCompressible', () => {
  it('compresses text, not media that is already compressed', () => {
    for (const type of [
      'text/html; charset=utf-8',
      'text/css; charset=utf-8',
      'application/json; charset=utf-8',
      'image/svg+xml; charset=utf-8',
      'application/wasm',
    ]) {
      expect(isCompressible(type), type).toBe(true);
    }
    for (const type of ['image/png', 'video/mp4', 'font/woff2', 'application/pdf']) {
      expect(isCompressible(type), type).toBe(false);
    }
  });
});

describe('compress', () => {
  it('round-trips with both encodings', async () => {
    const text = Buffer.from('<p>Hello, hosted world.</p>'.repeat(200));
    const br = await compress(text, 'br');
    const gz = await compress(text, 'gzip');
    expect(br.byteLength).toBeLessThan(text.byteLength / 10);
    expect(brotliDecompressSync(br).equals(text)).toBe(true);
    expect(gunzipSync(gz).equals(text)).toBe(true);
  });
});

describe('CompressionCache', () => {
  it('compresses a body once per key', async () => {
    const cache = new CompressionCache();
    let reads = 0;
    const body = (): Promise<Uint8Array> => {
      reads++;
      return Promise.resolve(Buffer.from('a'.repeat(5000)));
    };
    const first = await cache.get('"tag-br"', 'br', body);
    const second = await cache.get('"tag-br"', 'br', body);
    expect(second).toBe(first);
    expect(reads).toBe(1);
    expect(cache.bytes).toBe(first.byteLength);
  });

  it('drops the least recently used bodies past its budget', async () => {
    const random = (): Promise<Uint8Array> =>
      Promise.resolve(Uint8Array.from({ length: 4000 }, () => Math.floor(Math.random() * 256)));
    const cache = new CompressionCache({ maxBytes: 10_000 });
    await cache.get('a', 'gzip', random);
    await cache.get('b', 'gzip', random);
    await cache.get('a', 'gzip', random);
    await cache.get('c', 'gzip', random);
    expect(cache.bytes).toBeLessThanOrEqual(10_000);
    let reads = 0;
    const counted = (): Promise<Uint8Array> => {
      reads++;
      return random();
    };
    await cache.get('a', 'gzip', counted);
    expect(reads).toBe(0);
    await cache.get('b', 'gzip', counted);
    expect(reads).toBe(1);
  });

  it('forgets a body that failed, so the next request tries again', async () => {
    const cache = new CompressionCache();
    await expect(cache.get('x', 'br', () => Promise.reject(new Error('gone')))).rejects.toThrow(
      'gone',
    );
    const body = await cache.get('x', 'br', () => Promise.resolve(Buffer.from('fine')));
    expect(brotliDecompressSync(body).toString()).toBe('fine');
  });
});
