/**
 * Finds the examples a page makes checkable: every <ApiCall> (request, auth, documented response)
 * and every code block marked `runnable` (Document Service / Query Engine code and its documented
 * output). Reads MDX the way the content gates do.
 */
import {createHash} from 'node:crypto';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {Code, RootContent} from 'mdast';
import type {MdxJsxAttribute, MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import {visit} from 'unist-util-visit';
import {parsePage} from '../content-gates/parse.mts';

export type Auth = 'public' | 'token' | 'read-only-token' | 'expired-token' | 'user' | 'admin';
export const AUTH_KINDS: readonly Auth[] = ['public', 'token', 'read-only-token', 'expired-token', 'user', 'admin'];

export type ApiExample = {
  kind: 'api';
  /**
   * Names this request across the build, the recorded responses and the site's Try it files: a hash
   * of the page and the request (see requestKey), so it survives edits elsewhere on the page.
   */
  key: string;
  file: string;
  line: number;
  title: string;
  method: string;
  path: string;
  auth: Auth;
  /** The page asks for a GraphQL tab (`<ApiCall graphql>`), generated from this request (src/plugins/post-build/try-it/graphql.ts). */
  graphql?: boolean;
  /** One extra request header the page shows (`header="Name: value"`). */
  headers: Record<string, string>;
  body?: string;
  status: number;
  /** The documented JSON response body, if the page shows one. */
  response?: string;
  /** The page shortens the response on purpose (a visible "some fields omitted" note). */
  partial: boolean;
  /** Why this example is not run, when the page says so with `skip="…"`. */
  skip?: string;
};

export type CodeExample = {
  kind: 'code';
  file: string;
  line: number;
  code: string;
  /** The documented output (the next fenced JSON block), if any. */
  output?: string;
  partial: boolean;
  skip?: string;
};

function attribute(node: MdxJsxFlowElement, name: string): string | true | undefined {
  const found = node.attributes.find(
    (item): item is MdxJsxAttribute => item.type === 'mdxJsxAttribute' && item.name === name,
  );
  if (!found) {
    return undefined;
  }
  if (found.value === null || found.value === undefined) {
    return true;
  }
  return typeof found.value === 'string' ? found.value : found.value.value;
}

function stringAttribute(node: MdxJsxFlowElement, name: string): string | undefined {
  const value = attribute(node, name);
  return typeof value === 'string' ? value : undefined;
}

function firstCode(node: MdxJsxFlowElement, lang?: string): Code | undefined {
  let found: Code | undefined;
  visit(node, 'code', (code: Code) => {
    if (!lang || code.lang === lang) found ??= code;
  });
  return found;
}

function childElement(node: MdxJsxFlowElement, name: string): MdxJsxFlowElement | undefined {
  return node.children.find(
    (child): child is MdxJsxFlowElement => child.type === 'mdxJsxFlowElement' && child.name === name,
  );
}

/** Reads `runnable`, `runnable="skip: reason"` and `partial` from a fence's meta. */
export function runnableMeta(meta: string | null | undefined): {runnable: boolean; skip?: string; partial: boolean} {
  const match = /(?:^|\s)runnable(?:="([^"]*)")?(?=\s|$)/.exec(meta ?? '');
  const partial = /(?:^|\s)partial(?=\s|$)/.test(meta ?? '');
  if (!match) {
    return {runnable: false, partial};
  }
  const skip = /^skip:\s*(.+)$/.exec(match[1] ?? '');
  return {runnable: true, skip: skip?.[1]?.trim(), partial};
}

/**
 * The key of a page's request: 12 hex digits of the SHA-256 of its page (path under the repository,
 * `docs/…`), method, path, auth, header and body (whitespace outside JSON strings ignored), plus the
 * count of identical requests above it on the page (`-2`, `-3`…).
 */
export function requestKey(file: string, request: {method: string; path: string; auth: string; headers: Record<string, string>; body?: string}, occurrence = 1): string {
  let body = request.body?.trim() ?? '';
  try {
    if (body) body = JSON.stringify(JSON.parse(body));
  } catch {
    // Not JSON: the check reports it; the key uses the text as written.
  }
  const identity = JSON.stringify([file.replace(/\\/g, '/'), request.method, request.path, request.auth, request.headers, body]);
  const hash = createHash('sha256').update(identity).digest('hex').slice(0, 12);
  return occurrence > 1 ? `${hash}-${occurrence}` : hash;
}

