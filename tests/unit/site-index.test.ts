import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {buildStatusReport, buildTagIndex, pageStatus, tagKey, type IndexedDoc} from '../../src/plugins/site-index/model';

function doc(partial: Partial<IndexedDoc> & {permalink: string}): IndexedDoc {
  return {
    id: partial.permalink,
    title: partial.permalink,
    description: 'A page.',
    unlisted: false,
    lastUpdatedAt: 1_700_000_000_000,
    tags: [],
    frontMatter: {},
    ...partial,
  };
}

const dev = {id: 'dev-docs', label: 'Developer Docs'};
const user = {id: 'user-docs', label: 'User Guide'};
const declared = {
  'content-api': {label: 'Content API', description: 'APIs.'},
  'i-18-n': {label: 'i18n', description: 'Locales.'},
  vite: {label: 'Vite', description: 'Bundler.'},
};

describe('buildTagIndex', () => {
  const index = buildTagIndex(
    [
      {
        area: dev,
        docs: [
          doc({permalink: '/dev-docs/api/rest', title: 'REST API', tags: [{label: 'Content API', permalink: '/dev-docs/tags/content-api'}]}),
          doc({permalink: '/dev-docs/i18n', title: 'i18n', tags: [{label: 'i18n', permalink: '/dev-docs/tags/i-18-n'}]}),
          doc({permalink: '/dev-docs/showcase', unlisted: true, tags: [{label: 'Vite', permalink: '/dev-docs/tags/vite'}]}),
        ],
      },
      {
        area: user,
        docs: [doc({permalink: '/user-docs/settings/internationalization', title: 'Locales', tags: [{label: 'i18n', permalink: '/user-docs/tags/i-18-n'}]})],
      },
    ],
    declared,
  );

  it('lists every declared tag, including those with no page yet', () => {
    assert.deepEqual(index.map((tag) => tag.key), ['content-api', 'i-18-n', 'vite']);
    assert.equal(index.find((tag) => tag.key === 'vite')!.pages.length, 0);
  });
  it('merges the pages of all areas under one site-wide tag', () => {
    const i18n = index.find((tag) => tag.key === 'i-18-n')!;
    assert.equal(i18n.permalink, '/tags/i-18-n');
    assert.deepEqual(
      i18n.pages.map((page) => [page.areaLabel, page.title, page.permalink]),
      [
        ['Developer Docs', 'i18n', '/dev-docs/i18n'],
        ['User Guide', 'Locales', '/user-docs/settings/internationalization'],
      ],
    );
  });
  it('leaves unlisted pages out', () => {
    assert.ok(!JSON.stringify(index).includes('showcase'));
  });
  it('uses the base URL', () => {
    const withBase = buildTagIndex([], declared, '/docs/');
    assert.equal(withBase[0].permalink, '/docs/tags/content-api');
  });
  it('refuses undeclared tags', () => {
    assert.throws(
      () => buildTagIndex([{area: dev, docs: [doc({permalink: '/x', tags: [{label: 'Nope', permalink: '/dev-docs/tags/nope'}]})]}], declared),
      /not declared in docs\/tags.yml/,
    );
  });
  it('reads the tag key from the permalink', () => {
    assert.equal(tagKey('/dev-docs/tags/i-18-n'), 'i-18-n');
    assert.equal(tagKey('/tags/vite/'), 'vite');
  });
});

describe('buildStatusReport', () => {
  const report = buildStatusReport([
    {
      area: dev,
      docs: [
        doc({permalink: '/dev-docs/b', frontMatter: {status: 'draft'}}),
        doc({permalink: '/dev-docs/a'}),
        doc({permalink: '/dev-docs/hidden', unlisted: true}),
      ],
    },
    {area: user, docs: [doc({permalink: '/user-docs/x', frontMatter: {status: 'review'}, lastUpdatedAt: null})]},
  ]);

  it('counts pages per status, per area and in total', () => {
    assert.equal(report.total, 3);
    assert.deepEqual(report.counts, {draft: 1, review: 1, ready: 1});
    assert.deepEqual(report.areas[0].counts, {draft: 1, review: 0, ready: 1});
  });
  it('lists each page with its status and last update, sorted, unlisted pages left out', () => {
    assert.deepEqual(report.areas[0].pages.map((page) => [page.permalink, page.status]), [
      ['/dev-docs/a', 'ready'],
      ['/dev-docs/b', 'draft'],
    ]);
    assert.equal(report.areas[1].pages[0].lastUpdatedAt, null);
  });
  it('adds up what each page proves: examples, boots, samples, commands, labels and messages', () => {
    const figures = (verified: number, total: number) => ({verified, total});
    const proven = buildStatusReport([{area: dev, docs: [doc({permalink: '/dev-docs/a'}), doc({permalink: '/dev-docs/b'})]}], (page) =>
      page.permalink === '/dev-docs/a'
        ? {examples: figures(2, 3), boots: figures(4, 5), types: figures(7, 8), commands: figures(1, 1), labels: figures(10, 11), messages: figures(4, 4)}
        : {examples: figures(0, 0), boots: figures(1, 1), types: figures(3, 3), commands: figures(0, 0), labels: figures(5, 5), messages: figures(1, 2)},
    );
    assert.deepEqual(proven.proofs, {
      examples: figures(2, 3),
      boots: figures(5, 6),
      types: figures(10, 11),
      commands: figures(1, 1),
      labels: figures(15, 16),
      messages: figures(5, 6),
    });
    assert.deepEqual(proven.areas[0].pages[0].labels, figures(10, 11));
  });
  it('defaults to ready and rejects unknown statuses', () => {
    assert.equal(pageStatus(doc({permalink: '/p'})), 'ready');
    assert.throws(() => pageStatus(doc({permalink: '/p', frontMatter: {status: 'done'}})), /Invalid status "done"/);
  });
});
