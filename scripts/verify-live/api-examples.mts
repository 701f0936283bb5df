/** Runs the <ApiCall> examples of the docs against the running reference app over HTTP. */
import type {RunningApp} from './app.mts';
import {compareError, compareJson, documentIdPairs, formatMismatch, isErrorBody, type Mismatch, type Outcome} from './compare.mts';
import type {ApiExample} from './extract.mts';

export type Session = {app: RunningApp; logins: Map<'user' | 'admin', string>; ids: Map<string, string>};

/** Logs the seeded end user (users-permissions) or administrator in once per session. */
async function login(session: Session, who: 'user' | 'admin'): Promise<string> {
  const cached = session.logins.get(who);
  if (cached) return cached;
  const {user, admin} = session.app.credentials;
  const route =
    who === 'user'
      ? {path: '/api/auth/local', body: {identifier: user.email, password: user.password}}
      : {path: '/admin/login', body: admin};
  const response = await fetch(`${session.app.url}${route.path}`, {
    method: 'POST',
    headers: {'Content-Type': 'application/json'},
    body: JSON.stringify(route.body),
  });
  const body = (await response.json()) as {jwt?: string; data?: {accessToken?: string; token?: string}};
  const token = who === 'user' ? body.jwt : (body.data?.accessToken ?? body.data?.token);
  if (!token) {
    throw new Error(`Could not log the seeded ${who === 'user' ? 'user' : 'administrator'} in (status ${response.status}).`);
  }
  session.logins.set(who, token);
  return token;
}

/** The bearer token an example's `auth` stands for (none for the Public role). */
export async function bearer(example: {auth: ApiExample['auth'] | 'bad-token'}, session: Session): Promise<string | undefined> {
  const {credentials} = session.app;
  switch (example.auth) {
    case 'public':
      return undefined;
    case 'token':
      return credentials.apiToken;
    case 'read-only-token':
      return credentials.readOnlyToken;
    case 'expired-token':
      return credentials.expiredToken;
    case 'bad-token':
      // A token Strapi never issued: the shape of an API token, random content.
      return 'bad0'.repeat(64);
    case 'user':
    case 'admin':
      return login(session, example.auth);
  }
}

/** Documented ids of documents created earlier on the page become the real ones. */
export function substitute(text: string, ids: Map<string, string>): string {
  let out = text;
  for (const [documented, real] of ids) {
    out = out.split(documented).join(real);
  }
  return out;
}

function parseJson(text: string, what: string): {value?: unknown; error?: string} {
  try {
    return {value: JSON.parse(text)};
  } catch (error) {
    return {error: `the ${what} is not valid JSON: ${(error as Error).message}`};
  }
}

/**
 * What the harness sent for an example and what the app answered: the generated samples
 * (samples.mts) must send the same request, writes get this answer replayed, and `--record` keeps
 * the answer as the page's verified response (recordings.mts).
 */
export type Exchange = {
  sent: {method: string; path: string; headers: Record<string, string>; body?: string};
  /** The documented → real documentIds in force when the request was sent (they rewrote it). */
  ids: Map<string, string>;
  answer: {status: number; contentType?: string; body: string};
};

export type ApiRun = Outcome<ApiExample> & {exchange?: Exchange};

/**
 * A real answer against what the page documents: status, then the body (an error body on its
 * status, name and message; any other by compareJson). Pairs of documented → real documentIds found
 * in the body are added to `ids`, so later requests of the page reach the documents it created.
 */
export function compareAnswer(example: ApiExample, status: number, text: string, ids: Map<string, string>): {problems: Mismatch[]} | {error: string} {
  const problems: Mismatch[] = [];
  if (status !== example.status) {
    problems.push({path: 'status', documented: example.status, real: status, reason: 'status differs'});
  }
  if (example.response !== undefined) {
    const documented = parseJson(example.response, 'documented response');
    if (documented.error) {
      return {error: documented.error};
    }
    const real = text === '' ? {value: null} : parseJson(text, 'real response');
    if (real.error) {
      problems.push({path: '(body)', documented: documented.value, real: text.slice(0, 200), reason: real.error});
    } else if (example.status >= 400 && isErrorBody(documented.value)) {
      problems.push(...compareError(documented.value, real.value));
    } else {
      const sourceMaps = Object.keys(example.headers).some((name) => name.toLowerCase() === 'strapi-encode-source-maps');
      problems.push(...compareJson(documented.value, real.value, {partial: example.partial, invisible: sourceMaps ? 'strip' : undefined}));
      documentIdPairs(documented.value, real.value, ids);
    }
  }
  return {problems};
}

export async function runApiExample(example: ApiExample, session: Session): Promise<ApiRun> {
  if (example.skip) {
    return {example, status: 'excluded', detail: example.skip};
  }
  const headers: Record<string, string> = {...example.headers};
  const token = await bearer(example, session);
  if (token) {
    headers.Authorization = `Bearer ${token}`;
  }
  let body: string | undefined;
  if (example.body !== undefined) {
    const parsed = parseJson(example.body, 'request body');
    if (parsed.error) {
      return {example, status: 'failed', detail: parsed.error};
    }
    headers['Content-Type'] = 'application/json';
    body = substitute(JSON.stringify(parsed.value), session.ids);
  }
  const ids = new Map(session.ids);
  const requestPath = substitute(example.path, session.ids);
  let response: Response;
  try {
    response = await fetch(`${session.app.url}${requestPath}`, {method: example.method, headers, body, signal: AbortSignal.timeout(20_000)});
  } catch (error) {
    return {example, status: 'failed', detail: `request failed: ${(error as Error).message}`};
  }
  const text = await response.text();
  const contentType = response.headers.get('content-type') ?? undefined;
  const exchange: Exchange = {
    sent: {method: example.method, path: requestPath, headers, ...(body !== undefined ? {body} : {})},
    ids,
    answer: {status: response.status, ...(contentType !== undefined ? {contentType} : {}), body: text},
  };
  const compared = compareAnswer(example, response.status, text, session.ids);
  if ('error' in compared) {
    return {example, status: 'failed', detail: compared.error, exchange};
  }
  if (compared.problems.length === 0) {
    return {example, status: 'verified', exchange};
  }
  return {example, status: 'failed', detail: compared.problems.map(formatMismatch).join('\n'), exchange};
}

export function newSession(app: RunningApp): Session {
  return {app, logins: new Map(), ids: new Map()};
}
