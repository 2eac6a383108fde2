/**
 * GFM task lists (`- [x] Write the docs`) become `<li class="task-list-item">` with a disabled
 * checkbox and the item's text beside it, in no `<label>`: the checkbox has no name, so a screen
 * reader says only "checkbox, checked". Each checkbox is named here by the text of its item (up to
 * a nested list). The text is not wrapped in a `<label>`, which may hold no paragraph (loose
 * items have one).
 *
 * @module
 */
import type { Element, ElementContent, Root } from 'hast';
import { walkTree as visit } from './walk-tree.ts';

/** Names the checkbox of every task list item in `tree` (hast, possibly with MDX nodes). */
export function labelTaskCheckboxes(tree: Root): void {
  visit(tree, 'element', (item: Element) => {
    if (item.tagName !== 'li' || !hasClass(item, 'task-list-item')) return;
    // Tight items hold the checkbox themselves; loose ones in their first paragraph.
    const holder =
      item.children.find(
        (child): child is Element =>
          child.type === 'element' && child.tagName === 'p' && child.children.some(isCheckbox),
      ) ?? item;
    const checkbox = holder.children.find(isCheckbox);
    if (checkbox === undefined || checkbox.properties['ariaLabel'] !== undefined) return;
    const label = textOf(holder.children).replace(/\s+/g, ' ').trim();
    if (label !== '') checkbox.properties['ariaLabel'] = label;
  });
}

function isCheckbox(node: ElementContent): node is Element {
  return (
    node.type === 'element' && node.tagName === 'input' && node.properties['type'] === 'checkbox'
  );
}

function hasClass(element: Element, name: string): boolean {
  const classes = element.properties['className'];
  return Array.isArray(classes) && classes.includes(name);
}

/** The text of `nodes`, leaving out nested lists and MDX expressions (code, not text). */
function textOf(nodes: readonly ElementContent[]): string {
  let text = '';
  for (const node of nodes) {
    if (node.type === 'text') text += node.value;
    else if (node.type === 'element' && node.tagName !== 'ul' && node.tagName !== 'ol') {
      text += textOf(node.children);
    }
  }
  return text;
}
