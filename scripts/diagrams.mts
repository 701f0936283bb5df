/**
 * Keeps the committed drawings of the Mermaid diagrams (src/data/diagrams) in step with docs/:
 *   npm run diagrams               draws every diagram that has no drawing (needs Chromium) and
 *                                  deletes the drawings no diagram uses any more
 *   npm run diagrams -- --check    no browser: fails listing the diagrams without drawings and the
 *                                  drawings without diagrams (tests/unit/diagrams-committed.test.ts)
 * It reads the pages the docs plugins read (every .md and .mdx file of docs/), finds the fences as
 * the build does (src/remark/diagrams/fences.ts) and keys them with the build's function, so what it
 * reports is exactly what a build would draw.
 */
import fs from 'node:fs';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {CHROMIUM_ARGS} from '../config/chromium.ts';
import {mermaidFences} from '../src/remark/diagrams/fences.ts';
import {createDiagramRenderer, diagramKey, findChromium} from '../src/remark/diagrams/render.ts';
import {deleteOrphans, folderState, shown} from '../src/remark/diagrams/store.ts';
import {parsePage} from './content-gates/parse.mts';

/** One ```mermaid fence of a page. */
export type DiagramUse = {file: string; line: number; source: string; key: string};

/** The diagrams of one page (file is only used to pick the parser: MDX or CommonMark). */
export function diagramsOf(file: string, text: string): DiagramUse[] {
  return mermaidFences(parsePage(file, text).tree).map(({node}) => ({
    file,
    line: node.position?.start.line ?? 0,
    source: node.value,
    key: diagramKey(node.value),
  }));
}

/**
 * Every diagram of the pages under docsDir, with paths as the reader types them. Only pages that
 * mention Mermaid at all are parsed (95 of 260; parsing them all took 2.5 times as long).
 */
export function scanDiagrams(docsDir: string): DiagramUse[] {
  // The listing of content-gates/index.mts (listPages), not imported: that module loads the
  // TypeScript compiler, 4.5 s before the first page is read.
  const pages = fs
    .readdirSync(docsDir, {recursive: true, encoding: 'utf8'})
    .filter((file) => /\.mdx?$/.test(file))
    .sort()
    .map((file) => path.join(docsDir, file));
  return pages.flatMap((file) => {
    const text = fs.readFileSync(file, 'utf8');
    return text.includes('mermaid') ? diagramsOf(shown(file), text) : [];
  });
}

/** What is stale, one line each (empty when the folder matches docs/). */
export function diagramProblems(diagrams: DiagramUse[], drawingsDir: string): string[] {
  const {missing, orphans, unexpected} = folderState(drawingsDir, new Set(diagrams.map(({key}) => key)));
  const missingKeys = new Set(missing);
  return [
    ...diagrams
      .filter(({key}) => missingKeys.has(key))
      .map(({file, line, key}) => `${file}:${line}: this Mermaid diagram has no drawing in ${shown(drawingsDir)} (key ${key})`),
    ...orphans.map(({file}) => `${shown(path.join(drawingsDir, file))}: no diagram in docs/ uses it any more`),
    ...unexpected.map((file) => notADrawing(drawingsDir, file)),
  ];
}

const notADrawing = (dir: string, file: string) =>
  `${shown(path.join(dir, file))}: not a drawing (diagram-<key>-<light|dark>.svg), sizes.json or README.md: remove it`;

const HOW_TO_FIX =
  'Run `npm run diagrams` (it draws in Chromium: `bash scripts/install-browser.sh` installs it, or set CHROMIUM_PATH) and commit the folder.';

async function main(args: string[]): Promise<number> {
  const unknown = args.filter((arg) => arg !== '--check');
  if (unknown.length > 0) {
    console.error(`diagrams: unknown argument ${unknown.join(' ')} (usage: npm run diagrams [-- --check])`);
    return 2;
  }
  const docsDir = path.resolve('docs');
  const drawingsDir = path.resolve('src', 'data', 'diagrams');
  const diagrams = scanDiagrams(docsDir);
  const keys = new Set(diagrams.map(({key}) => key));

  if (args.includes('--check')) {
    const problems = diagramProblems(diagrams, drawingsDir);
    for (const problem of problems) console.error(problem);
    console.log(`diagrams: ${diagrams.length} in docs/ (${keys.size} distinct), ${problems.length} problem(s) in ${shown(drawingsDir)}`);
    if (problems.length > 0) console.error(HOW_TO_FIX);
    return problems.length === 0 ? 0 : 1;
  }

  const missing = new Set(folderState(drawingsDir, keys).missing);
  const render = createDiagramRenderer({
    drawingsDir,
    chromiumPath: () => findChromium(process.env.CHROMIUM_PATH),
    chromiumArgs: CHROMIUM_ARGS,
    loadMermaidIsomorphic: () => import('mermaid-isomorphic'),
  });
  // One use per key: the renderer draws each key once anyway, and an error names the first page using it.
  const toDraw = [...new Map(diagrams.filter(({key}) => missing.has(key)).map((use) => [use.key, use])).values()];
  const results = await Promise.allSettled(toDraw.map(({source}) => render(source)));
  const failures = results.flatMap((result, index) =>
    result.status === 'rejected' ? [`${toDraw[index].file}:${toDraw[index].line}: ${(result.reason as Error).message}`] : [],
  );
  for (const failure of failures) console.error(failure);

  const deleted = deleteOrphans(drawingsDir, keys);
  for (const {file} of deleted) console.log(`deleted ${shown(path.join(drawingsDir, file))} (no diagram uses it)`);
  const {unexpected} = folderState(drawingsDir, keys);
  for (const file of unexpected) console.error(notADrawing(drawingsDir, file));

  console.log(
    `diagrams: ${diagrams.length} in docs/ (${keys.size} distinct), ${toDraw.length - failures.length} drawn, ` +
      `${failures.length} failed, ${deleted.length} orphaned file(s) or entries deleted`,
  );
  return failures.length === 0 && unexpected.length === 0 ? 0 : 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(`diagrams: ${(error as Error).message}`);
      process.exit(1);
    },
  );
}
