/**
 * The Strapi 4 / Strapi 5 pair of a breaking-change page that `npm run verify:live` runs through the
 * codemod the page names (scripts/verify-live/codemod-runs.mts, which explains the claims), read the
 * same way by the check and by the status page.
 */
import type {Code, Parent} from 'mdast';
import type {MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import {parsePage, type ParsedPage} from '../../../scripts/content-gates/parse.mts';

const PAGES = 'docs/dev-docs/migration/v4-to-v5/breaking-changes/';

type Claim = 'yes' | 'partly' | 'no';
export type CodemodPair = {file: string; line: number; codemod: string; claim: Claim; target: string; before: string; after: string};

/** What a page may say about one sample, on its Strapi 4 block: `codemod-result="unchanged"`. */
const RESULT_CLAIMS: Record<string, Claim> = {'strapi-5': 'yes', changed: 'partly', unchanged: 'no'};

const attribute = (node: MdxJsxFlowElement, name: string) => {
  const found = node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === name)?.value;
  return typeof found === 'string' ? found : undefined;
};

const DEFAULT_TARGETS: Record<string, string> = {json: 'package.json', js: 'src/index.js', ts: 'src/index.ts', jsx: 'src/admin/app.jsx', tsx: 'src/admin/app.tsx'};

/** The codemod a breaking-change page names, its claim, and the page's first Strapi 4 / Strapi 5 code pair. */
export function codemodPair(file: string, source: string, page?: ParsedPage): CodemodPair | undefined {
  if (!file.startsWith(PAGES)) return undefined;
  const {tree} = page ?? parsePage(file, source);
  let card: MdxJsxFlowElement | undefined;
  const sides: Array<{title: string; code?: Code}> = [];
  const walk = (node: Parent, side?: {title: string; code?: Code}) => {
    for (const child of node.children) {
      if (child.type === 'mdxJsxFlowElement' && child.name === 'BreakingChangeCard') card ??= child;
      if (child.type === 'mdxJsxFlowElement' && child.name === 'Side') {
        const entry = {title: attribute(child, 'title') ?? ''};
        sides.push(entry);
        walk(child, entry);
      } else if (child.type === 'code' && side && !side.code && child.lang && child.lang in DEFAULT_TARGETS) {
        side.code = child;
      } else if ('children' in child) {
        walk(child as Parent, side);
      }
    }
  };
  walk(tree);
  const codemod = card && attribute(card, 'codemodName');
  const claim = card && attribute(card, 'codemod');
  const index = sides.findIndex((side, i) => /^Strapi 4\b/.test(side.title) && side.code && /^Strapi 5\b/.test(sides[i + 1]?.title ?? '') && sides[i + 1].code);
  if (!codemod || (claim !== 'yes' && claim !== 'partly' && claim !== 'no') || index === -1) return undefined;
  const before = sides[index].code!;
  const after = sides[index + 1].code!;
  const title = /(?:^|\s)title="([^"]+)"/.exec(before.meta ?? '')?.[1];
  const target = title && /^[\w./-]+$/.test(title) ? title.replace(/^\.\//, '') : DEFAULT_TARGETS[before.lang!];
  const sampleClaim = RESULT_CLAIMS[/(?:^|\s)codemod-result="([^"]+)"/.exec(before.meta ?? '')?.[1] ?? ''];
  return {file, line: (before.position?.start.line ?? 0) + 1, codemod, claim: sampleClaim ?? claim, target, before: before.value, after: after.value};
}
