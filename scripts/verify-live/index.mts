/**
 * npm run verify:live — proves the docs against a real Strapi 5 (tests/strapi-app):
 * runs every <ApiCall> over HTTP, every `runnable` code block in-process, the request URLs of code
 * blocks and the statuses pages promise, GraphQL operations with documented responses, boots Strapi
 * with every documented config/* file, checks the CLI reference
 * and every Strapi command line of the docs against the real `--help`, quoted messages against the installed @strapi/* packages, and codemod
 * names against the installed @strapi/upgrade.
 * Prints `N of M examples verified, K excluded` per kind; exits 1 on any mismatch.
 *
 * Every <ApiCall> also runs its three generated samples (cURL, fetch, @strapi/client; samples.mts)
 * and has its recorded response (src/data/verified-responses.json, recordings.mts) compared with
 * what the app answers. While the app runs, the site's Try it panel is driven in Chromium against it
 * (tests/e2e/try-it-live.spec.ts through try-it-live.mts; needs the builds).
 *
 * Options: --only <substring>   run only the pages whose path contains it
 *          --no-boots           leave out the config boots (npm test runs them after the e2e suite)
 *          --record             write the responses the app gave the <ApiCall>s into
 *                               src/data/verified-responses.json instead of comparing them (with
 *                               --only, the other pages' recordings are kept)
 */
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {checkGraphqlSample} from './graphql-samples.mts';
import {appContentTypes} from '../../src/plugins/post-build/try-it/collections.ts';
import {ensureInstalled, PORT, startApp, strapiVersion, type RunningApp} from './app.mts';
import {listPages} from '../content-gates/index.mts';
import {newSession, runApiExample} from './api-examples.mts';
import {checkRecording, readRecordings, RERECORD, writeRecordings} from './recordings.mts';
import {startSampleRunner} from './samples.mts';
import type {RecordedResponse} from '../../src/plugins/post-build/try-it/recorded.ts';
import {runCodeExamples} from './code-examples.mts';
import {checkCli} from './cli.mts';
import {checkCommandLines} from './command-lines.mts';
import {checkCodemods} from './codemods.mts';
import {runCodemodPairs} from './codemod-runs.mts';
import {checkGraphql, runGraphql} from './graphql.mts';
import {runClientExamples} from './client-examples.mts';
import {runTryItLive} from './try-it-live.mts';
import {MCP_PAGE, runMcpExamples} from './mcp.mts';
import {sendPageRequests} from './requests.mts';
import type {Outcome} from './compare.mts';
import {extractFile, type ApiExample, type CodeExample} from './extract.mts';
import {checkUiTexts} from './ui-text.mts';
import {typeCheckSamples} from './type-check.mts';
import {bootConfigSamples} from './config-boots.mts';
import {checkSinceEntries, entriesToCheck} from './since-check.mts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function parseArgs(argv: string[]): {only?: string; boots: boolean; record: boolean} {
  const index = argv.indexOf('--only');
  // npm test boots the config samples on its own once the e2e suite is done (CPU-bound work that
  // would otherwise compete with the browsers): `--no-boots` leaves them out here.
  return {only: index >= 0 ? argv[index + 1] : undefined, boots: !argv.includes('--no-boots'), record: argv.includes('--record')};
}

function line(outcome: Outcome, label: string): string {
  return `${label} ${outcome.example.file}:${outcome.example.line}${outcome.detail ? `\n${outcome.detail}` : ''}`;
}

