import { describe, expect, it } from 'vitest';
import {
  nextTabIndex,
  parseRememberedLabels,
  preferredLabel,
  rememberLabel,
} from './components.ts';

describe('tab keyboard navigation', () => {
  it('moves with arrows (wrapping), Home and End', () => {
    expect(nextTabIndex('ArrowRight', 0, 3)).toBe(1);
    expect(nextTabIndex('ArrowRight', 2, 3)).toBe(0);
    expect(nextTabIndex('ArrowLeft', 0, 3)).toBe(2);
    expect(nextTabIndex('Home', 2, 3)).toBe(0);
    expect(nextTabIndex('End', 0, 3)).toBe(2);
  });

  it('ignores other keys and empty tablists', () => {
    expect(nextTabIndex('ArrowDown', 0, 3)).toBeUndefined();
    expect(nextTabIndex('Enter', 0, 3)).toBeUndefined();
    expect(nextTabIndex('ArrowRight', 0, 0)).toBeUndefined();
  });
});

describe('remembered tab labels', () => {
  it('keeps the latest choice first, without duplicates, and bounded', () => {
    expect(rememberLabel(['npm', 'Python'], 'pnpm')).toEqual(['pnpm', 'npm', 'Python']);
    expect(rememberLabel(['npm', 'pnpm'], 'pnpm')).toEqual(['pnpm', 'npm']);
    const many = Array.from({ length: 30 }, (_, index) => `label ${index}`);
    expect(rememberLabel(many, 'new')).toHaveLength(20);
  });

  it('prefers the most recent label a tab set offers', () => {
    expect(preferredLabel(['pnpm', 'Python', 'npm'], ['npm', 'yarn', 'Python'])).toBe('Python');
    expect(preferredLabel(['Go'], ['npm'])).toBeUndefined();
  });

  it('parses stored labels, ignoring malformed values', () => {
    expect(parseRememberedLabels('["a", 2, "b"]')).toEqual(['a', 'b']);
    expect(parseRememberedLabels('{"a": 1}')).toEqual([]);
    expect(parseRememberedLabels('not json')).toEqual([]);
    expect(parseRememberedLabels(null)).toEqual([]);
  });
});
