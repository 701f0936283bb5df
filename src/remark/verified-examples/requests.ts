/**
 * The requests to Strapi that a page shows outside its <ApiCall>s, which `npm run verify:live` sends to
 * the reference app (scripts/verify-live/requests.mts):
 * - every Strapi REST URL in a fenced code block (curl lines, fetch calls, `GET /api/…` lines, the
 *   integration guides): a path under `/api/` written after a Strapi address (`http://localhost:1337`,
 *   `${STRAPI_URL}`, `$STRAPI_URL`…) or after an HTTP method. Paths that a front end serves itself
 *   (`fetch('/api/draft')` in a Next.js route) have neither and are not requests to Strapi;
 * - every status a page promises in prose or a table for a request, declared next to the promise with a
 *   comment the reader does not see: `{/* request: GET /api/articles?sort=title:up as public -> 400
 *   "Invalid order. order can only be one of asc|desc|ASC|DESC" *\/}`.
 * A fence may exclude its URLs with `skip-requests="reason"`; Strapi 4 sides (`<Side title="Strapi 4…">`)
 * are excluded and counted. Read the same way by the check and by the status page.
 */
import {createRequire} from 'node:module';
import type {Code, Parent} from 'mdast';
import ts from 'typescript';
import type {Node} from 'unist';
import {visit} from 'unist-util-visit';
import {parsePage, type ParsedPage} from '../../../scripts/content-gates/parse.mts';
import {codeBlocksWithSide, STRAPI_4_SIDE} from './samples';

const require = createRequire(import.meta.url);
const qs = require('qs') as {stringify: (value: unknown, options?: object) => string};

/** A placeholder standing for one id in a path: `:id`, `$DOCUMENT_ID`, `${documentId}`, `{id}`, `<documentId>`. */
export const ID_PLACEHOLDER = /^(?::\w+|\$[A-Z_]+|\$\{\w+\}|\{\w+\}|<\w+>)$/;

export const REQUEST_AUTHS = ['public', 'token', 'read-only-token', 'expired-token', 'user', 'admin', 'bad-token'] as const;
export type RequestAuth = (typeof REQUEST_AUTHS)[number];

export type PageRequest = {
  file: string;
  line: number;
  method: string;
  /** Path and query from `/api/`, placeholders (`:id`, `$DOCUMENT_ID`, `${documentId}`) left as written. */
  path: string;
  auth: RequestAuth;
  /** `ok`: a 2xx answer (GET) or a route that exists (other methods); a number: that status. */
  expect: 'ok' | number;
  /** The error message the page promises (`error.message` of the answer). */
  message?: string;
  /** Where the request was read: a code block or a declared promise. */
  from: 'code' | 'promise';
  skip?: string;
};

/** Languages whose blocks draw or log, not requests a reader sends. */
const NOT_REQUESTS = new Set(['mermaid', 'text', 'log', 'console']);
const METHODS = 'GET|POST|PUT|PATCH|DELETE';
/**
 * A Strapi address before `/api/`: a URL on port 1337 or a variable naming Strapi, its URL or its API
 * (`${STRAPI_URL}`, `$STRAPI_URL`, `{$strapiUrl}`, `#{base_url}`, `${config.public.strapiUrl}`).
 */
const STRAPI_BASE = String.raw`(?:https?:\/\/[\w.-]+:1337|\$\{[\w.]*(?:strapi|STRAPI|baseUrl|BASE_URL|apiUrl|API_URL)[\w.]*\}|\$(?:STRAPI|BASE|API)_?URL\b|\{\$\w*(?:strapi|Strapi|base|Base)\w*\}|#\{\w*(?:strapi|base)\w*\})`;
const URL_IN_CODE = new RegExp(String.raw`(?:${STRAPI_BASE}|\b(${METHODS})\s+)(\/api\/[^\s'"\`)<>\\,;]*)`, 'g');
const PROMISE = new RegExp(String.raw`^\s*\/\*\s*request:\s*(${METHODS})\s+(\/\S+)(?:\s+as\s+([\w-]+))?\s*->\s*(\d{3})(?:\s+"((?:[^"\\]|\\.)*)")?\s*\*\/\s*$`);

/**
 * The HTTP method a code block uses for the URL on this line: written before it, or set in the same
 * call (this line and the next ones, up to a blank line or the next URL).
 */
