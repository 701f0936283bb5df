/**
 * Remark plugin: a page whose examples the live check runs gets a <VerifiedMark> at the top
 * ("Examples verified against Strapi X.Y.Z"). Counting reads the page's source, the same way the
 * status page does (./count.ts). VerifiedMark is registered in src/theme/MDXComponents.tsx.
 */
import type {Root} from 'mdast';
import type {MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import {countExamples} from './count';

type Options = {version: string};

export default function remarkVerifiedExamples({version}: Options) {
  return (tree: Root, file: {value: unknown; path?: string}) => {
    if (typeof file.value !== 'string' || !file.path?.endsWith('.mdx')) return;
    const {total, excluded} = countExamples(file.value);
    const verified = total - excluded;
    if (verified === 0) return;
    const mark: MdxJsxFlowElement = {
      type: 'mdxJsxFlowElement',
      name: 'VerifiedMark',
      attributes: [
        {type: 'mdxJsxAttribute', name: 'version', value: version},
        {type: 'mdxJsxAttribute', name: 'verified', value: String(verified)},
        {type: 'mdxJsxAttribute', name: 'total', value: String(total)},
      ],
      children: [],
    };
    // After the front matter and imports, before the first piece of content.
    const first = tree.children.findIndex((node) => node.type !== 'yaml' && node.type !== 'mdxjsEsm');
    tree.children.splice(first === -1 ? tree.children.length : first, 0, mark);
  };
}
