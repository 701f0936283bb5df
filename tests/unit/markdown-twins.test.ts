import assert from 'node:assert/strict';
import {mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, it} from 'node:test';
import {toMarkdown, type TwinPage} from '../../src/plugins/post-build/markdown-twins/convert';
import {linkTwin, markdownTwinsOptions, provenInHtml, provenOn, writeMarkdownTwins} from '../../src/plugins/post-build/markdown-twins';
import {buildLlmsFull, buildLlmsTxt, linkResolver, orderBySidebar, type TwinDoc} from '../../src/plugins/post-build/markdown-twins/model';
import {listPages} from '../../scripts/content-gates/index.mts';

const ROOT = path.join(__dirname, '../..');
const ORIGIN = 'https://docs.example.org';

const doc = (source: string, permalink: string, extra: Partial<TwinDoc> = {}): TwinDoc => ({
  area: 'dev-docs',
  areaLabel: 'Developer Docs',
  id: permalink.replace('/dev-docs/', ''),
  title: `Title of ${permalink}`,
  permalink,
  source,
  ...extra,
});

const DOCS = [
  doc('docs/dev-docs/api/rest.mdx', '/dev-docs/api/rest', {description: 'REST API.'}),
  doc('docs/dev-docs/api/rest/populate-select.mdx', '/dev-docs/api/rest/populate-select'),
  doc('docs/user-docs/intro.mdx', '/user-docs/intro', {area: 'user-docs', areaLabel: 'User Guide', id: 'intro'}),
];
const resolve = linkResolver(DOCS, ORIGIN, '/');

function page(source = 'docs/dev-docs/api/rest.mdx'): TwinPage {
  const from = DOCS.find((d) => d.source === source) ?? DOCS[0];
  return {title: 'REST API', description: 'What the page is about.', source, resolveLink: (t) => resolve(t, from), staticUrl: (f) => `${ORIGIN}/${f}`};
}

const convert = (mdx: string) => toMarkdown(mdx, page());

