/**
 * The offline search index, built after the pages (src/plugins/post-build, step 2): Pagefind turns
 * the articles of the built docs pages into a static index split in small chunks, written to
 * <build>/pagefind/, that the browser loads piece by piece. Not built when Algolia search is
 * configured (the post-build plugin then skips the step).
 */
import {spawn} from 'node:child_process';
import {existsSync} from 'node:fs';
import {mkdir, mkdtemp, readdir, readFile, rm, writeFile} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {areaOfFile, EXCLUDED_SELECTORS, markArticle, type IndexedArea} from './prepare';

/** Runs Pagefind's command line in `cwd`; its warnings go to the build's output. */
function runPagefind(bin: string, cwd: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(bin, [], {cwd, stdio: ['ignore', 'ignore', 'inherit']});
    child.on('error', (error) => reject(new Error(`cannot run Pagefind (${bin}): ${error.message}`)));
    child.on('close', (code, signal) => (code === 0 ? resolve() : reject(new Error(`Pagefind failed (exit ${code ?? signal}); its messages are above.`))));
  });
}

/**
 * Indexes the docs pages of `outDir` into `outDir/pagefind/`. Returns the line the build prints.
 * `siteDir` locates the Pagefind binary (node_modules/.bin/pagefind).
 */
export async function buildSearchIndex({outDir, siteDir, areas}: {outDir: string; siteDir: string; areas: readonly IndexedArea[]}): Promise<string> {
  const bin = path.join(siteDir, 'node_modules', '.bin', 'pagefind');
  // Pagefind's command line indexes a folder: give it the docs articles only, marked for indexing.
  const staging = await mkdtemp(path.join(os.tmpdir(), 'strapi-docs-search-'));
  try {
    let pages = 0;
    for (const file of (await readdir(outDir, {recursive: true, encoding: 'utf8'})).sort()) {
      const area = areaOfFile(file, areas);
      if (area === undefined) continue;
      const marked = markArticle(await readFile(path.join(outDir, file), 'utf8'), area);
      if (marked === null) continue;
      await mkdir(path.dirname(path.join(staging, file)), {recursive: true});
      await writeFile(path.join(staging, file), marked);
      pages += 1;
    }
    if (pages === 0) throw new Error(`no docs page to index in ${outDir}.`);
    const output = path.join(outDir, 'pagefind');
    await rm(output, {recursive: true, force: true});
    const config = {site: '.', output_path: output, exclude_selectors: EXCLUDED_SELECTORS, force_language: 'en'};
    await writeFile(path.join(staging, 'pagefind.json'), JSON.stringify(config));
    await runPagefind(bin, staging);
    if (!existsSync(path.join(output, 'pagefind.js'))) throw new Error('Pagefind wrote no index.');
    return `indexed ${pages} pages`;
  } finally {
    await rm(staging, {recursive: true, force: true});
  }
}
