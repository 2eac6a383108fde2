import { describe, expect, it } from 'vitest';
import { matchSpec } from './endpoint-entry.ts';

describe('matchSpec', () => {
  const versioned = ['v1.10.0/api.ko.yaml', 'v1.15.3/api.ko.yaml', 'edge/api.ko.yaml', 'api.yaml'];

  it('takes the exact path, then the path without extension, then the file name and stem', () => {
    expect(matchSpec('/api.yaml', versioned)).toBe('api.yaml');
    expect(matchSpec('edge/api.ko', versioned)).toBe('edge/api.ko.yaml');
    expect(matchSpec('missing.yaml', versioned)).toBeUndefined();
  });

  it('picks the copy nearest the page among versions’ copies, whatever the order', () => {
    // A translated page of one version names the spec from the docs root, as on a real site.
    const page = 'edge/ko/api-reference/status.mdx';
    expect(matchSpec('/api.ko.yaml', versioned, page)).toBe('edge/api.ko.yaml');
    expect(matchSpec('/api.ko.yaml', [...versioned].reverse(), page)).toBe('edge/api.ko.yaml');
    expect(matchSpec('api.ko', versioned, 'v1.15.3/ko/status.mdx')).toBe('v1.15.3/api.ko.yaml');
    // Nothing nearer: the first in path order, not the first loaded.
    expect(matchSpec('api.ko.yaml', [...versioned].reverse(), 'other/page.mdx')).toBe(
      'edge/api.ko.yaml',
    );
  });
});
