/**
 * The Chromium `folio a11y` drives: one already on the machine (the command never downloads a
 * browser), from `--browser`, else `FOLIO_CHROMIUM`, else the usual install places. Launched
 * headless with the background services that would reach the network switched off; the sandbox
 * is turned off only for root, where Chromium refuses to start with it.
 *
 * @module
 */
import { accessSync, constants, statSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { FolioError, plural } from '../shared/index.ts';

/** Where Chromium and Chrome are installed on Linux, macOS and Windows, in the order tried. */
export const CHROMIUM_PATHS: readonly string[] = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/snap/bin/chromium',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
  'C:\\Program Files\\Google\\Chrome\\Application\\chrome.exe',
  'C:\\Program Files (x86)\\Google\\Chrome\\Application\\chrome.exe',
];

const installHint =
  'Install Chromium or Chrome (Debian and Ubuntu: apt-get install chromium), or give its path with --browser PATH or FOLIO_CHROMIUM=PATH. folio a11y never downloads a browser.';

/** Whether `file` is a file this process may run. */
export function isExecutable(file: string): boolean {
  try {
    if (!statSync(file).isFile()) return false;
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

export interface FindChromiumOptions {
  /** `--browser PATH`. */
  browser?: string | undefined;
  /** `FOLIO_CHROMIUM`. */
  fromEnvironment?: string | undefined;
  /** Replaced in tests. */
  executable?: (file: string) => boolean;
  candidates?: readonly string[];
}

/** The browser to launch; a `FolioError` with the places tried and how to fix it otherwise. */
export function findChromium(options: FindChromiumOptions = {}): string {
  const executable = options.executable ?? isExecutable;
  const given =
    options.browser !== undefined
      ? { value: options.browser, from: '--browser' }
      : options.fromEnvironment !== undefined && options.fromEnvironment !== ''
        ? { value: options.fromEnvironment, from: 'FOLIO_CHROMIUM' }
        : undefined;
  if (given) {
    if (executable(given.value)) return given.value;
    throw new FolioError('No browser', [
      {
        severity: 'error',
        code: 'no-browser',
        message: `${given.from} ${given.value} is not a program this user can run`,
        hint: `Give the path of the Chromium or Chrome executable (such as /usr/bin/chromium). ${installHint}`,
      },
    ]);
  }
  const candidates = options.candidates ?? CHROMIUM_PATHS;
  const found = candidates.find((file) => executable(file));
  if (found !== undefined) return found;
  throw new FolioError('No browser', [
    {
      severity: 'error',
      code: 'no-browser',
      message: `No Chromium or Chrome found: folio a11y checks pages in a real browser (looked in ${candidates.slice(0, 4).join(', ')} and ${plural(candidates.length - 4, 'other place')})`,
      hint: installHint,
    },
  ]);
}

/** Chromium's command-line switches: no network chatter, no first-run work, no sandbox as root. */
export function launchArgs(isRoot: boolean): string[] {
  return [
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-default-apps',
    '--disable-extensions',
    '--disable-sync',
    '--metrics-recording-only',
    '--no-first-run',
    '--mute-audio',
    ...(isRoot ? ['--no-sandbox'] : []),
  ];
}

/** Starts headless Chromium at `executablePath`; a launch failure says which browser failed. */
export async function launchChromium(executablePath: string): Promise<Browser> {
  const { chromium } = await import('playwright-core');
  try {
    return await chromium.launch({
      executablePath,
      headless: true,
      args: launchArgs(process.getuid?.() === 0),
    });
  } catch (error) {
    const detail = error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error);
    throw new FolioError(
      'Browser did not start',
      [
        {
          severity: 'error',
          code: 'browser-failed',
          message: `${executablePath} did not start: ${detail}`,
          hint: `Check that it is Chromium or Chrome and runs on this machine (${executablePath} --headless --version). ${installHint}`,
        },
      ],
      { cause: error },
    );
  }
}
