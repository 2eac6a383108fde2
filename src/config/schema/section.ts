/**
 * Helpers every docs.json section schema is built from.
 *
 * @module
 */
import * as z from 'zod';
import { didYouMean } from '../../shared/index.ts';

/** Marks a zod issue as an unknown key: a warning, and the key is dropped. */
export interface UnknownKeyParams {
  unknownKey: string;
  suggestion?: string;
  knownKeys: string[];
}

/**
 * Joins a message and the hint that tells how to fix it; `issues-to-diagnostics.ts` splits them
 * again. Used for the error text of built-in checks, which have no other place for a hint.
 */
export function withHint(message: string, hint: string): string {
  return `${message}\n${hint}`;
}

/**
 * An object schema whose unknown keys are reported (with a "did you mean" suggestion) as
 * warnings, never errors: docs.json files in the wild carry keys Folio does not know.
 * `what` names the object in messages, e.g. `a group`.
 */
export function section<Shape extends z.ZodRawShape>(what: string, shape: Shape, example?: string) {
  const knownKeys = Object.keys(shape);
  return z
    .looseObject(shape, {
      error: (issue) =>
        issue.code === 'invalid_type' && issue.expected === 'object'
          ? example
            ? withHint(`Expected ${what} (an object)`, `Write it like ${example}.`)
            : `Expected ${what} (an object)`
          : undefined,
    })
    .superRefine(
      (value: unknown, context) => {
        // Runs even when the value failed the object check (to report unknown keys next to other errors).
        if (typeof value !== 'object' || value === null || Array.isArray(value)) return;
        for (const key of Object.keys(value)) {
          if (knownKeys.includes(key)) continue;
          const suggestion = didYouMean(key, knownKeys);
          const params: UnknownKeyParams = {
            unknownKey: key,
            knownKeys,
            ...(suggestion ? { suggestion } : {}),
          };
          context.addIssue({
            code: 'custom',
            path: [key],
            message: `Unknown key "${key}" in ${what}`,
            params,
            continue: true,
          });
        }
      },
      { when: () => true },
    );
}

/** A string that must not be empty (after trimming). `label` names it in the message. */
export function requiredName(label: string, example: string) {
  return z.string().refine((value) => value.trim() !== '', {
    error: withHint(`${label} must not be empty`, `Give it a name, e.g. ${example}.`),
  });
}
