/**
 * Sends to the running reference app every request a page shows outside its <ApiCall>s
 * (src/remark/verified-examples/requests.ts): the REST URLs of its code blocks, and the statuses it
 * promises with `{/* request: … *\/}`.
 * - A URL from a code block must answer as a reader expects it to: a GET with a 2xx status; another
 *   method with anything but 404/405 (the route exists; its body is the page's business, and its
 *   <ApiCall>s run the writes). DELETE requests are not sent: they would remove seeded content.
 * - A promise must get exactly its status, and its message when it names one.
 * Placeholders become real values of the app: `:id`, `$DOCUMENT_ID`, `${documentId}`, `{documentId}`
 * become the documentId of the collection's first document (the numeric id of a file for the upload
 * routes). A query string built at run time (`?${query}`) is excluded with that reason, unless the
 * block builds it from a literal with `qs.stringify`, which is evaluated.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {ID_PLACEHOLDER, pageRequests, type PageRequest} from '../../src/remark/verified-examples/requests.ts';
import {bearer, type Session} from './api-examples.mts';
import type {Outcome} from './compare.mts';


async function firstId(session: Session, collection: string, token: string | undefined): Promise<string | undefined> {
  const headers: Record<string, string> = token ? {Authorization: `Bearer ${token}`} : {};
  if (collection === 'upload') {
    const files = (await (await fetch(`${session.app.url}/api/upload/files?pagination[pageSize]=1`, {headers})).json()) as Array<{id: number}>;
    return files[0] ? String(files[0].id) : undefined;
  }
  const body = (await (await fetch(`${session.app.url}/api/${collection}?pagination[pageSize]=1`, {headers})).json()) as {data?: Array<{documentId: string}>};
  return body.data?.[0]?.documentId;
}

async function resolve(request: PageRequest, session: Session, token: string | undefined): Promise<{url: string} | {error: string}> {
  const [pathPart, query] = splitOnce(request.path, '?');
  const segments = pathPart.split('/');
  for (let index = 0; index < segments.length; index++) {
    if (!ID_PLACEHOLDER.test(segments[index])) continue;
    const collection = segments[2] ?? '';
    const id = await firstId(session, collection, token);
    if (!id) return {error: `no document in /api/${collection} to stand for ${segments[index]}`};
    segments[index] = id;
  }
  return {url: `${session.app.url}${segments.join('/')}${query ? `?${query}` : ''}`};
}

function splitOnce(text: string, separator: string): [string, string | undefined] {
  const index = text.indexOf(separator);
  return index < 0 ? [text, undefined] : [text.slice(0, index), text.slice(index + 1)];
}

async function send(request: PageRequest, session: Session): Promise<Outcome<PageRequest>> {
  if (request.skip !== undefined) return {example: request, status: 'excluded', detail: `  ${request.skip}`};
  const token = await bearer({auth: request.auth}, session);
  const resolved = await resolve(request, session, token);
  if ('error' in resolved) return {example: request, status: 'failed', detail: `  ${request.method} ${request.path}: ${resolved.error}`};
  const headers: Record<string, string> = token ? {Authorization: `Bearer ${token}`} : {};
  const body = request.method === 'GET' ? undefined : '{}';
  if (body) headers['Content-Type'] = 'application/json';
  let response: Response | undefined;
  // A connection the server closed while it was being reused fails the fetch before any answer
  // ("fetch failed"): that is the transport, not the page, so the request is sent again, twice at most.
  for (let attempt = 1; !response; attempt += 1) {
    try {
      response = await fetch(resolved.url, {method: request.method, headers, body, signal: AbortSignal.timeout(20_000)});
    } catch (error) {
      if (attempt === 3) return {example: request, status: 'failed', detail: `  ${request.method} ${request.path}: request failed 3 times: ${(error as Error).message} (${String((error as {cause?: unknown}).cause ?? '')})`};
    }
  }
  const text = await response.text();
  const message = (() => {
    try {
      return (JSON.parse(text) as {error?: {message?: string}}).error?.message;
    } catch {
      return undefined;
    }
  })();
  const said = `${response.status}${message ? ` "${message}"` : ''}`;
  const fail = (why: string): Outcome<PageRequest> => ({example: request, status: 'failed', detail: `  ${request.method} ${request.path} (as ${request.auth}): ${why}, Strapi answered ${said}`});
  if (request.expect === 'ok') {
    if (request.method === 'GET' ? response.status >= 300 : [404, 405].includes(response.status) || response.status >= 500) {
      return fail(request.method === 'GET' ? 'a reader expects this URL to answer with content' : 'a reader expects this route to exist');
    }
  } else {
    if (response.status !== request.expect) return fail(`the page promises ${request.expect}`);
    if (request.message !== undefined && message !== request.message) return fail(`the page promises the message "${request.message}"`);
  }
  return {example: request, status: 'verified'};
}

export async function sendPageRequests(root: string, files: string[], session: Session): Promise<{outcomes: Outcome[]; problems: string[]}> {
  const outcomes: Outcome[] = [];
  const problems: string[] = [];
  for (const file of files) {
    const found = pageRequests(path.relative(root, file), readFileSync(file, 'utf8'));
    problems.push(...found.problems);
    for (const request of found.requests) outcomes.push(await send(request, session));
  }
  return {outcomes, problems};
}