/** Pages with neither an <ApiCall> nor a `runnable` block have no example: most pages, and parsing them is most of the time. */
const MAY_HOLD_EXAMPLES = /<ApiCall\b|runnable/;

export function extractExamples(file: string, source: string): {api: ApiExample[]; code: CodeExample[]; problems: string[]} {
  if (!MAY_HOLD_EXAMPLES.test(source)) return {api: [], code: [], problems: []};
  const {tree} = parsePage(file, source);
  const api: ApiExample[] = [];
  const code: CodeExample[] = [];
  const problems: string[] = [];
  const where = (node: {position?: {start: {line: number}}}) => `${file}:${node.position?.start.line ?? 0}`;
  const seen = new Map<string, number>();

  visit(tree, 'mdxJsxFlowElement', (node: MdxJsxFlowElement) => {
    if (node.name !== 'ApiCall') {
      return;
    }
    const request = childElement(node, 'Request');
    const response = childElement(node, 'Response');
    if (!request || !response) {
      problems.push(`${where(node)}: an <ApiCall> needs a <Request> and a <Response>.`);
      return;
    }
    const method = stringAttribute(request, 'method');
    const requestPath = stringAttribute(request, 'path');
    const status = Number(attribute(response, 'status'));
    const auth = (stringAttribute(request, 'auth') ?? 'token') as Auth;
    if (!method || !requestPath || !Number.isInteger(status)) {
      problems.push(`${where(node)}: <Request> needs method and path, <Response> a numeric status.`);
      return;
    }
    if (!AUTH_KINDS.includes(auth)) {
      problems.push(`${where(node)}: auth="${auth}" is not one of ${AUTH_KINDS.join(', ')}.`);
      return;
    }
    const header = stringAttribute(request, 'header');
    const headerMatch = header === undefined ? undefined : /^([\w-]+):\s*(.+)$/.exec(header);
    if (header !== undefined && !headerMatch) {
      problems.push(`${where(node)}: header="${header}" must read "Name: value".`);
      return;
    }
    const skip = attribute(node, 'skip');
    if (skip === true || skip === '') {
      problems.push(`${where(node)}: skip needs a written reason, e.g. skip="needs an SMTP server".`);
      return;
    }
    const headers = headerMatch ? {[headerMatch[1]]: headerMatch[2]} : {};
    const body = firstCode(request, 'json')?.value;
    const base = requestKey(file, {method, path: requestPath, auth, headers, body});
    const occurrence = (seen.get(base) ?? 0) + 1;
    seen.set(base, occurrence);
    api.push({
      kind: 'api',
      key: occurrence > 1 ? `${base}-${occurrence}` : base,
      file,
      line: node.position?.start.line ?? 0,
      title: stringAttribute(request, 'title') ?? `${method} ${requestPath}`,
      method,
      path: requestPath,
      auth,
      headers,
      body,
      status,
      response: firstCode(response, 'json')?.value,
      partial: attribute(response, 'partial') !== undefined,
      skip,
      ...(attribute(node, 'graphql') !== undefined ? {graphql: true} : {}),
    });
  });

  // Runnable code blocks, in document order, each paired with the next JSON block as its output.
  const blocks: Code[] = [];
  visit(tree, 'code', (node: Code) => {
    blocks.push(node);
  });
  blocks.forEach((block, index) => {
    const meta = runnableMeta(block.meta);
    if (!meta.runnable) {
      return;
    }
    if (meta.skip === '' ) {
      problems.push(`${where(block)}: runnable="skip: …" needs a reason.`);
      return;
    }
    const next = blocks[index + 1] as Code | undefined;
    const output = next && next.lang === 'json' && !runnableMeta(next.meta).runnable ? next : undefined;
    code.push({
      kind: 'code',
      file,
      line: block.position?.start.line ?? 0,
      code: block.value,
      output: output?.value,
      partial: output ? runnableMeta(output.meta).partial : false,
      skip: meta.skip,
    });
  });
  return {api, code, problems};
}

export function extractFile(root: string, file: string) {
  return extractExamples(path.relative(root, file), readFileSync(file, 'utf8'));
}

export type {RootContent};
