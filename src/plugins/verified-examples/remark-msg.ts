/**
 * Remark plugin: `<Msg>`text`</Msg>` marks a message quoted from Strapi, which `npm run verify:live`
 * finds in the pinned packages (./ui-text.ts). Readers see the inline code alone: the element is
 * replaced by what it wraps at build time, so it needs no React component. A malformed `<Msg>`
 * fails the build with its place.
 */
import type {Parent, Root} from 'mdast';
import {visit} from 'unist-util-visit';
import {MSG_COMPONENT, msgText} from './ui-text';

export default function remarkMsg() {
  return (tree: Root, file: {path?: string}) => {
    visit(tree, 'mdxJsxTextElement', (node, index, parent: Parent | undefined) => {
      if (node.name !== MSG_COMPONENT || parent === undefined || index === undefined) return;
      const found = msgText(node);
      if ('error' in found) {
        throw new Error(`${file.path ?? 'page'}:${node.position?.start.line ?? 0}: ${found.error}`);
      }
      const code = node.children.find((child) => child.type === 'inlineCode');
      parent.children.splice(index, 1, ...(code ? [code] : []));
      return index + 1;
    });
  };
}
