/**
 * Runs the three samples the site generates for every <ApiCall> (cURL, fetch, @strapi/client;
 * src/plugins/post-build/try-it/samples.ts) right after the harness sent the same request
 * (api-examples.mts), each against a checking proxy instead of Strapi:
 * - cURL with the real `curl` (`bash -c` with the exact sample text), the fetch script with Node, the
 *   client script with Node from a folder inside the reference app (so its `@strapi/client` resolves);
 *   each reads its token from the variable the sample names (STRAPI_TOKEN, STRAPI_JWT,
 *   STRAPI_ADMIN_TOKEN), set to the token the harness used, and has `http://localhost:1337` pointed
 *   at the proxy and the documented documentIds of documents created earlier on the page replaced by
 *   the real ones, as the harness does;
 * - the proxy (node:http on 127.0.0.1, random port, one per sample run so samples run side by side)
 *   checks that the request is the harness's: same method, pathname, query (parsed with `qs`, values
 *   compared as strings), Authorization, the page's extra header, and JSON body;
 * - a GET is forwarded to the app and its real answer returned; any other method is not (a second
 *   POST or DELETE would change the data the page's next examples read): the proxy answers with what
 *   the app answered the harness, so the sample is proven to send the request whose answer is known;
 * - what the proxy answered is compared with the documented response like the harness's answer
 *   (status, compareJson or compareError, partial), and the sample must exit 0 within 20 s.
 */
import {execFile} from 'node:child_process';
import {mkdirSync, rmSync, writeFileSync} from 'node:fs';
import {createServer, type IncomingMessage, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import path from 'node:path';
import {isDeepStrictEqual} from 'node:util';
import qs from 'qs';
import {appCollections} from '../../src/plugins/post-build/try-it/collections.ts';
import {requestOf} from '../../src/plugins/post-build/try-it/index.ts';
import {SAMPLE_ORIGIN, samplesFor, tokenVariable, type SampleKind} from '../../src/plugins/post-build/try-it/samples.ts';
import {bearer, compareAnswer, substitute, type ApiRun, type Exchange, type Session} from './api-examples.mts';
import {APP_DIR} from './app.mts';
import {formatMismatch, type Outcome} from './compare.mts';
import type {ApiExample} from './extract.mts';

const SCRATCH = path.join(APP_DIR, '.tmp', 'try-it-samples');
/**
 * Node's fetch compiles its HTTP parser (llhttp, WebAssembly) in every new process: with V8's
 * baseline compiler alone that costs ~40% less CPU (0.25 s instead of 0.4 s per script here), and
 * changes nothing a script does. 200 scripts make it worth a flag.
 */
const NODE_FLAGS = ['--liftoff-only'];
const TIMEOUT_MS = 20_000;
const KINDS: readonly SampleKind[] = ['curl', 'fetch', 'client'];
const LABEL: Record<SampleKind, string> = {curl: 'cURL', fetch: 'fetch', client: '@strapi/client'};
/** Every variable a sample may read its token from: only the one the example uses is set. */
const TOKEN_VARIABLES = ['STRAPI_TOKEN', 'STRAPI_JWT', 'STRAPI_ADMIN_TOKEN'];

/** What the proxy received from a sample and what it answered. */
export type Received = {
  method: string;
  url: string;
  /** Which parts differ from the harness's request (empty: request-identical). */
  differences: string[];
  answer: Exchange['answer'];
  /** Forwarded to the app (a GET), or the harness's answer replayed (a write). */
  forwarded: boolean;
};

const QS_OPTIONS = {depth: 20, arrayLimit: 100} as const;

/** Query values as text: `5` and `'5'`, `true` and `'true'` are the same query once on the wire. */
function asText(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(asText);
  if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, asText(item)]));
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return value;
}

function splitUrl(url: string): {pathname: string; query: string} {
  const index = url.indexOf('?');
  return index < 0 ? {pathname: url, query: ''} : {pathname: url.slice(0, index), query: url.slice(index + 1)};
}

