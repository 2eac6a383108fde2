import { describe, expect, it } from 'vitest';
import { userFolder } from './io.ts';

describe('userFolder', () => {
  const own = '/home/ada/folio/package.json';

  it("is where the user was under Folio's own npm scripts", () => {
    const env = { INIT_CWD: '/home/ada/acme', npm_package_json: own };
    expect(userFolder(env, '/home/ada/folio', own)).toBe('/home/ada/acme');
  });

  it("is npm's folder under a docs repository's scripts, wherever npm run was typed", () => {
    const env = {
      INIT_CWD: '/home/ada/acme/docs',
      npm_package_json: '/home/ada/acme/package.json',
    };
    expect(userFolder(env, '/home/ada/acme', own)).toBe('/home/ada/acme');
  });

  it('is the current folder outside npm', () => {
    expect(userFolder({}, '/home/ada/acme', own)).toBe('/home/ada/acme');
  });
});