describe('Markdown twin of a page', () => {
  it('starts with the title and the description, and drops front matter and imports', () => {
    const md = convert("---\ntitle: x\n---\n\nimport Tabs from '@theme/Tabs';\n\nHello.\n");
    assert.equal(md, '# REST API\n\n> What the page is about.\n\nHello.\n');
  });

  it('turns an ApiCall into an http request block and a response block with its status', () => {
    const md = convert(
      '<ApiCall>\n<Request method="POST" path="/api/articles?locale=fr" title="Create" auth="user">\n\n```json\n{"data": {}}\n```\n\n</Request>\n<Response status={201} partial>\n\n```json\n{"data": {"id": 1}}\n```\n\n</Response>\n</ApiCall>\n',
    );
    assert.match(md, /\*\*Create\*\*\n\n```http\nPOST \/api\/articles\?locale=fr\nAuthorization: Bearer <user JWT>\n```\n\n```json\n\{"data": \{\}\}\n```/);
    assert.match(md, /Response `201` \(some fields omitted\):\n\n```json\n\{"data": \{"id": 1\}\}\n```/);
  });

  it('gives each tab a labelled section, and cards a list of links', () => {
    const md = convert(
      '<Tabs groupId="js-ts">\n<TabItem value="js" label="JavaScript">\n\n```js title="config/server.js"\nmodule.exports = {};\n```\n\n</TabItem>\n<TabItem value="ts" label="TypeScript">\n\nTS text.\n\n</TabItem>\n</Tabs>\n\n<DocCardGrid>\n  <DocCard title="Populate" description="Relations." to="/dev-docs/api/rest/populate-select" />\n</DocCardGrid>\n',
    );
    assert.match(md, /\*\*JavaScript:\*\*\n\nFile `config\/server.js`:\n\n```js\nmodule.exports = \{\};\n```\n\n\*\*TypeScript:\*\*\n\nTS text\./);
    assert.match(md, /- \[Populate\]\(https:\/\/docs\.example\.org\/dev-docs\/api\/rest\/populate-select\): Relations\./);
  });

  it('turns admonitions into labelled blockquotes and keeps colons that are not directives', () => {
    const md = convert(':::tip[Before you start]\nRun it.\n:::\n\n:::warning\nCareful.\n:::\n\nAt 10:30 the job:runs.\n');
    assert.match(md, /> \*\*Tip:\*\* Before you start\n>\n> Run it\./);
    assert.match(md, /> \*\*Warning\*\*\n>\n> Careful\./);
    assert.match(md, /At 10:30 the job:runs\./);
  });

  it('keeps diagram sources, resolves relative links, and renders badges and screenshots as text and images', () => {
    const md = convert(
      '```mermaid alt="Flowchart: a to b."\nflowchart LR\n  a --> b\n```\n\nSee [populate](./rest/populate-select.mdx#populate) and [below](#perms). <Badge variant="version" version="5.1" />\n\n<Screenshot name="settings/api-tokens" alt="The API tokens list with two tokens." />\n',
    );
    assert.match(md, /```mermaid\nflowchart LR\n {2}a --> b\n```/);
    assert.match(md, /\[populate\]\(https:\/\/docs\.example\.org\/dev-docs\/api\/rest\/populate-select#populate\)/);
    assert.match(md, /\[below\]\(https:\/\/docs\.example\.org\/dev-docs\/api\/rest#perms\)/);
    assert.match(md, /\[Requires v5\.1\+\]/);
    assert.match(md, /!\[The API tokens list with two tokens\.\]\(https:\/\/docs\.example\.org\/img\/screenshots\/settings\/api-tokens\.webp\)/);
  });

  it('leaves no JSX, import or export line in the twin of any page of the site', () => {
    const pages = listPages(path.join(ROOT, 'docs'));
    assert.ok(pages.length > 200);
    for (const file of pages) {
      const source = path.relative(ROOT, file);
      const md = toMarkdown(readFileSync(file, 'utf8'), {...page(), source});
      const lines = md.split('\n');
      let fenced = false;
      for (const line of lines) {
        if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
        if (fenced) continue;
        const prose = line.replace(/`[^`]*`/g, '');
        assert.doesNotMatch(line, /^\s*(import\s.*\bfrom\s+['"]|import\s+['"]|export\s+(default|const|function)\b)/, `${source}: ${line}`);
        assert.doesNotMatch(prose, /<\/?[A-Z][A-Za-z]*[\s/>]/, `${source}: JSX left: ${line}`);
      }
    }
  });
});

describe('llms files and links', () => {
  it('orders pages by sidebar, unlisted ones last', () => {
    const order = orderBySidebar([{id: 'c'}, {id: 'b'}, {id: 'a'}, {id: 'z'}], ['b', 'a']);
    assert.deepEqual(order.map((d) => d.id), ['b', 'a', 'c', 'z']);
  });

  it('resolves site paths and keeps outside URLs', () => {
    assert.equal(resolve('https://strapi.io/x', DOCS[0]), 'https://strapi.io/x');
    assert.equal(resolve('?codemod=yes', DOCS[0]), `${ORIGIN}/dev-docs/api/rest?codemod=yes`);
    assert.equal(resolve('/user-docs/intro#a', DOCS[0]), `${ORIGIN}/user-docs/intro#a`);
    assert.equal(resolve('../../user-docs/intro.mdx', DOCS[0]), `${ORIGIN}/user-docs/intro`);
    assert.equal(linkResolver(DOCS, ORIGIN, '/docs/')('/dev-docs/x', DOCS[0]), `${ORIGIN}/docs/dev-docs/x`);
    // Docusaurus's escape for files of the build that are not pages, base URL added as its Link does.
    assert.equal(resolve('pathname:///llms.txt', DOCS[0]), `${ORIGIN}/llms.txt`);
    assert.equal(linkResolver(DOCS, ORIGIN, '/docs/')('pathname:///skill.md', DOCS[0]), `${ORIGIN}/docs/skill.md`);
  });

  it('writes llms.txt with a title, a summary and each area in order, and llms-full.txt with every twin', () => {
    const areas = [
      {id: 'dev-docs', label: 'Developer Docs'},
      {id: 'user-docs', label: 'User Guide'},
    ];
    const txt = buildLlmsTxt(DOCS, {title: 'Strapi 5 Documentation', tagline: 'Build with Strapi.', origin: ORIGIN, baseUrl: '/', areas});
    assert.match(txt, /^# Strapi 5 Documentation\n\n> Build with Strapi\.\n/);
    assert.match(txt, /## Developer Docs\n\n- \[Title of \/dev-docs\/api\/rest\]\(https:\/\/docs\.example\.org\/dev-docs\/api\/rest\.md\): REST API\.\n/);
    assert.ok(txt.indexOf('## Developer Docs') < txt.indexOf('## User Guide'));
    const full = buildLlmsFull(
      [
        {doc: DOCS[2], markdown: '# User intro\n'},
        {doc: DOCS[0], markdown: '# REST\n'},
      ],
      {title: 'Strapi 5 Documentation', areas},
    );
    assert.ok(full.indexOf('# REST') < full.indexOf('# User intro'), 'areas in the configured order');
  });

  it('links the twin from the HTML head once', () => {
    const html = linkTwin('<html><head><title>x</title></head><body></body></html>', '/dev-docs/api/rest.md');
    assert.match(html, /<link rel="alternate" type="text\/markdown" href="\/dev-docs\/api\/rest\.md" data-markdown-twin><\/head>/);
    assert.equal(linkTwin(html, '/dev-docs/api/rest.md'), html);
  });
});

/** A page's "Verified against" mark as the build writes it (minified HTML of src/components/VerifiedMark). */
const MARK =
  '<p class=mark_UWxq data-verified=17 data-total=17><span aria-hidden=true class=icon_lyUU>✓</span> <!-- -->Verified against Strapi <!-- -->5.54.0<span class=detail_OCsp> <!-- -->(<!-- -->17 of 17 examples run, 3 messages found in its packages<!-- -->, in CI; <a href=/status#verified-examples>status</a>)</span></p>';

describe('markdown-twins step', () => {
  const areas = [{id: 'dev-docs', label: 'Developer Docs'}];
  const siteConfig = {url: `${ORIGIN}/`, title: 'Docs', tagline: 'Read them.', customFields: {strapiVersion: '5.54.0'}};
  const AI_TOOLS = doc('docs/dev-docs/ai-tools.mdx', '/dev-docs/ai-tools', {title: 'AI tools'});

  /** A site with an intro page, a page with one example the live check runs, and the AI tools page. */
  function fixture() {
    const dir = mkdtempSync(path.join(tmpdir(), 'markdown-twins-'));
    const siteDir = path.join(dir, 'site');
    const outDir = path.join(dir, 'build');
    mkdirSync(path.join(siteDir, 'docs', 'dev-docs', 'api'), {recursive: true});
    mkdirSync(path.join(outDir, 'dev-docs', 'intro'), {recursive: true});
    writeFileSync(path.join(siteDir, 'docs', 'dev-docs', 'intro.mdx'), '---\ntitle: Intro\n---\n\nSee [REST](/dev-docs/api/rest).\n');
    writeFileSync(
      path.join(siteDir, 'docs', 'dev-docs', 'api', 'rest.mdx'),
      '---\ntitle: REST\n---\n\n<ApiCall>\n<Request method="GET" path="/api/articles" />\n<Response status={200}>\n\n```json\n{"data": []}\n```\n\n</Response>\n</ApiCall>\n',
    );
    writeFileSync(path.join(siteDir, 'docs', 'dev-docs', 'ai-tools.mdx'), '---\ntitle: AI tools\n---\n\nConnect the server.\n');
    // The reference app's one collection type the request samples need (src/plugins/post-build/try-it/collections.ts).
    const schemaDir = path.join(siteDir, 'tests', 'strapi-app', 'src', 'api', 'article', 'content-types', 'article');
    mkdirSync(schemaDir, {recursive: true});
    writeFileSync(path.join(schemaDir, 'schema.json'), JSON.stringify({kind: 'collectionType', info: {singularName: 'article', pluralName: 'articles'}}));
    writeFileSync(path.join(outDir, 'dev-docs', 'intro', 'index.html'), '<html><head><title>Intro</title></head><body></body></html>');
    const docs = [
      doc('docs/dev-docs/intro.mdx', '/dev-docs/intro', {title: 'Intro', description: 'Start here.'}),
      doc('docs/dev-docs/api/rest.mdx', '/dev-docs/api/rest', {title: 'REST'}),
      AI_TOOLS,
    ];
    return {dir, siteDir, outDir, docs};
  }

  it('writes each twin, links it from its page, and writes both llms files, llms.txt listing the skill file', async () => {
    const {dir, siteDir, outDir, docs} = fixture();
    try {
      const summary = await writeMarkdownTwins({outDir, siteDir, baseUrl: '/', siteConfig, docs, options: {areas}});
      assert.match(summary, /^3 Markdown twins; llms\.txt \d+\.\d KB, llms-full\.txt \d+\.\d KB; docs-mcp\.json 3 pages, 1 API examples; try-it\/ 1 request files \(0 with a recorded response\)$/);
      // The request's generated samples follow it in the twin, and its Try it file is in the build.
      const rest = readFileSync(path.join(outDir, 'dev-docs', 'api', 'rest.md'), 'utf8');
      assert.match(rest, /```bash\ncurl 'http:\/\/localhost:1337\/api\/articles' \\\n  -H "Authorization: Bearer \$STRAPI_TOKEN"\n```/);
      assert.match(rest, /const articles = client\.collection\('articles'\);/);
      const [tryIt] = readdirSync(path.join(outDir, 'try-it'));
      const file = JSON.parse(readFileSync(path.join(outDir, 'try-it', tryIt), 'utf8'));
      assert.deepEqual(file.request, {method: 'GET', path: '/api/articles', auth: 'token', headers: {}});
      assert.equal(file.page, '/dev-docs/api/rest');
      assert.equal(file.verified, null);
      assert.match(file.unverified, /npm run verify:live -- --record/);
      assert.match(readFileSync(path.join(outDir, 'dev-docs', 'intro.md'), 'utf8'), /^# Intro\n[\s\S]*\[REST\]\(https:\/\/docs\.example\.org\/dev-docs\/api\/rest\)/);
      assert.match(readFileSync(path.join(outDir, 'dev-docs', 'intro', 'index.html'), 'utf8'), /href="\/dev-docs\/intro\.md" data-markdown-twin><\/head>/);
      const llms = readFileSync(path.join(outDir, 'llms.txt'), 'utf8');
      assert.match(llms, /- \[Intro\]\(https:\/\/docs\.example\.org\/dev-docs\/intro\.md\): Start here\./);
      assert.match(llms, /## For AI coding tools\n\n- \[Strapi 5 skill\]\(https:\/\/docs\.example\.org\/skill\.md\): /);
      assert.ok(llms.indexOf('skill.md') < llms.indexOf('## Developer Docs'), 'the skill file comes before the pages');
      assert.match(readFileSync(path.join(outDir, 'llms-full.txt'), 'utf8'), /# Intro/);
    } finally {
      rmSync(dir, {recursive: true, force: true});
    }
  });

  it('gives every twin agent notes under its title: version, canonical URL, llms.txt and the MCP server page', async () => {
    const {dir, siteDir, outDir, docs} = fixture();
    try {
      await writeMarkdownTwins({outDir, siteDir, baseUrl: '/', siteConfig, docs, options: {areas}});
      const intro = readFileSync(path.join(outDir, 'dev-docs', 'intro.md'), 'utf8');
      assert.equal(
        intro.split('\n\n').slice(0, 3).join('\n\n'),
        [
          '# Intro',
          '> Start here.',
          [
            '> - **Strapi version:** Written for Strapi 5.54.0',
            '> - **Canonical URL:** <https://docs.example.org/dev-docs/intro>',
            '> - **For AI tools:** every page is listed in <https://docs.example.org/llms.txt>; to search and read these docs from your tool, run the docs MCP server (`npx strapi-docs-mcp`): <https://docs.example.org/dev-docs/ai-tools>',
          ].join('\n'),
        ].join('\n\n'),
      );
      // A page whose example the live check runs says so, as its "Verified against" mark does.
      const rest = readFileSync(path.join(outDir, 'dev-docs', 'api', 'rest.md'), 'utf8');
      assert.match(rest, /^# REST\n\n> - \*\*Strapi version:\*\* Verified against Strapi 5\.54\.0 \(1 of 1 example run, in CI\)\n> - \*\*Canonical URL:\*\* <https:\/\/docs\.example\.org\/dev-docs\/api\/rest>\n/);
    } finally {
      rmSync(dir, {recursive: true, force: true});
    }
  });

  it('writes canonical URLs under the base URL', async () => {
    const {dir, siteDir, outDir, docs} = fixture();
    try {
      const based = docs.map((d) => ({...d, permalink: `/strapi${d.permalink}`}));
      mkdirSync(path.join(outDir, 'dev-docs'), {recursive: true});
      await writeMarkdownTwins({outDir, siteDir, baseUrl: '/strapi/', siteConfig, docs: based, options: {areas}});
      const intro = readFileSync(path.join(outDir, 'dev-docs', 'intro.md'), 'utf8');
      assert.match(intro, /<https:\/\/docs\.example\.org\/strapi\/dev-docs\/intro>/);
      assert.match(intro, /<https:\/\/docs\.example\.org\/strapi\/llms\.txt>.*<https:\/\/docs\.example\.org\/strapi\/dev-docs\/ai-tools>/);
    } finally {
      rmSync(dir, {recursive: true, force: true});
    }
  });

  it('stops, saying why, without the Strapi version or the page the notes link to', async () => {
    const {dir, siteDir, outDir, docs} = fixture();
    try {
      await assert.rejects(
        writeMarkdownTwins({outDir, siteDir, baseUrl: '/', siteConfig: {...siteConfig, customFields: {}}, docs, options: {areas}}),
        /the site config has no Strapi version \(customFields\.strapiVersion is undefined/,
      );
      await assert.rejects(
        writeMarkdownTwins({outDir, siteDir, baseUrl: '/', siteConfig, docs: docs.filter((d) => d !== AI_TOOLS), options: {areas}}),
        /^Error: markdown-twins: the agent notes link to docs\/dev-docs\/ai-tools\.mdx, which is not a docs page of this build\.$/,
      );
    } finally {
      rmSync(dir, {recursive: true, force: true});
    }
  });

  it("reads what CI proves from the built page's mark, when the page has HTML", async () => {
    const {dir, siteDir, outDir, docs} = fixture();
    try {
      // The intro page as built: its mark (as VerifiedMark renders it, minified) wins over the source.
      writeFileSync(path.join(outDir, 'dev-docs', 'intro', 'index.html'), `<html><head></head><body><article>${MARK}</article></body></html>`);
      await writeMarkdownTwins({outDir, siteDir, baseUrl: '/', siteConfig, docs, options: {areas}});
      assert.match(readFileSync(path.join(outDir, 'dev-docs', 'intro.md'), 'utf8'), /\*\*Strapi version:\*\* Verified against Strapi 5\.54\.0 \(17 of 17 examples run, 3 messages found in its packages, in CI\)\n/);
      await assert.rejects(
        writeMarkdownTwins({outDir, siteDir, baseUrl: '/', siteConfig: {...siteConfig, customFields: {strapiVersion: '5.55.0'}}, docs, options: {areas}}),
        /cannot convert docs\/dev-docs\/intro\.mdx: \/dev-docs\/intro says "Verified against Strapi 5\.54\.0", the site config 5\.55\.0\./,
      );
    } finally {
      rmSync(dir, {recursive: true, force: true});
    }
  });

  it('reads the mark as VerifiedMark writes it, and refuses one it cannot read', () => {
    assert.equal(provenInHtml(`<article>${MARK}</article>`, '5.54.0', '/p'), '17 of 17 examples run, 3 messages found in its packages');
    assert.equal(provenInHtml('<article><p>No mark.</p></article>', '5.54.0', '/p'), '');
    assert.throws(() => provenInHtml('<p class=mark data-verified=1 data-total=1>Checked on Strapi 5.54.0</p>', '5.54.0', '/p'), /cannot read the "Verified against" mark of \/p \("Checked on Strapi 5\.54\.0"\)/);
  });

  it('decides "verified" as the page mark does: only on .mdx pages where CI proves something', () => {
    assert.equal(provenOn('docs/dev-docs/x.mdx', 'Prose only.\n'), '');
    assert.equal(provenOn('docs/dev-docs/x.mdx', '<ApiCall skip="needs a license">\n<Request method="GET" path="/api/x" />\n</ApiCall>\n'), '');
    assert.equal(provenOn('docs/dev-docs/x.md', '<ApiCall>\n'), '');
    const real = readFileSync(path.join(ROOT, 'docs/dev-docs/api/rest.mdx'), 'utf8');
    assert.match(provenOn('docs/dev-docs/api/rest.mdx', real), /^\d+ of \d+ examples run/);
  });

  it('names the page it cannot read or convert', async () => {
    const outDir = mkdtempSync(path.join(tmpdir(), 'markdown-twins-'));
    try {
      const run = writeMarkdownTwins({
        outDir,
        siteDir: outDir,
        baseUrl: '/',
        siteConfig: {url: ORIGIN, title: 'Docs', tagline: '', customFields: {strapiVersion: '5.54.0'}},
        docs: [doc('docs/dev-docs/missing.mdx', '/dev-docs/missing'), doc('docs/dev-docs/ai-tools.mdx', '/dev-docs/ai-tools')],
        options: {areas: [{id: 'dev-docs', label: 'Developer Docs'}]},
      });
      await assert.rejects(run, /docs\/dev-docs\/missing\.mdx/);
    } finally {
      rmSync(outDir, {recursive: true, force: true});
    }
  });

  it('refuses options without areas, with a message saying what is expected', () => {
    assert.throws(() => markdownTwinsOptions({areas: []}), /markdown-twins: options must be \{areas: \[\{id, label\}, …\]\}\./);
    assert.throws(() => markdownTwinsOptions(undefined), /markdown-twins: options must be/);
    assert.deepEqual(markdownTwinsOptions({areas: [{id: 'a', label: 'A'}]}), {areas: [{id: 'a', label: 'A'}]});
  });
});
