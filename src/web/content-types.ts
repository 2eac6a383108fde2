/**
 * The `Content-Type` of each file a built site can hold, by extension: the builder's own output
 * (HTML, CSS, JS, JSON, SVG, XML, text, fonts) and whatever a docs folder copies into the site
 * (images, video, audio, PDFs, downloads). Text types carry `charset=utf-8`.
 *
 * @module
 */

const textTypes: Readonly<Record<string, string>> = {
  '.html': 'text/html',
  '.htm': 'text/html',
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
  '.rss': 'application/rss+xml',
  '.atom': 'application/atom+xml',
  '.yaml': 'application/yaml',
  '.yml': 'application/yaml',
  '.csv': 'text/csv',
  '.ics': 'text/calendar',
  '.vtt': 'text/vtt',
};

const binaryTypes: Readonly<Record<string, string>> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.bmp': 'image/bmp',
  '.tif': 'image/tiff',
  '.tiff': 'image/tiff',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.eot': 'application/vnd.ms-fontobject',
  '.wasm': 'application/wasm',
  '.pdf': 'application/pdf',
  '.zip': 'application/zip',
  '.gz': 'application/gzip',
  '.tgz': 'application/gzip',
  '.tar': 'application/x-tar',
  '.mp4': 'video/mp4',
  '.m4v': 'video/mp4',
  '.webm': 'video/webm',
  '.ogv': 'video/ogg',
  '.mov': 'video/quicktime',
  '.mp3': 'audio/mpeg',
  '.m4a': 'audio/mp4',
  '.wav': 'audio/wav',
  '.ogg': 'audio/ogg',
  '.oga': 'audio/ogg',
  '.flac': 'audio/flac',
};

/** The type of files with an unknown extension: browsers download them. */
export const UNKNOWN_TYPE = 'application/octet-stream';

/** The extension of a path (`.woff2`), lower case, or `''`. */
function extensionOf(file: string): string {
  const name = file.slice(file.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  return dot <= 0 ? '' : name.slice(dot).toLowerCase();
}

/** The `Content-Type` of a file by its extension (`application/octet-stream` when unknown). */
export function contentTypeOf(file: string): string {
  const extension = extensionOf(file);
  const text = textTypes[extension];
  if (text !== undefined) return `${text}; charset=utf-8`;
  return binaryTypes[extension] ?? UNKNOWN_TYPE;
}

/** Whether the file is HTML (the pages, the sidebar fragments, the 404 page). */
export function isHtmlFile(file: string): boolean {
  const extension = extensionOf(file);
  return extension === '.html' || extension === '.htm';
}

/** Whether the file is a stylesheet. */
export function isCssFile(file: string): boolean {
  return extensionOf(file) === '.css';
}
