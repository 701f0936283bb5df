/**
 * Remark plugin: a page on which the live check (npm run verify:live) proves something gets a
 * <VerifiedMark> at the top ("Verified against Strapi X.Y.Z") that says what: examples run, config
 * files booted, code samples type-checked, command lines checked, UI labels and quoted messages found in the packages.
 * Counting is ./proofs.ts, shared with the status page. VerifiedMark is registered in src/theme/MDXComponents.tsx.
 */
import type {Root} from 'mdast';
import type {MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import {pageProofs} from './proofs';

type Options = {version: string};

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * What the checks prove on a page, in words ("3 of 4 examples run, 12 samples type-checked, 5 UI labels
 * and 2 messages found in its packages"), or '' when they prove nothing there.
 */
export function provenSummary(figures: {examples: number; total: number; boots?: number; types: number; commands: number; labels: number; messages: number}): string {
  const found = [
    figures.labels > 0 ? plural(figures.labels, 'UI label', 'UI labels') : '',
    figures.messages > 0 ? plural(figures.messages, 'message', 'messages') : '',
  ].filter(Boolean);
  return [
    figures.examples > 0 ? `${figures.examples} of ${plural(figures.total, 'example', 'examples')} run` : '',
    (figures.boots ?? 0) > 0 ? `${plural(figures.boots ?? 0, 'config file', 'config files')} booted` : '',
    figures.types > 0 ? `${plural(figures.types, 'sample', 'samples')} type-checked or validated` : '',
    figures.commands > 0 ? `${plural(figures.commands, 'command line', 'command lines')} checked` : '',
    found.length > 0 ? `${found.join(' and ')} found in its packages` : '',
  ]
    .filter(Boolean)
    .join(', ');
}

/** What CI proves on a page, in the words of its mark ('' when nothing), from its proofs. */
export function summaryOfProofs(proofs: ReturnType<typeof pageProofs>): string {
  return provenSummary({
    examples: proofs.examples.verified,
    total: proofs.examples.total,
    boots: proofs.boots.verified,
    types: proofs.types.verified,
    commands: proofs.commands.verified,
    labels: proofs.labels.verified,
    messages: proofs.messages.verified,
  });
}

export default function remarkVerifiedExamples({version}: Options) {
  return (tree: Root, file: {value: unknown; path?: string}) => {
    if (typeof file.value !== 'string' || !file.path?.endsWith('.mdx')) return;
    const relative = file.path.replace(/\\/g, '/').replace(/^.*?\/(docs\/)/, '$1');
    const proofs = pageProofs(relative, file.value);
    const summary = summaryOfProofs(proofs);
    if (summary === '') return;
    const mark: MdxJsxFlowElement = {
      type: 'mdxJsxFlowElement',
      name: 'VerifiedMark',
      attributes: [
        {type: 'mdxJsxAttribute', name: 'version', value: version},
        {type: 'mdxJsxAttribute', name: 'verified', value: String(proofs.examples.verified)},
        {type: 'mdxJsxAttribute', name: 'total', value: String(proofs.examples.total)},
        {type: 'mdxJsxAttribute', name: 'proven', value: summary},
      ],
      children: [],
    };
    // After the front matter and imports, before the first piece of content.
    const first = tree.children.findIndex((node) => node.type !== 'yaml' && node.type !== 'mdxjsEsm');
    tree.children.splice(first === -1 ? tree.children.length : first, 0, mark);
  };
}
