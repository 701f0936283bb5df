import fs from 'node:fs';
import path from 'node:path';
import {checkCodeBlocks} from './code-blocks.mts';
import {checkFrontMatter, readTagKeys} from './front-matter.mts';
import {checkIdioms} from './idioms.mts';
import {formatProblem, parsePage, type Problem} from './parse.mts';
import {checkStubs} from './stubs.mts';

export {formatProblem};
export type {Problem};

/** Run every content gate on one page. */
export function checkPage(file: string, source: string, tags: Set<string>): Problem[] {
  const problems: Problem[] = [...checkStubs(file, source)];
  let page;
  try {
    page = parsePage(file, source);
  } catch (error) {
    const place = (error as {line?: number}).line ?? 1;
    return [...problems, {file, line: place, message: `cannot be parsed as MDX: ${(error as Error).message}`}];
  }
  const isPartial = path.basename(file).startsWith('_');
  if (!isPartial) {
    problems.push(...checkFrontMatter(file, page, tags));
  }
  problems.push(...checkCodeBlocks(file, page));
  problems.push(...checkIdioms(file, page));
  return problems.sort((a, b) => a.line - b.line);
}

/** All Markdown and MDX files below a folder. */
export function listPages(dir: string): string[] {
  return fs
    .readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((file) => /\.mdx?$/.test(file))
    .map((file) => path.join(dir, file))
    .sort();
}

export function checkTree(docsDir: string, tagsFile: string): {files: number; problems: Problem[]} {
  const tags = readTagKeys(fs.readFileSync(tagsFile, 'utf8'));
  const files = listPages(docsDir);
  const problems = files.flatMap((file) =>
    checkPage(path.relative(process.cwd(), file), fs.readFileSync(file, 'utf8'), tags),
  );
  return {files: files.length, problems};
}
