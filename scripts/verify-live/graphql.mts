/**
 * GraphQL samples against the reference app's schema: every ```graphql block of the docs is parsed
 * and validated (field names, arguments, types, variables) by graphql-js against the schema the
 * running app serves (introspection of /graphql, Strapi's GraphQL plugin as the app installs it).
 * Blocks in a `<Side title="Strapi 4">` show Strapi 4 queries and are counted as excluded;
 * `skip-graphql="reason"` excludes one. A block that defines types (schema language) is checked for
 * syntax only, and counted as such.
 */
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {APP_DIR, type RunningApp} from './app.mts';
import {compareJson, documentIdPairs, formatMismatch, type Outcome} from './compare.mts';
import {graphqlBlocks} from '../../src/remark/verified-examples/samples.ts';

/** The part of graphql-js used here (the package comes with the app, not with the site). */
type GraphqlModule = {
  getIntrospectionQuery(): string;
  buildClientSchema(introspection: unknown): unknown;
  parse(source: string): {definitions: ReadonlyArray<{kind: string}>};
  validate(schema: unknown, document: unknown): ReadonlyArray<{message: string; locations?: ReadonlyArray<{line: number}>}>;
};

export async function checkGraphql(root: string, files: string[], appUrl: string): Promise<Outcome[]> {
  const blocks = files.flatMap((file) => graphqlBlocks(path.relative(root, file), readFileSync(file, 'utf8')));
  if (blocks.length === 0) return [];
  // The graphql-js the app's GraphQL plugin uses.
  const graphql = createRequire(path.join(APP_DIR, 'node_modules/@strapi/plugin-graphql/package.json'))('graphql') as GraphqlModule;
  const response = await fetch(`${appUrl}/graphql`, {
    method: 'POST',
    headers: {'Content-Type': 'application/json'},
    body: JSON.stringify({query: graphql.getIntrospectionQuery()}),
  });
  const body = (await response.json().catch(() => undefined)) as {data?: unknown; errors?: unknown} | undefined;
  if (!response.ok || !body?.data) {
    throw new Error(`the reference app's /graphql answered ${response.status} to an introspection query: ${JSON.stringify(body?.errors ?? body)}`);
  }
  const schema = graphql.buildClientSchema(body.data);
  return blocks.map(({file, line, query, skip}): Outcome => {
    const example = {file, line};
    if (skip !== undefined) return {example, status: 'excluded', detail: `  ${skip}`};
    let document;
    try {
      document = graphql.parse(query);
    } catch (error) {
      return {example, status: 'failed', detail: `  does not parse: ${(error as Error).message}`};
    }
    const definesTypes = document.definitions.some((definition) => !['OperationDefinition', 'FragmentDefinition'].includes(definition.kind));
    if (definesTypes) return {example, status: 'verified'};
    const errors = graphql.validate(schema, document);
    return errors.length === 0
      ? {example, status: 'verified'}
      : {example, status: 'failed', detail: errors.map((error) => `  line ${line + (error.locations?.[0]?.line ?? 1) - 1}: ${error.message}`).join('\n')};
  });
}

/**
 * Runs every GraphQL operation whose page shows its response (a ```json block with `data` or `errors`
 * right after it, variables in a JSON block between them) against the app, with the full-access API
 * token, and compares the answer with the page the way <ApiCall> responses are compared (volatile
 * values by type only; `partial` on the response block allows extra keys). Mutations write, so the
 * caller gives a freshly seeded app and restarts it afterwards.
 */
export async function runGraphql(root: string, files: string[], app: RunningApp): Promise<Outcome[]> {
  const blocks = files.flatMap((file) => graphqlBlocks(path.relative(root, file), readFileSync(file, 'utf8'))).filter((block) => block.response !== undefined);
  const ids = new Map<string, string>();
  const outcomes: Outcome[] = [];
  for (const block of blocks) {
    const example = {file: block.file, line: block.line};
    if (block.skip !== undefined) {
      outcomes.push({example, status: 'excluded', detail: `  ${block.skip}`});
      continue;
    }
    const substitute = (text: string) => [...ids].reduce((out, [documented, real]) => out.split(documented).join(real), text);
    let documented: unknown;
    let variables: unknown;
    try {
      documented = JSON.parse(block.response!);
      variables = block.variables === undefined ? undefined : JSON.parse(substitute(block.variables));
    } catch (error) {
      outcomes.push({example, status: 'failed', detail: `  the documented JSON does not parse: ${(error as Error).message}`});
      continue;
    }
    const response = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: {'Content-Type': 'application/json', Authorization: `Bearer ${app.credentials.apiToken}`},
      body: JSON.stringify({query: substitute(block.query), variables}),
      signal: AbortSignal.timeout(20_000),
    });
    const real = (await response.json().catch(() => undefined)) as unknown;
    const mismatches = compareJson(documented, real, {partial: block.partial});
    documentIdPairs(documented, real, ids);
    outcomes.push(mismatches.length === 0
      ? {example, status: 'verified'}
      : {example, status: 'failed', detail: mismatches.map(formatMismatch).join('\n')});
  }
  return outcomes;
}
