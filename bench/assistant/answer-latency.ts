/**
 * Time to first byte and to the end (`data: [DONE]`) of `POST /v1/assistant/{domain}/message`
 * with the embedded answerer (passages quoted, no language model). The real server runs in this
 * process (`startServer`, embedded database, request log written to a file as `folio serve`
 * writes it to stdout) with a project on the docs folder, an assistant key and a ready
 * deployment; then requests are sent one after another with `fetch`, each a new question in a
 * new thread, as a reader's first message is.
 *
 * @module
 */
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { addProject, createKey, startServer } from '../../src/server/index.ts';
import type { LogLine } from '../../src/server/index.ts';
import { summarize } from '../measure/stats.ts';
import { percentile } from './latency.ts';

/** Requests sent before measuring (connection set up, code paths warm). */
const WARM_UP_REQUESTS = 20;
/** Variables that would give the assistant a language model; cleared for this benchmark. */
const MODEL_VARIABLES = ['FOLIO_AI_PROVIDER', 'FOLIO_AI_MODEL', 'FOLIO_AI_BASE_URL'];

/** Timings of the measured requests, in milliseconds. */
export interface AnswerLatency {
  requests: number;
  ttfbMedianMs: number;
  ttfbP95Ms: number;
  totalMedianMs: number;
  totalP95Ms: number;
  /** Seconds the deployment took to build. */
  buildSeconds: number;
  /** Mean size of a reply body, in bytes. */
  meanBodyBytes: number;
}

/** Options of {@link measureAnswerLatency}. */
export interface AnswerLatencyOptions {
  /** The docs folder the project is built from. */
  docsRoot: string;
  /** Questions, asked in turn (reused from the start when there are fewer than requests). */
  questions: readonly string[];
  /** Measured requests. */
  requests: number;
}

/** Starts the server, deploys the docs folder and times the requests (see the module comment). */
export async function measureAnswerLatency(options: AnswerLatencyOptions): Promise<AnswerLatency> {
  for (const name of MODEL_VARIABLES) Reflect.deleteProperty(process.env, name);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'folio-assistant-server-'));
  const logFile = createWriteStream(path.join(dataDir, 'requests.log'));
  const unlimited = options.requests * 10 + 1_000;
  const server = await startServer({
    port: 0,
    dataDir,
    log: (line: LogLine) => {
      logFile.write(`${JSON.stringify(line)}\n`);
    },
    limits: {
      perIpPerDay: unlimited,
      perOrganizationPerHour: unlimited,
      perKeyPerMonth: unlimited,
    },
  });
  try {
    const { db, deployments } = server.services;
    const project = await addProject(db, {
      dir: options.docsRoot,
      subdomain: 'bench',
      name: 'Assistant benchmark',
    });
    const { key } = await createKey(db, { type: 'assistant', projectId: project.id });
    const started = performance.now();
    const deployment = await deployments.settled((await deployments.request(project)).id);
    const buildSeconds = (performance.now() - started) / 1000;
    if (deployment.status !== 'ready') {
      throw new Error(`The deployment did not build: ${deployment.error ?? deployment.status}`);
    }
    const url = `${server.url}/v1/assistant/${project.subdomain}/message`;
    const ask = (question: string, number: number) => timeRequest(url, key, question, number);
    const questionAt = (number: number) =>
      options.questions[number % options.questions.length] ?? 'How do I start?';
    for (let i = 0; i < WARM_UP_REQUESTS; i++) await ask(questionAt(i), i);
    const ttfb: number[] = [];
    const total: number[] = [];
    let bytes = 0;
    for (let i = 0; i < options.requests; i++) {
      const timing = await ask(questionAt(WARM_UP_REQUESTS + i), WARM_UP_REQUESTS + i);
      ttfb.push(timing.ttfbMs);
      total.push(timing.totalMs);
      bytes += timing.bytes;
    }
    return {
      requests: options.requests,
      ttfbMedianMs: summarize(ttfb).median,
      ttfbP95Ms: percentile(ttfb, 0.95),
      totalMedianMs: summarize(total).median,
      totalP95Ms: percentile(total, 0.95),
      buildSeconds,
      meanBodyBytes: bytes / Math.max(1, options.requests),
    };
  } finally {
    await server.close();
    await new Promise((resolve) => logFile.end(resolve));
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** One request: time to its first body chunk and to the end of the body, which must hold `[DONE]`. */
async function timeRequest(
  url: string,
  key: string,
  question: string,
  number: number,
): Promise<{ ttfbMs: number; totalMs: number; bytes: number }> {
  const started = performance.now();
  const response = await fetch(url, {
    method: 'POST',
    headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      fp: `bench-${String(number % 50)}`,
      threadId: null,
      messages: [
        { id: `q${String(number)}`, role: 'user', parts: [{ type: 'text', text: question }] },
      ],
    }),
  });
  if (response.status !== 200 || !response.body) {
    throw new Error(
      `Request ${String(number)}: ${String(response.status)} ${await response.text()}`,
    );
  }
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let ttfbMs: number | undefined;
  let body = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    ttfbMs ??= performance.now() - started;
    body += decoder.decode(value, { stream: true });
  }
  const totalMs = performance.now() - started;
  if (!body.includes('data: [DONE]')) {
    throw new Error(`Request ${String(number)}: the stream did not end with [DONE]:\n${body}`);
  }
  return { ttfbMs: ttfbMs ?? totalMs, totalMs, bytes: Buffer.byteLength(body) };
}
