import { describe, expect, it } from 'vitest';
import { FolioError } from '../shared/index.ts';
import { findChromium, launchArgs } from './find-chromium.ts';

/** The diagnostic a failed search throws. */
function failure(run: () => unknown): { code: string; message: string; hint?: string } {
  try {
    run();
  } catch (error) {
    if (error instanceof FolioError && error.diagnostics[0]) return error.diagnostics[0];
    throw error;
  }
  throw new Error('no error');
}

describe('findChromium', () => {
  const installed =
    (...files: string[]) =>
    (file: string) =>
      files.includes(file);
  const candidates = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/a', '/b', '/c'];

  it('prefers --browser, then FOLIO_CHROMIUM, then the first installed place', () => {
    const executable = installed('/opt/chrome', '/env/chrome', '/usr/bin/chromium-browser');
    const base = { executable, candidates };
    expect(findChromium({ ...base, browser: '/opt/chrome', fromEnvironment: '/env/chrome' })).toBe(
      '/opt/chrome',
    );
    expect(findChromium({ ...base, fromEnvironment: '/env/chrome' })).toBe('/env/chrome');
    expect(findChromium({ ...base, fromEnvironment: '' })).toBe('/usr/bin/chromium-browser');
  });

  it('says which path given does not run, and how to fix it', () => {
    const diagnostic = failure(() =>
      findChromium({ browser: '/nope/chrome', executable: installed('/usr/bin/chromium') }),
    );
    expect(diagnostic.code).toBe('no-browser');
    expect(diagnostic.message).toBe('--browser /nope/chrome is not a program this user can run');
    const fromEnvironment = failure(() =>
      findChromium({ fromEnvironment: '/env/x', executable: installed() }),
    );
    expect(fromEnvironment.message).toBe(
      'FOLIO_CHROMIUM /env/x is not a program this user can run',
    );
  });

  it('lists where it looked when no browser is installed, and never downloads one', () => {
    const diagnostic = failure(() => findChromium({ executable: installed(), candidates }));
    expect(diagnostic.message).toBe(
      'No Chromium or Chrome found: folio a11y checks pages in a real browser (looked in /usr/bin/chromium, /usr/bin/chromium-browser, /a, /b and 1 other place)',
    );
    expect(diagnostic.hint).toBe(
      'Install Chromium or Chrome (Debian and Ubuntu: apt-get install chromium), or give its path with --browser PATH or FOLIO_CHROMIUM=PATH. folio a11y never downloads a browser.',
    );
  });

  it('finds a real program on this machine only when it runs', () => {
    expect(findChromium({ browser: process.execPath })).toBe(process.execPath);
    expect(failure(() => findChromium({ browser: import.meta.filename })).code).toBe('no-browser');
  });
});

describe('launchArgs', () => {
  it('turns the sandbox off only for root', () => {
    expect(launchArgs(true)).toContain('--no-sandbox');
    expect(launchArgs(false)).not.toContain('--no-sandbox');
    expect(launchArgs(false)).toContain('--disable-background-networking');
  });
});
