/**
 * docs-mcp.json for the docs MCP server (packages/docs-mcp): per page, what CI proves on it (the
 * words of its "Verified against" mark), and every <ApiCall> with its `skip` reason, which the
 * twins do not show. Called by writeMarkdownTwins, which already has each page's MDX source and
 * `proven` (provenOn): nothing is counted twice; only pages with an <ApiCall> are parsed again, by
 * extractExamples (about 30 pages, 2.5 s). The format, its writer and its reader are
 * packages/docs-mcp/src/docs-index.js.
 */
import {writeFile} from 'node:fs/promises';
import path from 'node:path';
import {DOCS_INDEX_FILE, docsIndexJson} from '../../../../packages/docs-mcp/src/docs-index.js';
import type {ApiExample} from '../../../../scripts/verify-live/extract.mts';
import {AUTH_LABEL} from '../../../components/ApiCall/auth';
import type {Samples} from '../try-it/samples';
import type {TwinDoc} from './model';

export async function writeDocsMcpIndex({outDir, origin, baseUrl, strapiVersion, pages}: {
  outDir: string;
  /** `siteConfig.url` without a trailing slash. */
  origin: string;
  baseUrl: string;
  strapiVersion: string;
  pages: ReadonlyArray<{doc: TwinDoc; proven: string; examples: readonly ApiExample[]; samples: readonly Samples[]}>;
}): Promise<string> {
  const indexed = pages.map(({doc, proven, examples, samples}) => ({
    url: `${origin}${doc.permalink}`,
    title: doc.title,
    area: doc.area,
    verified: proven,
    examples: examples.map((example, index) => ({...example, samples: samples[index]})),
  }));
  await writeFile(path.join(outDir, DOCS_INDEX_FILE), docsIndexJson({site: `${origin}${baseUrl}`, strapiVersion, authLabels: AUTH_LABEL, pages: indexed}));
  const examples = indexed.reduce((sum, page) => sum + page.examples.length, 0);
  return `${DOCS_INDEX_FILE} ${indexed.length} pages, ${examples} API examples`;
}
