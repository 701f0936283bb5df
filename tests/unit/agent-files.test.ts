import assert from 'node:assert/strict';
import {existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, it} from 'node:test';
import {checkLinks, checkSkillHeader, htmlIds, linksOf, renderSkill, SKILL_TEMPLATE, writeAgentFiles, type BuiltPages} from '../../src/plugins/post-build/agent-files';
import {mcpServerCommand, siteRoot, strapiVersionOf} from '../../src/plugins/post-build/agent-files/site';
import type {TwinDoc} from '../../src/plugins/post-build/markdown-twins/model';

const ROOT = path.join(__dirname, '../..');
const SITE = 'https://docs.example.org';

const HEADER = '---\nname: strapi-5\ndescription: Rules for Strapi {{version}} code. Use it when writing Strapi 5 code.\n---\n\n';

const built = (extra: Partial<BuiltPages> = {}): BuiltPages => ({
  root: SITE,
  baseUrl: '/',
  routes: new Set(['/', '/dev-docs/api/rest', '/openapi/']),
  twins: new Set(['/dev-docs/api/rest']),
  isFile: async (file) => file === 'llms.txt',
  anchors: async (route) => (route === '/dev-docs/api/rest' ? new Set(['response-format']) : undefined),
  ...extra,
});

describe('skill template', () => {
  it('fills {{version}} and {{site}}, spaces inside the braces allowed', () => {
    assert.equal(renderSkill('Strapi {{version}} at {{ site }}/dev-docs.', {version: '5.54.0', site: SITE}), `Strapi 5.54.0 at ${SITE}/dev-docs.`);
  });

  it('refuses a template without {{version}}, saying why', () => {
    assert.throws(() => renderSkill('Strapi at {{site}}.', {version: '5.54.0', site: SITE}), /no \{\{version\}\} placeholder: the skill must say which Strapi version/);
  });

  it('refuses an unknown placeholder, naming it and the known ones', () => {
    assert.throws(() => renderSkill('{{version}} {{verison}} {{url}}', {version: '5.54.0', site: SITE}), /unknown placeholder \{\{verison\}\}, \{\{url\}\} \(known: \{\{version\}\}, \{\{site\}\}\)/);
  });
});

describe('skill front matter (Agent Skills layout)', () => {
  it('accepts a kebab-case name and a description', () => {
    assert.deepEqual(checkSkillHeader(HEADER), {header: {name: 'strapi-5', description: 'Rules for Strapi {{version}} code. Use it when writing Strapi 5 code.'}, problems: []});
  });

  it('names what is wrong with the name and the description', () => {
    for (const name of ['Strapi-5', 'strapi--5', '-strapi', 'strapi 5', 'a'.repeat(65)]) {
      const {problems} = checkSkillHeader(`---\nname: ${name}\ndescription: When to use it.\n---\n`);
      assert.equal(problems.length, 1, name);
      assert.match(problems[0], /^name must be 1 to 64 lowercase letters, digits and single hyphens/);
    }
    assert.match(checkSkillHeader('---\nname: strapi-5\n---\n').problems[0], /^description must be a non-empty text/);
    assert.match(checkSkillHeader(`---\nname: strapi-5\ndescription: ${'x'.repeat(1025)}\n---\n`).problems[0], /at most 1024 characters/);
  });

  it('says so when there is no front matter or it is not YAML', () => {
    assert.match(checkSkillHeader('# Strapi 5\n').problems[0], /must start with YAML front matter/);
    assert.match(checkSkillHeader('---\nname: [strapi\n---\n').problems[0], /^the front matter is not valid YAML/);
  });
});

