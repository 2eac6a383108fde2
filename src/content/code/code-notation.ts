/**
 * Marker comments inside code (`// [!code ++]`, `# [!code --:3]`, `[!code focus]`,
 * `[!code highlight]`, `[!code word:name]`): shiki's notation transformers, which mark the lines
 * (or words) and take the comment out of the shown code, so the copy button never copies it.
 *
 * The class names are shiki's defaults, the same the fence meta uses (`highlighted`, `focused`,
 * `has-focused`), plus `diff add` / `diff remove` on diff lines and `has-diff` on the `pre`, which
 * the stylesheet draws as green and red lines with a `+` / `-` gutter.
 *
 * @module
 */
import {
  transformerNotationDiff,
  transformerNotationFocus,
  transformerNotationHighlight,
  transformerNotationWordHighlight,
} from '@shikijs/transformers';
import type { Element } from 'hast';
import { toString } from 'hast-util-to-string';
import type { ShikiTransformer } from 'shiki';

/** Every notation starts so; a block without it skips the transformers altogether. */
const NOTATION = '[!code ';

/**
 * `v3`, the counting the platform documents: `[!code ++:3]` marks its own line and the next two,
 * and a marker alone on its line marks the line after it (and its line is dropped).
 */
const matchAlgorithm = 'v3';

/** The lines that held a marker before the notation transformers ran. */
const markedLines = new WeakSet<Element>();

/** Runs first: notes the lines with a marker, for {@link trimMarkedLines}. */
const noteMarkedLines: ShikiTransformer = {
  name: 'folio:note-marked-lines',
  code(code) {
    for (const line of code.children) {
      if (line.type === 'element' && toString(line).includes(NOTATION)) markedLines.add(line);
    }
  },
};

/**
 * Runs last: a marker taken from the end of a line leaves the spaces before it
 * (`x = 1;  // [!code ++]` → `x = 1;  `), which would be copied with the code. Lines without a
 * marker keep their spaces.
 */
const trimMarkedLines: ShikiTransformer = {
  name: 'folio:trim-marked-lines',
  code(code) {
    for (const line of code.children) {
      if (line.type === 'element' && markedLines.has(line)) trimEnd(line);
    }
  },
};

const transformers: readonly ShikiTransformer[] = [
  noteMarkedLines,
  transformerNotationDiff({ matchAlgorithm }),
  transformerNotationFocus({ matchAlgorithm }),
  transformerNotationHighlight({ matchAlgorithm }),
  transformerNotationWordHighlight({ matchAlgorithm }),
  trimMarkedLines,
];

/** The transformers `source` needs: none for the (many) blocks without a marker. */
export function notationTransformers(source: string): ShikiTransformer[] {
  return source.includes(NOTATION) ? [...transformers] : [];
}

/** Drops the trailing whitespace of `element`'s last text, and the tokens it empties. */
function trimEnd(element: Element): void {
  for (;;) {
    const last = element.children.at(-1);
    if (last?.type === 'text') {
      last.value = last.value.trimEnd();
      if (last.value !== '') return;
    } else if (last?.type === 'element') {
      trimEnd(last);
      if (last.children.length > 0) return;
    } else {
      return;
    }
    element.children.pop();
  }
}
