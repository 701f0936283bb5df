/**
 * Remark plugin: `<Msg>`text`</Msg>` marks a message quoted from Strapi, which `npm run verify:live`
 * finds in the pinned packages (./ui-text.ts). The element is replaced at build time by what readers
 * should see, so it needs no React component: in the user guide, where messages are notifications and
 * hints read on screen, the text in quotation marks (“Locale successfully deleted”), set like the prose
 * around it; elsewhere, where they are errors and log lines, the code span. A malformed `<Msg>` fails
 * the build with its place.
 */
import type {Parent, PhrasingContent, Root} from 'mdast';
import type {MdxJsxFlowElement, MdxJsxTextElement} from 'mdast-util-mdx-jsx';
import {visit} from 'unist-util-visit';
import {MSG_COMPONENT, msgText} from './ui-text';

/** Pages of these docs areas show messages as quoted text rather than code. */
const QUOTED_AREAS = ['user-docs'];

export function showsMessagesAsText(filePath: string | undefined): boolean {
  return QUOTED_AREAS.some((area) => (filePath ?? '').replace(/\\/g, '/').includes(`/docs/${area}/`));
}

export function remarkMsg() {
  return (tree: Root, file: {path?: string}) => {
    const asText = showsMessagesAsText(file.path);
    // A <Msg> that opens a line of its own is parsed as a block (flow) element: it becomes a paragraph.
    visit(tree, ['mdxJsxTextElement', 'mdxJsxFlowElement'], (element, index, parent: Parent | undefined) => {
      const node = element as MdxJsxTextElement | MdxJsxFlowElement;
      if (node.name !== MSG_COMPONENT || parent === undefined || index === undefined) return;
      const found = msgText(node as MdxJsxTextElement);
      if ('error' in found) {
        throw new Error(`${file.path ?? 'page'}:${node.position?.start.line ?? 0}: ${found.error}`);
      }
      const shown: PhrasingContent = asText ? {type: 'text', value: `“${found.text}”`} : {type: 'inlineCode', value: found.text};
      parent.children.splice(index, 1, node.type === 'mdxJsxFlowElement' ? ({type: 'paragraph', children: [shown]} as never) : shown);
      return index + 1;
    });
  };
}

export default remarkMsg;
