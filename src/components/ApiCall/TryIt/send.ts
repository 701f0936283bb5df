/**
 * What Try it sends to the reader's Strapi and how it explains what happened. No React here: the
 * panel (./index.tsx) calls `sendRequest` and shows the outcome. Loaded with the panel, never on a
 * page's first load.
 *
 * The token is the reader's secret: it comes from the panel's password field, goes into the
 * `Authorization` header of a request to the base URL the reader chose, and nowhere else (no
 * redirect is followed, no message repeats it). Every refusal happens before anything is sent.
 */
import type {ApiRequest} from '@site/src/plugins/post-build/try-it/samples';

export const DEFAULT_BASE_URL = 'http://localhost:1337';
/** sessionStorage keys: this tab only, gone when it closes. The token is never put in localStorage. */
export const BASE_URL_KEY = 'strapi-docs.try-it.base-url';
export const TOKEN_KEY = 'strapi-docs.try-it.token';
/** How long to wait for a whole answer; a test may lower it through sessionStorage (`TIMEOUT_KEY`, milliseconds). */
export const DEFAULT_TIMEOUT_MS = 15_000;
export const TIMEOUT_KEY = 'strapi-docs.try-it.timeout-ms';
/** Reading stops after this many bytes of body: the page shows text, and a huge answer would freeze it. */
export const MAX_BODY_BYTES = 2 * 1024 * 1024;
/** Of a body cut short, this much is shown. */
const PREVIEW_BYTES = 16 * 1024;

/**
 * The hosts that are this computer, as the site's Content-Security-Policy names them
 * (src/plugins/post-build/security-headers/csp.ts TRY_IT_TARGETS; a policy has no IPv6 form, so [::1]
 * is not one of them: `localhost` reaches the same server).
 */
const LOOPBACK = new Set(['localhost', '127.0.0.1']);
const WITH_BODY = new Set(['POST', 'PUT', 'PATCH']);
/** Response headers worth showing (a browser shows a cross-origin page only those the server exposes). */
const SHOWN_HEADER = /^(content-type|content-length|x-ratelimit-.*)$/;

export function hasBody(method: string): boolean {
  return WITH_BODY.has(method);
}

/** Where a request would go, or why Try it refuses to send it. */
export type Target = {url: string; origin: string} | {refused: string};

/**
 * The URL for a base URL and a path, checked the way the browser and the site's policy would: only
 * http(s); plain http only to this computer (an https page may not load plain http from elsewhere,
 * mixed content, and the site's Content-Security-Policy allows nothing else); the path cannot move
 * the request to another origin.
 */
export function resolveTarget(base: string, path: string, pageProtocol: string): Target {
  let parsed: URL;
  try {
    parsed = new URL(base.trim());
  } catch {
    return {refused: `“${base}” is not an address: write your Strapi's base URL, such as ${DEFAULT_BASE_URL}. Nothing was sent.`};
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    return {refused: `Try it sends requests to http:// and https:// addresses only, not to a ${parsed.protocol} address. Nothing was sent.`};
  }
  if (parsed.username || parsed.password || parsed.search || parsed.hash) {
    return {refused: 'Write the base URL as the server and an optional path, with no user name, password, “?” or “#” (the token goes in the Token field). Nothing was sent.'};
  }
  if (parsed.protocol === 'http:' && parsed.hostname === '[::1]') {
    return {refused: `This site's Content-Security-Policy cannot name an IPv6 address: write http://localhost${parsed.port ? `:${parsed.port}` : ''} instead (the same server). Nothing was sent.`};
  }
  if (parsed.protocol === 'http:' && !LOOPBACK.has(parsed.hostname)) {
    return {
      refused:
        pageProtocol === 'https:'
          ? `This page was loaded over https, so the browser blocks plain http requests to another computer (mixed content), and the token would cross the network unencrypted. Use your Strapi's https:// address, or http://localhost for a Strapi on this computer. Nothing was sent.`
          : `This site's Content-Security-Policy lets Try it reach https:// addresses, and over plain http only this computer as localhost or 127.0.0.1. Use your Strapi's https:// address. Nothing was sent.`,
    };
  }
  if (!path.startsWith('/')) return {refused: 'The path must start with “/”, such as /api/articles. Nothing was sent.'};
  const url = new URL(`${parsed.origin}${parsed.pathname.replace(/\/+$/, '')}${path}`);
  if (url.origin !== parsed.origin) return {refused: `The path would send the request away from ${parsed.origin}. Nothing was sent.`};
  return {url: url.href, origin: parsed.origin};
}