async function main() {
  const {only, boots, record} = parseArgs(process.argv.slice(2));
  const version = strapiVersion();
  console.log(`== verify:live against Strapi ${version}${record ? ' (recording the ApiCall responses)' : ''}`);
  const recorded = readRecordings(ROOT);
  // One file holds one Strapi version: recording some pages against another would mix two.
  if (record && only && recorded && recorded.strapi !== version) {
    console.error(`The recorded responses come from Strapi ${recorded.strapi}, the app runs ${version}: record every page (npm run verify:live -- --record, without --only).`);
    process.exit(1);
  }
  const files = listPages(path.join(ROOT, 'docs')).filter((file) => !only || file.includes(only));
  const api: ApiExample[] = [];
  const code: CodeExample[] = [];
  const problems: string[] = [];
  for (const file of files) {
    const found = extractFile(ROOT, file);
    api.push(...found.api);
    code.push(...found.code);
    problems.push(...found.problems);
  }
  if (problems.length > 0) {
    console.error(`Malformed examples:\n${problems.join('\n')}`);
    process.exit(1);
  }

  ensureInstalled();

  // HTTP examples: pages that only read run on one server; a page that writes gets a fresh
  // copy of the seeded database first, so no page sees another page's changes.
  const pages = new Map<string, ApiExample[]>();
  for (const example of api) {
    pages.set(example.file, [...(pages.get(example.file) ?? []), example]);
  }
  const writes = (examples: ApiExample[]) => examples.some((e) => e.method !== 'GET' && !e.skip);
  const ordered = [...pages.entries()].sort(([, a], [, b]) => Number(writes(a)) - Number(writes(b)));
  const apiOutcomes: Outcome<ApiExample>[] = [];
  const recordedOutcomes: Outcome<ApiExample>[] = [];
  const fresh = new Map<string, RecordedResponse>();
  let graphqlOutcomes: Outcome[] = [];
  const graphqlTabOutcomes: Outcome[] = [];
  const contentTypes = appContentTypes(ROOT);
  let clientOutcomes: Outcome[] = [];
  let tryItOutcomes: Outcome[] = [];
  let requestOutcomes: Outcome[] = [];
  let graphqlRunOutcomes: Outcome[] = [];
  let mcpOutcomes: Outcome[] = [];
  let app: RunningApp | undefined;
  const started = Date.now();
  // How long each kind took, printed with its totals (CI's time budget is shared by every step).
  const seconds: Record<string, number> = {};
  const timed = async <T,>(label: string, run: () => T | Promise<T>): Promise<T> => {
    const start = Date.now();
    try {
      return await run();
    } finally {
      seconds[label] = (seconds[label] ?? 0) + (Date.now() - start) / 1000;
    }
  };
  /**
   * Every page that writes gets a fresh app (the seeded database), and so do the two phases after
   * the pages: one start for each but the first writing page, plus two. A start takes about 4 s of
   * one core; a page's requests leave the cores mostly idle. So the next app starts ahead, on a port
   * of its own, while the current one serves, and a restart waits only for what is left of that
   * start (restarts waited 73 s in all, then 41 s). Two apps ahead starved the samples' processes
   * and made the phase 60 s longer, and so did running the type check and the codemod runs beside it
   * (two samples timed out). The harness, the samples' proxies and the Try it spec take the URL from
   * the running app; no documented response holds the port.
   */
  const writingPages = ordered.filter(([, examples]) => writes(examples)).length;
  let restartsLeft = Math.max(writingPages - 1, 0) + 2;
  const starts = {count: 0, seconds: 0, waited: 0};
  let ahead: Promise<RunningApp> | undefined;
  const start = (options?: {fresh: boolean}) => {
    const begun = Date.now();
    // Two ports in turn: the app started ahead never takes the running one's.
    const port = PORT + (starts.count % 2);
    starts.count += 1;
    return startApp({...options, port}).then((running) => {
      starts.seconds += (Date.now() - begun) / 1000;
      return running;
    });
  };
  /** Starts the next fresh app now, unless one is starting or no restart is to come. */
  const startAhead = () => {
    if (ahead || restartsLeft === 0) return;
    ahead = start();
    // Its failure is reported where it is awaited; until then it must not be an unhandled rejection.
    ahead.catch(() => undefined);
  };
  /** Stops the running app and switches to the fresh one (started ahead, or now). */
  const restart = async () => {
    const waited = Date.now();
    await app?.stop();
    app = await (ahead ?? start());
    ahead = undefined;
    restartsLeft -= 1;
    starts.waited += (Date.now() - waited) / 1000;
    startAhead();
  };
  // The samples' checking proxies forward GETs to whichever app is running (they ask for its URL each time).
  const samples = startSampleRunner(ROOT, () => app?.url ?? '');
  try {
    app = await start({fresh: true});
    console.log(`Reference app up and seeded in ${Math.round((Date.now() - started) / 1000)} s at ${app.url}`);
    let dirty = false;
    // GraphQL samples against the schema of the freshly seeded app.
    graphqlOutcomes = await timed('GraphQL', () => checkGraphql(ROOT, files, app!.url));
    const examplesStarted = Date.now();
    for (const [, examples] of ordered) {
      if (writes(examples) && dirty) {
        // Samples still running read the data their example read: they finish before the restart.
        await samples.settle();
        await restart();
      }
      dirty ||= writes(examples);
      // Once the data has changed, every later writing page and the phases after the pages need fresh apps.
      if (dirty) startAhead();
      const session = newSession(app);
      for (const example of examples) {
        // Likewise before the harness writes.
        if (example.method !== 'GET' && !example.skip) await samples.settle();
        const run = await runApiExample(example, session);
        apiOutcomes.push(run);
        // The GraphQL tab, at once: the same data as the REST request just read or wrote.
        const tab = await checkGraphqlSample(run, session, contentTypes);
        if (tab) graphqlTabOutcomes.push(tab);
        if (!example.skip) recordedOutcomes.push(checkRecording(run, recorded, record, fresh));
        await samples.schedule(run, session);
      }
    }
    await samples.settle();
    seconds.ApiCall = (Date.now() - examplesStarted) / 1000;
    // The requests of code blocks and the statuses pages promise (they only read, or fail on purpose).
    const requests = await timed('request', () => sendPageRequests(ROOT, files, newSession(app!)));
    if (requests.problems.length > 0) {
      console.error(`Malformed request promises:\n${requests.problems.join('\n')}`);
      process.exit(1);
    }
    requestOutcomes = requests.outcomes;
    // GraphQL operations with a documented response, on a freshly seeded app (mutations write).
    await restart();
    // The MCP server page (its token, endpoint answers, tool names and scripts only read), on the
    // freshly seeded data its output shows.
    if (files.some((file) => file.endsWith(MCP_PAGE))) mcpOutcomes = await timed('MCP', () => runMcpExamples(ROOT, app!));
    graphqlRunOutcomes = await timed('GraphQL run', () => runGraphql(ROOT, files, app!));
    // @strapi/client samples, on a freshly seeded app (some of them write).
    await restart();
    clientOutcomes = await timed('client', () => runClientExamples(ROOT, files, app!));
    // The site's Try it panel, in Chromium on the built site, sending real requests to this app.
    if (!only) tryItOutcomes = await timed('Try it', () => runTryItLive(app!));
  } finally {
    await samples.settle();
    await app?.stop();
    // An app started ahead that no phase used (a failure stopped the run first).
    await ahead?.then((unused) => unused.stop(), () => undefined);
  }
  const appPhaseEnded = Date.now();

  if (record) {
    // With --only, the recordings of the other pages stay, unless their request left the docs.
    const keep = only ? new Set(listPages(path.join(ROOT, 'docs')).flatMap((file) => extractFile(ROOT, file).api.map((example) => example.key))) : undefined;
    const written = writeRecordings(ROOT, {strapi: version, fresh, keep, existing: recorded});
    console.log(`Recorded ${fresh.size} responses (${written.count} in ${written.file}).`);
  }

  seconds.sample = samples.totals.waited;
  // The codemod runs (one upgrade-tool process after another) and the "since" check (npm view and
  // npm pack, mostly network) wait on child processes: they start now and go on while this process
  // checks the kinds below, whose work is its own (measured: the kinds after the app phase took
  // ~95 s instead of ~108 s; they compete for the same two cores). Their rejections are held until
  // they are awaited.
  const inBackground = <T,>(label: string, run: () => Promise<T>): Promise<T> => {
    const promise = timed(label, run);
    promise.catch(() => undefined);
    return promise;
  };
  const codemodRuns = inBackground('codemod run', () => runCodemodPairs(ROOT, files));
  // A few "since" versions against the registry's releases (see since-check.mts for the rotation).
  const sinceChecks: Promise<Outcome[]> = only ? Promise.resolve([]) : inBackground('since', () => checkSinceEntries(entriesToCheck([])));
  const codeOutcomes = await timed('code', () => runCodeExamples(code));
  const cliOutcomes: Outcome[] = only ? [] : await timed('CLI', () => checkCli(ROOT));
  const commandOutcomes = await timed('command', () => checkCommandLines(ROOT, files));
  const uiTexts = await timed('quote', () => checkUiTexts(ROOT, files));
  if (uiTexts.problems.length > 0) {
    console.error(`Malformed quotes:\n${uiTexts.problems.join('\n')}`);
    process.exit(1);
  }
  const codemodOutcomes = await timed('codemod', () => checkCodemods(ROOT, files));
  const typeOutcomes = await timed('types', () => typeCheckSamples(ROOT, files));
  const codemodRunOutcomes = await codemodRuns;
  const sinceOutcomes = await sinceChecks;
  const bootOutcomes = boots ? await timed('boot', () => bootConfigSamples(ROOT, files)) : undefined;

  const report = (label: string, outcomes: Outcome[]) => {
    const failed = outcomes.filter((o) => o.status === 'failed');
    const excluded = outcomes.filter((o) => o.status === 'excluded');
    for (const outcome of failed) console.log(line(outcome, `✗ ${label}`));
    for (const outcome of excluded) console.log(line(outcome, `– ${label} excluded:`));
    const verified = outcomes.length - failed.length - excluded.length;
    return {label, verified, total: outcomes.length, excluded: excluded.length, failed: failed.length};
  };
  const totals = [
    report('ApiCall', apiOutcomes),
    report('recorded', recordedOutcomes),
    report('sample', samples.outcomes),
    report('code', codeOutcomes),
    report('CLI', cliOutcomes),
    report('command', commandOutcomes),
    report('label', uiTexts.labels),
    report('quote', uiTexts.messages),
    report('codemod', codemodOutcomes),
    report('GraphQL', graphqlOutcomes),
    report('GraphQL tab', graphqlTabOutcomes),
    report('client', clientOutcomes),
    report('Try it', tryItOutcomes),
    report('request', requestOutcomes),
    report('GraphQL run', graphqlRunOutcomes),
    report('MCP', mcpOutcomes),
    report('types', typeOutcomes),
    report('codemod run', codemodRunOutcomes),
    report('since', sinceOutcomes),
    ...(bootOutcomes ? [report('boot', bootOutcomes)] : []),
  ];

  console.log('');
  for (const t of totals) {
    const took = seconds[t.label] === undefined ? '' : ` (${Math.round(seconds[t.label])} s)`;
    console.log(`${t.label}: ${t.verified} of ${t.total} examples verified, ${t.excluded} excluded${t.failed ? `, ${t.failed} FAILED` : ''}${took}`);
  }
  console.log(
    `Reference app: started ${starts.count} times (${Math.round(starts.seconds)} s, started ahead of their use: the run waited ${Math.round(starts.waited)} s for restarts) so that every page that writes gets the seeded data; the app phase took ${Math.round((appPhaseEnded - started) / 1000)} s`,
  );
  console.log(`Samples: ${samples.totals.sent} requests sent to Strapi, ${samples.totals.replayed} writes checked request-identical and replayed; the harness waited ${Math.round(samples.totals.waited)} s for them`);
  const recordings = totals.find((t) => t.label === 'recorded');
  if (recordings?.failed && !record) console.log(`Recorded responses that no longer hold: ${RERECORD}`);
  const labels = totals.find((t) => t.label === 'label');
  if (labels) console.log(`${labels.verified} of ${labels.total - labels.excluded} labels found in Strapi ${version} (${labels.excluded} excluded with a reason)`);
  const failed = totals.reduce((sum, t) => sum + t.failed, 0);
  // One closing line with the count of each kind: run, type-checked, validated, checked, found.
  console.log(`Proven against Strapi ${version}: ${totals.map((t) => `${t.label} ${t.verified}/${t.total}`).join(', ')}${failed ? ` (${failed} FAILED)` : ''}`);
  process.exit(failed > 0 ? 1 : 0);
}

main().catch((error: unknown) => {
  console.error(`verify:live: ${error instanceof Error ? (process.env.DEBUG ? error.stack : error.message) : String(error)}`);
  process.exit(1);
});
