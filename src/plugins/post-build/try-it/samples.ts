/**
 * One request model, three samples: every <ApiCall> of the docs declares a request (method, path,
 * auth, one optional header, an optional JSON body); this module writes it as a cURL command, a
 * `fetch` script and an `@strapi/client` script. Nothing is written twice by hand: the build puts the
 * samples into `try-it/<key>.json` (src/plugins/post-build/try-it), the Markdown twins print them,
 * and `npm run verify:live` runs each one (curl with the real `curl`, the scripts with Node) against
 * the reference app (scripts/verify-live/samples.mts).
 *
 * Runs at build and verification time only (Node); the reader's browser receives the finished text.
 */
import qs from 'qs';
import type {Auth} from '../../../components/ApiCall/auth';

/** Where the samples send their request: a Strapi started with `npm run develop`. */
export const SAMPLE_ORIGIN = 'http://localhost:1337';

export type ApiRequest = {
  method: string;
  /** Path and query string, exactly as the page writes them (`/api/restaurants?fields[0]=name`). */
  path: string;
  auth: Auth;
  /** At most one extra header (`header="Name: value"` on the page). */
  headers: Record<string, string>;
  /** The JSON body as the page writes it, if any. */
  body?: string;
};

export type SampleKind = 'curl' | 'fetch' | 'client';

export type Samples = {
  curl: string;
  fetch: string;
  /** null when the client cannot send this request; `clientReason` says why. */
  client: string | null;
  clientReason?: string;
  /** The GraphQL operation, on the examples whose page asks for it (`<ApiCall graphql>`, ./graphql.ts). */
  graphql?: string;
};

/**
 * The environment variable a sample reads its bearer token from: an API token for the token kinds,
 * an end user's JWT (from `POST /api/auth/local`), an administrator's session token for admin routes.
 */
export function tokenVariable(auth: Auth): string | undefined {
  switch (auth) {
    case 'public':
      return undefined;
    case 'user':
      return 'STRAPI_JWT';
    case 'admin':
      return 'STRAPI_ADMIN_TOKEN';
    default:
      return 'STRAPI_TOKEN';
  }
}

/** A string as one POSIX shell word, in single quotes. */
export function shellQuote(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

function parsedBody(request: ApiRequest): unknown {
  return request.body === undefined ? undefined : JSON.parse(request.body);
}

/** The body as the page writes it, indented two spaces (the page's own layout is kept). */
function bodyText(request: ApiRequest): string {
  return JSON.stringify(parsedBody(request), null, 2);
}

export function curlSample(request: ApiRequest): string {
  const url = `${SAMPLE_ORIGIN}${request.path}`;
  // -g: brackets in Strapi's query strings are not curl URL globs.
  const first = ['curl', ...(/[[\]{}]/.test(url) ? ['-g'] : []), ...(request.method === 'GET' ? [] : ['-X', request.method]), shellQuote(url)].join(' ');
  const lines = [first];
  const variable = tokenVariable(request.auth);
  if (variable) lines.push(`-H "Authorization: Bearer $${variable}"`);
  for (const [name, value] of Object.entries(request.headers)) lines.push(`-H ${shellQuote(`${name}: ${value}`)}`);
  if (request.body !== undefined) {
    lines.push(`-H 'Content-Type: application/json'`);
    lines.push(`-d ${shellQuote(bodyText(request))}`);
  }
  return lines.join(' \\\n  ');
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** A JSON value as a JavaScript literal: single quotes, bare keys where they are identifiers. */
export function jsLiteral(value: unknown, indent = ''): string {
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    if (value.every((item) => item === null || typeof item !== 'object')) {
      const flat = `[${value.map((item) => jsLiteral(item)).join(', ')}]`;
      if (flat.length + indent.length <= 80) return flat;
    }
    return `[\n${value.map((item) => `${inner}${jsLiteral(item, inner)},`).join('\n')}\n${indent}]`;
  }
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value);
    if (entries.length === 0) return '{}';
    const key = (name: string) => (IDENTIFIER.test(name) ? name : jsString(name));
    return `{\n${entries.map(([name, item]) => `${inner}${key(name)}: ${jsLiteral(item, inner)},`).join('\n')}\n${indent}}`;
  }
  if (typeof value === 'string') return jsString(value);
  return JSON.stringify(value);
}