function methodOf(lines: string[], index: number, written: string | undefined): string {
  if (written) return written;
  const call = [lines[index]];
  for (const next of lines.slice(index + 1, index + 6)) {
    if (next.trim() === '' || next.includes('/api/')) break;
    call.push(next);
  }
  return /(?:-X\s*|--request\s+|method:\s*['"`])(POST|PUT|PATCH|DELETE)\b/i.exec(call.join('\n'))?.[1]?.toUpperCase() ?? 'GET';
}

function authOf(path: string): RequestAuth {
  // The users-permissions routes about the logged-in user need that user's JWT.
  return /^\/api\/(?:users\/me|auth\/(?:refresh|logout))/.test(path) ? 'user' : 'token';
}

export function codeRequests(file: string, code: Code, side?: string): PageRequest[] {
  if (NOT_REQUESTS.has(code.lang ?? '')) return [];
  const skip = /(?:^|\s)skip-requests="([^"]*)"/.exec(code.meta ?? '')?.[1];
  const lines = code.value.split('\n');
  const found: PageRequest[] = [];
  lines.forEach((text, index) => {
    for (const match of text.matchAll(URL_IN_CODE)) {
      const path = match[2].replace(/[.:]+$/, '');
      if (path === '/api/' || /^\/api\/\.\.\./.test(path)) continue;
      const method = methodOf(lines, index, match[1]);
      const reason = skip !== undefined ? skip || 'no reason given'
        : side && STRAPI_4_SIDE.test(side) ? 'a Strapi 4 request, shown for comparison'
        : undefined;
      found.push({
        file,
        line: (code.position?.start.line ?? 0) + 1 + index,
        method,
        path,
        auth: authOf(path),
        expect: 'ok',
        from: 'code',
        ...(reason !== undefined ? {skip: reason} : {}),
      });
    }
  });
  return found;
}

/**
 * The value of a literal as far as it is written out: objects, arrays, strings, numbers, booleans and
 * null; anything computed (a variable, a call, a condition) is `undefined`, which `qs.stringify` leaves
 * out, so what is sent is what the block writes.
 */
function literalValue(node: ts.Node): unknown {
  if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isSatisfiesExpression(node)) return literalValue(node.expression);
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isNumericLiteral(node)) return Number(node.text);
  if (node.kind === ts.SyntaxKind.TrueKeyword) return true;
  if (node.kind === ts.SyntaxKind.FalseKeyword) return false;
  if (node.kind === ts.SyntaxKind.NullKeyword) return null;
  if (ts.isArrayLiteralExpression(node)) return node.elements.map(literalValue).filter((value) => value !== undefined);
  if (ts.isObjectLiteralExpression(node)) {
    const out: Record<string, unknown> = {};
    for (const property of node.properties) {
      if (!ts.isPropertyAssignment(property)) continue;
      const key = ts.isIdentifier(property.name) || ts.isStringLiteral(property.name) || ts.isNumericLiteral(property.name) ? property.name.text : undefined;
      if (key !== undefined) out[key] = literalValue(property.initializer);
    }
    return out;
  }
  return undefined;
}

const stringify = (value: unknown) => qs.stringify(value, {encodeValuesOnly: true});

/**
 * The query strings a block writes out: `const x = qs.stringify({…})` by variable name, and the
 * calls of a page helper that takes an API path and a query object (`strapiGet('/articles', {…})`),
 * as requests at the call's line.
 */
