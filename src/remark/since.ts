/**
 * Remark plugin: `<Since id="mcp-server" />` becomes, at build time, a small link such as
 * "Since 5.47.0" (or "Since 5.26.0 · Growth") to that release on the "What changed since my version"
 * page, from src/data/since-entries.json. No React component and no JavaScript: the element is replaced by
 * a Markdown link with a class. An unknown id, or a `<Since>` without one, fails the build with its place.
 */
import type {Link, Parent, PhrasingContent, Root} from 'mdast';
import type {MdxJsxFlowElement, MdxJsxTextElement} from 'mdast-util-mdx-jsx';
import {visit} from 'unist-util-visit';
import {EDITIONS, sinceEntry, versionAnchor, type SinceEntry} from '../data/since';

export const SINCE_COMPONENT = 'Since';
/** The page that lists every change by release. */
export const CHANGES_PAGE = '/dev-docs/whats-changed';

export function sinceId(node: MdxJsxFlowElement | MdxJsxTextElement): string | undefined {
  const attribute = node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === 'id');
  return typeof attribute?.value === 'string' ? attribute.value : undefined;
}

export function sinceLabel(entry: SinceEntry): string {
  return entry.edition === 'Community' ? `Since ${entry.since}` : `Since ${entry.since} · ${entry.edition}`;
}

export function sinceTitle(entry: SinceEntry): string {
  return `Added in Strapi ${entry.since}${entry.edition === 'Community' ? '' : `; needs a ${EDITIONS[entry.edition]}`}`;
}

function badge(entry: SinceEntry): Link {
  return {
    type: 'link',
    url: `${CHANGES_PAGE}#${versionAnchor(entry.since)}`,
    title: sinceTitle(entry),
    children: [{type: 'text', value: sinceLabel(entry)}],
    data: {hProperties: {className: ['since-badge'], 'data-since': entry.since}},
  };
}

export default function remarkSince() {
  return (tree: Root, file: {path?: string}) => {
    visit(tree, ['mdxJsxTextElement', 'mdxJsxFlowElement'], (found, index, parent: Parent | undefined) => {
      const node = found as MdxJsxFlowElement | MdxJsxTextElement;
      if (node.name !== SINCE_COMPONENT) return;
      if (parent === undefined || index === undefined) return;
      const where = `${file.path ?? 'page'}:${node.position?.start.line ?? 0}`;
      const id = sinceId(node);
      if (!id) throw new Error(`${where}: <Since> needs an id, e.g. <Since id="mcp-server" />`);
      const entry = sinceEntry(id);
      if (!entry) throw new Error(`${where}: <Since id="${id}" /> has no entry in src/data/since-entries.json`);
      const link = badge(entry);
      const replacement: PhrasingContent | {type: 'paragraph'; children: PhrasingContent[]} =
        node.type === 'mdxJsxTextElement' ? link : {type: 'paragraph', children: [link]};
      parent.children.splice(index, 1, replacement as never);
      return index + 1;
    });
  };
}
