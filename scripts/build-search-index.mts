/**
 * Builds the offline search index after `docusaurus build` (part of
 * `npm run build`): Pagefind turns the articles of the built docs pages into a
 * static index split in small chunks, written to <build>/pagefind/, that the
 * browser loads piece by piece. Skipped when Algolia search is configured.
 *   tsx scripts/build-search-index.mts [build-dir]
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {DOCS_AREAS} from '../config/constants.ts';
import {readEnv} from '../config/env.ts';
import {areaOfFile, EXCLUDED_SELECTORS, markArticle} from '../src/plugins/search-index/prepare.ts';

const PAGEFIND_BIN = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'node_modules', '.bin', 'pagefind');

function main(outDir: string): void {
  const env = readEnv(process.env);
  if (env.ALGOLIA !== undefined) {
    console.log('[search-index] Algolia is configured: no offline index built.');
    return;
  }
  if (!fs.existsSync(outDir)) {
    throw new Error(`No build at ${outDir}: run "docusaurus build" first.`);
  }
  const started = Date.now();
  // Pagefind's command line indexes a folder: give it the docs articles only, marked for indexing.
  const staging = fs.mkdtempSync(path.join(os.tmpdir(), 'strapi-docs-search-'));
  try {
    let pages = 0;
    for (const file of fs.readdirSync(outDir, {recursive: true, encoding: 'utf8'}).sort()) {
      const area = areaOfFile(file, DOCS_AREAS);
      if (area === undefined) continue;
      const marked = markArticle(fs.readFileSync(path.join(outDir, file), 'utf8'), area);
      if (marked === null) continue;
      fs.mkdirSync(path.dirname(path.join(staging, file)), {recursive: true});
      fs.writeFileSync(path.join(staging, file), marked);
      pages += 1;
    }
    const output = path.join(outDir, 'pagefind');
    fs.rmSync(output, {recursive: true, force: true});
    const config = {
      site: '.',
      output_path: output,
      exclude_selectors: EXCLUDED_SELECTORS,
      force_language: 'en',
    };
    fs.writeFileSync(path.join(staging, 'pagefind.json'), JSON.stringify(config));
    execFileSync(PAGEFIND_BIN, [], {cwd: staging, stdio: ['ignore', 'pipe', 'inherit']});
    if (!fs.existsSync(path.join(output, 'pagefind.js'))) {
      throw new Error('Pagefind wrote no index.');
    }
    console.log(`[search-index] indexed ${pages} pages in ${Date.now() - started} ms`);
  } finally {
    fs.rmSync(staging, {recursive: true, force: true});
  }
}

try {
  main(path.resolve(process.argv[2] ?? 'build'));
} catch (error) {
  console.error(`[search-index] ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