/** The body to send: none, or the reader's text if it is JSON. */
export function checkBody(method: string, text: string): {body?: string} | {refused: string} {
  if (!hasBody(method) || text.trim() === '') return {};
  try {
    JSON.parse(text);
    return {body: text};
  } catch (error) {
    return {refused: `The body is not valid JSON (${error instanceof Error ? error.message : String(error)}). Nothing was sent.`};
  }
}

type TokenKind = 'none' | 'jwt' | 'api-token';

/** A user's JWT has three dot-separated parts; an API token is one long string. */
export function tokenKind(token: string): TokenKind {
  if (token === '') return 'none';
  return /^[\w-]+\.[\w-]+\.[\w-]+$/.test(token) ? 'jwt' : 'api-token';
}

/** The Content API action a method and path use (`find` for GET /api/articles), and the route's collection. */
export function actionOf(method: string, path: string): {action: string; route: string} | undefined {
  const segments = path.split(/[?#]/)[0].split('/').filter(Boolean);
  if (segments[0] !== 'api' || segments.length < 2 || ['auth', 'users', 'upload', 'connect', 'users-permissions', 'i18n'].includes(segments[1])) {
    return undefined;
  }
  const one = segments.length > 2;
  const action = {GET: one ? 'findOne' : 'find', POST: 'create', PUT: 'update', PATCH: 'update', DELETE: 'delete'}[method];
  return action ? {action, route: `/api/${segments[1]}`} : undefined;
}

const API_TOKEN_ADVICE =
  'Create an API token in your admin panel: Settings > Global Settings > API Tokens > Create new API Token (type Full access, or Custom with the actions you need), and paste it in Token.';

/** Where the credentials this request needs come from, by the auth the page declares. */
function credentialAdvice(auth: ApiRequest['auth']): string {
  if (auth === 'admin') return 'Admin routes take an administrator’s session token (from POST /admin/login), not an API token.';
  if (auth === 'user') return 'This request is made as a logged-in user: log in with POST /api/auth/local and paste the jwt it returns. An API token works too.';
  return API_TOKEN_ADVICE;
}

/** What a 401 or 403 means for this request, and which setting to change; undefined for other statuses. */
export function statusAdvice(status: number, request: Pick<ApiRequest, 'method' | 'path' | 'auth'>, token: string): string | undefined {
  const kind = tokenKind(token);
  if (status === 401) {
    return kind === 'none'
      ? `Unauthorized: this route needs credentials. ${credentialAdvice(request.auth)}`
      : `Unauthorized: Strapi did not accept this token (mistyped, expired, regenerated, or from another Strapi project?). ${credentialAdvice(request.auth)}`;
  }
  if (status !== 403) return undefined;
  const found = actionOf(request.method, request.path);
  const what = found ? `the “${found.action}” action of the content type at ${found.route}` : 'this route';
  const tick = found ? `tick ${found.action} under that content type` : 'tick the action of this route';
  const policy = ' If that is already allowed, a policy or a custom controller of your app refused the request: its error message says why.';
  if (kind === 'none') {
    return `Forbidden: a request without a token uses the Public role, which may not use ${what}. Allow it in Settings > Users & Permissions plugin > Roles > Public (${tick}, then Save), or send a token.${policy}`;
  }
  if (kind === 'jwt') {
    return `Forbidden: the user’s role may not use ${what}. Allow it in Settings > Users & Permissions plugin > Roles > the user’s role (Authenticated by default): ${tick}, then Save.${policy}`;
  }
  return `Forbidden: this API token may not use ${what}. In Settings > Global Settings > API Tokens, open the token: a Read-only token can only find and findOne; give it the Full access type, or Custom and ${tick}.${policy}`;
}

/** An answer from the server, read (at most MAX_BODY_BYTES of it). */
export type Answer = {
  kind: 'answer';
  status: number;
  statusText: string;
  /** From sending to the last byte read. */
  ms: number;
  bytes: number;
  headers: Array<[string, string]>;
  /** The body as text: pretty-printed when it is JSON; the first PREVIEW_BYTES when cut short. */
  text: string;
  json: boolean;
  /** Why the answer needs explaining (status, not JSON, cut short), in reading order. */
  notes: string[];
};

/** Why there is no answer to show: nothing sent, no server, CORS, time out, cancelled. */
export type Failure = {kind: 'failure'; message: string; /** A config snippet to show with the message. */ code?: string};

export type Outcome = Answer | Failure;

export type SendOptions = {
  request: Pick<ApiRequest, 'method' | 'auth' | 'headers'>;
  base: string;
  path: string;
  body: string;
  token: string;
  /** The page's own location: its protocol for the mixed-content check, its origin for the CORS advice. */
  page: {protocol: string; origin: string};
  signal: AbortSignal;
  timeoutMs?: number;
};

/** 512 bytes, 1.2 KB, 2 MB. */
export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  const [value, unit] = bytes < 1024 * 1024 ? [bytes / 1024, 'KB'] : [bytes / 1024 / 1024, 'MB'];
  return `${Number(value.toFixed(1))} ${unit}`;
}

/** Reads a body up to `limit` bytes; stops (and cancels the download) past it. */
async function readLimited(response: Response, limit: number): Promise<{data: Uint8Array; total: number; cut: boolean}> {
  const reader = response.body?.getReader();
  if (!reader) return {data: new Uint8Array(), total: 0, cut: false};
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const {done, value} = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      chunks.push(value.subarray(0, value.byteLength - (total - limit)));
      void reader.cancel().catch(() => {});
      return {data: joined(chunks, limit), total, cut: true};
    }
    chunks.push(value);
  }
  return {data: joined(chunks, total), total, cut: false};
}

