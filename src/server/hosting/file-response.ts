/**
 * The response for one file of a deployment: its content type and caching headers, 304 when
 * the client's copy is current, 206 parts for `Range` requests, Brotli or gzip for text when
 * the client accepts it, and the bytes (read whole for small files, streamed for large ones;
 * none for HEAD). Pages and stylesheets of sites reached by path are rewritten under their
 * prefix before they are sent, and their pages get the icon sprite inline (`inline-sprite.ts`).
 *
 * @module
 */
import { rewriteCss, rewriteHtml } from './base-path-rewrite.ts';
import { contentRange, parseRange } from './byte-range.ts';
import type { RangeRequest } from './byte-range.ts';
import {
  cacheControlOf,
  entityTag,
  httpDate,
  isNotModified,
  rangeStillValid,
  REVALIDATE,
} from './cache-headers.ts';
import {
  chooseEncoding,
  isCompressible,
  MAX_COMPRESS_BYTES,
  MIN_COMPRESS_BYTES,
} from './compression.ts';
import type { CompressionCache, Encoding } from './compression.ts';
import { inlineSprite } from './inline-sprite.ts';
import { contentTypeOf, isCssFile, isHtmlFile } from '../../web/index.ts';
import type { DeploymentFiles } from './deployment-files.ts';
import type { SiteFile } from './resolve-file.ts';

/** Files up to this size are read whole; larger ones are streamed. */
export const READ_WHOLE_BYTES = 256 * 1024;

/** What {@link fileResponse} answers. */
export interface FileResponseInput {
  request: Request;
  deploymentId: string;
  /** The deployment's files, where the file and a page's icon sprite are read from. */
  files: DeploymentFiles;
  file: SiteFile;
  /** `''` for a site reached by host, `/_sites/{subdomain}` for one reached by path. */
  basePath: string;
  /** 404 to send the file as the site's not-found page (no validators, no ranges). */
  status?: 200 | 404;
  /** Where compressed text is kept; without it, nothing is compressed. */
  compression?: CompressionCache | undefined;
}

/** The response that sends `file` (see the module comment). */
export async function fileResponse(input: FileResponseInput): Promise<Response> {
  const { request, file, basePath } = input;
  const notFound = input.status === 404;
  const head = request.method === 'HEAD';
  const type = contentTypeOf(file.relative);
  const headers = new Headers({
    'content-type': type,
    'cache-control': notFound ? REVALIDATE : cacheControlOf(file.relative),
    'x-content-type-options': 'nosniff',
  });
  const rewrite = basePath === '' ? undefined : rewriterOf(file.relative);
  const ranged = !notFound && rewrite === undefined && request.headers.has('range');
  const compressible =
    input.compression !== undefined &&
    isCompressible(type) &&
    file.size >= MIN_COMPRESS_BYTES &&
    file.size <= MAX_COMPRESS_BYTES;
  if (compressible) headers.set('vary', 'accept-encoding');
  const encoding =
    compressible && !ranged ? chooseEncoding(request.headers.get('accept-encoding')) : undefined;
  const identityTag = entityTag(input.deploymentId, file);
  const etag = encoding === undefined ? identityTag : `${identityTag.slice(0, -1)}-${encoding}"`;

  if (!notFound) {
    headers.set('etag', etag);
    headers.set('last-modified', httpDate(file.modified));
    if (isNotModified(request.headers, etag, file.modified)) {
      headers.delete('content-type');
      return new Response(null, { status: 304, headers });
    }
    if (rewrite === undefined) headers.set('accept-ranges', 'bytes');
    if (ranged && rangeStillValid(request.headers, etag, file.modified)) {
      const range = parseRange(request.headers.get('range'), file.size);
      if (range.kind !== 'whole') return partResponse(input.files, file, range, headers, head);
    }
  }

  const status = notFound ? 404 : 200;
  if (encoding === undefined && rewrite === undefined && (head || file.size > READ_WHOLE_BYTES)) {
    headers.set('content-length', String(file.size));
    const body = head || file.size === 0 ? null : await input.files.stream(file, 0, file.size - 1);
    return new Response(body, { status, headers });
  }
  const body = await bytesOf(input, rewrite, encoding, etag);
  if (encoding !== undefined) headers.set('content-encoding', encoding);
  headers.set('content-length', String(body.byteLength));
  return new Response(head ? null : body, { status, headers });
}

/** The bytes to send: the file, rewritten under the prefix and compressed where that applies. */
async function bytesOf(
  input: FileResponseInput,
  rewrite: Rewriter | undefined,
  encoding: Encoding | undefined,
  etag: string,
): Promise<Uint8Array<ArrayBuffer>> {
  const { file, basePath, compression } = input;
  const content = async (): Promise<Uint8Array<ArrayBuffer>> => {
    if (rewrite === undefined) return input.files.read(file);
    return Buffer.from(await rewrite(await input.files.text(file), basePath, input.files));
  };
  if (encoding === undefined || compression === undefined) return content();
  return compression.get(`${etag}${basePath}`, encoding, content);
}

/** 206 with one part of the file, or 416 for a range past its end. */
async function partResponse(
  files: DeploymentFiles,
  file: SiteFile,
  range: Exclude<RangeRequest, { kind: 'whole' }>,
  headers: Headers,
  head: boolean,
): Promise<Response> {
  headers.set('content-range', contentRange(range, file.size));
  if (range.kind === 'unsatisfiable') {
    headers.delete('content-type');
    headers.set('content-length', '0');
    return new Response(null, { status: 416, headers });
  }
  headers.set('content-length', String(range.end - range.start + 1));
  const body = head ? null : await files.stream(file, range.start, range.end);
  return new Response(body, { status: 206, headers });
}

/** Rewrites a file's text for a site reached by path (`files`: the deployment's). */
type Rewriter = (
  text: string,
  basePath: string,
  files: DeploymentFiles,
) => string | Promise<string>;

/** How a file's text is rewritten for a site reached by path, if it is. */
function rewriterOf(relative: string): Rewriter | undefined {
  if (isHtmlFile(relative)) return rewritePage;
  if (isCssFile(relative)) return rewriteCss;
  return undefined;
}

/** A page under the prefix, with its icon sprite inline. */
function rewritePage(html: string, basePath: string, files: DeploymentFiles): Promise<string> {
  return inlineSprite(rewriteHtml(html, basePath), basePath, async (sitePath) => {
    const sprite = await files.fileAt(sitePath);
    return sprite === undefined ? undefined : files.text(sprite);
  });
}
