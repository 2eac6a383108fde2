/**
 * A parse worker: parses its share of the pages of a large docs folder and sends the results
 * back (see `page-sources.ts`).
 *
 * @module
 */
import { parentPort, workerData } from 'node:worker_threads';
import { mapLimited } from './map-limited.ts';
import { parseSource } from './parse-source.ts';
import type { SourceFile, SourceRequest } from './parse-source.ts';

/** What a parse worker is given. */
export interface ParseWorkerInput {
  root: string;
  /** Every file of the folder (for snippet imports). */
  files: string[];
  requests: SourceRequest[];
  concurrency: number;
}

const input = workerData as ParseWorkerInput;
if (parentPort) {
  const files = new Set(input.files);
  const parsed: SourceFile[] = await mapLimited(input.requests, input.concurrency, (request) =>
    parseSource(input.root, request, files),
  );
  parentPort.postMessage(parsed);
}
