/**
 * Writes a gzip (.gz) and a Brotli (.br) copy next to every text file of a build, so a static host
 * that serves precompressed files (nginx gzip_static / brotli_static, Caddy precompressed, Netlify,
 * Cloudflare Pages, the Lighthouse bench's server) sends them without compressing on each request.
 * The last step of every build (src/plugins/post-build); by hand: tsx src/plugins/post-build/precompress.ts <build dir>
 */
import {readdir, readFile, stat, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {promisify} from 'node:util';
import {brotliCompress, constants, gzip} from 'node:zlib';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** Text formats worth compressing; Pagefind's index fragments are already compressed. */
export const COMPRESSIBLE = /\.(html|js|mjs|css|json|xml|txt|svg|md|webmanifest|map)$/;
const MIN_BYTES = 1024;
/**
 * Files other plugins write in their own postBuild hooks, which Docusaurus runs at the same time as
 * the pipeline's (src/plugins/post-build): compressing them would depend on which finished first.
 * The sitemap is read by crawlers now and then; a host compresses it on the fly if it wants.
 */
export const WRITTEN_BESIDE_THE_PIPELINE = new Set(['sitemap.xml']);

async function* files(dir: string, root = dir): AsyncGenerator<string> {
  for (const entry of await readdir(dir, {withFileTypes: true})) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full, root);
    else if (COMPRESSIBLE.test(entry.name) && !WRITTEN_BESIDE_THE_PIPELINE.has(path.relative(root, full))) yield full;
  }
}

export async function precompress(dir: string): Promise<{files: number; bytes: number; gzip: number; brotli: number}> {
  const totals = {files: 0, bytes: 0, gzip: 0, brotli: 0};
  const queue: string[] = [];
  for await (const file of files(dir)) if ((await stat(file)).size >= MIN_BYTES) queue.push(file);
  // A few at a time: zlib works on libuv's thread pool.
  const worker = async () => {
    for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
      const body = await readFile(file);
      const [gz, br] = await Promise.all([
        gzipAsync(body, {level: 9}),
        brotliAsync(body, {params: {[constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length}}),
      ]);
      await Promise.all([writeFile(`${file}.gz`, gz), writeFile(`${file}.br`, br)]);
      totals.files += 1;
      totals.bytes += body.length;
      totals.gzip += gz.length;
      totals.brotli += br.length;
    }
  };
  await Promise.all(Array.from({length: 4}, worker));
  return totals;
}

/** The line the build prints for a run of `precompress`. */
export function precompressSummary({files: count, bytes, gzip: gz, brotli}: Awaited<ReturnType<typeof precompress>>): string {
  const mb = (n: number) => (n / 1024 / 1024).toFixed(1);
  return `${count} files (${mb(bytes)} MB) → .gz ${mb(gz)} MB, .br ${mb(brotli)} MB`;
}

// Run by hand on a build folder. No top-level await: the build loads this module through Docusaurus's
// CommonJS loader (src/plugins/post-build), where it would be a syntax error.
if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = process.argv[2] ?? 'build';
  const started = Date.now();
  precompress(dir).then(
    (totals) => console.log(`precompress: ${dir}/: ${precompressSummary(totals)} in ${((Date.now() - started) / 1000).toFixed(1)} s`),
    (error: unknown) => {
      console.error(`precompress: ${error instanceof Error ? error.message : String(error)}`);
      process.exitCode = 1;
    },
  );
}
