/**
 * Local plugin: everything done to the built site after `docusaurus build` writes its pages, as one
 * ordered pipeline in a single postBuild hook, the same for every build (`npm run build`,
 * `npm run build:configured`):
 *   1. markdown-twins: `.md` twins, llms.txt, llms-full.txt, and the `<link rel="alternate">` added
 *      to each page's HTML (src/plugins/post-build/markdown-twins);
 *   2. agent-files: /skill.md for coding assistants, its links checked against the pages of the build
 *      and the twins of step 1 (src/plugins/post-build/agent-files);
 *   3. search-index: the Pagefind index of the docs articles (src/plugins/post-build/search-index), unless
 *      Algolia is configured;
 *   4. security-headers: _headers with the hash of every inline script, _redirects and the `.html`
 *      redirect pages (src/plugins/post-build/security-headers). After every step that edits a page's HTML, so
 *      the hashes are those of the pages as served;
 *   5. precompress: `.gz` and `.br` copies of every text file (src/plugins/post-build/precompress.ts), last, so it
 *      compresses the final files, the outputs of the steps above included.
 * Why one hook: Docusaurus runs the postBuild hooks of all plugins at the same time, so as separate
 * plugins the twins rewrote pages while the security headers hashed them, and the index and the
 * compressed copies had to run as separate commands after the build.
 * The other plugins' hooks still run beside this one: the sitemap, the client redirect pages and
 * Redoc's copy of the spec. None of them edits a page this pipeline reads or writes: the redirect
 * pages are skipped by step 4 (their meta refresh comes before their one script, and they need no
 * hash), and step 5 leaves the sitemap uncompressed rather than race its writer.
 * Each step prints one line with its name, what it did and how long it took; a failing step stops
 * the build with an error naming it.
 */
import type {AllContent, LoadContext, Plugin} from '@docusaurus/types';
import {writeAgentFiles} from './agent-files';
import {precompress, precompressSummary} from './precompress';
import {markdownTwinsOptions, twinDocs, writeMarkdownTwins, type MarkdownTwinsOptions} from './markdown-twins';
import type {TwinDoc} from './markdown-twins/model';
import {buildSearchIndex} from './search-index';
import type {IndexedArea} from './search-index/prepare';
import {writeSecurityFiles, type SecurityHeadersOptions} from './security-headers';

/** What a step gets from Docusaurus's postBuild. */
export type BuiltSite = {outDir: string; routesPaths: readonly string[]};

export type PostBuildStep = {
  name: string;
  /** Does the step's work; returns what it did, for the build's output. */
  run: (site: BuiltSite) => Promise<string>;
};

export type PostBuildOptions = {
  twins: MarkdownTwinsOptions;
  /** The areas whose pages are indexed, or 'algolia' when Algolia search replaces the offline index. */
  search: {areas: readonly IndexedArea[]} | 'algolia';
  security: SecurityHeadersOptions;
  /** False leaves the .gz/.br copies out (SKIP_PRECOMPRESS=1: a build no host serves); the step says so. */
  precompress?: boolean;
};

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/**
 * Runs the steps one after the other, printing one line per step. The first failure stops the run:
 * the error names the step (its message, and the original error as `cause`).
 */
export async function runSteps(steps: readonly PostBuildStep[], site: BuiltSite, log: (line: string) => void = console.log): Promise<void> {
  for (const [index, step] of steps.entries()) {
    const started = Date.now();
    let summary: string;
    try {
      summary = await step.run(site);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      throw new Error(`post-build step ${index + 1}/${steps.length} "${step.name}" failed after ${seconds(Date.now() - started)}: ${message}`, {cause: error});
    }
    log(`[post-build] ${index + 1}/${steps.length} ${step.name}: ${summary} (${seconds(Date.now() - started)})`);
  }
}

/** The site's pipeline, in its order. `docs` gives the twins' pages, known once all content is loaded. */
export function sitePipeline(context: LoadContext, options: PostBuildOptions, docs: () => readonly TwinDoc[]): PostBuildStep[] {
  const {siteDir, siteConfig, baseUrl} = context;
  return [
    {name: 'markdown-twins', run: ({outDir}) => writeMarkdownTwins({outDir, siteDir, baseUrl, siteConfig, docs: docs(), options: options.twins})},
    {name: 'agent-files', run: ({outDir, routesPaths}) => writeAgentFiles({outDir, siteDir, baseUrl, routesPaths, siteConfig, docs: docs()})},
    {
      name: 'search-index',
      run: async ({outDir}) =>
        options.search === 'algolia' ? 'skipped: Algolia is configured' : buildSearchIndex({outDir, siteDir, areas: options.search.areas}),
    },
    {name: 'security-headers', run: ({outDir, routesPaths}) => writeSecurityFiles({outDir, baseUrl, routesPaths, options: options.security})},
    {
      name: 'precompress',
      run: async ({outDir}) => (options.precompress === false ? 'skipped: SKIP_PRECOMPRESS is set' : precompressSummary(await precompress(outDir))),
    },
  ];
}

export default function postBuildPlugin(context: LoadContext, options: PostBuildOptions): Plugin {
  const twins = markdownTwinsOptions(options.twins);
  let docs: TwinDoc[] | undefined;
  const steps = sitePipeline(context, {...options, twins}, () => {
    if (docs === undefined) throw new Error('the docs were not loaded (allContentLoaded did not run).');
    return docs;
  });
  return {
    name: 'post-build',
    async allContentLoaded({allContent}: {allContent: AllContent}) {
      docs = twinDocs(allContent, twins);
    },
    async postBuild({outDir, routesPaths}) {
      await runSteps(steps, {outDir, routesPaths});
    },
  };
}
