/**
 * The GraphQL equivalent of an <ApiCall>'s request, generated from the same request model as the
 * other samples (./samples.ts), for the examples whose page asks for it (`<ApiCall graphql>`): the
 * query or mutation Strapi's GraphQL plugin names for that route, the query string's `locale`,
 * `status`, `filters`, `sort` and `pagination` as arguments, `fields` and `populate` as the
 * selection, and the body's `data` as the mutation's `data` input. What GraphQL cannot say the same
 * way (relations, components, media, other routes) gives a reason instead,
 * and the build stops on it: a page that asks for the tab gets a true one or none.
 *
 * `npm run verify:live` sends every generated operation to the reference app's /graphql right after
 * the REST request and compares its fields with the REST answer (scripts/verify-live/graphql-samples.mts).
 */
import qs from 'qs';
import type {ApiExample} from '../../../../scripts/verify-live/extract.mts';
import type {ContentType} from './collections';
import {SAMPLE_ORIGIN, tokenVariable, type ApiRequest, type Samples} from './samples';

/** Attribute types GraphQL returns as plain values, with the literal each takes in an argument. */
const SCALARS: Record<string, 'string' | 'number' | 'boolean'> = {
  string: 'string',
  text: 'string',
  richtext: 'string',
  email: 'string',
  uid: 'string',
  enumeration: 'string',
  date: 'string',
  time: 'string',
  datetime: 'string',
  timestamp: 'string',
  biginteger: 'string',
  decimal: 'number',
  float: 'number',
  integer: 'number',
  boolean: 'boolean',
};

/** Types whose GraphQL input is not the JSON literal of the REST value: an enum (bare names), a Long. */
const OTHER_INPUT = new Set(['enumeration', 'biginteger']);

const pascal = (name: string) => name.replace(/(^|-)(\w)/g, (_, _dash: string, letter: string) => letter.toUpperCase());
const camel = (name: string) => name.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());

class Unsupported extends Error {}
const unsupported = (why: string): never => {
  throw new Unsupported(why);
};

