import type {Code, Root, Yaml} from 'mdast';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {visit} from 'unist-util-visit';

/** A problem found in a page, reported as `file:line: message`. */
export type Problem = {file: string; line: number; message: string};

export function formatProblem({file, line, message}: Problem): string {
  return `${file}:${line}: ${message}`;
}

/**
 * Docusaurus's `{#anchor}` heading ids are not valid MDX expressions: blank
 * them out (same length, so columns and lines stay true) before parsing.
 */
export function blankHeadingIds(source: string): string {
  return source.replace(/^(#{1,6} .*?)([ \t]*\{#[\w-]+\})[ \t]*$/gm, (_match, heading: string, id: string) =>
    heading + ' '.repeat(id.length),
  );
}

export type ParsedPage = {
  tree: Root;
  frontMatter?: Yaml;
  codeBlocks: Code[];
};

/** Parse a page the way Docusaurus does (MDX or CommonMark, GFM, directives, front matter). */
export function parsePage(file: string, source: string): ParsedPage {
  const processor = unified().use(remarkParse).use(remarkFrontmatter).use(remarkGfm).use(remarkDirective);
  if (file.endsWith('.mdx')) {
    processor.use(remarkMdx);
  }
  const tree = processor.parse(blankHeadingIds(source)) as Root;
  let frontMatter: Yaml | undefined;
  const codeBlocks: Code[] = [];
  visit(tree, (node) => {
    if (node.type === 'yaml') {
      frontMatter = node as Yaml;
    } else if (node.type === 'code') {
      codeBlocks.push(node as Code);
    }
  });
  return {tree, frontMatter, codeBlocks};
}
