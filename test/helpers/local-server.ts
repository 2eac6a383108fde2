/**
 * A local HTTP server for the tests of a describe block: started before its tests, closed after
 * them, answering with `handler`. Tests that fetch "remote" files use it; there is no internet.
 *
 * @module
 */
import { createServer } from 'node:http';
import type { RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';

/** Serves `handler` on 127.0.0.1 for the current describe block; `url()` is its base URL. */
export function localServer(handler: RequestListener): { url: () => string } {
  const server = createServer(handler);
  let base = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => {
      server.close(() => {
        resolve();
      });
    });
  });
  return { url: () => base };
}
