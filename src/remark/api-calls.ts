/**
 * Remark plugin: every `<ApiCall>` gets `tryKey`, the key of its request (requestKey in
 * scripts/verify-live/extract.mts, the same function verify:live and the build's Try it files use), so
 * the component fetches `try-it/<key>.json` (samples, recorded response) when a reader opens its
 * tabs or Try it. The page's examples are read by extractExamples, the live check's own reader, so the
 * build and the verification cannot disagree on which request is which; a mismatch fails the build.
 */
import type {Root} from 'mdast';
import type {MdxJsxAttribute, MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import {visit} from 'unist-util-visit';
import {extractExamples} from '../../scripts/verify-live/extract.mts';

export const TRY_KEY_ATTRIBUTE = 'tryKey';

function stringAttribute(node: MdxJsxFlowElement, name: string): string | undefined {
  const found = node.attributes.find((item): item is MdxJsxAttribute => item.type === 'mdxJsxAttribute' && item.name === name);
  return typeof found?.value === 'string' ? found.value : undefined;
}

export default function remarkApiCalls() {
  return (tree: Root, file: {value: unknown; path?: string}) => {
    if (typeof file.value !== 'string' || !file.value.includes('<ApiCall') || !file.path) return;
    const relative = file.path.replace(/\\/g, '/').replace(/^.*?\/(docs\/)/, '$1');
    const {api, problems} = extractExamples(relative, file.value);
    if (problems.length > 0) throw new Error(`Malformed <ApiCall>:\n${problems.join('\n')}`);
    let index = 0;
    visit(tree, 'mdxJsxFlowElement', (node: MdxJsxFlowElement) => {
      if (node.name !== 'ApiCall') return;
      const example = api[index++];
      const request = node.children.find((child): child is MdxJsxFlowElement => child.type === 'mdxJsxFlowElement' && child.name === 'Request');
      if (!example || !request || stringAttribute(request, 'method') !== example.method || stringAttribute(request, 'path') !== example.path) {
        throw new Error(`${relative}:${node.position?.start.line ?? 0}: this <ApiCall> is not the request the live check read at this place (${example ? `${example.method} ${example.path}` : 'none'}).`);
      }
      node.attributes.push({type: 'mdxJsxAttribute', name: TRY_KEY_ATTRIBUTE, value: example.key});
    });
    if (index !== api.length) throw new Error(`${relative}: found ${index} <ApiCall> elements, the live check reads ${api.length}.`);
  };
}
