/**
 * The docs-folder files docs.json `thumbnails` names for the generated Open Graph images: the
 * `background` image and the `fonts` file (its `source`, drawn under its `family`). Builds stay
 * offline, so only files inside the docs folder are read: a URL, a path leaving the folder, a
 * missing file or a type the image tools cannot draw is a warning at its place in docs.json, and
 * the image is drawn without it (plain background, the bundled font).
 *
 * @module
 */
import path from 'node:path';
import type { DocsConfig, LoadedConfig } from '../config/index.ts';
import type { Diagnostic } from '../shared/index.ts';
import { OutsideFolderError, formatJsonPath, readInsideSync } from '../shared/index.ts';

/** Image types a card background may have, by extension. */
const IMAGE_TYPES: Readonly<Record<string, string>> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
};

/** Font files satori reads (not WOFF2). */
const FONT_TYPES = new Set(['.ttf', '.otf', '.woff']);

/** What the cards use from `thumbnails`. */
export interface ThumbnailFiles {
  /** The background image as a `data:` URL. */
  background?: string | undefined;
  /** The font the card's text is drawn in. */
  font?: { family: string; data: Uint8Array; weight?: number | undefined } | undefined;
  diagnostics: Diagnostic[];
}

/** Reads `file` of `root`, or says why not. */
function readFile(root: string, file: string): Buffer | string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(file) || file.startsWith('//'))
    return 'only files inside the docs folder are used (builds stay offline)';
  try {
    return readInsideSync(root, file.replace(/^\.?\/+/, ''));
  } catch (error) {
    if (error instanceof OutsideFolderError) return 'it is outside the docs folder';
    const code = (error as NodeJS.ErrnoException).code;
    return code === 'ENOENT' ? 'the file does not exist' : `it could not be read (${String(code)})`;
  }
}

/** The files of the docs folder `root` that `config.thumbnails` names (see the module comment). */
export function thumbnailFiles(
  root: string,
  config: Pick<DocsConfig, 'thumbnails'>,
  locate?: LoadedConfig['locate'],
): ThumbnailFiles {
  const result: ThumbnailFiles = { diagnostics: [] };
  const thumbnails = config.thumbnails ?? {};
  const warn = (jsonPath: (string | number)[], message: string, hint: string): void => {
    const position = locate?.(jsonPath);
    result.diagnostics.push({
      severity: 'warning',
      code: 'thumbnail-file',
      message,
      hint,
      ...(position ? { position } : {}),
      jsonPath: formatJsonPath(jsonPath),
    });
  };

  const background = thumbnails['background'];
  if (typeof background === 'string' && background !== '') {
    const type = IMAGE_TYPES[path.extname(background).toLowerCase()];
    const data =
      type === undefined ? 'it is not a PNG, JPEG or SVG image' : readFile(root, background);
    if (typeof data === 'string') {
      warn(
        ['thumbnails', 'background'],
        `Thumbnail background "${background}" is not used: ${data}`,
        'Name a PNG, JPEG or SVG file inside the docs folder, e.g. "images/og-background.png".',
      );
    } else {
      result.background = `data:${type ?? ''};base64,${data.toString('base64')}`;
    }
  }

  const fonts = thumbnails['fonts'];
  if (fonts && typeof fonts === 'object') {
    const { family, source, weight } = fonts as Record<string, unknown>;
    if (typeof family === 'string' && family !== '') {
      const hint =
        'Give "source": a TTF, OTF or WOFF file inside the docs folder, e.g. "fonts/Inter.ttf".';
      if (typeof source !== 'string' || source === '') {
        warn(
          ['thumbnails', 'fonts', 'family'],
          `Thumbnail font "${family}" has no local file; images use Folio's font`,
          hint,
        );
      } else {
        const data = FONT_TYPES.has(path.extname(source).toLowerCase())
          ? readFile(root, source)
          : 'it is not a TTF, OTF or WOFF file';
        if (typeof data === 'string') {
          warn(
            ['thumbnails', 'fonts', 'source'],
            `Thumbnail font "${source}" is not used: ${data}`,
            hint,
          );
        } else {
          result.font = {
            family,
            data: new Uint8Array(data),
            weight: typeof weight === 'number' ? weight : undefined,
          };
        }
      }
    }
  }
  return result;
}