export function literalQueries(code: string, helpers: ReadonlySet<string> = new Set()): {variables: Map<string, string>; calls: Array<{line: number; path: string}>} {
  const variables = new Map<string, string>();
  const calls: Array<{line: number; path: string}> = [];
  const source = ts.createSourceFile('block.tsx', code, ts.ScriptTarget.ES2022, true, ts.ScriptKind.TSX);
  const visit = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer && ts.isCallExpression(node.initializer)) {
      const [argument] = node.initializer.arguments;
      if (node.initializer.expression.getText(source) === 'qs.stringify' && argument && ts.isObjectLiteralExpression(argument)) {
        variables.set(node.name.text, stringify(literalValue(argument)));
      }
    }
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && helpers.has(node.expression.text)) {
      // The API path is the first string argument (a helper may take `fetch` first); the query is the
      // object after it, or its `query` key when the helper takes an options object.
      const at = node.arguments.findIndex((argument) => ts.isStringLiteral(argument) || ts.isNoSubstitutionTemplateLiteral(argument));
      const pathArgument = node.arguments[at] as ts.StringLiteral | undefined;
      const query = node.arguments[at + 1];
      if (at >= 0 && pathArgument && /^\/?[\w-]+(?:\/[\w-]+)*$/.test(pathArgument.text)) {
        let value = query && ts.isObjectLiteralExpression(query) ? literalValue(query) : undefined;
        if (value && typeof value === 'object' && 'query' in value) value = (value as {query: unknown}).query;
        const search = value === undefined ? '' : stringify(value);
        const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
        calls.push({line, path: `/api/${pathArgument.text.replace(/^\//, '')}${search ? `?${search}` : ''}`});
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return {variables, calls};
}

/** Functions a page defines that send `/api${path}` with a query built by `qs.stringify`. */
function requestHelpers(blocks: readonly Code[]): Set<string> {
  const helpers = new Set<string>();
  for (const code of blocks) {
    for (const match of code.value.matchAll(/(?:function\s+(\w+)|(?:const|let)\s+(\w+)\s*=\s*(?:async\s*)?\()[\s\S]*?\n\}/g)) {
      if (/\/api\$\{|\/api\/\$\{/.test(match[0]) && /qs\.stringify/.test(match[0])) helpers.add(match[1] ?? match[2]);
    }
  }
  return helpers;
}

/**
 * What can be sent as written: a query string built from a literal becomes that string; a request whose
 * path or query is built at run time from values the block does not write out, or that deletes, is
 * excluded with that reason.
 */
function settle(request: PageRequest, queries: Map<string, string>): PageRequest {
  if (request.skip !== undefined) return request;
  if (request.method === 'DELETE') return {...request, skip: 'a DELETE request: sending it would remove seeded content (the ApiCalls run deletions on a fresh app)'};
  const index = request.path.indexOf('?');
  let [pathPart, query] = index < 0 ? [request.path, undefined] : [request.path.slice(0, index), request.path.slice(index + 1)];
  const built = query === undefined ? null : /^\$\{(\w+)\}$|^\{\$(\w+)\}$/.exec(query);
  if (built) query = queries.get(built[1] ?? built[2]);
  const runtime = /\$\{|#\{|\{\$|\$\w/;
  if ((built && query === undefined) || (query !== undefined && runtime.test(query))) {
    return {...request, skip: 'its query string is built at run time from values the block does not write out'};
  }
  if (pathPart.split('/').some((segment) => runtime.test(segment) && !ID_PLACEHOLDER.test(segment))) {
    return {...request, skip: 'its path is built at run time from values the block does not write out'};
  }
  return {...request, path: query === undefined ? pathPart : `${pathPart}?${query}`};
}

/** Every request of a page: URLs of its code blocks, then the statuses it promises. */
export function pageRequests(file: string, source: string, page: ParsedPage = parsePage(file, source)): {requests: PageRequest[]; problems: string[]} {
  // The query strings the page's blocks build from literals, by variable name, and its helper calls.
  const scripts = page.codeBlocks.filter((code) => /^(?:[jt]sx?|vue|svelte)$/.test(code.lang ?? ''));
  const helpers = requestHelpers(scripts);
  const queries = new Map<string, string>();
  const helperCalls: PageRequest[] = [];
  for (const code of scripts) {
    const found = literalQueries(code.value, helpers);
    for (const [name, value] of found.variables) queries.set(name, value);
    for (const call of found.calls) {
      helperCalls.push({file, line: (code.position?.start.line ?? 0) + 1 + call.line, method: 'GET', path: call.path, auth: 'token', expect: 'ok', from: 'code'});
    }
  }
  const requests = codeBlocksWithSide(page.tree as Parent).flatMap(({code, side}) => codeRequests(file, code, side).map((request) => settle(request, queries)));
  requests.push(...helperCalls);
  const problems: string[] = [];
  visit(page.tree as Node, (node) => {
    if (node.type !== 'mdxTextExpression' && node.type !== 'mdxFlowExpression') return;
    const value = (node as Node & {value: string}).value;
    if (!/^\s*\/\*\s*request:/.test(value)) return;
    const line = node.position?.start.line ?? 0;
    const match = PROMISE.exec(value);
    if (!match) {
      problems.push(`${file}:${line}: a request promise reads {/* request: GET /api/… [as public] -> 403 ["message"] */}`);
      return;
    }
    const auth = (match[3] ?? 'token') as RequestAuth;
    if (!REQUEST_AUTHS.includes(auth)) {
      problems.push(`${file}:${line}: "as ${auth}" is not one of ${REQUEST_AUTHS.join(', ')}`);
      return;
    }
    requests.push({
      file,
      line,
      method: match[1],
      path: match[2],
      auth,
      expect: Number(match[4]),
      ...(match[5] !== undefined ? {message: match[5].replace(/\\(.)/g, '$1')} : {}),
      from: 'promise',
    });
  });
  return {requests, problems};
}
