/**
 * The responses the reference app really returned for the docs' <ApiCall> requests, recorded by
 * `npm run verify:live -- --record` into src/data/verified-responses.json and checked on every
 * `npm run verify:live` run (a recording that no longer matches what the app answers fails the run).
 * The site's Try it shows them in its "Verified response" mode, labelled with the Strapi version and
 * the day they were recorded: never a made-up response.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';

export const RECORDED_FILE = 'src/data/verified-responses.json';

/** Response headers worth keeping: what a reader looks at, nothing that changes on every run. */
export const RECORDED_HEADERS = ['content-type'] as const;

export type RecordedResponse = {
  status: number;
  headers: Record<string, string>;
  /** The body exactly as the app sent it (text; '' for none). */
  body: string;
};

export type RecordedResponses = {
  /** The @strapi/strapi version of the reference app that answered. */
  strapi: string;
  /** Day of the recording, YYYY-MM-DD. */
  recorded: string;
  /** By request key (scripts/verify-live/extract.mts requestKey). */
  responses: Record<string, RecordedResponse>;
};

export function readRecorded(siteDir: string): RecordedResponses | undefined {
  const file = path.join(siteDir, RECORDED_FILE);
  if (!existsSync(file)) return undefined;
  return JSON.parse(readFileSync(file, 'utf8')) as RecordedResponses;
}
