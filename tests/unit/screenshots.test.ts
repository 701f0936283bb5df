import assert from 'node:assert/strict';
import {existsSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {describe, it} from 'node:test';
import {CLOCK_LEAD_MS, skewedTimes} from '../../scripts/screenshots/clock.mts';
import {manifestProblems, shotFiles} from '../../scripts/screenshots/manifest-format.mts';
import {SHOTS} from '../../scripts/screenshots/manifest.mts';
import remarkScreenshots, {readSizes, type ShotSize} from '../../src/remark/screenshots';

const ROOT = path.join(__dirname, '../..');
const pageExists = (page: string) => existsSync(path.join(ROOT, 'docs', `${page}.mdx`));

describe('screenshot manifest', () => {
  it('is valid', () => {
    assert.deepEqual(manifestProblems(SHOTS, pageExists), []);
  });

  it('names the entry of every problem', () => {
    const problems = manifestProblems(
      [
        {name: 'content-manager/list-view', page: 'user-docs/content-manager', url: '/admin'},
        {name: 'Bad Name', page: 'user-docs/nope', url: 'http://example.com', steps: [{tap: 'x'}], crop: {}, dark: 'yes', extra: 1},
        {name: 'content-manager/list-view', page: 'user-docs/content-manager', url: '/admin', callouts: []},
      ],
      pageExists,
    );
    const second = problems.filter((p) => p.startsWith('shot 2 (Bad Name): '));
    assert.ok(second.some((p) => p.includes('name must look like')));
    assert.ok(second.some((p) => p.includes('docs/user-docs/nope.mdx does not exist')));
    assert.ok(second.some((p) => p.includes('url must be an admin path')));
    assert.ok(second.some((p) => p.includes('step 1: a step needs exactly one of')));
    assert.ok(second.some((p) => p.includes('crop: unknown target')));
    assert.ok(second.some((p) => p.includes('dark must be true or false')));
    assert.ok(second.some((p) => p.includes('unknown field "extra"')));
    assert.ok(problems.includes('shot 3 (content-manager/list-view): the name is used twice'));
    assert.ok(problems.includes('shot 3 (content-manager/list-view): callouts must list 1 to 9 targets'));
    assert.ok(!problems.some((p) => p.startsWith('shot 1 ')));
    assert.deepEqual(manifestProblems({}, pageExists), ['the manifest must be a list of shots']);
  });

  it('every shot has its files (dark variant where asked), each under 120 KB, and its size recorded', () => {
    const sizes = readSizes();
    assert.deepEqual(Object.keys(sizes).sort(), SHOTS.map((shot) => shot.name).sort(), 'src/data/screenshots.json matches the manifest (run npm run screenshots)');
    for (const shot of SHOTS) {
      const files = shotFiles(shot);
      for (const file of [files.light, files.dark].filter((f): f is string => f !== undefined)) {
        const full = path.join(ROOT, 'static', file);
        assert.ok(existsSync(full), `${file} exists`);
        assert.ok(statSync(full).size <= 120 * 1024, `${file} is at most 120 KB`);
        assert.equal(readFileSync(full).subarray(8, 12).toString('latin1'), 'WEBP', `${file} is WebP`);
      }
      assert.equal(sizes[shot.name].page, shot.page);
      assert.equal(sizes[shot.name].dark, Boolean(shot.dark));
    }
  });

  it('every shot is shown by the page the manifest gives it', () => {
    for (const shot of SHOTS) {
      const source = readFileSync(path.join(ROOT, 'docs', `${shot.page}.mdx`), 'utf8');
      assert.ok(source.includes(`<Screenshot name="${shot.name}"`), `${shot.page} shows ${shot.name}`);
    }
  });
});

describe('screenshot clock', () => {
  it('refuses times shown in the near future (clock skew), not past times or real future dates', () => {
    const now = Date.parse('2026-01-01T12:00:00Z');
    const times = [
      {datetime: '2026-01-01T12:00:10.000Z', text: 'in 10 seconds'},
      {datetime: '2026-01-01T11:59:55.000Z', text: '5 seconds ago'},
      {datetime: '2026-01-31T12:00:00.000Z', text: 'in 30 days'},
    ];
    assert.deepEqual(skewedTimes(times, now), [times[0]]);
    // The lead covers a page load, during which the server may write times of its own.
    assert.ok(CLOCK_LEAD_MS >= 10_000);
  });
});

describe('screenshots remark plugin', () => {
  const sizes: Record<string, ShotSize> = {'area/shot': {page: 'user-docs/intro', width: 1280, height: 800, dark: true}};
  const docs = path.join(ROOT, 'docs');
  const element = (attrs: Record<string, string>) => ({
    type: 'mdxJsxFlowElement',
    name: 'Screenshot',
    attributes: Object.entries(attrs).map(([name, value]) => ({type: 'mdxJsxAttribute', name, value})),
    children: [],
    position: {start: {line: 7}},
  });
  const run = (node: ReturnType<typeof element>, page = 'user-docs/intro') => {
    const tree = {type: 'root', children: [node]};
    (remarkScreenshots({sizes}) as (t: unknown, f: {path: string}) => void)(tree, {path: path.join(docs, `${page}.mdx`)});
    return Object.fromEntries(node.attributes.map((a) => [a.name, a.value]));
  };

  it('fills in the file, the dark variant, the size and eager loading near the top', () => {
    const attrs = run(element({name: 'area/shot', alt: 'The admin home page with the last edited entries.'}));
    assert.equal(attrs.src, '/img/screenshots/area/shot.webp');
    assert.equal(attrs.srcDark, '/img/screenshots/area/shot-dark.webp');
    assert.equal(attrs.width, '1280');
    assert.equal(attrs.height, '800');
    assert.equal(attrs.loading, 'eager');
  });

  it('fails with the page and line on an unknown shot, a short alt, or another page', () => {
    assert.throws(() => run(element({name: 'area/none', alt: 'x'.repeat(40)})), /intro\.mdx:7: <Screenshot name="area\/none"> is not in/);
    assert.throws(() => run(element({name: 'area/shot', alt: 'Too short'})), /intro\.mdx:7: .*needs an alt text of 30\+ characters/);
    assert.throws(() => run(element({name: 'area/shot', alt: 'x'.repeat(40)}), 'user-docs/plugins'), /gives "area\/shot" to user-docs\/intro, not to user-docs\/plugins/);
  });
});
