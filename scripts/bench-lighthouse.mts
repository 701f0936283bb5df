/**
 * Lighthouse benchmark (npm run bench:lighthouse; not part of npm test: its scores depend on the
 * machine). Serves the production build in build/ with its precompressed files (Brotli or gzip,
 * as the browser asks) and long-lived caching for hashed assets, runs Lighthouse's mobile preset
 * three times on five representative pages, and writes the medians to reports/lighthouse.md.
 * Exits non-zero when a page misses a target: performance ≥ 95, TBT ≤ 200 ms, accessibility 100.
 *
 * LIGHTHOUSE_RUNS sets the runs per page; LIGHTHOUSE_PAGES (comma-separated paths) replaces the five
 * pages; LIGHTHOUSE_TASKS=1 prints, for each run, the main thread's tasks of 10 ms or more from first
 * contentful paint on, as Lighthouse's own trace recorded them (./trace-tasks.mts).
 * LIGHTHOUSE_BUILDS (comma-separated folders) compares several builds in one run instead of build/:
 * each run of a page goes through the builds in turn, so a busier moment of the machine falls on all
 * of them alike (src/deviations/README.md, "Measuring an entry").
 */
import {existsSync, mkdirSync, writeFileSync} from 'node:fs';
import {createServer} from 'node:http';
import type {AddressInfo} from 'node:net';
import path from 'node:path';
import lighthouse from 'lighthouse';
import {chromium} from '@playwright/test';
import sirv from 'sirv';
import {CHROMIUM_ARGS, resolveChromiumPath} from '../config/chromium';
import {env} from '../config/env';
import {formatLongTasks, longTasksAfterFcp, type TraceEvent} from './trace-tasks.mts';

const BUILDS = (process.env.LIGHTHOUSE_BUILDS ?? 'build')
  .split(',')
  .map((dir) => dir.trim())
  .filter(Boolean)
  .map((dir) => path.resolve(dir));
const DEFAULT_PAGES = ['/', '/dev-docs/intro', '/dev-docs/api/rest', '/user-docs/content-manager/managing-relational-fields', '/cloud/getting-started/deployment'];
const PAGES = process.env.LIGHTHOUSE_PAGES
  ? process.env.LIGHTHOUSE_PAGES.split(',')
      .map((page) => page.trim())
      .filter(Boolean)
  : DEFAULT_PAGES;
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const SHOW_TASKS = process.env.LIGHTHOUSE_TASKS === '1';
const TARGETS = {performance: 95, accessibility: 100, tbtMs: 200};

type Sample = {performance: number; accessibility: number; tbt: number; lcp: number; cls: number; jsBytes: number; benchmarkIndex: number};

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** The run's long tasks for LIGHTHOUSE_TASKS, or why there are none to list; never fails the bench. */
function longTaskLines(artifacts: {Trace?: {traceEvents: TraceEvent[]}}, origin: string): string {
  if (!artifacts.Trace) return '    Lighthouse returned no trace';
  try {
    const lines = formatLongTasks(longTasksAfterFcp(artifacts.Trace.traceEvents), origin);
    return lines.length > 0 ? lines.join('\n') : '    no task of 10 ms or more from first contentful paint on';
  } catch (error) {
    return `    no task list: ${(error as Error).message}`;
  }
}

