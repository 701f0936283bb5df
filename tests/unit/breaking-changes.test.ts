import assert from 'node:assert/strict';
import {mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, it} from 'node:test';
import {checkCodemods, namedCodemods, shippedCodemods} from '../../scripts/verify-live/codemods.mts';
import {BREAKING_CHANGE_AREAS, BREAKING_CHANGES} from '../../src/data/breaking-changes';
import {filterBreakingChanges, parseFilters, serializeFilters} from '../../src/components/BreakingChangeCatalogue/filters';

const ROOT = path.join(__dirname, '../..');
const FOLDER = path.join(ROOT, 'docs/dev-docs/migration/v4-to-v5/breaking-changes');
const pages = readdirSync(FOLDER).filter((file) => file.endsWith('.mdx'));

/** The summary box of a page: the props of its `<BreakingChangeCard … />`. */
function cardOf(source: string): {affectsPlugins: boolean; codemod: string; codemodName?: string} {
  const card = /<BreakingChangeCard\s([^>]*)\/>/.exec(source);
  assert.ok(card, 'the page has a <BreakingChangeCard />');
  const plugins = /affectsPlugins=\{(true|false)\}/.exec(card[1]);
  const codemod = /codemod="(yes|partly|no)"/.exec(card[1]);
  assert.ok(plugins && codemod, `affectsPlugins and codemod are set: ${card[0]}`);
  return {affectsPlugins: plugins[1] === 'true', codemod: codemod[1], codemodName: /codemodName="([^"]+)"/.exec(card[1])?.[1]};
}

describe('breaking-change catalogue', () => {
  it('lists every breaking-change page once, and only those', () => {
    const slugs = BREAKING_CHANGES.map((entry) => entry.slug);
    assert.equal(new Set(slugs).size, slugs.length, 'a slug is listed twice');
    assert.deepEqual([...slugs].sort(), pages.map((file) => file.replace(/\.mdx$/, '')).sort());
  });

  it("agrees with each page's summary box", () => {
    for (const entry of BREAKING_CHANGES) {
      const card = cardOf(readFileSync(path.join(FOLDER, `${entry.slug}.mdx`), 'utf8'));
      assert.deepEqual(
        card,
        {affectsPlugins: entry.affectsPlugins, codemod: entry.codemod, codemodName: entry.codemod === 'no' ? undefined : entry.codemodName},
        entry.slug,
      );
    }
  });

  it('has a known area, a short summary and a codemod name only with a codemod', () => {
    for (const entry of BREAKING_CHANGES) {
      assert.ok(entry.area in BREAKING_CHANGE_AREAS, `${entry.slug}: area ${entry.area}`);
      assert.ok(entry.summary.length > 20 && entry.summary.length <= 160, `${entry.slug}: summary length`);
      assert.ok(entry.affectsPlugins || entry.affectsProjects, `${entry.slug} affects someone`);
      if (entry.codemod === 'no') assert.equal(entry.codemodName, undefined, `${entry.slug}: codemodName without a codemod`);
    }
  });
});

describe('catalogue filters', () => {
  it('reads and writes the URL query, ignoring unknown values', () => {
    const filters = parseFilters('?area=database&codemod=yes&plugins=no&projects=bogus&other=1');
    assert.deepEqual(filters, {area: 'database', codemod: 'yes', plugins: 'no', projects: 'any'});
    assert.equal(serializeFilters(filters), '?area=database&plugins=no&codemod=yes');
    assert.equal(serializeFilters(parseFilters('')), '');
    assert.deepEqual(parseFilters('?area=<script>'), {area: 'any', codemod: 'any', plugins: 'any', projects: 'any'});
  });

  it('keeps the entries that match every filter', () => {
    const all = filterBreakingChanges(BREAKING_CHANGES, parseFilters(''));
    assert.equal(all.length, BREAKING_CHANGES.length);
    const withCodemod = filterBreakingChanges(BREAKING_CHANGES, parseFilters('?codemod=partly'));
    assert.ok(withCodemod.length > 0 && withCodemod.every((entry) => entry.codemod === 'partly'));
    const plugins = filterBreakingChanges(BREAKING_CHANGES, parseFilters('?plugins=no&area=database'));
    assert.ok(plugins.every((entry) => !entry.affectsPlugins && entry.area === 'database'));
  });
});

describe('codemod names (verify:live)', () => {
  it('reads the codemods an @strapi/upgrade package ships, and the names a page gives', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'upgrade-'));
    try {
      mkdirSync(path.join(dir, 'resources/codemods/5.0.0'), {recursive: true});
      writeFileSync(path.join(dir, 'resources/codemods/5.0.0/real-one.code.ts'), '');
      writeFileSync(path.join(dir, 'resources/codemods/5.0.0/dep-two.json.ts'), '');
      const shipped = shippedCodemods(dir);
      assert.deepEqual([...shipped].sort(), ['dep-two', 'real-one']);
      assert.deepEqual(namedCodemods('a\n<BreakingChangeCard codemod="yes" codemodName="real-one" />'), [{line: 2, name: 'real-one'}]);
      const page = path.join(dir, 'page.mdx');
      writeFileSync(page, '<BreakingChangeCard affectsPlugins={true} codemod="yes" codemodName="made-up" />');
      const failed = checkCodemods(dir, [page], shipped, []).filter((outcome) => outcome.status === 'failed');
      assert.equal(failed.length, 1);
      assert.match(failed[0].detail ?? '', /no codemod named "made-up"/);
      assert.throws(() => shippedCodemods(path.join(dir, 'missing')), /@strapi\/upgrade is not installed/);
    } finally {
      rmSync(dir, {recursive: true, force: true});
    }
  });
});