function jsString(text: string): string {
  return `'${JSON.stringify(text).slice(1, -1).replace(/\\"/g, '"').replace(/'/g, "\\'")}'`;
}

function authHeader(request: ApiRequest): string | undefined {
  const variable = tokenVariable(request.auth);
  return variable ? `Authorization: \`Bearer \${process.env.${variable}}\`,` : undefined;
}

/**
 * How a script prints what it received: the status, then the body as Strapi sent it (none for 204),
 * as cURL prints it. Not `.json()`: a route may answer with text (a plugin's sample route answers
 * "Welcome to Strapi"), and console.log would print the objects nested deeper than two levels
 * (populated relations) as `[Object]`.
 */
function printResponse(status: number, response = 'response'): string {
  return status === 204 ? `console.log(${response}.status);` : `console.log(${response}.status, await ${response}.text());`;
}

/**
 * The options of `fetch()` (or `client.fetch()`) for this request, one per entry: method, headers
 * (the Authorization header only `withAuth`: the client adds its own), JSON body.
 */
function initOptions(request: ApiRequest, withAuth: boolean): string[] {
  const headers = [
    withAuth ? authHeader(request) : undefined,
    ...Object.entries(request.headers).map(([name, value]) => `${IDENTIFIER.test(name) ? name : jsString(name)}: ${jsString(value)},`),
    ...(request.body !== undefined ? [`'Content-Type': 'application/json',`] : []),
  ].filter((line): line is string => line !== undefined);
  return [
    ...(request.method === 'GET' ? [] : [`method: '${request.method}',`]),
    ...(headers.length > 0 ? [`headers: {\n${headers.map((line) => `    ${line}`).join('\n')}\n  },`] : []),
    ...(request.body !== undefined ? [`body: JSON.stringify(${jsLiteral(parsedBody(request), '  ')}),`] : []),
  ];
}

/** `fn(url)`, or `fn(url, {…})` with the options one per line. */
function callText(fn: string, url: string, options: readonly string[]): string {
  return options.length === 0 ? `${fn}(${url})` : `${fn}(${url}, {\n${options.map((line) => `  ${line}`).join('\n')}\n})`;
}

export function fetchSample(request: ApiRequest, status: number): string {
  const call = callText('fetch', jsString(`${SAMPLE_ORIGIN}${request.path}`), initOptions(request, true));
  return `const response = await ${call};\n${printResponse(status)}\n`;
}

/** Query values as a reader would write them: numbers and booleans unquoted (qs writes them back the same). */
function readable(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(readable);
  if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, readable(item)]));
  if (typeof value === 'string') {
    if (/^(0|[1-9]\d{0,14})$/.test(value)) return Number(value);
    if (value === 'true' || value === 'false') return value === 'true';
  }
  return value;
}

/** The query string of a path as the object the client's methods take (`qs`, as Strapi parses it). */
export function queryObject(path: string): Record<string, unknown> | undefined {
  const index = path.indexOf('?');
  if (index < 0) return undefined;
  const parsed = qs.parse(path.slice(index + 1), {depth: 20, arrayLimit: 100});
  return Object.keys(parsed).length > 0 ? (readable(parsed) as Record<string, unknown>) : undefined;
}

export type ClientOptions = {
  /** The plural API names of the app's collection types (`restaurants`, `articles`…). */
  collections: ReadonlySet<string>;
};

type ClientCall = {setup: string[]; call: string};

