/**
 * The code samples of a page that `npm run verify:live` type-checks (scripts/verify-live/type-check.mts),
 * read from the page's source the same way by the checker and by the status page.
 */
import type {Code, Parent} from 'mdast';
import type {MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import type {Node} from 'unist';
import path from 'node:path';
import {parsePage, type ParsedPage} from '../../../scripts/content-gates/parse.mts';

export const LANGUAGES: Record<string, string> = {js: '.js', jsx: '.jsx', ts: '.ts', tsx: '.tsx'};
/** Pages whose samples belong to other frameworks (Next.js, Nuxt, Flutter…): not Strapi project code. */
export const TYPE_CHECK_EXCLUDED_PAGES = /^docs\/dev-docs\/integrations\//;

export type Sample = {
  file: string;
  /** Line of the first line of code in the page. */
  line: number;
  lang: string;
  code: string;
  /** Where the sample is written inside its own folder of the scratch project. */
  target: string;
  fragment: boolean;
  skip?: string;
  runnable: boolean;
  /** The fence's meta, for checks that read flags of their own. */
  meta: string;
  /** Strapi 4 code (a `<Side title="Strapi 4…">` of the migration guide), checked against the Strapi 4 types. */
  strapi4?: true;
};

/** A title that names a file of a project: a relative path with an extension, no spaces. */
export function projectPath(title: string | undefined, lang: string): string | undefined {
  if (!title) return undefined;
  const clean = title.trim().replace(/^\.\//, '');
  if (!/^[\w@.-]+(?:\/[\w@.[\]-]+)*\.(?:c|m)?[jt]sx?$/.test(clean) || clean.startsWith('/') || clean.startsWith('..')) return undefined;
  // A .js title on a ts block (or the reverse) would be checked under the wrong rules.
  const ext = path.extname(clean);
  if ((lang.startsWith('ts') && /\.(c|m)?jsx?$/.test(ext)) || (lang.startsWith('js') && /\.(c|m)?tsx?$/.test(ext))) return undefined;
  return clean;
}

/** Strapi 4 code shown beside its Strapi 5 version (`<Side title="Strapi 4">`, a "Strapi 4" tab). */
export const STRAPI_4_SIDE = /^Strapi 4\b/;

/** Code blocks of a page, each with the title or label of the `Side`/`TabItem` it sits in, if any. */
export function codeBlocksWithSide(tree: Parent): Array<{code: Code; side?: string}> {
  const found: Array<{code: Code; side?: string}> = [];
  const walk = (node: Parent, side: string | undefined) => {
    for (const child of node.children as Node[]) {
      if (child.type === 'code') found.push({code: child as Code, side});
      else if ('children' in child) {
        const jsx = child as MdxJsxFlowElement;
        const label =
          (jsx.type === 'mdxJsxFlowElement' || jsx.type === 'mdxJsxTextElement') && (jsx.name === 'Side' || jsx.name === 'TabItem')
            ? jsx.attributes.find((a) => a.type === 'mdxJsxAttribute' && (a.name === 'title' || a.name === 'label'))?.value
            : undefined;
        walk(child as Parent, typeof label === 'string' ? label : side);
      }
    }
  };
  walk(tree, undefined);
  return found;
}

/** The js/jsx/ts/tsx samples of a page. */
export function samplesOf(file: string, source: string, page: ParsedPage = parsePage(file, source)): Sample[] {
  if (TYPE_CHECK_EXCLUDED_PAGES.test(file)) return [];
  const {tree} = page;
  return codeBlocksWithSide(tree).flatMap(({code, side}, index) => {
    const lang = code.lang ?? '';
    if (!(lang in LANGUAGES)) return [];
    const meta = code.meta ?? '';
    const title = /(?:^|\s)title="([^"]+)"/.exec(meta)?.[1];
    const strapi4 = Boolean(side && STRAPI_4_SIDE.test(side));
    const target = projectPath(title, lang);
    const skip =
      /(?:^|\s)skip-types="([^"]*)"/.exec(meta)?.[1] ??
      (strapi4 && (/x$/.test(lang) || /^(?:src\/)?admin\//.test(target ?? ''))
        ? 'Strapi 4 admin panel code: its packages (@strapi/helper-plugin, design system 1) left with Strapi 4 and are not installed'
        : undefined);
    return [
      {
        file,
        line: (code.position?.start.line ?? 0) + 1,
        lang,
        code: code.value,
        target: target ?? `fragment-${index}${LANGUAGES[lang]}`,
        fragment: target === undefined,
        runnable: /(?:^|\s)runnable(?=[\s=]|$)/.test(meta),
        meta,
        ...(strapi4 ? {strapi4: true as const} : {}),
        ...(skip !== undefined ? {skip: skip || 'no reason given'} : {}),
      },
    ];
  });
}