/** A value as a GraphQL literal: strings quoted as JSON does, objects with bare keys. */
function literal(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(literal).join(', ')}]`;
  if (value !== null && typeof value === 'object') {
    return `{${Object.entries(value)
      .map(([key, item]) => `${key}: ${literal(item)}`)
      .join(', ')}}`;
  }
  return JSON.stringify(value);
}

/** A query-string value (always text) as the literal an attribute of this type takes. */
function typed(type: string | undefined, value: unknown): unknown {
  if (Array.isArray(value)) return value.map((item) => typed(type, item));
  if (typeof value !== 'string') return value;
  if (type !== undefined && OTHER_INPUT.has(type)) return unsupported(`a ${type} attribute takes another literal in GraphQL`);
  if (type === undefined || SCALARS[type] === 'string') return value;
  if (SCALARS[type] === 'number' && /^-?\d+(\.\d+)?$/.test(value)) return Number(value);
  if (SCALARS[type] === 'boolean' && (value === 'true' || value === 'false')) return value === 'true';
  return unsupported(`the filter value "${value}" does not fit the ${type} attribute`);
}

type Types = ReadonlyMap<string, ContentType>;

/** REST filters (`$eq`, `$and`…) as GraphQL's `filters` argument (`eq`, `and`…), values typed by attribute. */
function filtersOf(filters: unknown, type: ContentType, types: Types): unknown {
  if (filters === null || typeof filters !== 'object' || Array.isArray(filters)) return unsupported('filters must be an object');
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(filters)) {
    if (key === '$and' || key === '$or') {
      const list = Array.isArray(value) ? value : Object.values(value as object);
      out[key.slice(1)] = list.map((item) => filtersOf(item, type, types));
    } else if (key === '$not') {
      out.not = filtersOf(value, type, types);
    } else if (key === 'documentId' || key in type.attributes || ['createdAt', 'updatedAt', 'publishedAt', 'locale'].includes(key)) {
      const attribute = type.attributes[key];
      if (attribute?.type === 'relation') {
        const target = types.get(attribute.target ?? '') ?? unsupported(`no content-type ${attribute.target} for the filter on ${key}`);
        out[key] = filtersOf(value, target, types);
      } else {
        out[key] = operators(value, attribute?.type ?? (key === 'documentId' || key === 'locale' ? 'string' : 'datetime'));
      }
    } else {
      unsupported(`no attribute ${key} on ${type.singularName} to filter on`);
    }
  }
  return out;
}

function operators(value: unknown, type: string): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return {eq: typed(type, value)};
  return Object.fromEntries(
    Object.entries(value).map(([operator, operand]) =>
      operator.startsWith('$') ? [operator.slice(1), typed(type, operand)] : unsupported(`the filter operator ${operator} (expected $eq, $contains…)`),
    ),
  );
}

/** The selection REST's `fields` and `populate` ask for: documentId, the fields (all plain ones when none), each populated relation. */
function selectionOf(type: ContentType, fields: unknown, populate: unknown, types: Types, indent: string): string[] {
  const listed = fields === undefined ? undefined : (Array.isArray(fields) ? fields : typeof fields === 'string' ? fields.split(',') : Object.values(fields as object)) as string[];
  const plain = listed ?? [
    ...Object.entries(type.attributes)
      .filter(([, attribute]) => attribute.type in SCALARS)
      .map(([name]) => name),
    'createdAt',
    'updatedAt',
    ...(type.draftAndPublish ? ['publishedAt'] : []),
    ...(type.localized ? ['locale'] : []),
  ];
  for (const name of plain) {
    const attribute = type.attributes[name];
    if (attribute && !(attribute.type in SCALARS)) unsupported(`the field ${name} is a ${attribute.type}, which GraphQL selects differently`);
  }
  const lines = ['documentId', ...plain.filter((name) => name !== 'documentId')].map((name) => `${indent}${name}`);
  if (populate === undefined) return lines;
  if (populate === null || typeof populate !== 'object' || Array.isArray(populate)) return unsupported('populate other than populate[<relation>][fields]=… (use the relation names)');
  for (const [name, options] of Object.entries(populate)) {
    const attribute = type.attributes[name];
    if (attribute?.type !== 'relation') unsupported(`populate[${name}] is not a relation of ${type.singularName}`);
    const target = types.get(attribute.target ?? '') ?? unsupported(`no content-type ${attribute.target} for populate[${name}]`);
    const nested = options === 'true' || options === true ? {} : (options as Record<string, unknown>);
    const extra = Object.keys(nested).filter((key) => key !== 'fields' && key !== 'populate');
    if (extra.length > 0) unsupported(`populate[${name}][${extra[0]}]`);
    lines.push(`${indent}${name} {`, ...selectionOf(target, nested.fields, nested.populate, types, `${indent}  `), `${indent}}`);
  }
  return lines;
}

/** The body's `data` as the mutation's `data` argument: plain fields as they are; anything else gets a reason. */
function dataOf(data: unknown, type: ContentType): Record<string, unknown> {
  if (data === null || typeof data !== 'object' || Array.isArray(data)) return unsupported('the body has no data object');
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(data)) {
    const attribute = type.attributes[name] ?? unsupported(`no attribute ${name} on ${type.singularName}`);
    if (attribute.type in SCALARS && !OTHER_INPUT.has(attribute.type)) {
      out[name] = value;
    } else if (attribute.type === 'relation') {
      // verify:live found it: Strapi 5.54.0 takes a bare relation value that starts with a digit for a
      // numeric id (parseInt), and GraphQL has only bare values, while REST's {documentId} objects are
      // never misread. A generated mutation would fail for a third of the documentIds.
      unsupported(`the relation ${name}: a GraphQL relation input is a bare ID, which Strapi 5.54.0 takes for a numeric id when it starts with a digit; the REST request's documentId objects have no GraphQL equivalent`);
    } else {
      unsupported(`the ${attribute.type} attribute ${name} takes another input shape in GraphQL`);
    }
  }
  return out;
}

export type GraphqlSample = {code: string; operation: 'query' | 'mutation'; field: string} | {reason: string};

/**
 * The GraphQL operation for a request of the Content API on a collection type of the app, or why
 * there is none. The first lines say where to send it (comments, so the text runs as it is).
 */
