/** Runs the <ApiCall> examples of the docs against the running reference app over HTTP. */
import type {RunningApp} from './app.mts';
import {compareError, compareJson, documentIdPairs, formatMismatch, isErrorBody, type Mismatch} from './compare.mts';
import type {ApiExample} from './extract.mts';

export type Outcome = {example: ApiExample; status: 'verified' | 'failed' | 'excluded'; detail?: string};

type Session = {app: RunningApp; userJwt?: string; adminJwt?: string; ids: Map<string, string>};

/** An administrator's session token, from the admin login route. */
async function adminJwt(session: Session): Promise<string> {
  if (!session.adminJwt) {
    const response = await fetch(`${session.app.url}/admin/login`, {
      method: 'POST',
      headers: {'Content-Type': 'application/json'},
      body: JSON.stringify(session.app.credentials.admin),
    });
    const body = (await response.json()) as {data?: {token?: string; accessToken?: string}};
    const token = body.data?.accessToken ?? body.data?.token;
    if (!token) {
      throw new Error(`Could not log the seeded administrator in (status ${response.status}).`);
    }
    session.adminJwt = token;
  }
  return session.adminJwt;
}

async function userJwt(session: Session): Promise<string> {
  if (!session.userJwt) {
    const {user} = session.app.credentials;
    const response = await fetch(`${session.app.url}/api/auth/local`, {
      method: 'POST',
      headers: {'Content-Type': 'application/json'},
      body: JSON.stringify({identifier: user.email, password: user.password}),
    });
    const body = (await response.json()) as {jwt?: string};
    if (!body.jwt) {
      throw new Error(`Could not log the seeded user in (status ${response.status}).`);
    }
    session.userJwt = body.jwt;
  }
  return session.userJwt;
}

/** Documented ids of documents created earlier on the page become the real ones. */
function substitute(text: string, ids: Map<string, string>): string {
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

export async function runApiExample(example: ApiExample, session: Session): Promise<Outcome> {
  if (example.skip) {
    return {example, status: 'excluded', detail: example.skip};
  }
  const headers: Record<string, string> = {...example.headers};
  if (example.auth === 'admin') {
    headers.Authorization = `Bearer ${await adminJwt(session)}`;
  } else if (example.auth === 'token') {
    headers.Authorization = `Bearer ${session.app.credentials.apiToken}`;
  } else if (example.auth === 'read-only-token') {
    headers.Authorization = `Bearer ${session.app.credentials.readOnlyToken}`;
  } else if (example.auth === 'expired-token') {
    headers.Authorization = `Bearer ${session.app.credentials.expiredToken}`;
  } else if (example.auth === 'user') {
    headers.Authorization = `Bearer ${await userJwt(session)}`;
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
  const url = `${session.app.url}${substitute(example.path, session.ids)}`;
  let response: Response;
  try {
    response = await fetch(url, {method: example.method, headers, body, signal: AbortSignal.timeout(20_000)});
  } catch (error) {
    return {example, status: 'failed', detail: `request failed: ${(error as Error).message}`};
  }
  const text = await response.text();
  const problems: Mismatch[] = [];
  if (response.status !== example.status) {
    problems.push({path: 'status', documented: example.status, real: response.status, reason: 'status differs'});
  }
  if (example.response !== undefined) {
    const documented = parseJson(example.response, 'documented response');
    if (documented.error) {
      return {example, status: 'failed', detail: documented.error};
    }
    const real = text === '' ? {value: null} : parseJson(text, 'real response');
    if (real.error) {
      problems.push({path: '(body)', documented: documented.value, real: text.slice(0, 200), reason: real.error});
    } else if (example.status >= 400 && isErrorBody(documented.value)) {
      problems.push(...compareError(documented.value, real.value));
    } else {
      const sourceMaps = Object.keys(example.headers).some((name) => name.toLowerCase() === 'strapi-encode-source-maps');
      problems.push(...compareJson(documented.value, real.value, {partial: example.partial, invisible: sourceMaps ? 'strip' : undefined}));
      documentIdPairs(documented.value, real.value, session.ids);
    }
  }
  if (problems.length === 0) {
    return {example, status: 'verified'};
  }
  return {example, status: 'failed', detail: problems.map(formatMismatch).join('\n')};
}

export function newSession(app: RunningApp): Session {
  return {app, ids: new Map()};
}