/** The chunks read, one after the other, in one array of `size` bytes. */
function joined(chunks: readonly Uint8Array[], size: number): Uint8Array {
  const data = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    data.set(chunk, at);
    at += chunk.byteLength;
  }
  return data;
}

/** The snippet of config/middlewares.js that lets this site read the answers. */
function corsSnippet(siteOrigin: string, extraHeaders: string[]): string {
  const headers = extraHeaders.length > 0 ? `\n    headers: ['Content-Type', 'Authorization', 'Origin', 'Accept', ${extraHeaders.map((name) => `'${name}'`).join(', ')}],` : '';
  return `// config/middlewares.js (or .ts): replace 'strapi::cors' with
{
  name: 'strapi::cors',
  config: {
    origin: ['http://localhost:3000', '${siteOrigin}'],${headers}
  },
},`;
}

/**
 * The browser says only "Failed to fetch" both when no server answers and when one answers without
 * allowing this site (CORS). A second request in `no-cors` mode tells them apart: its answer is
 * opaque, but that it arrives at all means a server is there.
 */
async function diagnose(origin: string, base: string, options: SendOptions): Promise<Failure> {
  let answered = false;
  try {
    await fetch(base, {mode: 'no-cors', credentials: 'omit', cache: 'no-store', referrerPolicy: 'no-referrer', signal: AbortSignal.timeout(5000)});
    answered = true;
  } catch {
    answered = false;
  }
  if (answered) {
    const extra = Object.keys(options.request.headers);
    return {
      kind: 'failure',
      message:
        `${origin} answered, but its CORS settings do not let this site (${options.page.origin}) read the answer. ` +
        `In your Strapi project, list this site's origin in the strapi::cors middleware${extra.length > 0 ? `, and allow the ${extra.join(', ')} header this request sends` : ''}, then restart Strapi:`,
      code: corsSnippet(options.page.origin, extra),
    };
  }
  return {
    kind: 'failure',
    message: `Could not reach ${origin}. Is Strapi running there (npm run develop starts it on ${DEFAULT_BASE_URL})? Check the address and the port. If your browser asked whether this site may access devices on your local network, allow it.`,
  };
}