const badPage = PAGES.find((page) => !/^\/[^\s?#]*$/.test(page));
if (PAGES.length === 0 || badPage !== undefined) {
  console.error(`bench:lighthouse: LIGHTHOUSE_PAGES must be site paths separated by commas, like "/,/dev-docs/intro"; got ${JSON.stringify(badPage ?? process.env.LIGHTHOUSE_PAGES)}.`);
  process.exit(1);
}
if (!Number.isInteger(RUNS) || RUNS < 1) {
  console.error(`bench:lighthouse: LIGHTHOUSE_RUNS must be a whole number of at least 1; got ${JSON.stringify(process.env.LIGHTHOUSE_RUNS)}.`);
  process.exit(1);
}
for (const build of BUILDS) {
  if (!existsSync(path.join(build, 'index.html'))) {
    console.error(`bench:lighthouse: ${build} has no site. Run \`npm run build\` first.`);
    process.exit(1);
  }
  if (!existsSync(path.join(build, 'index.html.br'))) {
    console.error(`bench:lighthouse: ${build} has no precompressed files. Run \`npm run build\` (it writes them).`);
    process.exit(1);
  }
}

/** Serves a build as a static host would: precompressed files, long-lived caching for hashed assets. */
async function serve(build: string) {
  const assets = sirv(build, {
    brotli: true,
    gzip: true,
    extensions: ['html'],
    setHeaders(res, pathname) {
      res.setHeader('Cache-Control', pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate');
    },
  });
  const server = createServer((req, res) =>
    assets(req, res, () => {
      res.statusCode = 404;
      res.end('Not found');
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {build, server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`};
}
const servers = await Promise.all(BUILDS.map(serve));
const label = (build: string) => (BUILDS.length > 1 ? `${path.basename(build)} ` : '');

const debuggingPort = 9300 + Math.floor(Math.random() * 500);
const browser = await chromium.launch({
  executablePath: resolveChromiumPath(env.CHROMIUM_PATH, () => chromium.executablePath()),
  args: [...CHROMIUM_ARGS, `--remote-debugging-port=${debuggingPort}`],
});

const results = new Map<string, Sample[]>();
try {
  for (const page of PAGES) {
    for (let run = 0; run < RUNS; run += 1) {
      for (const {build, origin} of servers) {
        const result = await lighthouse(`${origin}${page}`, {port: debuggingPort, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility']});
        if (!result) throw new Error(`Lighthouse returned no result for ${page}`);
        const {categories, audits} = result.lhr;
        const scripts = (audits['resource-summary']?.details as {items?: Array<{resourceType: string; transferSize: number}>} | undefined)?.items ?? [];
        const sample: Sample = {
          performance: Math.round((categories.performance.score ?? 0) * 100),
          accessibility: Math.round((categories.accessibility.score ?? 0) * 100),
          tbt: audits['total-blocking-time'].numericValue ?? 0,
          lcp: audits['largest-contentful-paint'].numericValue ?? 0,
          cls: audits['cumulative-layout-shift'].numericValue ?? 0,
          jsBytes: scripts.find((item) => item.resourceType === 'script')?.transferSize ?? 0,
          // Lighthouse's measure of this machine's speed at the time of the run (higher is faster).
          benchmarkIndex: result.lhr.environment.benchmarkIndex,
        };
        const key = `${label(build)}\u0000${page}`;
        results.set(key, [...(results.get(key) ?? []), sample]);
        console.log(`  ${label(build)}${page} run ${run + 1}: performance ${sample.performance}, TBT ${Math.round(sample.tbt)} ms, machine benchmark index ${Math.round(sample.benchmarkIndex)}`);
        if (SHOW_TASKS) {
          console.log(longTaskLines(result.artifacts as {Trace?: {traceEvents: TraceEvent[]}}, origin));
        }
      }
    }
  }
} finally {
  await browser.close();
  for (const {server} of servers) server.close();
}

const rows: string[] = [];
let missed = 0;
for (const [key, samples] of results) {
  const [buildLabel, page] = key.split('\u0000');
  const m = (key: keyof Sample) => median(samples.map((sample) => sample[key]));
  const ok = m('performance') >= TARGETS.performance && m('accessibility') >= TARGETS.accessibility && m('tbt') <= TARGETS.tbtMs;
  if (!ok) missed += 1;
  rows.push(
    `| ${BUILDS.length > 1 ? `${buildLabel.trim()} | ` : ''}\`${page}\` | ${m('performance')} | ${m('accessibility')} | ${Math.round(m('tbt'))} ms | ${(m('lcp') / 1000).toFixed(2)} s | ${m('cls').toFixed(3)} | ${(m('jsBytes') / 1024).toFixed(1)} KB | ${Math.round(m('benchmarkIndex'))} | ${ok ? 'yes' : 'no'} |`,
  );
}
const report = [
  '# Lighthouse benchmark',
  '',
  `Lighthouse ${(await import('lighthouse/package.json', {with: {type: 'json'}})).default.version}, mobile preset (simulated throttling), median of ${RUNS} runs per page, production build served with Brotli. Targets: performance ≥ ${TARGETS.performance}, accessibility ${TARGETS.accessibility}, TBT ≤ ${TARGETS.tbtMs} ms.`,
  '',
  `| ${BUILDS.length > 1 ? 'Build | ' : ''}Page | Performance | Accessibility | TBT | LCP | CLS | JS transferred | Machine benchmark index | Targets met |`,
  `| ${BUILDS.length > 1 ? '--- | ' : ''}--- | --- | --- | --- | --- | --- | --- | --- | --- |`,
  ...rows,
  '',
  'Lighthouse simulates a slow phone by scaling what it observes on this machine: a lower benchmark index (a slower or busier machine) gives a worse TBT for the same build.',
  '',
].join('\n');
mkdirSync('reports', {recursive: true});
writeFileSync('reports/lighthouse.md', report);
console.log(`\n${report}\nWritten to reports/lighthouse.md`);
process.exit(missed === 0 ? 0 : 1);