describe('skill links', () => {
  it('finds links, autolinks, bare URLs and reference definitions, but not URLs in code', () => {
    const links = linksOf(`${HEADER}[a](${SITE}/a) <${SITE}/b> ${SITE}/c\n\n[d]: ${SITE}/d\n\n\`${SITE}/e\`\n\n\`\`\`bash\ncurl ${SITE}/f\n\`\`\`\n`);
    assert.deepEqual(links.sort(), [`${SITE}/a`, `${SITE}/b`, `${SITE}/c`, `${SITE}/d`]);
  });

  it('accepts pages, their anchors, twins and files of the build; leaves other sites alone', async () => {
    const result = await checkLinks(
      [`${SITE}/dev-docs/api/rest`, `${SITE}/dev-docs/api/rest#response-format`, `${SITE}/dev-docs/api/rest.md`, `${SITE}/llms.txt`, `${SITE}/openapi/`, 'https://strapi.io/'],
      built(),
    );
    assert.deepEqual(result, {checked: 5, problems: []});
  });

  it('names each link to something the build does not have', async () => {
    const {problems} = await checkLinks(
      [
        `${SITE}/dev-docs/api/gone`,
        `${SITE}/dev-docs/api/rest#no-such-anchor`,
        `${SITE}/dev-docs/api/gone.md`,
        `${SITE}/dev-docs/api/rest.md#response-format`,
        `${SITE}/openapi/#x`,
        '/dev-docs/api/rest',
        'mailto:docs@example.org',
      ],
      built(),
    );
    assert.deepEqual(problems, [
      `${SITE}/dev-docs/api/gone: /dev-docs/api/gone is not a page or a file of this build.`,
      `${SITE}/dev-docs/api/rest#no-such-anchor: the page /dev-docs/api/rest has no #no-such-anchor anchor.`,
      `${SITE}/dev-docs/api/gone.md: /dev-docs/api/gone.md is not a page or a file of this build.`,
      `${SITE}/dev-docs/api/rest.md#response-format: a Markdown twin has no anchors; link the page itself for #response-format.`,
      `${SITE}/openapi/#x: the page /openapi/ has no HTML file in the build to find #x in.`,
      '/dev-docs/api/rest: not an absolute URL; write {{site}}/… so the link works wherever the skill is read.',
      'mailto:docs@example.org: only http(s) links are allowed.',
    ]);
  });

  it('keeps links inside the base URL', async () => {
    const {problems} = await checkLinks([`${SITE}/other/page`, `${SITE}/docs/dev-docs/api/rest`], built({root: `${SITE}/docs`, baseUrl: '/docs/', routes: new Set(['/docs/dev-docs/api/rest'])}));
    assert.deepEqual(problems, [`${SITE}/other/page: on this site's host but outside its base URL /docs/.`]);
  });

  it('takes the site root under a base URL ({{site}} without a slash) for its home page', async () => {
    // A GitHub Pages build (BASE_URL=/docs/) failed on the skill's link to {{site}} itself.
    const {problems} = await checkLinks([`${SITE}/docs`, `${SITE}/docs/`], built({root: `${SITE}/docs`, baseUrl: '/docs/', routes: new Set(['/docs/'])}));
    assert.deepEqual(problems, []);
  });

  it("reads a minified page's ids, quoted or not", () => {
    assert.deepEqual([...htmlIds('<h2 class=anchor id=calling>x</h2><h3 id="find-one">y</h3><div data-id=no id=\'z\'>')], ['calling', 'find-one', 'z']);
  });
});

describe('site values', () => {
  it('takes the Strapi version from the site config, and refuses a missing or malformed one', () => {
    assert.equal(strapiVersionOf({customFields: {strapiVersion: '5.54.0'}}), '5.54.0');
    assert.throws(() => strapiVersionOf({}), /no Strapi version \(customFields\.strapiVersion is undefined; expected a release such as 5\.54\.0\)/);
    assert.throws(() => strapiVersionOf({customFields: {strapiVersion: '5'}}), /customFields\.strapiVersion is "5"/);
  });

  it("starts the docs MCP server with node and the checkout's entry script, on the given site", () => {
    assert.deepEqual(mcpServerCommand('https://docs.example.org/'), {command: 'node', args: ['/path/to/strapi-docs/packages/docs-mcp/bin.mjs', '--site', 'https://docs.example.org/']});
    assert.ok(existsSync(path.join(ROOT, 'packages/docs-mcp/bin.mjs')), 'the entry script the settings name exists');
  });

  it('joins the origin and the base URL without a trailing slash', () => {
    assert.equal(siteRoot('https://docs.example.org/', '/'), 'https://docs.example.org');
    assert.equal(siteRoot('https://docs.example.org', '/strapi/'), 'https://docs.example.org/strapi');
  });
});

