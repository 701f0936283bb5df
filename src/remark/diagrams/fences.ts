/**
 * Where a page's Mermaid diagrams are: the one definition the build (./remark.ts) and
 * `npm run diagrams` (scripts/diagrams.mts) share, so both compute the same keys from the same
 * sources and a committed drawing is found by the build that needs it.
 */
import type {Code, Parent, Root} from 'mdast';
import {visit} from 'unist-util-visit';

export type MermaidFence = {node: Code; parent: Parent; index: number};

/** Every ```mermaid fence of a parsed page, in document order. */
export function mermaidFences(tree: Root): MermaidFence[] {
  const found: MermaidFence[] = [];
  visit(tree, 'code', (node: Code, index, parent) => {
    if (node.lang === 'mermaid' && parent && index !== undefined) found.push({node, parent, index});
  });
  return found;
}