function decoded(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

const show = (value: unknown) => {
  const text = JSON.stringify(value) ?? 'nothing';
  return text.length > 300 ? `${text.slice(0, 297)}…` : text;
};

function headerOf(headers: Record<string, string> | IncomingMessage['headers'], name: string): string | undefined {
  const found = Object.entries(headers).find(([key]) => key.toLowerCase() === name.toLowerCase())?.[1];
  return Array.isArray(found) ? found.join(', ') : found;
}

/**
 * The parts of a sample's request that differ from the harness's (`expected`): method, pathname,
 * query, Authorization, the page's extra header, JSON body. Exported for the unit tests.
 */
export function requestDifferences(
  expected: Exchange['sent'],
  extraHeaders: readonly string[],
  got: {method: string; url: string; headers: Record<string, string> | IncomingMessage['headers']; body: string},
): string[] {
  const out: string[] = [];
  if (got.method !== expected.method) out.push(`method: the sample sent ${got.method}, the page documents ${expected.method}`);
  const want = splitUrl(expected.path);
  const sent = splitUrl(got.url);
  if (decoded(sent.pathname) !== decoded(want.pathname)) out.push(`path: the sample sent ${sent.pathname}, the page documents ${want.pathname}`);
  const wantQuery = asText(qs.parse(want.query, QS_OPTIONS));
  const sentQuery = asText(qs.parse(sent.query, QS_OPTIONS));
  if (!isDeepStrictEqual(sentQuery, wantQuery)) out.push(`query: the sample sent ${show(sentQuery)} (?${sent.query}), the page documents ${show(wantQuery)} (?${want.query})`);
  for (const name of ['Authorization', ...extraHeaders]) {
    const a = headerOf(got.headers, name);
    const b = headerOf(expected.headers, name);
    if (a !== b) {
      const hide = (value: string | undefined) => (value === undefined ? 'none' : name === 'Authorization' ? `${value.slice(0, 14)}…` : JSON.stringify(value));
      out.push(`${name} header: the sample sent ${hide(a)}, the harness sent ${hide(b)}`);
    }
  }
  if (expected.body === undefined) {
    if (got.body !== '') out.push(`body: the sample sent ${show(got.body)}, the page documents none`);
  } else {
    let body: unknown;
    try {
      body = JSON.parse(got.body);
    } catch {
      out.push(`body: the sample sent ${got.body === '' ? 'none' : `text that is not JSON: ${show(got.body)}`}, the page documents ${show(JSON.parse(expected.body))}`);
      return out;
    }
    if (!isDeepStrictEqual(body, JSON.parse(expected.body))) out.push(`body: the sample sent ${show(body)}, the page documents ${show(JSON.parse(expected.body))}`);
  }
  return out;
}

/** Headers not passed on when a GET is forwarded (hop-by-hop, and compression: the body is compared as text). */
const NOT_FORWARDED = new Set(['host', 'connection', 'keep-alive', 'content-length', 'transfer-encoding', 'accept-encoding']);

type Expectation = {exchange: Exchange; extraHeaders: string[]};

/**
 * The checking proxy of one sample run: it answers the requests of one sample for one example
 * (`received` lists them), so the samples of several examples can run at the same time.
 */
class CheckingProxy {
  private server: Server;
  readonly received: Received[] = [];
  origin = '';

  constructor(
    private expectation: Expectation,
    private appUrl: () => string,
  ) {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        this.answer(req, Buffer.concat(chunks).toString('utf8')).then(
          (answer) => {
            res.writeHead(answer.status, answer.contentType ? {'content-type': answer.contentType} : {});
            res.end(answer.body);
          },
          (error: unknown) => {
            res.writeHead(502, {'content-type': 'text/plain'});
            res.end(`verify:live checking proxy: ${(error as Error).message}`);
          },
        );
      });
    });
  }

  async listen(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.origin = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  private async answer(req: IncomingMessage, body: string): Promise<Exchange['answer']> {
    const method = req.method ?? 'GET';
    const url = req.url ?? '/';
    const {exchange, extraHeaders} = this.expectation;
    const differences = requestDifferences(exchange.sent, extraHeaders, {method, url, headers: req.headers, body});
    let answer: Exchange['answer'];
    let forwarded = false;
    if (differences.length > 0) {
      answer = {status: 400, contentType: 'text/plain', body: `verify:live checking proxy: this is not the request the page documents:\n${differences.join('\n')}`};
    } else if (method === 'GET') {
      const headers = Object.fromEntries(
        Object.entries(req.headers).flatMap(([name, value]) => (NOT_FORWARDED.has(name) || value === undefined ? [] : [[name, Array.isArray(value) ? value.join(', ') : value]])),
      );
      const response = await fetch(`${this.appUrl()}${url}`, {method, headers, signal: AbortSignal.timeout(TIMEOUT_MS)});
      const contentType = response.headers.get('content-type') ?? undefined;
      answer = {status: response.status, ...(contentType !== undefined ? {contentType} : {}), body: await response.text()};
      forwarded = true;
    } else {
      answer = exchange.answer;
    }
    this.received.push({method, url, differences, answer, forwarded});
    return answer;
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

type Run = {code: number | null; stdout: string; stderr: string; timedOut: boolean; error?: string};

function runProcess(file: string, args: string[], options: {cwd: string; env: NodeJS.ProcessEnv}): Promise<Run> {
  return new Promise((resolve) => {
    execFile(file, args, {cwd: options.cwd, env: options.env, timeout: TIMEOUT_MS, maxBuffer: 16 * 1024 * 1024}, (error, stdout, stderr) => {
      const failed = error as (Error & {code?: number | string; killed?: boolean}) | null;
      resolve({
        code: failed ? (typeof failed.code === 'number' ? failed.code : null) : 0,
        stdout: String(stdout),
        stderr: String(stderr),
        timedOut: Boolean(failed?.killed),
        ...(failed && typeof failed.code !== 'number' && !failed.killed ? {error: failed.message} : {}),
      });
    });
  });
}

function excerpt(label: string, text: string): string {
  const lines = text.split('\n').filter((line) => line.trim() !== '');
  if (lines.length === 0) return `    ${label}: (empty)`;
  const shown = lines.slice(0, 12).map((line) => `      ${line.length > 300 ? `${line.slice(0, 297)}…` : line}`);
  return `    ${label}:\n${shown.join('\n')}${lines.length > 12 ? `\n      … ${lines.length - 12} more lines` : ''}`;
}

export type SampleTotals = {
  /** GET requests of samples the proxy forwarded to the app, and writes it answered by replaying. */
  sent: number;
  replayed: number;
  /** Wall-clock seconds the harness waited for samples (what the samples add to a run). */
  waited: number;
};

/**
 * Samples of this many examples run at once (three processes each), while the harness sends the
 * next read-only requests: on two cores, enough to keep both busy while one waits on Strapi.
 */
const IN_FLIGHT = 2;

/**
 * Runs the samples of the examples the harness sent, in the background: `schedule` after each
 * harness request, `settle` before anything that changes the app's data (a write of the harness, a
 * restart), since a sample's GET must read what the harness's request read. Outcomes come in the
 * order the examples were scheduled.
 */
export function startSampleRunner(root: string, appUrl: () => string) {
  const collections = appCollections(root);
  rmSync(SCRATCH, {recursive: true, force: true});
  const totals: SampleTotals = {sent: 0, replayed: 0, waited: 0};
  const outcomes: Outcome<ApiExample>[] = [];
  let queue: Promise<Outcome<ApiExample>[]>[] = [];
  const inFlight = new Set<Promise<unknown>>();

  /** Runs one sample and judges it: exit 0 in time, exactly one request, request-identical, documented answer. */
  async function runOne(kind: SampleKind, text: string, example: ApiExample, exchange: Exchange, env: NodeJS.ProcessEnv): Promise<Outcome<ApiExample>> {
    const proxy = new CheckingProxy({exchange, extraHeaders: Object.keys(example.headers)}, appUrl);
    await proxy.listen();
    const code = substitute(text, exchange.ids).replaceAll(SAMPLE_ORIGIN, proxy.origin);
    let run: Run;
    try {
      if (kind === 'curl') {
        run = await runProcess('bash', ['-c', code], {cwd: root, env});
      } else {
        // Inside tests/strapi-app: `@strapi/client` resolves to the app's installed version.
        const dir = path.join(SCRATCH, example.key);
        mkdirSync(dir, {recursive: true});
        const file = path.join(dir, `${kind}.mjs`);
        writeFileSync(file, code);
        run = await runProcess(process.execPath, [...NODE_FLAGS, file], {cwd: dir, env});
      }
    } finally {
      await proxy.close();
    }
    const received = proxy.received;
    const fail = (why: string, withOutput = true): Outcome<ApiExample> => ({
      example,
      status: 'failed',
      detail: [`  ${LABEL[kind]} sample (${example.method} ${example.path}): ${why}`, ...(withOutput ? [excerpt('stdout', run.stdout), excerpt('stderr', run.stderr)] : [])].join('\n'),
    });
    if (run.timedOut) return fail(`did not finish within ${TIMEOUT_MS / 1000} s`);
    if (run.error) return fail(`could not be started: ${run.error}`);
    if (received.length === 0) return fail(`sent no request${run.code === 0 ? '' : ` and exited with code ${run.code}`}`);
    if (received.length > 1) return fail(`sent ${received.length} requests (${received.map((r) => `${r.method} ${r.url}`).join(', ')}); the page documents one`);
    const [got] = received;
    if (got.forwarded) totals.sent += 1;
    else if (got.differences.length === 0) totals.replayed += 1;
    if (got.differences.length > 0) return fail(`sent a request that differs from the page's:\n${got.differences.map((line) => `    ${line}`).join('\n')}`, false);
    if (run.code !== 0) return fail(`exited with code ${run.code}`);
    const compared = compareAnswer(example, got.answer.status, got.answer.body, new Map(exchange.ids));
    if ('error' in compared) return fail(compared.error, false);
    if (compared.problems.length > 0) {
      return fail(`${got.forwarded ? 'Strapi answered' : 'the replayed answer is'} not the documented response:\n${compared.problems.map(formatMismatch).join('\n')}`, false);
    }
    return {example, status: 'verified'};
  }

  /** The three samples of one example, side by side. */
  async function runSamples(example: ApiExample, exchange: Exchange, env: NodeJS.ProcessEnv): Promise<Outcome<ApiExample>[]> {
    const samples = samplesFor(requestOf(example), example.status, {collections});
    return Promise.all(
      KINDS.map((kind): Promise<Outcome<ApiExample>> => {
        const text = samples[kind];
        if (text === null) return Promise.resolve({example, status: 'excluded', detail: `  ${LABEL[kind]} sample: ${samples.clientReason ?? 'none generated'}`});
        return runOne(kind, text, example, exchange, env);
      }),
    );
  }

  const waiting = async (wait: Promise<unknown>) => {
    const started = Date.now();
    await wait;
    totals.waited += (Date.now() - started) / 1000;
  };

  /** Starts the samples of an example the harness just sent (waits while IN_FLIGHT examples run). */
  async function schedule(run: ApiRun, session: Session): Promise<void> {
    const {example, exchange} = run;
    if (example.skip) {
      queue.push(Promise.resolve(KINDS.map((kind) => ({example, status: 'excluded' as const, detail: `  ${LABEL[kind]} sample: ${example.skip}`}))));
      return;
    }
    if (!exchange) {
      queue.push(Promise.resolve(KINDS.map((kind) => ({example, status: 'failed' as const, detail: `  ${LABEL[kind]} sample not run: the harness could not send the request (see the ApiCall failure)`}))));
      return;
    }
    const env: NodeJS.ProcessEnv = {...process.env};
    for (const name of TOKEN_VARIABLES) delete env[name];
    // The samples speak plain HTTP to the loopback proxy: loading extra CA certificates would only
    // add ~50 ms to each of the 200 Node starts.
    delete env.NODE_EXTRA_CA_CERTS;
    const variable = tokenVariable(example.auth);
    const token = await bearer(example, session);
    if (variable && token) env[variable] = token;
    while (inFlight.size >= IN_FLIGHT) await waiting(Promise.race(inFlight));
    const running = runSamples(example, exchange, env);
    // Settles either way (a failure surfaces from `settle`), then frees its place.
    const tracked: Promise<void> = running.then(
      () => undefined,
      () => undefined,
    ).then(() => {
      inFlight.delete(tracked);
    });
    inFlight.add(tracked);
    queue.push(running);
  }

  /** Waits for every scheduled sample: call before the app's data changes. */
  async function settle(): Promise<void> {
    const pending = queue;
    queue = [];
    const done = Promise.all(pending);
    await waiting(done);
    for (const batch of await done) outcomes.push(...batch);
  }

  return {schedule, settle, outcomes, totals};
}
