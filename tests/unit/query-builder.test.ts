import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {buildQuery} from '../../src/components/InteractiveQueryBuilder/buildQuery';
import {DEFAULT_ENDPOINT, DEFAULT_QUERY, DEFAULT_URL} from '../../src/components/InteractiveQueryBuilder/defaults';

describe('buildQuery', () => {
  it('encodes nested parameters like Strapi expects (brackets kept, values encoded)', () => {
    const result = buildQuery(
      "{filters: {title: {$containsi: 'hello world'}}, populate: ['cover'], sort: ['publishedAt:desc'], pagination: {pageSize: 10}}",
      '/api/articles',
    );
    assert.deepEqual(result, {
      ok: true,
      url: '/api/articles?filters[title][$containsi]=hello%20world&populate[0]=cover&sort[0]=publishedAt%3Adesc&pagination[pageSize]=10',
      unknownKeys: [],
    });
  });
  it('returns the bare endpoint for an empty object', () => {
    assert.deepEqual(buildQuery('{}', '/api/articles'), {ok: true, url: '/api/articles', unknownKeys: []});
    assert.deepEqual(buildQuery('   ', '/api/articles'), {ok: true, url: '/api/articles', unknownKeys: []});
  });
  it('flags parameters the REST API does not know', () => {
    const result = buildQuery('{foo: 1, locale: "fr"}', '/api/articles');
    assert.equal(result.ok, true);
    assert.deepEqual(result.ok && result.unknownKeys, ['foo']);
  });
  it('explains invalid input instead of throwing', () => {
    for (const bad of ['{', 'filters: {}', '[1, 2]', '"text"', 'null', '42', '{a: function () {}}']) {
      const result = buildQuery(bad, '/api/articles');
      assert.equal(result.ok, false, bad);
      assert.ok(!result.ok && result.error.length > 10);
    }
  });
  it('rejects endpoints that are not plain paths', () => {
    assert.equal(buildQuery('{}', 'api/articles').ok, false);
    assert.equal(buildQuery('{}', '/api/articles?x=1').ok, false);
    assert.equal(buildQuery('{}', '/api/a b').ok, false);
  });
});

describe('query builder defaults', () => {
  it('shows for the default example exactly the URL buildQuery makes of it', () => {
    assert.deepEqual(buildQuery(DEFAULT_QUERY, DEFAULT_ENDPOINT), {ok: true, url: DEFAULT_URL, unknownKeys: []});
  });
});
