import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {describe, it} from 'node:test';
import {defineSidebar, docIds, type Entry} from '../../sidebars/define';
import {cloudEntries} from '../../sidebars/entries/cloud';
import {devDocsEntries} from '../../sidebars/entries/dev-docs';
import {userDocsEntries} from '../../sidebars/entries/user-docs';

const root = path.join(__dirname, '..', '..');

describe('defineSidebar', () => {
  const entries: Entry[] = [
    'intro',
    'missing',
    {label: 'Empty', items: ['nope', {label: 'Deeper', items: ['nothing']}]},
    {label: 'Landing only', link: 'guide', items: ['not-written']},
    {label: 'Full', link: 'guide', collapsed: false, items: ['guide/a', {id: 'guide/b', badge: 'new'}]},
    {href: 'https://strapi.io', label: 'strapi.io'},
  ];
  const existing = new Set(['intro', 'guide', 'guide/a', 'guide/b']);
  const sidebar = defineSidebar(entries, (id) => existing.has(id));

  it('keeps existing docs and drops missing ones', () => {
    assert.deepEqual(sidebar[0], {type: 'doc', id: 'intro'});
    assert.ok(!JSON.stringify(sidebar).includes('missing'));
  });
  it('drops categories with nothing to show', () => {
    assert.ok(!JSON.stringify(sidebar).includes('Empty'));
  });
  it('turns a category whose items are all missing into its landing doc', () => {
    assert.deepEqual(sidebar[1], {type: 'doc', id: 'guide', label: 'Landing only'});
  });
  it('keeps category links, collapsed state and badges', () => {
    assert.deepEqual(sidebar[2], {
      type: 'category',
      label: 'Full',
      collapsed: false,
      link: {type: 'doc', id: 'guide'},
      items: [
        {type: 'doc', id: 'guide/a'},
        {type: 'doc', id: 'guide/b', className: 'sidebar-badge--new', customProps: {badge: 'new'}},
      ],
    });
  });
  it('keeps external links', () => {
    assert.deepEqual(sidebar[3], {type: 'link', href: 'https://strapi.io', label: 'strapi.io'});
  });
});

const routes = fs
  .readFileSync(path.join(root, '..', 'shared', 'routes.txt'), 'utf8')
  .split('\n')
  .filter((line) => line.startsWith('/'));

/** Doc files of an area (partials and other `_` files excluded), relative to its folder. */
function listDocFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((file) => /\.mdx?$/.test(file) && !file.split(path.sep).some((part) => part.startsWith('_')));
}

const toDocId = (file: string) => file.replace(/\.mdx?$/, '').split(path.sep).join('/');

for (const [area, entries] of [
  ['dev-docs', devDocsEntries],
  ['user-docs', userDocsEntries],
  ['cloud', cloudEntries],
] as const) {
  describe(`${area} sidebar`, () => {
    const ids = docIds(entries);
    const areaRoutes = routes.filter((route) => route.startsWith(`/${area}/`));

    it('lists every route of the contract for this area, once', () => {
      const listed = new Set(ids.map((id) => `/${area}/${id}`));
      assert.equal(listed.size, ids.length, 'a doc is listed twice');
      assert.deepEqual(areaRoutes.filter((route) => !listed.has(route)), []);
    });

    it('lists only pages that exist (the contract is the minimum, new pages are welcome)', () => {
      const written = new Set(listDocFiles(path.join(root, 'docs', area)).map(toDocId));
      assert.deepEqual(ids.filter((id) => !written.has(id)), []);
    });

    it('leaves no written page out, except unlisted ones', () => {
      const written = listDocFiles(path.join(root, 'docs', area))
        .filter((file) => !/^unlisted:\s*true/m.test(fs.readFileSync(path.join(root, 'docs', area, file), 'utf8')))
        .map(toDocId);
      assert.deepEqual(written.filter((id) => !ids.includes(id)), []);
    });
  });
}
