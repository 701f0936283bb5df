import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {parseAlgolia} from '../../config/env';
import {
  areaOfPath,
  escapeHtml,
  mergeRankings,
  preferArea,
  safeExcerpt,
  searchTerms,
  toDocSearchHits,
  unavailableHits,
  type SearchResult,
} from '../../src/components/Search/model';
import {areaOfFile, EXCLUDED_SELECTORS, markArticle, pageDescription} from '../../src/plugins/post-build/search-index/prepare';

const result = (url: string, areaId: string, title = 'Title'): SearchResult => ({
  url,
  title,
  areaId,
  areaLabel: areaId === 'cloud' ? 'Strapi Cloud' : 'Developer Docs',
  excerpt: 'an <mark>excerpt</mark>',
  subResults: [{title: 'Section', url: `${url}#section`, excerpt: 'in a <mark>section</mark>'}],
});

describe('search results', () => {
  it('escape everything but the <mark> tags of excerpts', () => {
    assert.equal(safeExcerpt('a <mark>b</mark> <img src=x onerror=alert(1)>'), 'a <mark>b</mark> &lt;img src=x onerror=alert(1)&gt;');
    assert.equal(safeExcerpt('&lt;script&gt; <mark>x</mark>'), '&lt;script&gt; <mark>x</mark>');
    assert.equal(escapeHtml(`<"'&>`), '&lt;&quot;&#39;&amp;&gt;');
  });
  it('put the current area first without reordering within an area', () => {
    const ordered = preferArea([result('/dev-docs/a', 'dev-docs'), result('/cloud/b', 'cloud'), result('/cloud/c', 'cloud')], 'cloud');
    assert.deepEqual(ordered.map((r) => r.url), ['/cloud/b', '/cloud/c', '/dev-docs/a']);
  });
  it('become DocSearch hits grouped by area, with escaped titles and section hits', () => {
    const hits = toDocSearchHits([result('/dev-docs/a', 'dev-docs', '<b>REST</b>')]);
    assert.equal(hits.length, 2);
    assert.equal(hits[0].hierarchy.lvl0, 'Developer Docs');
    assert.equal(hits[0].hierarchy.lvl1, '&lt;b&gt;REST&lt;/b&gt;');
    assert.equal(hits[1].type, 'lvl2');
    assert.equal(hits[1].url, '/dev-docs/a#section');
  });
  it('explain an unreachable index inside the modal', () => {
    const [hit] = unavailableHits('a query', '/search', false);
    assert.equal(hit.hierarchy.lvl1, 'Unable to fetch results');
    assert.equal(hit.content, 'You might want to check your network connection.');
    assert.equal(hit.url, '/search?q=a%20query');
    assert.match(unavailableHits('', '/search', true)[0].hierarchy.lvl1!, /run npm run build/);
  });
  it('search the words of a query that carry meaning', () => {
    assert.equal(searchTerms('  how do I hide a field from the API response? '), 'hide field API response?');
    assert.equal(searchTerms('where do uploaded files go'), 'uploaded files go');
    assert.equal(searchTerms('Convert my JavaScript project to TypeScript'), 'Convert JavaScript project TypeScript');
    // Nothing but stop words, or an exact phrase: searched as typed.
    assert.equal(searchTerms('what is it'), 'what is it');
    assert.equal(searchTerms('"the document"'), '"the document"');
  });
  it('rank pages of several searches by their best weighted score, ties in search order', () => {
    const all = [{id: 'a', score: 10}, {id: 'b', score: 4}];
    const partial = [{id: 'c', score: 10}, {id: 'b', score: 8}, {id: 'a', score: 12}, {id: 'd', score: 4}];
    const merged = mergeRankings([{results: all, weight: 1}, {results: partial, weight: 0.5}]);
    assert.deepEqual(merged.map((item) => item.id), ['a', 'c', 'b', 'd']);
    assert.deepEqual(mergeRankings([{results: [{id: 'x', score: 1}, {id: 'y', score: 1}], weight: 1}]).map((item) => item.id), ['x', 'y']);
  });
  it('know the area of a page', () => {
    assert.equal(areaOfPath('/user-docs/intro', '/'), 'user-docs');
    assert.equal(areaOfPath('/docs/cloud/intro', '/docs/'), 'cloud');
    assert.equal(areaOfPath('/', '/'), undefined);
  });
});

describe('search configuration', () => {
  it('uses the offline index unless Algolia is fully configured', () => {
    assert.equal(parseAlgolia({}), undefined);
    assert.deepEqual(parseAlgolia({ALGOLIA_APP_ID: 'A', ALGOLIA_SEARCH_API_KEY: 'k', ALGOLIA_INDEX_NAME: 'i'}), {
      appId: 'A',
      apiKey: 'k',
      indexName: 'i',
    });
  });
  it('fails the build with a clear message when partly configured', () => {
    assert.throws(() => parseAlgolia({ALGOLIA_APP_ID: 'A'}), /partly configured: set ALGOLIA_SEARCH_API_KEY, ALGOLIA_INDEX_NAME too/);
  });
});

describe('search index preparation', () => {
  const areas = [{id: 'dev-docs', label: 'Developer Docs'}];
  it('indexes docs pages only, not tag pages', () => {
    assert.deepEqual(areaOfFile('dev-docs/api/rest/index.html', areas), areas[0]);
    assert.equal(areaOfFile('dev-docs/tags/x/index.html', areas), undefined);
    assert.equal(areaOfFile('tags/index.html', areas), undefined);
  });
  it('marks the article with its area, and skips pages without one or marked noindex', () => {
    const marked = markArticle('<html><body><nav></nav><article><h1>T</h1></article></body></html>', areas[0])!;
    assert.match(marked, /<article data-pagefind-body data-pagefind-filter="area:dev-docs" data-pagefind-meta="area:Developer Docs">/);
    assert.match(marked, /<h1 data-pagefind-weight="5">/);
    assert.equal(markArticle('<html><main></main></html>', areas[0]), null);
    assert.equal(markArticle('<meta name=robots content="noindex, nofollow"/><article></article>', areas[0]), null);
  });

  it('index the page description after the title, with extra weight', () => {
    const html =
      '<head><meta data-rh=true name=description content="How filters &amp; dates work."/></head>' +
      '<article><header><h1>Filters</h1></header><p>Body</p></article>';
    const marked = markArticle(html, areas[0])!;
    assert.match(
      marked,
      /<h1 data-pagefind-weight="5">Filters<\/h1><p data-pagefind-meta="description" data-pagefind-weight="2">How filters &amp; dates work.<\/p><\/header>/,
    );
    assert.equal(pageDescription('<meta name="description" content="  ">'), undefined);
    assert.equal(pageDescription('<p>no meta</p>'), undefined);
  });

  it('leave out what is hidden or the same on every page', () => {
    for (const selector of ['[hidden]', '[aria-label="Page feedback"]', '[data-verified]', '.theme-code-block']) {
      assert.ok(EXCLUDED_SELECTORS.includes(selector), selector);
    }
  });

  it('leave single-letter headings out of the index, but not real headings', () => {
    const html =
      '<article><h1>Glossary</h1><h2 class="anchor" id=q>Q<a href=#q class=hash-link></a></h2>' +
      '<h3 id=query>Query Engine<a href=#query></a></h3><h2 id=z>Z</h2></article>';
    const marked = markArticle(html, areas[0])!;
    assert.match(marked, /<h2 data-pagefind-ignore class="anchor" id=q>Q</);
    assert.match(marked, /<h2 data-pagefind-ignore id=z>Z<\/h2>/);
    assert.match(marked, /<h3 id=query>Query Engine</);
  });
});
