import { describe, expect, it } from 'vitest';
import {
  buildLimitsFromEnv,
  buildSparesFromEnv,
  DEFAULT_BUILD_LIMITS,
  DEFAULT_BUILD_SPARES,
} from './build-limits.ts';

describe('buildLimitsFromEnv', () => {
  it('takes the defaults, and whole numbers from the environment', () => {
    expect(buildLimitsFromEnv({})).toEqual(DEFAULT_BUILD_LIMITS);
    expect(
      buildLimitsFromEnv({ FOLIO_BUILD_TIMEOUT_SECONDS: ' 90 ', FOLIO_BUILD_MEMORY_MB: '512' }),
    ).toEqual({ timeoutSeconds: 90, memoryMb: 512 });
  });

  it('stops on a value that is not a whole number, or too small, naming it', () => {
    expect(() => buildLimitsFromEnv({ FOLIO_BUILD_TIMEOUT_SECONDS: '1.5' })).toThrow(
      'FOLIO_BUILD_TIMEOUT_SECONDS="1.5" must be a whole number of at least 1.',
    );
    expect(() => buildLimitsFromEnv({ FOLIO_BUILD_TIMEOUT_SECONDS: '0' })).toThrow(
      'FOLIO_BUILD_TIMEOUT_SECONDS="0" must be a whole number of at least 1.',
    );
    expect(() => buildLimitsFromEnv({ FOLIO_BUILD_MEMORY_MB: '64' })).toThrow(
      'FOLIO_BUILD_MEMORY_MB="64" must be a whole number of at least 128.',
    );
  });
});

describe('buildSparesFromEnv', () => {
  it('takes the default, a whole number, or 0 for none', () => {
    expect(buildSparesFromEnv({})).toBe(DEFAULT_BUILD_SPARES);
    expect(buildSparesFromEnv({ FOLIO_BUILD_SPARES: '0' })).toBe(0);
    expect(buildSparesFromEnv({ FOLIO_BUILD_SPARES: ' 5 ' })).toBe(5);
  });

  it('stops on a value that is not a whole number, naming it', () => {
    expect(() => buildSparesFromEnv({ FOLIO_BUILD_SPARES: '-1' })).toThrow(
      'FOLIO_BUILD_SPARES="-1" must be a whole number of at least 0.',
    );
    expect(() => buildSparesFromEnv({ FOLIO_BUILD_SPARES: 'two' })).toThrow(
      'FOLIO_BUILD_SPARES="two" must be a whole number of at least 0.',
    );
  });
});