describe('agent-files step', () => {
  const doc = (permalink: string): TwinDoc => ({area: 'dev-docs', areaLabel: 'Developer Docs', id: permalink, title: permalink, permalink, source: `docs${permalink}.mdx`});

  /** A site folder with a template, and a build folder with one page. */
  function fixture(template: string) {
    const dir = mkdtempSync(path.join(tmpdir(), 'agent-files-'));
    const siteDir = path.join(dir, 'site');
    const outDir = path.join(dir, 'build');
    mkdirSync(path.join(siteDir, 'src', 'data'), {recursive: true});
    mkdirSync(path.join(outDir, 'dev-docs', 'api', 'rest'), {recursive: true});
    writeFileSync(path.join(siteDir, SKILL_TEMPLATE), template);
    writeFileSync(path.join(outDir, 'dev-docs', 'api', 'rest', 'index.html'), '<html><body><h2 id=response-format>Response</h2></body></html>');
    writeFileSync(path.join(outDir, 'llms.txt'), '# Docs\n');
    const run = (customFields: Record<string, unknown> = {strapiVersion: '5.54.0'}) =>
      writeAgentFiles({outDir, siteDir, baseUrl: '/', routesPaths: ['/', '/dev-docs/api/rest'], siteConfig: {url: SITE, customFields}, docs: [doc('/dev-docs/api/rest')]});
    return {dir, outDir, run};
  }

  it('writes /skill.md with the version and absolute links filled in', async () => {
    const {dir, outDir, run} = fixture(`${HEADER}# Strapi {{version}}\n\nSee the [response format]({{site}}/dev-docs/api/rest#response-format), [the twin]({{site}}/dev-docs/api/rest.md), {{site}}/llms.txt and [this file]({{site}}/skill.md).\n`);
    try {
      assert.match(await run(), /^skill\.md \(strapi-5\) \d+\.\d KB, 4 links to this site checked$/);
      const skill = readFileSync(path.join(outDir, 'skill.md'), 'utf8');
      assert.match(skill, /^---\nname: strapi-5\ndescription: Rules for Strapi 5\.54\.0 code\./);
      assert.match(skill, /# Strapi 5\.54\.0\n\nSee the \[response format\]\(https:\/\/docs\.example\.org\/dev-docs\/api\/rest#response-format\)/);
    } finally {
      rmSync(dir, {recursive: true, force: true});
    }
  });

  it('fails naming the template and every problem, and writes nothing', async () => {
    const {dir, outDir, run} = fixture('---\nname: Strapi\ndescription: x\n---\n\n{{version}} [gone]({{site}}/dev-docs/gone) [anchor]({{site}}/dev-docs/api/rest#nope)\n');
    try {
      await assert.rejects(run(), (error: Error) => {
        assert.match(error.message, /^src\/data\/skill\.md: 3 problems in the rendered skill:\n {2}name must be/);
        assert.match(error.message, /\n {2}https:\/\/docs\.example\.org\/dev-docs\/gone: \/dev-docs\/gone is not a page or a file of this build\./);
        assert.match(error.message, /\n {2}https:\/\/docs\.example\.org\/dev-docs\/api\/rest#nope: the page \/dev-docs\/api\/rest has no #nope anchor\./);
        return true;
      });
      assert.ok(!existsSync(path.join(outDir, 'skill.md')));
    } finally {
      rmSync(dir, {recursive: true, force: true});
    }
  });

  it('fails when the template has no version placeholder, or the site config no version', async () => {
    const noPlaceholder = fixture(`${HEADER.replace('{{version}}', '5')}Strapi.\n`);
    const noVersion = fixture(`${HEADER}Strapi {{version}}.\n`);
    try {
      await assert.rejects(noPlaceholder.run(), /^Error: src\/data\/skill\.md: the template has no \{\{version\}\} placeholder/);
      await assert.rejects(noVersion.run({}), /src\/data\/skill\.md: the site config has no Strapi version/);
    } finally {
      rmSync(noPlaceholder.dir, {recursive: true, force: true});
      rmSync(noVersion.dir, {recursive: true, force: true});
    }
  });

  it('says which template it cannot read', async () => {
    await assert.rejects(
      writeAgentFiles({outDir: '/nowhere', siteDir: '/nowhere', baseUrl: '/', routesPaths: [], siteConfig: {url: SITE, customFields: {strapiVersion: '5.54.0'}}, docs: []}),
      /cannot read the skill template src\/data\/skill\.md: ENOENT/,
    );
  });
});

describe("the site's skill (src/data/skill.md)", () => {
  const skill = renderSkill(readFileSync(path.join(ROOT, SKILL_TEMPLATE), 'utf8'), {version: '5.54.0', site: SITE});

  it('has a valid Agent Skills header that names the version', () => {
    const {header, problems} = checkSkillHeader(skill);
    assert.deepEqual(problems, []);
    assert.equal(header?.name, 'strapi-5');
    assert.match(header?.description ?? '', /Strapi 5\.54\.0/);
  });

  // The build checks the links against the built pages; this catches a moved page or a renamed
  // anchor before a build, from the sources.
  it('links only to docs pages and anchors that exist in docs/, and to files the build writes', () => {
    const problems: string[] = [];
    const links = linksOf(skill);
    assert.ok(links.length > 30, 'every rule links to the page that proves it');
    for (const link of links) {
      const url = new URL(link);
      assert.equal(url.origin, SITE, `${link}: only links to this site`);
      const route = url.pathname.replace(/\.md$/, '');
      if (['/', '/llms.txt', '/llms-full.txt', '/skill.md', '/openapi/'].includes(route)) continue;
      const file = ['.mdx', '.md'].map((ext) => path.join(ROOT, 'docs', `${route}${ext}`)).find((candidate) => existsSync(candidate));
      if (file === undefined) {
        problems.push(`${link}: no page docs${route}.mdx`);
        continue;
      }
      const anchor = url.hash.slice(1);
      if (anchor !== '' && !readFileSync(file, 'utf8').includes(`{#${anchor}}`)) problems.push(`${link}: no {#${anchor}} heading in ${path.relative(ROOT, file)}`);
    }
    assert.deepEqual(problems, []);
  });
});
