/**
 * The page's words for the components: the MDX runtime, the layout and endpoint references
 * provide the table of the page's language, so a `<Warning>` on a Japanese page is labelled in
 * Japanese. English when nothing provides one (a component rendered on its own, in tests).
 *
 * @module
 */
import { createContext, useContext } from 'react';
import { english } from './ui-strings.ts';
import type { UiStrings } from './ui-strings.ts';

export const UiStringsContext = createContext<UiStrings>(english);

/** The words of the page being rendered. */
export function useUiStrings(): UiStrings {
  return useContext(UiStringsContext);
}

/** `template` with each `{name}` replaced by `values[name]`; unknown names stay as written. */
export function fillSlots(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}