/** The ```graphql blocks of a page that verify:live validates against the app's schema (scripts/verify-live/graphql.mts). */
export type GraphqlBlock = {
  file: string;
  line: number;
  query: string;
  skip?: string;
  /** The variables and the documented response: ```json blocks right after the operation (no prose between): variables then response, or the response alone. */
  variables?: string;
  response?: string;
  /** The response block's meta says `partial` (documented keys are a subset of the real ones). */
  partial?: boolean;
};

/** The JSON blocks that directly follow a code block in the page's source, with nothing but blank lines between. */
function followingJson(source: string, blocks: Code[], index: number): Code[] {
  const out: Code[] = [];
  for (let next = index + 1; next < blocks.length; next++) {
    const gap = source.slice(blocks[next - 1].position?.end.offset ?? 0, blocks[next].position?.start.offset ?? 0);
    if (gap.trim() !== '' || blocks[next].lang !== 'json') break;
    out.push(blocks[next]);
  }
  return out;
}

export function graphqlBlocks(file: string, source: string, page: ParsedPage = parsePage(file, source)): GraphqlBlock[] {
  const blocks = codeBlocksWithSide(page.tree);
  const codes = blocks.map(({code}) => code);
  return blocks.flatMap(({code, side}, index) => {
    if (code.lang !== 'graphql' && code.lang !== 'gql') return [];
    const skip =
      /(?:^|\s)skip-graphql="([^"]*)"/.exec(code.meta ?? '')?.[1] ??
      (side && STRAPI_4_SIDE.test(side) ? 'Strapi 4 query shown for comparison' : undefined);
    // Two JSON blocks: the variables, then the response. One: the response when it has `data` or
    // `errors` at the top (a variable may be named `data` too, hence the two-block rule).
    const json = followingJson(source, codes, index).slice(0, 2);
    const isResponse = (block: Code) => /^\s*\{\s*"(?:data|errors)"\s*:/.test(block.value);
    const [variablesBlock, responseBlock] = json.length === 2 ? json : [undefined, json.find(isResponse)];
    return [{
      file,
      line: (code.position?.start.line ?? 0) + 1,
      query: code.value,
      ...(skip !== undefined ? {skip: skip || 'no reason given'} : {}),
      ...(variablesBlock ? {variables: variablesBlock.value} : {}),
      ...(responseBlock ? {response: responseBlock.value, partial: /(?:^|\s)partial(?=\s|$)/.test(responseBlock.meta ?? '')} : {}),
    }];
  });
}

const CONFIG_FILE = /^config\/([\w-]+)\.(js|ts)$/;

export type ConfigSample = Sample & {name: string; skipBoot?: string};

/**
 * The samples `npm run verify:live` boots Strapi with (scripts/verify-live/config-boots.mts): every
 * block that is a whole `config/<name>.js|ts` file; `skip-boot="reason"` excludes one.
 */
export function configSamples(file: string, source: string, page: ParsedPage = parsePage(file, source)): ConfigSample[] {
  return samplesOf(file, source, page).flatMap((sample) => {
    const match = CONFIG_FILE.exec(sample.target);
    if (!match || sample.fragment) return [];
    const skipBoot = /(?:^|\s)skip-boot="([^"]*)"/.exec(sample.meta)?.[1] ?? (sample.strapi4 ? 'Strapi 4 configuration shown for comparison' : undefined);
    return [{...sample, name: match[1], ...(skipBoot !== undefined ? {skipBoot: skipBoot || 'no reason given'} : {})}];
  });
}