/** A Content API route of a collection type, as a manager call; undefined when the route is another kind. */
function managerCall(request: ApiRequest, options: ClientOptions): ClientCall | undefined {
  const [pathname] = request.path.split('?');
  // A documentId is 24 lowercase letters and digits; `/api/restaurants/featured` is a custom route.
  const match = /^\/api\/([\w-]+)(?:\/([a-z0-9]{24}))?$/.exec(pathname);
  if (!match || !options.collections.has(match[1])) return undefined;
  const [, collection, documentId] = match;
  const query = queryObject(request.path);
  const body = parsedBody(request) as {data?: unknown} | undefined;
  if (body !== undefined && (typeof body !== 'object' || body === null || Object.keys(body).length !== 1 || !('data' in body))) return undefined;
  const manager = collection.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());
  const args: string[] = [];
  const id = documentId === undefined ? undefined : jsString(documentId);
  const method = request.method;
  if (method === 'GET') {
    if (id) args.push(id);
  } else if (method === 'POST' && !id) {
    args.push(jsLiteral(body?.data ?? {}));
  } else if (method === 'PUT' && id) {
    args.push(id, jsLiteral(body?.data ?? {}));
  } else if (method === 'DELETE' && id && body === undefined) {
    args.push(id);
  } else {
    return undefined;
  }
  if (query) args.push(jsLiteral(query));
  const name = {GET: id ? 'findOne' : 'find', POST: 'create', PUT: 'update', DELETE: 'delete'}[method];
  return {setup: [`const ${manager} = client.collection('${collection}');`], call: `${manager}.${name}(${args.join(', ')})`};
}

function fetchCall(request: ApiRequest): ClientCall | undefined {
  if (!request.path.startsWith('/api/')) return undefined;
  return {setup: [], call: callText('client.fetch', jsString(request.path.slice('/api'.length)), initOptions(request, false))};
}

/**
 * The request through `@strapi/client` 1.x: a collection manager's method for the routes of a
 * collection type, `client.fetch()` for any other Content API route (`/api/…`). The client throws
 * for a status outside 200–299, so the sample of a documented error catches it and prints the
 * error's response.
 */
export function clientSample(request: ApiRequest, status: number, options: ClientOptions): {code: string} | {reason: string} {
  if (!request.path.startsWith('/api/')) {
    return {reason: '@strapi/client sends requests to the Content API (/api) only; this route is outside it.'};
  }
  if (request.auth === 'admin') {
    return {reason: '@strapi/client does not log administrators in.'};
  }
  const managed = managerCall(request, options);
  const call = managed ?? fetchCall(request);
  if (!call) return {reason: 'no @strapi/client call sends this request.'};
  const variable = tokenVariable(request.auth);
  // A collection manager sends no per-call headers: the page's header goes into the client's config.
  const headers = managed ? Object.entries(request.headers).map(([name, value]) => `${IDENTIFIER.test(name) ? name : jsString(name)}: ${jsString(value)}`) : [];
  const config = [`baseURL: '${SAMPLE_ORIGIN}/api'`, ...(variable ? [`auth: process.env.${variable}`] : []), ...(headers.length > 0 ? [`headers: {${headers.join(', ')}}`] : [])].join(', ');
  const lines = [`import {strapi} from '@strapi/client';`, '', `const client = strapi({${config}});`, ...call.setup];
  const isFetch = managed === undefined;
  if (status >= 300) {
    lines.push(
      '',
      'try {',
      `  await ${indentMore(call.call, '  ')};`,
      '} catch (error) {',
      `  // The client throws for a status outside 200-299; the error carries Strapi's response.`,
      `  ${printResponse(status, 'error.response')}`,
      '}',
    );
  } else if (isFetch) {
    lines.push('', `const response = await ${call.call};`, printResponse(status));
  } else if (status === 204 || request.method === 'DELETE') {
    lines.push('', `await ${call.call};`, `console.log('deleted');`);
  } else {
    // console.dir with no depth limit: console.log would print populated relations as `[Object]`.
    lines.push('', `const result = await ${call.call};`, 'console.dir(result, {depth: null});');
  }
  return {code: `${lines.join('\n')}\n`};
}

function indentMore(text: string, indent: string): string {
  return text.split('\n').join(`\n${indent}`);
}

export function samplesFor(request: ApiRequest, status: number, options: ClientOptions): Samples {
  const client = clientSample(request, status, options);
  return {
    curl: curlSample(request),
    fetch: fetchSample(request, status),
    ...('code' in client ? {client: client.code} : {client: null, clientReason: client.reason}),
  };
}
