/**
 * The site's Try it panel against the running reference app (issue #31): runs
 * tests/e2e/try-it-live.spec.ts in Chromium with the app's URL and tokens in its environment, so the
 * built site (served on port 3000 by the Playwright config) sends real requests to the app: a GET with
 * the full-access token, an edited path, 401 and 403 with their advice. Each test of the spec is one
 * outcome; a spec that cannot run (no build, Playwright failing to start) is one failed outcome.
 *
 * Needs the builds the Playwright config serves (`build/` and `build-configured/`): the run reports
 * which one is missing instead of building it (a build takes minutes).
 */
import {execFile} from 'node:child_process';
import {existsSync, mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import type {RunningApp} from './app.mts';
import type {Outcome} from './compare.mts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const TRY_IT_LIVE_SPEC = 'tests/e2e/try-it-live.spec.ts';

/** The parts of Playwright's JSON report read here. */
type ReportSuite = {title: string; file: string; line: number; specs?: ReportSpec[]; suites?: ReportSuite[]};
type ReportSpec = {
  title: string;
  file: string;
  line: number;
  tests: Array<{status: 'expected' | 'unexpected' | 'flaky' | 'skipped'; annotations?: Array<{type: string; description?: string}>; results: Array<{error?: {message?: string}}>}>;
};
type Report = {suites?: ReportSuite[]; errors?: Array<{message?: string}>};

type TryItExample = {file: string; line: number; title: string};

function specsOf(suites: ReportSuite[] = []): ReportSpec[] {
  return suites.flatMap((suite) => [...(suite.specs ?? []), ...specsOf(suite.suites)]);
}

// Playwright's error messages carry terminal colours.
const plain = (text: string) => text.replace(/\u001b\[[0-9;]*m/g, '');

/** One outcome per test of the spec's JSON report. */
export function outcomesOf(report: Report): Outcome<TryItExample>[] {
  const outcomes: Outcome<TryItExample>[] = specsOf(report.suites).map((spec) => {
    const example = {file: TRY_IT_LIVE_SPEC, line: spec.line, title: spec.title};
    const statuses = spec.tests.map((test) => test.status);
    if (statuses.every((status) => status === 'skipped')) {
      const reason = spec.tests.flatMap((test) => test.annotations ?? []).find((note) => note.type === 'skip')?.description;
      return {example, status: 'excluded', detail: `  ${spec.title}: skipped${reason ? ` (${reason})` : ''}`};
    }
    if (statuses.every((status) => status === 'expected' || status === 'flaky')) return {example, status: 'verified'};
    const errors = spec.tests.flatMap((test) => test.results.map((result) => result.error?.message).filter((message): message is string => Boolean(message)));
    return {example, status: 'failed', detail: `  ${spec.title}\n${plain(errors.at(-1) ?? 'failed without a message').split('\n').slice(0, 12).map((row) => `    ${row}`).join('\n')}`};
  });
  for (const error of report.errors ?? []) {
    outcomes.push({example: {file: TRY_IT_LIVE_SPEC, line: 0, title: 'run'}, status: 'failed', detail: `    ${plain(error.message ?? 'Playwright failed')}`});
  }
  return outcomes;
}

/** Runs the live Try it spec against `app` and returns one outcome per test. */
export async function runTryItLive(app: RunningApp, root = ROOT): Promise<Outcome[]> {
  const failed = (detail: string): Outcome[] => [{example: {file: TRY_IT_LIVE_SPEC, line: 0}, status: 'failed', detail: `    ${detail}`}];
  const missing = ['build', 'build-configured'].filter((dir) => !existsSync(path.join(root, dir, 'index.html')));
  if (missing.length > 0) {
    return failed(`Try it is tested on the built site, and ${missing.join(' and ')} ${missing.length > 1 ? 'are' : 'is'} missing: run npm run build${missing.includes('build-configured') ? ' and npm run build:configured' : ''} first.`);
  }
  const scratch = mkdtempSync(path.join(tmpdir(), 'try-it-live-'));
  const reportFile = path.join(scratch, 'report.json');
  try {
    const run = await new Promise<{code: number | null; output: string}>((resolve) => {
      execFile(
        'npx',
        ['playwright', 'test', TRY_IT_LIVE_SPEC, '--project=chromium', '--reporter=json'],
        {
          cwd: root,
          maxBuffer: 64 * 1024 * 1024,
          env: {
            ...process.env,
            TRY_IT_STRAPI_URL: app.url,
            TRY_IT_STRAPI_TOKEN: app.credentials.apiToken,
            TRY_IT_STRAPI_READONLY_TOKEN: app.credentials.readOnlyToken,
            PLAYWRIGHT_JSON_OUTPUT_FILE: reportFile,
          },
        },
        (error, stdout, stderr) => resolve({code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, output: `${stdout}${stderr}`}),
      );
    });
    if (!existsSync(reportFile)) return failed(`Playwright wrote no report (exit ${run.code}):\n${plain(run.output).trim().split('\n').slice(-15).join('\n')}`);
    const outcomes = outcomesOf(JSON.parse(readFileSync(reportFile, 'utf8')) as Report);
    if (outcomes.length === 0) return failed(`Playwright ran no test of ${TRY_IT_LIVE_SPEC} (exit ${run.code}).`);
    if (outcomes.every((outcome) => outcome.status === 'excluded')) return failed(`every test of ${TRY_IT_LIVE_SPEC} was skipped, though the app's URL and tokens were set.`);
    return outcomes;
  } finally {
    rmSync(scratch, {recursive: true, force: true});
  }
}