/** Sends the reader's request and reads the answer; never throws. */
export async function sendRequest(options: SendOptions): Promise<Outcome> {
  const {request, page, signal} = options;
  const target = resolveTarget(options.base, options.path, page.protocol);
  if ('refused' in target) return {kind: 'failure', message: target.refused};
  const checked = checkBody(request.method, options.body);
  if ('refused' in checked) return {kind: 'failure', message: checked.refused};
  const token = options.token.trim();
  // A header value with a space or a line break makes fetch throw, which would read as "no server".
  if (token !== '' && !/^[\x21-\x7e]+$/.test(token)) {
    return {kind: 'failure', message: 'The token has characters a token never has (spaces, line breaks or non-ASCII letters): paste it again. Nothing was sent.'};
  }
  const headers: Record<string, string> = {...request.headers};
  if (token !== '') headers.Authorization = `Bearer ${token}`;
  if (checked.body !== undefined) headers['Content-Type'] = 'application/json';

  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const cancel = () => controller.abort();
  signal.addEventListener('abort', cancel);
  const started = performance.now();
  const stopped = (): Failure | undefined =>
    timedOut
      ? {kind: 'failure', message: `No complete answer from ${target.origin} within ${Math.round(timeoutMs / 100) / 10} s, so Try it stopped waiting. The server may be busy or stuck: try again, or send the cURL sample.`}
      : signal.aborted
        ? {kind: 'failure', message: 'Cancelled.'}
        : undefined;
  try {
    let response: Response;
    try {
      response = await fetch(target.url, {
        method: request.method,
        headers,
        body: checked.body,
        mode: 'cors',
        credentials: 'omit',
        cache: 'no-store',
        // The token goes to the chosen address only: a redirect elsewhere is reported, not followed.
        redirect: 'manual',
        referrerPolicy: 'no-referrer',
        signal: controller.signal,
      });
    } catch {
      return stopped() ?? (await diagnose(target.origin, `${target.origin}/`, options));
    }
    if (response.type === 'opaqueredirect') {
      return {
        kind: 'failure',
        message: `${target.origin} answered with a redirect. Try it does not follow redirects, so the token goes to no other address: use the address it redirects to as the base URL (curl -i shows it in the Location header).`,
      };
    }
    let read: Awaited<ReturnType<typeof readLimited>>;
    try {
      read = await readLimited(response, MAX_BODY_BYTES);
    } catch {
      return stopped() ?? {kind: 'failure', message: `The connection to ${target.origin} broke while the answer was being read.`};
    }
    const ms = Math.round(performance.now() - started);
    const shown: Array<[string, string]> = [];
    response.headers.forEach((value, name) => {
      if (SHOWN_HEADER.test(name)) shown.push([name, value]);
    });
    const contentType = response.headers.get('content-type') ?? '';
    const notes: string[] = [];
    const advice = statusAdvice(response.status, {...request, path: options.path}, token);
    if (advice) notes.push(advice);
    let text: string;
    let json = false;
    if (read.cut) {
      controller.abort(); // the rest is not wanted: the browser stops downloading it
      text = new TextDecoder().decode(read.data.subarray(0, PREVIEW_BYTES));
      notes.push(
        `The answer is larger than ${formatSize(MAX_BODY_BYTES)}, so Try it stopped reading it there (the first ${formatSize(PREVIEW_BYTES)} are shown as text). Ask for less (pagination[pageSize], fields), or send the cURL sample.`,
      );
    } else {
      text = new TextDecoder().decode(read.data);
      if (text !== '') {
        try {
          text = JSON.stringify(JSON.parse(text), null, 2);
          json = true;
        } catch {
          notes.push(
            /json/i.test(contentType)
              ? `The answer says it is JSON (${contentType}) but is not valid JSON; it is shown as text.`
              : `The answer is not JSON (content-type: ${contentType || 'none'}); it is shown as text. Is ${target.origin} your Strapi server, and the path a Content API route (/api/…)?`,
          );
        }
      }
    }
    return {kind: 'answer', status: response.status, statusText: response.statusText, ms, bytes: read.total, headers: shown, text, json, notes};
  } finally {
    clearTimeout(timer);
    signal.removeEventListener('abort', cancel);
  }
}
