/**
 * The verified responses of src/data/verified-responses.json (format: src/plugins/post-build/try-it/recorded.ts),
 * which the site's Try it shows when the reader has no Strapi of their own.
 * - `npm run verify:live -- --record` keeps, for every <ApiCall> that got its documented response,
 *   what the app answered the harness (status, `content-type`, body text exactly).
 * - Every other run compares each recording with what the app answers now, by the rules of
 *   compare.mts with nothing partial (ids and timestamps are volatile, the rest must be the same), so
 *   a recording never outlives the Strapi behaviour it shows.
 */
import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {RECORDED_FILE, RECORDED_HEADERS, type RecordedResponse, type RecordedResponses} from '../../src/plugins/post-build/try-it/recorded.ts';
import type {ApiRun, Exchange} from './api-examples.mts';
import {compareError, compareJson, formatMismatch, isErrorBody, type Mismatch, type Outcome} from './compare.mts';
import type {ApiExample} from './extract.mts';

export const RERECORD = 're-record with npm run verify:live -- --record';

/** Zero-width characters of Content Source Maps: they encode ids that change with every seeding. */
const INVISIBLE = /[\u200B-\u200D\u2060-\u2064\uFEFF]/g;

export function recordingOf(answer: Exchange['answer']): RecordedResponse {
  const headers: Record<string, string> = {};
  for (const name of RECORDED_HEADERS) {
    if (name === 'content-type' && answer.contentType !== undefined) headers[name] = answer.contentType;
  }
  return {status: answer.status, headers, body: answer.body};
}

function json(text: string): {value: unknown} | undefined {
  if (text === '') return {value: null};
  try {
    return {value: JSON.parse(text)};
  } catch {
    return undefined;
  }
}

function visible(value: unknown): unknown {
  if (typeof value === 'string') return value.replace(INVISIBLE, '');
  if (Array.isArray(value)) return value.map(visible);
  if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, visible(item)]));
  return value;
}

/** How a recording differs from the real answer (none: it still holds). */
export function recordingMismatches(recorded: RecordedResponse, real: RecordedResponse): Mismatch[] {
  const out: Mismatch[] = [];
  if (recorded.status !== real.status) out.push({path: 'status', documented: recorded.status, real: real.status, reason: 'status differs'});
  for (const name of RECORDED_HEADERS) {
    if (recorded.headers[name] !== real.headers[name]) out.push({path: name, documented: recorded.headers[name], real: real.headers[name], reason: 'header differs'});
  }
  const before = json(recorded.body);
  const now = json(real.body);
  if (!before || !now) {
    // Not JSON (HTML, text): the exact text.
    if (recorded.body !== real.body) out.push({path: '(body)', documented: recorded.body.slice(0, 200), real: real.body.slice(0, 200), reason: 'body differs'});
    return out;
  }
  if (real.status >= 400 && isErrorBody(before.value)) {
    out.push(...compareError(before.value, now.value));
  } else {
    out.push(...compareJson(visible(before.value), visible(now.value), {partial: false}));
  }
  return out;
}

/**
 * The outcome of one example's recording: with `record`, whether it is kept (only a response that
 * matched the page is); otherwise whether the recording still matches what the app answered.
 */
export function checkRecording(run: ApiRun, recorded: RecordedResponses | undefined, record: boolean, into: Map<string, RecordedResponse>): Outcome<ApiExample> {
  const {example, exchange} = run;
  if (!exchange || run.status !== 'verified') {
    return {example, status: 'failed', detail: `  no response to ${record ? 'record' : 'compare the recording with'}: the request did not get its documented response (see the ApiCall failure)`};
  }
  const real = recordingOf(exchange.answer);
  if (record) {
    into.set(example.key, real);
    return {example, status: 'verified'};
  }
  const before = recorded?.responses[example.key];
  if (!before) {
    return {example, status: 'failed', detail: `  no recorded response for ${example.method} ${example.path} (key ${example.key}): ${RERECORD}`};
  }
  const mismatches = recordingMismatches(before, real);
  if (mismatches.length === 0) return {example, status: 'verified'};
  return {
    example,
    status: 'failed',
    detail: `  the recorded response (Strapi ${recorded?.strapi}, ${recorded?.recorded}) is no longer what the app answers:\n${mismatches.map(formatMismatch).join('\n')}\n  ${RERECORD}`,
  };
}

export function readRecordings(root: string): RecordedResponses | undefined {
  const file = path.join(root, RECORDED_FILE);
  if (!existsSync(file)) return undefined;
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as RecordedResponses;
  } catch (error) {
    throw new Error(`${RECORDED_FILE} is not valid JSON (${(error as Error).message}): ${RERECORD}`);
  }
}

/** Today as YYYY-MM-DD (UTC). */
export function today(): string {
  return new Date().toISOString().slice(0, 10);
}

/**
 * Writes the recordings, keys sorted so a diff shows what changed. A run over some pages (`--only`)
 * keeps the other pages' recordings, dropping those whose request no longer exists in the docs.
 */
export function writeRecordings(
  root: string,
  {strapi, fresh, keep, existing}: {strapi: string; fresh: Map<string, RecordedResponse>; keep?: ReadonlySet<string>; existing?: RecordedResponses},
): {file: string; count: number} {
  const all = new Map<string, RecordedResponse>();
  if (keep && existing) {
    for (const [key, response] of Object.entries(existing.responses)) if (keep.has(key)) all.set(key, response);
  }
  for (const [key, response] of fresh) all.set(key, response);
  const responses = Object.fromEntries(
    [...all.keys()].sort().map((key) => {
      const {status, headers, body} = all.get(key)!;
      return [key, {status, headers: Object.fromEntries(Object.entries(headers).sort(([a], [b]) => a.localeCompare(b))), body}];
    }),
  );
  const content: RecordedResponses = {strapi, recorded: today(), responses};
  const file = path.join(root, RECORDED_FILE);
  writeFileSync(file, `${JSON.stringify(content, null, 2)}\n`);
  return {file: RECORDED_FILE, count: all.size};
}
