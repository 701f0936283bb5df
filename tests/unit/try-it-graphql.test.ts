/**
 * The GraphQL tab of `<ApiCall graphql>` (src/plugins/post-build/try-it/graphql.ts): the operation
 * generated from the REST request for the app's real content-types, the reasons given where GraphQL
 * cannot say the same thing, and the build error naming the page when a page asks for one of those.
 * verify:live sends every generated operation to the reference app (scripts/verify-live/graphql-samples.mts).
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import {describe, it} from 'node:test';
import {appContentTypes} from '../../src/plugins/post-build/try-it/collections';
import {graphqlSample, withGraphql} from '../../src/plugins/post-build/try-it/graphql';
import type {ApiRequest, Samples} from '../../src/plugins/post-build/try-it/samples';

const types = appContentTypes(path.join(__dirname, '../..'));
const request = (extra: Partial<ApiRequest> & Pick<ApiRequest, 'method' | 'path'>): ApiRequest => ({auth: 'token', headers: {}, ...extra});
const code = (extra: Partial<ApiRequest> & Pick<ApiRequest, 'method' | 'path'>) => {
  const sample = graphqlSample(request(extra), types);
  assert.ok('code' in sample, 'reason' in sample ? sample.reason : '');
  return sample.code;
};
const reason = (extra: Partial<ApiRequest> & Pick<ApiRequest, 'method' | 'path'>) => {
  const sample = graphqlSample(request(extra), types);
  assert.ok('reason' in sample, `expected no operation for ${extra.method} ${extra.path}`);
  return sample.reason;
};
const operation = (text: string) => text.split('\n').filter((line) => !line.startsWith('#')).join('\n');

describe('graphqlSample', () => {
  it('lists a collection with locale as an argument and the fields as the selection', () => {
    assert.equal(
      operation(code({method: 'GET', path: '/api/restaurants?locale=fr&fields[0]=name&fields[1]=description&fields[2]=locale'})),
      'query {\n  restaurants(locale: "fr") {\n    documentId\n    name\n    description\n    locale\n  }\n}\n',
    );
  });

  it('says where to send it and with which credential', () => {
    const text = code({method: 'GET', path: '/api/restaurants'});
    assert.match(text, /^# POST to http:\/\/localhost:1337\/graphql with the header Authorization: Bearer \$STRAPI_TOKEN,/);
    assert.match(code({method: 'GET', path: '/api/restaurants', auth: 'public'}), /with no token \(the Public role\)/);
    assert.match(code({method: 'GET', path: '/api/restaurants', auth: 'user'}), /Bearer \$STRAPI_JWT/);
  });

  it('selects every plain field, the timestamps and locale when REST would return them all', () => {
    const text = operation(code({method: 'GET', path: '/api/articles/ujzde8gxd6ncf10epf91dhod'}));
    assert.match(text, /article\(documentId: "ujzde8gxd6ncf10epf91dhod"\) \{/);
    for (const field of ['documentId', 'title', 'slug', 'readingTime', 'featured', 'createdAt', 'updatedAt', 'publishedAt', 'locale']) assert.match(text, new RegExp(`\\n    ${field}\\n`));
    // Relations, media, components and dynamic zones are not returned without populate.
    for (const field of ['category', 'cover', 'seo', 'blocks']) assert.doesNotMatch(text, new RegExp(`\\n    ${field}\\n`));
  });

  it('turns filters (operators without $, values typed by attribute), sort, pagination and status into arguments', () => {
    const text = operation(
      code({
        method: 'GET',
        path: '/api/articles?filters[readingTime][$gt]=5&filters[category][documentId][$eq]=2g8ctm6y054n0p346763w2w8&filters[$or][0][featured][$eq]=true&sort[0]=title:asc&pagination[page]=2&pagination[pageSize]=10&status=draft',
      }),
    );
    assert.match(text, /status: DRAFT/);
    assert.match(text, /filters: \{readingTime: \{gt: 5\}, category: \{documentId: \{eq: "2g8ctm6y054n0p346763w2w8"\}\}, or: \[\{featured: \{eq: true\}\}\]\}/);
    assert.match(text, /sort: \["title:asc"\]/);
    assert.match(text, /pagination: \{page: 2, pageSize: 10\}/);
  });

  it('nests a populated relation with its fields', () => {
    const text = operation(code({method: 'GET', path: '/api/articles?fields[0]=title&populate[category][fields][0]=name'}));
    assert.match(text, /    title\n    category \{\n      documentId\n      name\n    \}\n/);
  });

  it('makes an update mutation of a PUT, the body\'s data as its data argument', () => {
    const text = operation(code({method: 'PUT', path: '/api/articles/ujzde8gxd6ncf10epf91dhod?locale=fr', body: '{"data": {"title": "Tarte au citron, \\"pas\\" à pas"}}'}));
    assert.match(text, /^mutation \{\n  updateArticle\(\n    documentId: "ujzde8gxd6ncf10epf91dhod"\n    locale: "fr"\n    data: \{title: "Tarte au citron, \\"pas\\" à pas"\}\n  \) \{\n/);
  });

  it('gives a reason instead of an operation it cannot make true', () => {
    assert.match(reason({method: 'POST', path: '/api/articles', body: '{"data": {"title": "x"}}'}), /POST requests get no generated GraphQL equivalent/);
    assert.match(reason({method: 'DELETE', path: '/api/articles/ujzde8gxd6ncf10epf91dhod'}), /DELETE/);
    assert.match(reason({method: 'PUT', path: '/api/articles/ujzde8gxd6ncf10epf91dhod', body: '{"data": {"category": {"connect": [{"documentId": "2g8ctm6y054n0p346763w2w8"}]}}}'}), /takes for a numeric id when it starts with a digit/);
    assert.match(reason({method: 'PUT', path: '/api/articles/ujzde8gxd6ncf10epf91dhod', body: '{"data": {"seo": {"metaTitle": "x"}}}'}), /component attribute seo/);
    assert.match(reason({method: 'GET', path: '/api/articles?populate=*'}), /populate other than/);
    assert.match(reason({method: 'GET', path: '/api/articles?fields[0]=cover'}), /cover is a media/);
    assert.match(reason({method: 'GET', path: '/api/articles?filters[nope][$eq]=1'}), /no attribute nope/);
    assert.match(reason({method: 'GET', path: '/api/articles?filters[readingTime][$gt]=many'}), /does not fit the integer attribute/);
    assert.match(reason({method: 'GET', path: '/api/articles?foo=bar'}), /parameter foo has no GraphQL argument/);
    assert.match(reason({method: 'GET', path: '/api/menus'}), /menus is not a collection type/);
    assert.match(reason({method: 'POST', path: '/api/auth/local', auth: 'public', body: '{}'}), /only the routes of a collection type/);
    assert.match(reason({method: 'GET', path: '/admin/users/me'}), /only the routes of a collection type/);
  });
});

describe('graphqlSample, attributes whose GraphQL literal differs', () => {
  const menus = new Map([
    ['api::menu.menu', {uid: 'api::menu.menu', singularName: 'menu', pluralName: 'menus', draftAndPublish: false, localized: false, attributes: {course: {type: 'enumeration'}, views: {type: 'biginteger'}, name: {type: 'string'}}}],
  ]);
  it('gives a reason for an enumeration (a GraphQL enum) or a biginteger in a filter or in data', () => {
    for (const extra of [
      {method: 'GET', path: '/api/menus?filters[course][$eq]=starter'},
      {method: 'GET', path: '/api/menus?filters[views][$gt]=10'},
      {method: 'PUT', path: '/api/menus/ujzde8gxd6ncf10epf91dhod', body: '{"data": {"course": "starter"}}'},
    ]) {
      const sample = graphqlSample(request(extra), menus);
      assert.ok('reason' in sample && /enumeration|biginteger/.test(sample.reason), `${extra.method} ${extra.path}`);
    }
    assert.ok('code' in graphqlSample(request({method: 'GET', path: '/api/menus?filters[name][$eq]=Lunch'}), menus));
  });
});

describe('withGraphql', () => {
  const samples: Samples = {curl: 'curl', fetch: 'fetch', client: null};
  const example = {file: 'docs/page.mdx', line: 12};
  it('adds the operation only where the page asks for it', () => {
    assert.equal(withGraphql(samples, {...example}, request({method: 'GET', path: '/api/restaurants'}), () => types).graphql, undefined);
    assert.match(withGraphql(samples, {...example, graphql: true}, request({method: 'GET', path: '/api/restaurants'}), () => types).graphql ?? '', /restaurants \{/);
  });
  it('stops the build naming the page and the reason when the request has no GraphQL equivalent', () => {
    assert.throws(
      () => withGraphql(samples, {...example, graphql: true}, request({method: 'POST', path: '/api/restaurants', body: '{"data": {}}'}), () => types),
      /^Error: docs\/page\.mdx:12: <ApiCall graphql> asks for a GraphQL tab, but POST requests get no generated GraphQL equivalent/,
    );
  });
});
