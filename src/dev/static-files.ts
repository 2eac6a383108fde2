/**
 * Files served as they are: request paths turned into docs-folder paths (never one outside the
 * folder), and the content type of each by its extension.
 *
 * @module
 */
import path from 'node:path';

const textTypes: Record<string, string> = {
  '.html': 'text/html',
  '.css': 'text/css',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.json': 'application/json',
  '.map': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain',
  '.md': 'text/markdown',
  '.mdx': 'text/markdown',
  '.xml': 'application/xml',
  '.yaml': 'application/yaml',
  '.yml': 'application/yaml',
  '.csv': 'text/csv',
};

const binaryTypes: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.bmp': 'image/bmp',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.pdf': 'application/pdf',
  '.zip': 'application/zip',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.mov': 'video/quicktime',
  '.mp3': 'audio/mpeg',
  '.wav': 'audio/wav',
  '.ogg': 'audio/ogg',
  '.wasm': 'application/wasm',
};

/** The `Content-Type` of a file by its extension (`application/octet-stream` when unknown). */
export function contentType(file: string): string {
  const extension = path.extname(file).toLowerCase();
  const text = textTypes[extension];
  if (text !== undefined) return `${text}; charset=utf-8`;
  return binaryTypes[extension] ?? 'application/octet-stream';
}

/** What a request path names inside a folder. */
export type FolderPath =
  | { kind: 'inside'; relative: string }
  /** `..` segments, a backslash or a NUL byte: never served. */
  | { kind: 'outside' }
  /** Percent-encoding that does not decode. */
  | { kind: 'malformed' };

/**
 * Turns a URL pathname (`/images/logo%20dark.png`) into a POSIX path relative to the served
 * folder (`images/logo dark.png`), rejecting anything that could leave the folder.
 */
export function folderPath(pathname: string): FolderPath {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return { kind: 'malformed' };
  }
  if (decoded.includes('\\') || decoded.includes('\0')) return { kind: 'outside' };
  const segments = decoded.split('/').filter((segment) => segment !== '' && segment !== '.');
  if (segments.includes('..')) return { kind: 'outside' };
  return { kind: 'inside', relative: segments.join('/') };
}

/** The absolute path of `relative` in `root`, or undefined when it would resolve outside. */
export function resolveInside(root: string, relative: string): string | undefined {
  const absolute = path.resolve(root, relative);
  const prefix = root.endsWith(path.sep) ? root : `${root}${path.sep}`;
  return absolute.startsWith(prefix) ? absolute : undefined;
}