export function graphqlSample(request: ApiRequest, types: Types): GraphqlSample {
  try {
    const [pathname, search] = request.path.split('?');
    const match = /^\/api\/([\w-]+)(?:\/([a-z0-9]{24}))?$/.exec(pathname) ?? unsupported('only the routes of a collection type (/api/<plural>[/<documentId>]) have a generated GraphQL equivalent');
    const [, plural, documentId] = match;
    const type = [...types.values()].find((candidate) => candidate.pluralName === plural) ?? unsupported(`${plural} is not a collection type of the app`);
    const query = (search ? qs.parse(search, {depth: 20, arrayLimit: 100}) : {}) as Record<string, unknown>;
    const {fields, populate, locale, status, filters, sort, pagination, ...others} = query;
    const other = Object.keys(others)[0];
    if (other !== undefined) unsupported(`the parameter ${other} has no GraphQL argument`);
    const args: string[] = [];
    if (documentId) args.push(`documentId: ${literal(documentId)}`);
    if (locale !== undefined) args.push(`locale: ${literal(locale)}`);
    if (status !== undefined) args.push(`status: ${status === 'draft' ? 'DRAFT' : status === 'published' ? 'PUBLISHED' : unsupported(`status=${String(status)}`)}`);
    const collection = request.method === 'GET' && !documentId;
    if (!collection && (filters ?? sort ?? pagination) !== undefined) unsupported('filters, sort and pagination apply to lists');
    if (filters !== undefined) args.push(`filters: ${literal(filtersOf(filters, type, types))}`);
    if (sort !== undefined) args.push(`sort: ${literal(typeof sort === 'string' ? sort.split(',') : Object.values(sort as object))}`);
    if (pagination !== undefined) {
      if (pagination === null || typeof pagination !== 'object') unsupported('pagination[page], [pageSize], [start] or [limit]');
      args.push(`pagination: ${literal(Object.fromEntries(Object.entries(pagination as object).map(([key, value]) => [key, typed('integer', value)])))}`);
    }
    const singular = pascal(type.singularName);
    let operation: 'query' | 'mutation' = 'query';
    let field: string;
    if (request.method === 'GET') {
      field = collection ? camel(type.pluralName) : camel(type.singularName);
    } else if (request.method === 'PUT' && documentId) {
      operation = 'mutation';
      field = `update${singular}`;
      const body = (request.body === undefined ? undefined : JSON.parse(request.body)) as {data?: unknown} | undefined;
      args.push(`data: ${literal(dataOf(body?.data, type))}`);
    } else {
      return unsupported(`${request.method} requests get no generated GraphQL equivalent (only reads and updates, which give the same answer when sent twice)`);
    }
    if (request.method === 'GET' && request.body !== undefined) unsupported('a GET with a body');
    const variable = tokenVariable(request.auth);
    const header = variable ? `with the header Authorization: Bearer $${variable}` : 'with no token (the Public role)';
    const oneLine = `${field}(${args.join(', ')})`;
    const call = args.length === 0 ? [field] : oneLine.length <= 72 ? [oneLine] : [`${field}(`, ...args.map((arg) => `    ${arg}`), '  )'];
    call[call.length - 1] += ' {';
    const lines = [
      `# POST to ${SAMPLE_ORIGIN}/graphql ${header},`,
      `# as {"query": "<this operation>"}, or paste it into the Apollo Sandbox that /graphql opens outside production`,
      `${operation} {`,
      `  ${call.join('\n')}`,
      ...selectionOf(type, fields, populate, types, '    '),
      '  }',
      '}',
    ];
    return {code: `${lines.join('\n')}\n`, operation, field};
  } catch (error) {
    if (error instanceof Unsupported) return {reason: error.message};
    throw error;
  }
}

/**
 * The samples of an example with its GraphQL operation added when the page asks for one; a request
 * with no GraphQL equivalent stops the build there, with the reason.
 */
export function withGraphql(samples: Samples, example: Pick<ApiExample, 'graphql' | 'file' | 'line'>, request: ApiRequest, types: () => Types): Samples {
  if (!example.graphql) return samples;
  const sample = graphqlSample(request, types());
  if ('reason' in sample) throw new Error(`${example.file}:${example.line}: <ApiCall graphql> asks for a GraphQL tab, but ${sample.reason}. Remove the graphql attribute.`);
  return {...samples, graphql: sample.code};
}
