/**
 * The docs MCP server (packages/docs-mcp), driven as a client uses it: started as a process, spoken
 * to over stdio by the MCP SDK's own Client. The unit tests run before the site is built, so most
 * tests use a small build made here: the twins and llms.txt of tests/fixtures/docs-mcp-build, a
 * real Pagefind index of those pages (pagefind's Node API, the engine the build uses), the
 * docs-mcp.json the build writes (made with the writer the build calls) and a skill.md. One test
 * also reads the real build/ when there is one.
 */
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {existsSync} from 'node:fs';
import {cp, mkdtemp, readFile, readdir, rm, symlink, writeFile} from 'node:fs/promises';
import {createServer, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {after, before, describe, it} from 'node:test';
import * as pagefind from 'pagefind';
import {DOCS_INDEX_FILE, docsIndexJson} from '../../packages/docs-mcp/src/docs-index.js';
import {samplesFor} from '../../src/plugins/post-build/try-it/samples.ts';
import {pageRoute, parseLlmsTxt} from '../../packages/docs-mcp/src/pages.js';
import {localSource, pagefindFetch, siteSource} from '../../packages/docs-mcp/src/source.js';
import {AUTH_LABEL} from '../../src/components/ApiCall/auth.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const BIN = path.join(ROOT, 'packages', 'docs-mcp', 'bin.mjs');
const FIXTURE = path.join(ROOT, 'tests', 'fixtures', 'docs-mcp-build');
const REAL_BUILD = path.join(ROOT, 'build');
const SITE = 'https://strapi-docs.example.org/';
const AREA_LABELS: Record<string, string> = {'dev-docs': 'Developer Docs', 'user-docs': 'User Guide', cloud: 'Strapi Cloud'};

const SKILL = '---\nname: strapi-5\ndescription: Keep generated code on Strapi 5.\n---\n\n# Strapi 5\n\nUse the Document Service API.\n';

/** What the build's post-build step would write for the fixture pages (one example not run). */
function fixtureIndex(): string {
  return docsIndexJson({
    site: SITE,
    strapiVersion: '5.54.0',
    authLabels: AUTH_LABEL,
    pages: [
      {
        url: `${SITE}dev-docs/api/rest`,
        title: 'REST API',
        area: 'dev-docs',
        verified: '3 of 3 examples run',
        examples: [
          {title: 'List articles', method: 'GET', path: '/api/articles', auth: 'token', status: 200, response: '{"data": []}', partial: true},
          {title: 'Get an article by documentId', method: 'GET', path: '/api/articles/ujzde8gxd6ncf10epf91dhod', auth: 'token', status: 200, response: '{"data": {}}'},
          {
            title: 'Create an article',
            method: 'POST',
            path: '/api/articles',
            auth: 'token',
            body: '{"data": {"title": "Hello"}}',
            status: 201,
            response: '{"data": {}}',
            // The build's generated samples (src/plugins/post-build/try-it/samples.ts).
            samples: samplesFor({method: 'POST', path: '/api/articles', auth: 'token', headers: {}, body: '{"data": {"title": "Hello"}}'}, 201, {collections: new Set(['articles'])}),
          },
          {title: 'Only titles', method: 'GET', path: '/api/articles?fields[0]=title', auth: 'public', status: 200, response: '{"data": []}'},
        ],
      },
      {url: `${SITE}dev-docs/cms/document-service`, title: 'Document Service API', area: 'dev-docs', verified: '2 samples type-checked or validated'},
      {
        url: `${SITE}user-docs/settings/API-tokens`,
        title: 'Manage API tokens',
        area: 'user-docs',
        verified: null,
        examples: [
          {
            title: 'Ask for a reset email',
            method: 'POST',
            path: '/api/auth/forgot-password',
            auth: 'public',
            body: '{"email": "kai@example.com"}',
            status: 200,
            response: '{"ok": true}',
            skip: 'sends an email: needs a working email provider',
          },
        ],
      },
      {url: `${SITE}cloud/getting-started/deployment`, title: 'Deploy a project to Strapi Cloud', area: 'cloud', verified: ''},
    ],
  });
}

/**
 * A fixture twin as the built page Pagefind indexes: its article marked as the site's search-index
 * step marks it (src/plugins/post-build/search-index/prepare.ts): area filter and label, title
 * weighted, description as metadata.
 */
function pageHtml(markdown: string, area: string): string {
  const lines = markdown.split('\n');
  const title = lines[0].replace(/^# /, '');
  const description = lines.find((line) => line.startsWith('> ') && !line.startsWith('> -'))?.slice(2) ?? '';
  const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const body = lines
    .slice(1)
    .filter((line) => line.trim() !== '' && !/^(>|\||```|\{)/.test(line))
    .map((line) => (line.startsWith('## ') ? `<h2 id="${line.slice(3).toLowerCase().replace(/\W+/g, '-')}">${escape(line.slice(3))}</h2>` : `<p>${escape(line)}</p>`))
    .join('\n');
  return (
    `<!doctype html><html lang="en"><head><title>${title}</title></head><body><nav>Navigation</nav>` +
    `<article data-pagefind-body data-pagefind-filter="area:${area}" data-pagefind-meta="area:${AREA_LABELS[area]}">` +
    `<h1 data-pagefind-weight="5">${title}</h1><p data-pagefind-meta="description" data-pagefind-weight="2">${description}</p>${body}</article></body></html>`
  );
}

/** Copies the fixture to `dir` and adds what a current build has: search index, docs-mcp.json, skill.md. */
async function makeBuild(dir: string): Promise<void> {
  await cp(FIXTURE, dir, {recursive: true});
  const {errors, index} = await pagefind.createIndex({forceLanguage: 'en'});
  assert.ok(index, `pagefind: ${errors.join('; ')}`);
  for (const file of await readdir(FIXTURE, {recursive: true, encoding: 'utf8'})) {
    if (!file.endsWith('.md')) continue;
    const route = file.replace(/\.md$/, '').split(path.sep).join('/');
    const added = await index.addHTMLFile({url: `/${route}/`, content: pageHtml(await readFile(path.join(FIXTURE, file), 'utf8'), route.split('/')[0])});
    assert.deepEqual(added.errors, []);
  }
  const written = await index.writeFiles({outputPath: path.join(dir, 'pagefind')});
  assert.deepEqual(written.errors, []);
  await pagefind.close();
  await writeFile(path.join(dir, DOCS_INDEX_FILE), fixtureIndex());
  await writeFile(path.join(dir, 'skill.md'), SKILL);
}

type Session = {client: Client; stderr: () => string; close: () => Promise<void>};

/** Starts the server with these arguments and connects the SDK's client to it over stdio. */
async function connect(args: string[]): Promise<Session> {
  const transport = new StdioClientTransport({command: process.execPath, args: [BIN, ...args], stderr: 'pipe'});
  let stderr = '';
  transport.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const client = new Client({name: 'docs-mcp-test', version: '1.0.0'});
  await client.connect(transport);
  return {client, stderr: () => stderr, close: () => client.close()};
}

type ToolAnswer = {text: string; isError: boolean};

async function call(session: Session, name: string, args: Record<string, unknown>): Promise<ToolAnswer> {
  const result = await session.client.callTool({name, arguments: args});
  const content = result.content as Array<{type: string; text: string}>;
  assert.equal(content[0]?.type, 'text');
  return {text: content.map((part) => part.text).join('\n'), isError: result.isError === true};
}

/** The numbered results of a search_docs answer: title and URL of each. */
function searchHits(text: string): Array<{title: string; url: string; area: string; excerpt: string}> {
  return [...text.matchAll(/^(\d+)\. (.+)\n {3}(\S+) \(([\w-]+)[^)]*\)\n {3}(.*)$/gm)].map((match) => ({title: match[2], url: match[3], area: match[4], excerpt: match[5]}));
}

let temp: string;
let build: string;

before(async () => {
  temp = await mkdtemp(path.join(os.tmpdir(), 'docs-mcp-test-'));
  build = path.join(temp, 'build');
  await makeBuild(build);
});

after(async () => {
  await rm(temp, {recursive: true, force: true});
});

describe('docs MCP server: tools over stdio', () => {
  let session: Session;
  before(async () => {
    session = await connect(['--build', build]);
  });
  after(async () => {
    await session.close();
  });

  it('lists its four tools, each with an input JSON schema, and says what it serves', async () => {
    const {tools} = await session.client.listTools();
    assert.deepEqual(tools.map((tool) => tool.name).sort(), ['get_example', 'get_page', 'list_examples', 'search_docs']);
    const search = tools.find((tool) => tool.name === 'search_docs')!;
    assert.equal(search.inputSchema.type, 'object');
    assert.deepEqual(search.inputSchema.required, ['query']);
    assert.deepEqual((search.inputSchema.properties as Record<string, {enum?: string[]}>).area.enum, ['dev-docs', 'user-docs', 'cloud']);
    for (const tool of tools) assert.ok((tool.description ?? '').length > 80, `${tool.name} has a description written for a model`);
    assert.match(session.client.getInstructions() ?? '', /Strapi 5/);
    assert.match(session.stderr(), /serving the docs of the build folder/);
  });

  it('search_docs: the page that answers first, with canonical URL, area and a plain-text excerpt', async () => {
    const answer = await call(session, 'search_docs', {query: 'How do I publish a draft?'});
    assert.equal(answer.isError, false, answer.text);
    const hits = searchHits(answer.text);
    assert.equal(hits[0]?.title, 'Document Service API');
    assert.equal(hits[0].url, `${SITE}dev-docs/cms/document-service`);
    assert.equal(hits[0].area, 'dev-docs');
    assert.doesNotMatch(hits[0].excerpt, /<|&lt;|&amp;/);
    assert.match(answer.text, /Sections: Publish a draft \(https:\/\/strapi-docs\.example\.org\/dev-docs\/cms\/document-service#publish-a-draft\)/);
  });

  it('search_docs: the site ranking, pages matching all words but one included (3 to 6 words)', async () => {
    // No page has "spaceship": Pagefind alone finds nothing; the site's ranking adds partial matches.
    const answer = await call(session, 'search_docs', {query: 'publish draft spaceship'});
    assert.equal(searchHits(answer.text)[0]?.title, 'Document Service API', answer.text);
  });

  it('search_docs: area filter and limit', async () => {
    const all = searchHits((await call(session, 'search_docs', {query: 'REST'})).text);
    assert.deepEqual(all.map((hit) => hit.area).sort(), ['dev-docs', 'user-docs'], 'the word is on pages of two areas');
    const user = searchHits((await call(session, 'search_docs', {query: 'REST', area: 'user-docs'})).text);
    assert.deepEqual(
      user.map((hit) => hit.title),
      ['Manage API tokens'],
    );
    assert.equal(searchHits((await call(session, 'search_docs', {query: 'REST', limit: 1})).text).length, 1);
    const none = await call(session, 'search_docs', {query: 'zeppelin', area: 'cloud'});
    assert.equal(none.isError, false);
    assert.match(none.text, /No page matches "zeppelin"/);
  });

  it('search_docs: bad arguments are tool errors that say what is wrong', async () => {
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{}, /query/],
      [{query: ''}, /query is empty/],
      [{query: '   '}, /query is empty/],
      [{query: 'x'.repeat(10 * 1024)}, /query is too long: at most 500 characters/],
      [{query: 'REST', area: 'blog'}, /area.*dev-docs.*user-docs.*cloud|dev-docs.*user-docs.*cloud.*area/s],
      [{query: 'REST', limit: 50}, /limit/],
      [{query: 42}, /query/],
    ];
    for (const [args, message] of cases) {
      const answer = await call(session, 'search_docs', args);
      assert.equal(answer.isError, true, `${JSON.stringify(args).slice(0, 60)} should fail`);
      assert.match(answer.text, message);
    }
  });

  it('get_page: the twin with title, area, URL and verification, whatever form the page is named in', async () => {
    for (const reference of [
      '/dev-docs/api/rest',
      'dev-docs/api/rest',
      'dev-docs/api/rest.md',
      '/dev-docs/api/rest/',
      '/dev-docs/api/rest#filters',
      `${SITE}dev-docs/api/rest`,
      `${SITE}dev-docs/api/rest.md`,
      `${SITE}dev-docs/api/rest/#filters`,
    ]) {
      const answer = await call(session, 'get_page', {page: reference});
      assert.equal(answer.isError, false, `${reference}: ${answer.text}`);
      assert.match(answer.text, /^Title: REST API\nArea: dev-docs \(Developer Docs\)\nURL: https:\/\/strapi-docs\.example\.org\/dev-docs\/api\/rest\n/, reference);
    }
    const rest = await call(session, 'get_page', {page: '/dev-docs/api/rest'});
    assert.match(rest.text, /Strapi version: verified against Strapi 5\.54\.0 in CI \(3 of 3 examples run\)/);
    assert.match(rest.text, /API examples: 4 \(4 run in CI\)/);
    assert.ok(rest.text.endsWith(await readFile(path.join(FIXTURE, 'dev-docs/api/rest.md'), 'utf8')), 'the twin follows, as built');
    const cloud = await call(session, 'get_page', {page: '/cloud/getting-started/deployment'});
    assert.match(cloud.text, /Strapi version: written for Strapi 5\.54\.0; nothing on this page is run or checked against it in CI/);
    // Routes keep their file's case; a client may not.
    assert.match((await call(session, 'get_page', {page: '/user-docs/settings/api-tokens'})).text, /^Title: Manage API tokens/);
  });

  it('get_page: refuses paths out of the site, other hosts and absurd input; an unknown page gets the closest ones', async () => {
    const refused: Array<[string, RegExp]> = [
      ['../etc/passwd', /"\.\." and "\." are not allowed/],
      ['/dev-docs/../../etc/passwd', /"\.\." and "\." are not allowed/],
      ['%2e%2e/%2e%2e/etc/passwd', /"\.\." and "\." are not allowed/],
      ['dev-docs/..%2F..%2Fpackage.json', /"\.\." and "\." are not allowed/],
      ['https://evil.example.com/dev-docs/api/rest', /not a page of this site/],
      ['file:///etc/passwd', /not a page of this site/],
      ['//evil.example.com/dev-docs/api/rest', /not a page of this site/],
      ['/blog/hello', /not a docs page/],
      ['/dev-docs/a b', /letters, digits/],
      [`/dev-docs/${'a'.repeat(5000)}`, /too long|at most 2048/],
    ];
    for (const [reference, message] of refused) {
      const answer = await call(session, 'get_page', {page: reference});
      assert.equal(answer.isError, true, `${reference.slice(0, 60)} should be refused`);
      assert.match(answer.text, message, reference.slice(0, 60));
    }
    // A query string is not part of the page: dropped.
    assert.match((await call(session, 'get_page', {page: '/dev-docs/api/rest?x=<script>'})).text, /^Title: REST API/);
    const unknown = await call(session, 'get_page', {page: '/dev-docs/api/rst'});
    assert.equal(unknown.isError, true);
    assert.match(unknown.text, /No docs page at \/dev-docs\/api\/rst/);
    assert.match(unknown.text, /Closest pages:\n- https:\/\/strapi-docs\.example\.org\/dev-docs\/api\/rest \(REST API\)/);
    assert.equal((await call(session, 'get_page', {})).isError, true);
  });

  it('list_examples: every example grouped by page, or one page; those CI does not run are marked', async () => {
    const all = await call(session, 'list_examples', {});
    assert.equal(all.isError, false, all.text);
    assert.match(all.text, /^5 API examples in the docs: 4 run in CI against Strapi 5\.54\.0, 1 not run/);
    assert.match(all.text, /## REST API\nhttps:\/\/strapi-docs\.example\.org\/dev-docs\/api\/rest\n- GET \/api\/articles → 200: List articles\n/);
    assert.match(all.text, /- POST \/api\/auth\/forgot-password → 200: Ask for a reset email \(not run in CI: sends an email: needs a working email provider\)/);
    const one = await call(session, 'list_examples', {page: `${SITE}user-docs/settings/API-tokens`});
    assert.match(one.text, /^1 API example in https:\/\/strapi-docs\.example\.org\/user-docs\/settings\/API-tokens: 0 run in CI/);
    assert.doesNotMatch(one.text, /List articles/);
    assert.match((await call(session, 'list_examples', {page: '/dev-docs/cms/document-service'})).text, /has no API example/);
    const unknown = await call(session, 'list_examples', {page: '/dev-docs/nope'});
    assert.equal(unknown.isError, true);
    assert.match(unknown.text, /No docs page at \/dev-docs\/nope/);
  });

  it('get_example: request, authentication, body and documented response, with page and verification', async () => {
    const list = await call(session, 'get_example', {method: 'get', path: '/api/articles'});
    assert.equal(list.isError, false, list.text);
    assert.match(list.text, /^2 documented examples for GET \/api\/articles:/);
    assert.match(list.text, /### List articles\n\nPage: \[REST API\]\(https:\/\/strapi-docs\.example\.org\/dev-docs\/api\/rest\) \(dev-docs\)\nAuthentication: Authorization: Bearer <API token>\nVerification: verified against Strapi 5\.54\.0/);
    assert.match(list.text, /```http\nGET \/api\/articles\nAuthorization: Bearer <API token>\n```/);
    assert.match(list.text, /Response `200` \(some fields omitted\):\n\n```json\n\{"data": \[\]\}\n```/);
    // The exact path comes first; the same path with a query string after it.
    assert.ok(list.text.indexOf('### List articles') < list.text.indexOf('### Only titles'));

    const byPlaceholder = await call(session, 'get_example', {method: 'GET', path: '/api/articles/:documentId'});
    assert.match(byPlaceholder.text, /### Get an article by documentId/);
    const create = await call(session, 'get_example', {method: 'POST', path: 'http://localhost:1337/api/articles'});
    assert.match(create.text, /Request body:\n\n```json\n\{"data": \{"title": "Hello"\}\}\n```/);
    // With the samples the build generated: cURL, fetch and @strapi/client.
    assert.match(create.text, /```bash\ncurl -X POST 'http:\/\/localhost:1337\/api\/articles' \\\n  -H "Authorization: Bearer \$STRAPI_TOKEN"/);
    assert.match(create.text, /With @strapi\/client:\n\n```js\nimport \{strapi\} from '@strapi\/client';[\s\S]*articles\.create\(\{\n  title: 'Hello',\n\}\)/);
    // Examples of builds without samples print none.
    assert.doesNotMatch(list.text, /curl/);
    const skipped = await call(session, 'get_example', {method: 'POST', path: '/api/auth/forgot-password'});
    assert.match(skipped.text, /Authentication: No authentication \(Public role\)\nVerification: not run in CI \(sends an email: needs a working email provider\): shown as documented, not verified\./);
    assert.match(skipped.text, /```http\nPOST \/api\/auth\/forgot-password\n```/);
  });

  it('get_example: an undocumented request or bad arguments are tool errors with what exists', async () => {
    const missing = await call(session, 'get_example', {method: 'DELETE', path: '/api/articles/abc/comments'});
    assert.equal(missing.isError, true);
    assert.match(missing.text, /No documented example for DELETE \/api\/articles\/abc\/comments\./);
    assert.match(missing.text, /Documented requests nearby:\n(- .*\n)*- GET \/api\/articles\/ujzde8gxd6ncf10epf91dhod\n/);
    const elsewhere = await call(session, 'get_example', {method: 'GET', path: '/api/spaceships'});
    assert.match(elsewhere.text, /The documented APIs:\n- \/api\/articles\n- \/api\/auth/);
    for (const [args, message] of [
      [{method: 'FETCH', path: '/api/articles'}, /method must be one of GET, POST, PUT, PATCH, DELETE/],
      [{method: 'GET', path: 'api/articles'}, /path must start with "\/"/],
      [{method: 'GET'}, /path/],
      [{method: 'GET', path: `/api/${'x'.repeat(2000)}`}, /path is too long/],
    ] as Array<[Record<string, unknown>, RegExp]>) {
      const answer = await call(session, 'get_example', args);
      assert.equal(answer.isError, true, JSON.stringify(args).slice(0, 60));
      assert.match(answer.text, message);
    }
  });

  it('resources: llms.txt and the skill file, as built', async () => {
    const {resources} = await session.client.listResources();
    assert.deepEqual(resources.map((resource) => resource.uri).sort(), ['strapi-docs://llms.txt', 'strapi-docs://skill.md']);
    const llms = await session.client.readResource({uri: 'strapi-docs://llms.txt'});
    assert.equal((llms.contents[0] as {text: string}).text, await readFile(path.join(FIXTURE, 'llms.txt'), 'utf8'));
    const skill = await session.client.readResource({uri: 'strapi-docs://skill.md'});
    assert.equal((skill.contents[0] as {text: string}).text, SKILL);
    assert.equal(skill.contents[0].mimeType, 'text/markdown');
  });
});

describe('docs MCP server: a build from before docs-mcp.json, skill.md and the search index', () => {
  let session: Session;
  before(async () => {
    session = await connect(['--build', FIXTURE]);
  });
  after(async () => {
    await session.close();
  });

  it('serves its pages and says what is missing and how to get it', async () => {
    const page = await call(session, 'get_page', {page: '/dev-docs/api/rest'});
    assert.equal(page.isError, false);
    assert.match(page.text, /Strapi version: unknown \(the build folder .* has no docs-mcp\.json; rebuild the site to get it\)/);
    for (const [name, args] of [
      ['list_examples', {}],
      ['get_example', {method: 'GET', path: '/api/articles'}],
    ] as const) {
      const answer = await call(session, name, args);
      assert.equal(answer.isError, true);
      assert.match(answer.text, /has no docs-mcp\.json.*Rebuild the site \(npm run build\)/);
    }
    const search = await call(session, 'search_docs', {query: 'REST'});
    assert.equal(search.isError, true);
    assert.match(search.text, /has no search index \(pagefind\/pagefind\.js\)/);
    await assert.rejects(session.client.readResource({uri: 'strapi-docs://skill.md'}), /-32002.*skill\.md is not built: .* has no skill\.md/);
  });
});

describe('docs MCP server: command line', () => {
  const run = (...args: string[]) => spawnSync(process.execPath, [BIN, ...args], {encoding: 'utf8', timeout: 30_000});

  it('--help prints the usage; bad options exit 2 with a message', () => {
    const help = run('--help');
    assert.equal(help.status, 0);
    assert.match(help.stdout, /Usage: strapi-docs-mcp \[--build <folder> \| --site <url>\]/);
    assert.match(run('--version').stdout, /^\d+\.\d+\.\d+\n$/);
    for (const args of [['--bogus'], ['--build', build, '--site', SITE], ['--site', 'ftp://example.org'], ['--site', 'http://example.org'], ['--site', 'not a url']]) {
      const result = run(...args);
      assert.equal(result.status, 2, args.join(' '));
      assert.match(result.stderr, /^strapi-docs-mcp: /);
      assert.equal(result.stdout, '', 'nothing on the protocol channel');
    }
  });

  it('a missing build folder, or a folder that is not a build: exit 1 with what to do, and a client cannot connect', async () => {
    const missing = run('--build', path.join(temp, 'nowhere'));
    assert.equal(missing.status, 1);
    assert.match(missing.stderr, /no build folder at .*nowhere: build the site first \(npm run build\)/);
    const notBuilt = run('--build', path.join(ROOT, 'docs'));
    assert.equal(notBuilt.status, 1);
    assert.match(notBuilt.stderr, /is not a built docs site \(no llms\.txt\)/);
    await assert.rejects(connect(['--build', path.join(temp, 'nowhere')]), /closed/i);
  });

  it('the root install links the command (npx strapi-docs-mcp)', () => {
    assert.ok(existsSync(path.join(ROOT, 'node_modules', '.bin', 'strapi-docs-mcp')), 'run npm ci: the workspace package links its bin');
  });
});

describe('docs MCP server: --site reads that site only', () => {
  let server: Server;
  let base: string;
  const requests: string[] = [];
  before(async () => {
    // The build served under /docs/, with one redirect inside the site and one to another host.
    server = createServer(async (request, response) => {
      const url = new URL(request.url ?? '/', 'http://127.0.0.1');
      requests.push(url.pathname);
      if (url.pathname === '/docs/user-docs/settings/API-tokens.md') {
        response.writeHead(301, {location: '/docs/moved/API-tokens.md'}).end();
        return;
      }
      if (url.pathname === '/docs/skill.md') {
        response.writeHead(302, {location: 'https://evil.example.com/skill.md'}).end();
        return;
      }
      const relative = url.pathname === '/docs/moved/API-tokens.md' ? 'user-docs/settings/API-tokens.md' : decodeURIComponent(url.pathname.replace(/^\/docs\//, ''));
      const file = path.join(build, relative);
      if (!url.pathname.startsWith('/docs/') || !file.startsWith(build) || !existsSync(file)) {
        response.writeHead(404).end('not found');
        return;
      }
      response.writeHead(200).end(await readFile(file));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/docs/`;
  });
  after(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  it('searches and reads pages from the site, follows redirects within it and refuses others', async () => {
    const session = await connect(['--site', base]);
    try {
      const hits = searchHits((await call(session, 'search_docs', {query: 'publish a draft'})).text);
      assert.equal(hits[0]?.url, `${SITE}dev-docs/cms/document-service`, 'canonical URLs, as the build has them');
      assert.match((await call(session, 'get_page', {page: `${base}dev-docs/api/rest#filters`})).text, /^Title: REST API/);
      assert.match((await call(session, 'get_page', {page: `${SITE}dev-docs/api/rest`})).text, /^Title: REST API/);
      assert.match((await call(session, 'get_page', {page: '/user-docs/settings/API-tokens'})).text, /^Title: Manage API tokens/);
      assert.match((await call(session, 'get_example', {method: 'POST', path: '/api/articles'})).text, /### Create an article/);
      await assert.rejects(session.client.readResource({uri: 'strapi-docs://skill.md'}), /refused the redirect .* to https:\/\/evil\.example\.com\/skill\.md: only http:\/\/127\.0\.0\.1:\d+\/docs\/ is read/);
    } finally {
      await session.close();
    }
    assert.ok(requests.length > 0);
    assert.deepEqual(
      requests.filter((pathname) => !pathname.startsWith('/docs/')),
      [],
      'every request stays under the --site base',
    );
    assert.ok(requests.some((pathname) => pathname.startsWith('/docs/pagefind/')), 'the search index is read from the site');
  });
});

describe('docs MCP server: reads nothing outside its build folder', () => {
  it('refuses relative paths that leave the folder, symbolic links out of it, and fetches of other URLs', async () => {
    await symlink('/etc/hostname', path.join(build, 'outside.md'));
    const source = await localSource(build);
    for (const relative of ['../package.json', 'pagefind/../../x', './llms.txt', 'a//b', 'a\\..\\b']) {
      await assert.rejects(source.read(relative), /refused to read/, relative);
    }
    await assert.rejects(source.read('outside.md'), /leads outside/);
    assert.equal(await source.read('dev-docs/nope.md'), null);
    assert.ok((await source.read('llms.txt'))?.toString().startsWith('# Strapi 5 Documentation'));
    for (const url of ['https://example.com/pagefind/pagefind.js', 'file:///etc/passwd', `${source.pagefindBase}..%2F..%2Fllms.txt`, `${source.pagefindBase}%2e%2e/x`]) {
      await assert.rejects(pagefindFetch(source, url), /refused/, url);
    }
    assert.equal((await pagefindFetch(source, `${source.pagefindBase}pagefind-entry.json?ts=1`)).status, 200);
    assert.equal((await pagefindFetch(source, `${source.pagefindBase}nope.json`)).status, 404);
  });

  it('a site source refuses URLs outside its base before any request', async () => {
    let fetched = 0;
    const source = siteSource(new URL('https://docs.example.org/strapi/'), (async () => {
      fetched += 1;
      return new Response('');
    }) as typeof fetch);
    await assert.rejects(source.read('../secrets'), /refused to read/);
    await assert.rejects(pagefindFetch(source, 'https://docs.example.org/other/pagefind/x'), /refused to fetch/);
    assert.equal(fetched, 0);
  });
});

describe('docs MCP server: a site served under a base path', () => {
  it('reads the base from llms.txt and accepts paths and URLs with or without it', () => {
    const llms = '# Docs\n\n- [Skill](https://x.org/strapi/skill.md): rules\n\n## Developer Docs\n\n- [REST API](https://x.org/strapi/dev-docs/api/rest.md): endpoints\n';
    const {base, pages} = parseLlmsTxt(llms);
    assert.equal(base, 'https://x.org/strapi/');
    assert.deepEqual(pages.map((page) => [page.route, page.url, page.areaLabel]), [['dev-docs/api/rest', 'https://x.org/strapi/dev-docs/api/rest', 'Developer Docs']]);
    for (const reference of ['/strapi/dev-docs/api/rest', 'dev-docs/api/rest', 'https://x.org/strapi/dev-docs/api/rest.md#x']) {
      assert.deepEqual(pageRoute(reference, [base]), {route: 'dev-docs/api/rest'}, reference);
    }
    assert.match((pageRoute('https://x.org/other/dev-docs/api/rest', [base]) as {error: string}).error, /not a page of this site \(https:\/\/x\.org\/strapi\/\)/);
    assert.throws(() => parseLlmsTxt('# Not the docs\n'), /llms\.txt lists no docs page/);
  });
});

describe('docs MCP server: the real build', () => {
  const skip = !existsSync(path.join(REAL_BUILD, 'llms.txt'))
    ? 'no build/ (run npm run build first): skipped'
    : !existsSync(path.join(REAL_BUILD, 'pagefind', 'pagefind.js'))
      ? 'build/ has no search index (an Algolia build, or a build still running): skipped'
      : false;

  it('searches and reads the built site', {skip}, async () => {
    const session = await connect(['--build', REAL_BUILD]);
    try {
      const hits = searchHits((await call(session, 'search_docs', {query: 'populate relations REST API', area: 'dev-docs'})).text);
      assert.ok(hits.length > 0);
      assert.ok(hits.every((hit) => hit.area === 'dev-docs'));
      assert.ok(hits.some((hit) => hit.url.endsWith('/dev-docs/api/rest/populate-select')), hits.map((hit) => hit.url).join(', '));
      const page = await call(session, 'get_page', {page: '/dev-docs/api/rest'});
      assert.match(page.text, /^Title: REST API\n/);
    } finally {
      await session.close();
    }
  });

  it('lists and gives the API examples', {skip: existsSync(path.join(REAL_BUILD, DOCS_INDEX_FILE)) ? false : `no build/${DOCS_INDEX_FILE} (a build from before the docs MCP index step): skipped`}, async () => {
    const session = await connect(['--build', REAL_BUILD]);
    try {
      const list = await call(session, 'list_examples', {});
      assert.match(list.text, /^\d+ API examples in the docs: \d+ run in CI against Strapi 5\.\d+\.\d+/);
      const example = await call(session, 'get_example', {method: 'GET', path: '/api/articles'});
      assert.match(example.text, /verified against Strapi 5\.\d+\.\d+/);
    } finally {
      await session.close();
    }
  });
});
