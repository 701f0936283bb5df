/**
 * Try it files: for every <ApiCall> of the docs, `try-it/<key>.json` in the build, which the page's
 * Try it panel and sample tabs fetch when the reader opens them (src/components/ApiCall): the request
 * as the page declares it, its cURL, fetch and @strapi/client samples (./samples.ts), the documented
 * status, and the response the reference app returned for it in the last recording (./recorded.ts),
 * or why there is none. Written by the markdown-twins step, which already has each page's examples.
 */
import {mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {ApiExample} from '../../../../scripts/verify-live/extract.mts';
import {readRecorded, type RecordedResponse} from './recorded';
import type {ApiRequest, Samples} from './samples';

export const TRY_IT_DIR = 'try-it';

export type TryItFile = {
  key: string;
  /** The page's path under the site (baseUrl included). */
  page: string;
  title: string;
  request: ApiRequest;
  /** The status the page documents. */
  status: number;
  samples: Samples;
  /** The recorded response, with the Strapi version and day it came from. */
  verified: (RecordedResponse & {strapi: string; recorded: string}) | null;
  /** Why `verified` is null: the page's skip reason, or that no recording exists yet. */
  unverified?: string;
};

export function requestOf(example: Pick<ApiExample, 'method' | 'path' | 'auth' | 'headers' | 'body'>): ApiRequest {
  return {method: example.method, path: example.path, auth: example.auth, headers: example.headers, ...(example.body !== undefined ? {body: example.body} : {})};
}

/** One file's content for one example of a page, with the samples the twins step generated for it. */
export function tryItFile(example: ApiExample, samples: Samples, page: string, recorded: ReturnType<typeof readRecorded>): TryItFile {
  const request = requestOf(example);
  const recording = example.skip ? undefined : recorded?.responses[example.key];
  return {
    key: example.key,
    page,
    title: example.title,
    request,
    status: example.status,
    samples,
    verified: recording && recorded ? {...recording, strapi: recorded.strapi, recorded: recorded.recorded} : null,
    ...(recording
      ? {}
      : {unverified: example.skip ? `CI does not run this request: ${example.skip}` : 'No response has been recorded for this request yet (npm run verify:live -- --record).'}),
  };
}

export async function writeTryItFiles({outDir, siteDir, pages}: {
  outDir: string;
  siteDir: string;
  /** Each page's examples and, in the same order, their samples. */
  pages: ReadonlyArray<{permalink: string; examples: readonly ApiExample[]; samples: readonly Samples[]}>;
}): Promise<string> {
  if (!pages.some(({examples}) => examples.length > 0)) return `${TRY_IT_DIR}/ none (no <ApiCall> in this build)`;
  const recorded = readRecorded(siteDir);
  const dir = path.join(outDir, TRY_IT_DIR);
  await mkdir(dir, {recursive: true});
  let files = 0;
  let verified = 0;
  for (const {permalink, examples, samples} of pages) {
    for (const [index, example] of examples.entries()) {
      const file = tryItFile(example, samples[index], permalink, recorded);
      await writeFile(path.join(dir, `${example.key}.json`), JSON.stringify(file));
      files += 1;
      if (file.verified) verified += 1;
    }
  }
  return `${TRY_IT_DIR}/ ${files} request files (${verified} with a recorded response)`;
}
