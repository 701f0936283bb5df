import assert from 'node:assert/strict';
import {readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {describe, it} from 'node:test';
import {entriesToCheck, previousRelease} from '../../scripts/verify-live/since-check.mts';
import {floorVersion, MAX_INPUT, readerVersion} from '../../src/components/ChangesSince/version';
import {filterFeatures, parseCompatibilityFilters, serializeCompatibilityFilters} from '../../src/components/FeatureCompatibility/filters';
import {byRelease, compareVersions, docUrl, EDITIONS, SINCE, SINCE_KINDS, titleParts, versionAnchor} from '../../src/data/since';
import {pinnedStrapiVersion} from '../../src/remark/verified-examples/count';

const ROOT = path.join(__dirname, '../..');
const DOCS = path.join(ROOT, 'docs');
const PINNED = pinnedStrapiVersion(readFileSync(path.join(ROOT, 'tests/strapi-app/package.json'), 'utf8'));

function pages(dir = DOCS): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return pages(full);
    return /\.mdx?$/.test(name) && !name.startsWith('_') ? [full] : [];
  });
}

/** Prose of a page: code blocks, inline code, JSX comments and attribute values left out. */
function prose(source: string): string {
  return source
    .replace(/^(```|~~~)[\s\S]*?^\1/gm, '')
    .replace(/`[^`\n]*`/g, '')
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, '')
    .replace(/\w+="[^"]*"/g, '');
}

const sinceIds = (source: string) => [...source.matchAll(/<Since\s+id="([^"]+)"\s*\/>/g)].map((m) => m[1]);

/** "since Strapi 5.34.0", "Changed in Strapi 5.53.0", "before 5.53.0", "from Strapi 5.54": a version a statement depends on. */
const GATED = /\b(?:[Ss]ince|[Cc]hanged in|[Aa]dded in|[Ff]rom|[Bb]efore|[Uu]ntil)\s+(?:Strapi\s+)?v?(5\.\d+(?:\.\d+)?)\b/g;

describe('since data (src/data/since-entries.json)', () => {
  it('has valid, unique entries between 5.0.0 and the pinned release', () => {
    assert.ok(SINCE.length > 0);
    const ids = new Set<string>();
    for (const entry of SINCE) {
      assert.match(entry.id, /^[a-z0-9]+(?:-[a-z0-9]+)*$/, `${entry.id}: a kebab-case id`);
      assert.ok(!ids.has(entry.id), `${entry.id} is listed once`);
      ids.add(entry.id);
      assert.match(entry.since, /^5\.\d+\.\d+$/, `${entry.id}: since is a 5.x.y release`);
      assert.ok(compareVersions(entry.since, '5.0.0') > 0 && compareVersions(entry.since, PINNED) <= 0, `${entry.id}: ${entry.since} is after 5.0.0 and at most ${PINNED}`);
      assert.ok(Object.hasOwn(SINCE_KINDS, entry.kind), `${entry.id}: kind ${entry.kind}`);
      assert.ok(Object.hasOwn(EDITIONS, entry.edition), `${entry.id}: edition ${entry.edition}`);
      assert.equal(typeof entry.cloud, 'boolean', `${entry.id}: cloud is a boolean`);
      assert.ok(entry.title.length > 2 && entry.summary.length > 20, `${entry.id}: a title and a summary`);
      assert.ok(entry.evidence.package && entry.evidence.file && entry.evidence.marker, `${entry.id}: evidence names a package, a file and a marker`);
    }
  });

  it('points every entry at an existing section of its page, which carries its badge', () => {
    for (const entry of SINCE) {
      const [file, anchor] = entry.doc.split('#');
      const source = readFileSync(path.join(DOCS, file), 'utf8');
      assert.ok(anchor, `${entry.id}: doc names a section (#anchor)`);
      assert.ok(source.includes(`{#${anchor}}`), `${entry.id}: ${file} has a heading {#${anchor}}`);
      assert.ok(sinceIds(source).includes(entry.id), `${entry.id}: ${file} shows <Since id="${entry.id}" />`);
    }
  });

  it('knows every <Since id> of the docs', () => {
    const known = new Set(SINCE.map((entry) => entry.id));
    for (const file of pages()) {
      for (const id of sinceIds(readFileSync(file, 'utf8'))) assert.ok(known.has(id), `${path.relative(ROOT, file)}: <Since id="${id}" /> has no entry`);
    }
  });

  it('has an entry, badged on the page, for every version a page says something depends on', () => {
    const byId = new Map(SINCE.map((entry) => [entry.id, entry]));
    const missing: string[] = [];
    for (const file of pages()) {
      if (file.includes(`${path.sep}migration${path.sep}`)) continue;
      const source = readFileSync(file, 'utf8');
      const badged = sinceIds(source).map((id) => byId.get(id)?.since ?? '');
      for (const match of prose(source).matchAll(GATED)) {
        const version = match[1];
        const covered = badged.some((since) => since === version || (version.split('.').length === 2 && since.startsWith(`${version}.`)));
        if (!covered) missing.push(`${path.relative(ROOT, file)}: "${match[0]}" (add a since-entry for it and <Since id> on the page)`);
      }
    }
    assert.deepEqual(missing, []);
  });

  it('groups releases newest first and builds anchors and URLs', () => {
    const releases = byRelease();
    for (let i = 1; i < releases.length; i++) assert.ok(compareVersions(releases[i - 1].version, releases[i].version) > 0);
    assert.equal(versionAnchor('5.47.0'), 'v5-47-0');
    assert.deepEqual(titleParts('`strapi deploy --env` and `--force`'), [
      {code: true, text: 'strapi deploy --env'},
      {code: false, text: ' and '},
      {code: true, text: '--force'},
    ]);
    for (const entry of SINCE) assert.equal(entry.title.split('`').length % 2, 1, `${entry.id}: backticks in the title come in pairs`);
    assert.equal(docUrl('dev-docs/configurations/mcp-server.mdx#enable'), '/dev-docs/configurations/mcp-server#enable');
  });
});

describe('the reader version of "What changed since my version"', () => {
  const latest = '5.54.0';
  it('reads versions and ranges', () => {
    assert.equal(floorVersion('5.12.3'), '5.12.3');
    assert.equal(floorVersion('v5.12'), '5.12.0');
    assert.equal(floorVersion('^5.12.0'), '5.12.0');
    assert.equal(floorVersion('~5.12.1'), '5.12.1');
    assert.equal(floorVersion('5.12.x'), '5.12.0');
    assert.equal(floorVersion('>=5.3.0'), '5.3.0');
    assert.equal(floorVersion('latest'), undefined);
    assert.deepEqual(readerVersion('5.12.3', latest), {version: '5.12.3', from: '5.12.3'});
  });

  it('reads a pasted package.json, from dependencies or devDependencies', () => {
    const pkg = JSON.stringify({name: 'my-app', dependencies: {'@strapi/strapi': '^5.20.1', react: '^18.0.0'}});
    assert.deepEqual(readerVersion(pkg, latest), {version: '5.20.1', from: '@strapi/strapi ^5.20.1'});
    assert.equal((readerVersion(JSON.stringify({devDependencies: {'@strapi/strapi': '5.30.0'}}), latest) as {version: string}).version, '5.30.0');
  });

  it('answers hostile or wrong input with a message, never a throw', () => {
    const cases: Array<[string, RegExp]> = [
      ['', /Type your Strapi version/],
      ['{"dependencies": ', /not valid JSON/],
      ['[1,2,3]', /not a version/],
      ['{"dependencies": [1, 2]}', /no @strapi\/strapi dependency/],
      ['null', /not a version/],
      ['{"dependencies": {"@strapi/strapi": "latest"}}', /names no version/],
      ['{"dependencies": {"@strapi/strapi": {"$gt": 1}}}', /no @strapi\/strapi dependency/],
      ['{"name": "x", "__proto__": {"dependencies": {"@strapi/strapi": "5.1.0"}}}', /no @strapi\/strapi dependency/],
      ['{"name": "<script>alert(1)</script>"}', /no @strapi\/strapi dependency/],
      ['<img src=x onerror=alert(1)>', /is not a version/],
      ['4.25.0', /migration/],
      ['5.99.0', /newer than 5\.54\.0/],
      ['6.0.0', /newer than/],
      [`{"a": "${'x'.repeat(MAX_INPUT)}"}`, /KB/],
    ];
    for (const [input, message] of cases) {
      const result = readerVersion(input, latest);
      assert.ok('error' in result, `${input.slice(0, 40)} is refused`);
      assert.match(result.error, message, input.slice(0, 40));
      assert.ok(result.error.length < 300, 'the message stays short (it quotes at most 60 characters of the input)');
    }
  });
});

describe('feature compatibility filters', () => {
  it('ignores unknown values, cuts long text and round-trips', () => {
    assert.deepEqual(parseCompatibilityFilters('?kind=nope&edition=Enterprise&cloud=maybe&q=' + 'a'.repeat(200)), {kind: 'any', edition: 'Enterprise', cloud: 'any', q: 'a'.repeat(80)});
    const filters = {kind: 'feature', edition: 'Community', cloud: 'yes', q: 'mcp'} as const;
    assert.deepEqual(parseCompatibilityFilters(serializeCompatibilityFilters(filters)), filters);
    assert.equal(serializeCompatibilityFilters({kind: 'any', edition: 'any', cloud: 'any', q: ' '}), '');
    // A trailing space survives the round trip, so a reader can type a second word.
    assert.equal(parseCompatibilityFilters(serializeCompatibilityFilters({kind: 'any', edition: 'any', cloud: 'any', q: 'mcp '})).q, 'mcp ');
  });

  it('filters by text and sorts by release', () => {
    const rows = filterFeatures(SINCE, {kind: 'any', edition: 'any', cloud: 'any', q: ''});
    assert.equal(rows.length, SINCE.length);
    for (let i = 1; i < rows.length; i++) assert.ok(compareVersions(rows[i - 1].since, rows[i].since) <= 0);
    assert.ok(filterFeatures(SINCE, {kind: 'any', edition: 'any', cloud: 'any', q: 'zzzz-no-such-feature'}).length === 0);
  });
});

describe('since spot-check (scripts/verify-live/since-check.mts)', () => {
  it('finds the release before, prereleases left out', () => {
    assert.equal(previousRelease(['5.46.0', '5.47.0-beta.1', '5.46.1', '5.47.0', '5.10.0'], '5.47.0'), '5.46.1');
    assert.equal(previousRelease(['5.0.0', '5.1.0'], '5.0.0'), undefined);
  });

  it('rotates through every entry, a few a day', () => {
    const seen = new Set<string>();
    for (let day = 0; day < SINCE.length; day++) for (const entry of entriesToCheck([], day)) seen.add(entry.id);
    assert.equal(seen.size, SINCE.length);
    assert.ok(entriesToCheck([], 3).length <= 4);
    assert.deepEqual(entriesToCheck(['mcp-server']).map((e) => e.id), ['mcp-server']);
  });
});
