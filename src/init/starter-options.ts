/**
 * What a starter folder is made from (site name, theme, primary color), their defaults, and the
 * checks shared by the command-line flags and the questions asked on a terminal, so both refuse
 * the same values with the same words.
 *
 * @module
 */
import path from 'node:path';
import { DEFAULT_COLORS, knownThemes } from '../config/index.ts';
import { didYouMean } from '../shared/index.ts';
import { graphemes } from './graphemes.ts';

export interface StarterOptions {
  /** The site name: docs.json `name`, the logo text, page text. */
  name: string;
  /** One of the docs.json themes. */
  theme: string;
  /** The primary color as `#RRGGBB`. */
  color: string;
}

/** The options and the folder to write them into (relative to where the user is). */
export interface StarterChoice extends StarterOptions {
  folder: string;
}

/** What the command line gave (already checked): these questions are not asked. */
export interface KnownAnswers {
  folder?: string | undefined;
  name?: string | undefined;
  theme?: string | undefined;
  color?: string | undefined;
}

/** The folder `folio init` writes when none is given. */
export const defaultFolder = 'my-docs';
export const defaultTheme = 'mint';
/** Folio's own default, whose white button labels and dark-mode shade pass WCAG AA. */
export const defaultColor: string = DEFAULT_COLORS.primary;
/** The themes a starter can use: every theme of the docs.json format. */
export const starterThemes: readonly string[] = knownThemes;

const MAX_NAME = 80;

/** A check's answer: the value to use, or what is wrong with it (a sentence with the fix). */
export type Checked = { value: string } | { problem: string };

/** What the command line gave, with the defaults for the rest (when nobody is asked). */
export function withDefaults(known: KnownAnswers, cwd: string): StarterChoice {
  const folder = known.folder ?? defaultFolder;
  return {
    folder,
    name: known.name ?? defaultNameFor(path.resolve(cwd, folder)),
    theme: known.theme ?? defaultTheme,
    color: known.color ?? defaultColor,
  };
}

/** `/home/ada/my-docs` → `My Docs`: the name proposed for a folder (an absolute path). */
export function defaultNameFor(folder: string): string {
  const words = path
    .basename(folder)
    .split(/[-_.\s]+/)
    .filter(Boolean);
  const name = words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join(' ');
  const checked = checkName(name);
  return 'value' in checked ? checked.value : 'My Docs';
}

export function checkName(input: string): Checked {
  const name = input.trim();
  if (name === '') return { problem: 'the site name is empty: give a name such as "Acme"' };
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(name)) {
    return { problem: 'the site name must be one line of text, without control characters' };
  }
  const length = graphemes(name).length;
  if (length > MAX_NAME) {
    return {
      problem: `the site name is ${length} characters long: keep it to ${MAX_NAME} at most`,
    };
  }
  return { value: name };
}

export function checkTheme(input: string): Checked {
  const theme = input.trim().toLowerCase();
  if (starterThemes.includes(theme)) return { value: theme };
  const near = didYouMean(theme, starterThemes);
  const hint = near ? ` (did you mean "${near}"?)` : '';
  return {
    problem: `unknown theme "${input.trim()}"${hint}: choose one of ${starterThemes.join(', ')}`,
  };
}

/** `#16A34A`, `16a34a` and `#0A8` are accepted and written as `#RRGGBB`. */
export function checkColor(input: string): Checked {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(input.trim());
  if (!match?.[1]) {
    return {
      problem: `"${input.trim()}" is not a hex color: write it as #16A34A or #0A8`,
    };
  }
  const digits = match[1].length === 3 ? match[1].replace(/./g, '$&$&') : match[1];
  return { value: `#${digits.toUpperCase()}` };
}
