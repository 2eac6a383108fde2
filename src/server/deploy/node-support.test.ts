import { describe, expect, it } from 'vitest';
import { isolatedBuildsRefusal, runsIsolatedBuilds } from './node-support.ts';

describe('runsIsolatedBuilds', () => {
  it('accepts the fixed releases of 22 and 24 and every later line', () => {
    for (const version of ['22.23.0', '22.23.3', '24.14.0', '24.21.0', '25.0.0', '26.10.0'])
      expect(runsIsolatedBuilds(version), version).toBe(true);
  });

  it('refuses the releases with the CommonJS re-export bug, and odd lines before 25', () => {
    for (const version of ['22.13.0', '22.22.3', '23.11.0', '24.0.0', '24.13.1', '20.20.2'])
      expect(runsIsolatedBuilds(version), version).toBe(false);
  });

  it('says what to do', () => {
    expect(isolatedBuildsRefusal('22.18.0')).toBe(
      'hosted builds need Node.js 22.23 or later on 22, or 24.14 or later (this is 22.18.0): older releases break the isolated builds (nodejs/node#61078). Update Node.js; the other commands run on this one.',
    );
    expect(isolatedBuildsRefusal('24.21.0')).toBeUndefined();
  });
});
