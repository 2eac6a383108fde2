/**
 * Heading ids as the docs.json format's sites have always made them, so existing `#anchor` links
 * keep working: lower case; `&` reads "and"; spaces and dots become hyphens; ASCII punctuation
 * (backticks, brackets, quotes, colons, slashes) is dropped; letters of every script, digits,
 * `_` and non-ASCII symbols (`—`, `→`) stay. `yourTask.triggerAndWait()` → `yourtask-triggerandwait`,
 * `Parent & root updates` → `parent-and-root-updates`, `session.in — clients → task` →
 * `session-in-—-clients-→-task`.
 *
 * @module
 */

export function headingSlug(text: string): string {
  return text
    .toLowerCase()
    .trim()
    .replace(/&/g, ' and ')
    .replace(/[\s.]+/g, '-')
    .replace(/[!-,/:-@[-^`{-~]|\p{Cc}/gu, '')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Unique slugs within one page: the second `Setup` is `setup-1`, the third `setup-2`. */
export class HeadingSlugger {
  readonly #seen = new Map<string, number>();

  /** Claims `id` as written (custom ids), so generated slugs avoid it. */
  reserve(id: string): void {
    this.#seen.set(id, this.#seen.get(id) ?? 0);
  }

  slug(text: string): string {
    const base = headingSlug(text);
    let id = base;
    const used = this.#seen.get(base);
    if (used !== undefined) {
      let count = used;
      do {
        count += 1;
        id = `${base}-${String(count)}`;
      } while (this.#seen.has(id));
      this.#seen.set(base, count);
    }
    this.#seen.set(id, this.#seen.get(id) ?? 0);
    return id;
  }
}
