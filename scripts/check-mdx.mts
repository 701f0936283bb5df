/**
 * Quick syntax check for MDX pages, cheap enough to run while writing:
 *   npx tsx scripts/check-mdx.mts docs/dev-docs/api/rest.mdx [more files…]
 * Compiles each file with MDX 3 (GFM + directives, as Docusaurus does) and
 * reports file:line for the first error. The full build remains the real check.
 */
import {compile} from '@mdx-js/mdx';
import fs from 'node:fs';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';

/** Drop Docusaurus's `{#anchor}` heading ids, which plain MDX reads as expressions. */
export function stripHeadingIds(source: string): string {
  return source.replace(/^(#{1,6} .*?)\s*\{#[\w-]+\}\s*$/gm, '$1');
}

async function main(files: string[]): Promise<number> {
  let failures = 0;
  for (const file of files) {
    const source = stripHeadingIds(fs.readFileSync(file, 'utf8'));
    try {
      await compile(source, {remarkPlugins: [remarkFrontmatter, remarkGfm, remarkDirective]});
    } catch (error) {
      failures += 1;
      const place = (error as {line?: number}).line ?? '?';
      console.error(`${file}:${place}: ${(error as Error).message}`);
    }
  }
  console.log(`${files.length - failures} of ${files.length} file(s) compiled`);
  return failures === 0 ? 0 : 1;
}

main(process.argv.slice(2)).then((code) => process.exit(code));
