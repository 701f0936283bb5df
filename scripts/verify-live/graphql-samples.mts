/**
 * The GraphQL tab of an <ApiCall graphql> (src/plugins/post-build/try-it/graphql.ts), run against
 * the reference app right after the harness sent the REST request: the generated operation, with
 * the documentIds the page's earlier requests created, is posted to /graphql with the example's
 * credentials; it must answer without errors, and every field it selects must hold what the REST
 * answer holds (the same documents, in the same order; timestamps by type only, since an update sent
 * twice changes `updatedAt`). Only reads and updates get a GraphQL tab, so sending it again changes
 * nothing the page's next examples read.
 */
import type {ApiExample} from './extract.mts';
import {bearer, substitute, type ApiRun, type Session} from './api-examples.mts';
import {compareJson, formatMismatch, type Outcome} from './compare.mts';
import type {ContentType} from '../../src/plugins/post-build/try-it/collections.ts';
import {graphqlSample} from '../../src/plugins/post-build/try-it/graphql.ts';
import {requestOf} from '../../src/plugins/post-build/try-it/index.ts';

/** The documentIds of a value, in order, at any depth: GraphQL and REST must name the same documents. */
function documentIds(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) documentIds(item, out);
  else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key === 'documentId' && typeof item === 'string') out.push(item);
      else documentIds(item, out);
    }
  }
  return out;
}

export async function checkGraphqlSample(run: ApiRun, session: Session, types: ReadonlyMap<string, ContentType>): Promise<Outcome<ApiExample> | undefined> {
  const {example, exchange} = run;
  if (!example.graphql) return undefined;
  const fail = (why: string): Outcome<ApiExample> => ({example, status: 'failed', detail: `  GraphQL tab (${example.method} ${example.path}): ${why}`});
  if (example.skip) return {example, status: 'excluded', detail: `  GraphQL tab: ${example.skip}`};
  if (!exchange) return fail('not run: the harness could not send the REST request (see the ApiCall failure)');
  const sample = graphqlSample(requestOf(example), types);
  if ('reason' in sample) return fail(sample.reason);
  const token = await bearer(example, session);
  let body: {data?: Record<string, unknown> | null; errors?: Array<{message: string}>} | undefined;
  try {
    const response = await fetch(`${session.app.url}/graphql`, {
      method: 'POST',
      headers: {'Content-Type': 'application/json', ...(token ? {Authorization: `Bearer ${token}`} : {})},
      body: JSON.stringify({query: substitute(sample.code, exchange.ids)}),
      signal: AbortSignal.timeout(20_000),
    });
    body = (await response.json()) as typeof body;
  } catch (error) {
    return fail(`/graphql did not answer with JSON: ${(error as Error).message}`);
  }
  if (body?.errors?.length) return fail(`/graphql answered with errors: ${body.errors.map((error) => error.message).join('; ')}`);
  const got = body?.data?.[sample.field];
  if (got === undefined) return fail(`the answer has no data.${sample.field}`);
  let rest: unknown;
  try {
    rest = (JSON.parse(exchange.answer.body) as {data?: unknown}).data;
  } catch {
    return fail('the REST answer is not JSON, so there is nothing to compare with');
  }
  const ids = [documentIds(got), documentIds(rest)].map((list) => list.join(', '));
  if (ids[0] !== ids[1]) return fail(`the GraphQL answer names other documents than the REST one\n    GraphQL: ${ids[0]}\n    REST:    ${ids[1]}`);
  // Every field GraphQL selected, against the REST answer (which may hold more: id, media…).
  const mismatches = compareJson(got, rest, {partial: true});
  return mismatches.length === 0 ? {example, status: 'verified'} : fail(`its fields differ from the REST answer\n${mismatches.map(formatMismatch).join('\n')}`);
}
