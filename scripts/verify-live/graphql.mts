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
import {APP_DIR} from './app.mts';
import type {Outcome} from './compare.mts';
import {graphqlBlocks} from '../../src/plugins/verified-examples/samples.ts';

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
