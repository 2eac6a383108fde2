/**
 * Lenient readers for MDX props: authors write `cols="3"`, `cols={3}`, bare `horizontal`,
 * `defaultOpen="false"`, colours without `#`. Each reader returns a sensible value and never throws.
 *
 * @module
 */
import { Children, Fragment, isValidElement } from 'react';
import type { ReactElement, ReactNode } from 'react';
import { headingSlug } from '../../content/index.ts';

/** Reads a boolean prop: `true`, a bare attribute, `"true"`, `"yes"`, `"1"` are true. */
export function toBoolean(value: unknown, fallback = false): boolean {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return value !== 0;
  if (typeof value === 'string') {
    const text = value.trim().toLowerCase();
    if (text === 'true' || text === 'yes' || text === '1' || text === '') return true;
    if (text === 'false' || text === 'no' || text === '0') return false;
  }
  return fallback;
}

/** Reads an integer prop (`3`, `"3"`, `"3.0"`); `undefined` when it is not a number. */
export function toInteger(value: unknown): number | undefined {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? Math.round(number) : undefined;
}

/** Clamps an integer prop into `[min, max]`, with a fallback for missing or invalid values. */
export function toIntegerInRange(
  value: unknown,
  min: number,
  max: number,
  fallback: number,
): number {
  const number = toInteger(value);
  return number === undefined ? fallback : Math.min(max, Math.max(min, number));
}

/** Reads a text prop: strings are trimmed, numbers and booleans stringified, anything else dropped. */
export function toText(value: unknown): string | undefined {
  if (typeof value === 'string') return value.trim() === '' ? undefined : value.trim();
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (typeof value === 'boolean') return String(value);
  return undefined;
}

/** Reads a list of strings: an array, or a comma-separated string. */
export function toTextList(value: unknown): string[] {
  const items = Array.isArray(value) ? (value as unknown[]) : [value];
  return items.flatMap((item) =>
    typeof item === 'string'
      ? item
          .split(',')
          .map((part) => part.trim())
          .filter((part) => part !== '')
      : (toText(item) ?? []),
  );
}

/**
 * Reads a CSS colour prop. Hex digits without `#` (`A8FF53`) get one; values that could break out
 * of a style declaration are dropped.
 */
export function toCssColor(value: unknown): string | undefined {
  const text = toText(value);
  if (text === undefined) return undefined;
  if (/^(?:[\da-f]{3,4}|[\da-f]{6}|[\da-f]{8})$/i.test(text)) return `#${text}`;
  return /^[#\w\s(),.%/+-]+$/.test(text) ? text : undefined;
}

/** Reads a size prop: numbers are pixels, strings pass through when they look like a CSS length. */
export function toCssLength(value: unknown): string | undefined {
  const number = typeof value === 'number' ? value : undefined;
  if (number !== undefined) return Number.isFinite(number) ? `${number}px` : undefined;
  const text = toText(value);
  if (text === undefined) return undefined;
  if (/^\d+(?:\.\d+)?$/.test(text)) return `${text}px`;
  return /^\d+(?:\.\d+)?(?:px|r?em|%|ch|ex|vw|vh)$/.test(text) ? text : undefined;
}

/** The plain text of a React node tree (strings and numbers, in order). */
export function textOf(node: ReactNode): string {
  if (typeof node === 'string') return node;
  if (typeof node === 'number' || typeof node === 'bigint') return String(node);
  if (Array.isArray(node)) return (node as ReactNode[]).map(textOf).join('');
  if (isValidElement<{ children?: ReactNode }>(node)) return textOf(node.props.children);
  return '';
}

/** A URL fragment id made from text, like heading ids; `undefined` for empty text. */
export function slugify(text: string): string | undefined {
  const id = headingSlug(text);
  return id === '' ? undefined : id;
}

/**
 * The element children of a node, skipping whitespace text between them and looking inside
 * fragments (snippets and generated content often arrive wrapped in one).
 */
export function childElements(children: ReactNode): ReactElement<Record<string, unknown>>[] {
  return Children.toArray(children).flatMap((child) => {
    if (!isValidElement<Record<string, unknown>>(child)) return [];
    if (child.type === Fragment) return childElements(child.props['children'] as ReactNode);
    return [child];
  });
}

/** True when a prop holds something renderable (not `undefined`, `null`, `false` or blank text). */
export function hasContent(node: ReactNode): boolean {
  if (node === undefined || node === null || typeof node === 'boolean') return false;
  if (typeof node === 'string') return node.trim() !== '';
  return true;
}
