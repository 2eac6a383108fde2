/**
 * A navigation tree as indented text, for `npm start` and `folio validate --tree`.
 *
 * @module
 */
import type { NavigationTree, NavNode } from '../navigation/index.ts';

export function printNavigation(tree: NavigationTree): string {
  const lines: string[] = [];
  const walk = (nodes: readonly NavNode[], indent: string) => {
    nodes.forEach((node, index) => {
      const last = index === nodes.length - 1;
      const branch = `${indent}${last ? '└─ ' : '├─ '}`;
      const next = `${indent}${last ? '   ' : '│  '}`;
      const hidden = node.hidden ? ' (hidden)' : '';
      if (node.type === 'page') {
        const method = node.method ? `${node.method.toUpperCase()} ` : '';
        lines.push(`${branch}${method}${node.title}  ${node.route}${hidden}`);
      } else if (node.type === 'group') {
        const tag = node.tag ? ` [${node.tag}]` : '';
        const flags = [node.expanded ? 'expanded' : '', node.root ? `root ${node.root}` : '']
          .filter(Boolean)
          .join(', ');
        lines.push(`${branch}${node.title}/${tag}${flags ? ` (${flags})` : ''}${hidden}`);
        walk(node.children, next);
      } else {
        const target = node.href ? ` → ${node.href}` : node.url ? ` → ${node.url}` : '';
        const marks = [
          node.isDefault && (node.kind === 'version' || node.kind === 'language') ? 'default' : '',
          node.tag ?? '',
        ]
          .filter(Boolean)
          .join(', ');
        lines.push(
          `${branch}${node.kind} ${JSON.stringify(node.name)}${marks ? ` (${marks})` : ''}${target}${hidden}`,
        );
        walk(node.children, next);
      }
    });
  };
  walk(tree.children, '');
  if (tree.global.length) {
    lines.push('global');
    tree.global.forEach((link, index) => {
      lines.push(
        `${index === tree.global.length - 1 ? '└─ ' : '├─ '}${link.kind} ${JSON.stringify(link.label)} → ${link.href}`,
      );
    });
  }
  return lines.join('\n');
}
