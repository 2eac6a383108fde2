/**
 * The tag filter of a changelog page (the hidden buttons the layout puts in the table of contents
 * when `<Update>` entries carry tags): shown in place of the contents, each button toggles a tag,
 * and only the entries carrying every selected tag stay visible; entries without tags hide while
 * a filter is on. The selection lives in the URL (`?tags=a,b`), so a filtered view can be shared
 * and survives a reload. Buttons are native, so the keyboard works as for any button.
 *
 * @module
 */

const PARAMETER = 'tags';

/** The selected tags a URL's query names (`?tags=a,b`), trimmed, empty ones dropped. */
export function tagsFromSearch(search: string): string[] {
  const value = new URLSearchParams(search).get(PARAMETER);
  if (value === null) return [];
  return [
    ...new Set(
      value
        .split(',')
        .map((tag) => tag.trim())
        .filter((tag) => tag !== ''),
    ),
  ];
}

/** `href` with `?tags=` set to `tags` (removed when there are none); other parameters kept. */
export function urlWithTags(href: string, tags: readonly string[]): string {
  const url = new URL(href);
  if (tags.length === 0) url.searchParams.delete(PARAMETER);
  else url.searchParams.set(PARAMETER, tags.join(','));
  // Commas stay readable in the address bar: `?tags=a,b`, not `?tags=a%2Cb`.
  url.search = url.search.replace(/%2C/gi, ',');
  return url.toString();
}

/** True when an entry with `entryTags` shows while `selected` tags are chosen. */
export function entryShown(entryTags: readonly string[], selected: readonly string[]): boolean {
  return selected.every((tag) => entryTags.includes(tag));
}

function entryTags(entry: HTMLElement): string[] {
  try {
    const parsed: unknown = JSON.parse(entry.dataset['tags'] ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((tag) => typeof tag === 'string') : [];
  } catch {
    return [];
  }
}

/** Wires the page's tag filter, if it has one. */
export function initUpdateFilter(): void {
  const filter = document.querySelector<HTMLElement>('[data-folio-update-filter]');
  if (!filter) return;
  const buttons = [...filter.querySelectorAll<HTMLButtonElement>('button[data-tag]')];
  const known = new Set(buttons.map((button) => button.dataset['tag'] ?? ''));
  const entries = [...document.querySelectorAll<HTMLElement>('.folio-update')].map((element) => ({
    element,
    tags: entryTags(element),
  }));
  // The filter takes the place of the table of contents.
  const aside = filter.closest('aside');
  for (const child of aside ? [...aside.children] : []) {
    if (child !== filter && child instanceof HTMLElement) child.hidden = true;
  }
  filter.hidden = false;

  let selected = tagsFromSearch(location.search).filter((tag) => known.has(tag));
  const apply = (): void => {
    for (const button of buttons) {
      button.setAttribute('aria-pressed', String(selected.includes(button.dataset['tag'] ?? '')));
    }
    for (const entry of entries) entry.element.hidden = !entryShown(entry.tags, selected);
  };
  apply();
  for (const button of buttons) {
    button.addEventListener('click', () => {
      const tag = button.dataset['tag'] ?? '';
      selected = selected.includes(tag)
        ? selected.filter((other) => other !== tag)
        : [...selected, tag];
      history.replaceState(history.state, '', urlWithTags(location.href, selected));
      apply();
    });
  }
}
