/**
 * The request samples of Try it (src/plugins/post-build/try-it/samples.ts): what the generator
 * writes for each kind of request, that every sample of the docs is valid bash or ESM, that a fetch
 * and a cURL sample really send the request they stand for (run here against a local server, judged
 * by the rule of verify:live's checking proxy), and that `queryObject` keeps a path's query.
 * verify:live runs all of them against the reference app (scripts/verify-live/samples.mts).
 */
import assert from 'node:assert/strict';
import {spawn, spawnSync} from 'node:child_process';
import {mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {createServer} from 'node:http';
import type {AddressInfo} from 'node:net';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {after, describe, it} from 'node:test';
import qs from 'qs';
import ts from 'typescript';
import {listPages} from '../../scripts/content-gates/index.mts';
import {extractExamples} from '../../scripts/verify-live/extract.mts';
import {requestDifferences} from '../../scripts/verify-live/samples.mts';
import {appCollections} from '../../src/plugins/post-build/try-it/collections';
import {requestOf} from '../../src/plugins/post-build/try-it';
import {queryObject, SAMPLE_ORIGIN, samplesFor, type ApiRequest} from '../../src/plugins/post-build/try-it/samples';

const ROOT = path.join(__dirname, '../..');
const collections = new Set(['articles', 'restaurants']);
const TMP = mkdtempSync(path.join(tmpdir(), 'try-it-samples-'));
after(() => rmSync(TMP, {recursive: true, force: true}));

const request = (extra: Partial<ApiRequest> & Pick<ApiRequest, 'method' | 'path'>): ApiRequest => ({auth: 'token', headers: {}, ...extra});

/** Syntax errors of a script parsed as an ES module (top-level await allowed), by TypeScript's parser. */
function esmErrors(code: string): string[] {
  const file = ts.createSourceFile('sample.mjs', code, ts.ScriptTarget.ES2022, false, ts.ScriptKind.JS);
  const diagnostics = (file as unknown as {parseDiagnostics: ts.Diagnostic[]}).parseDiagnostics;
  return diagnostics.map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
}

function bashErrors(code: string): string {
  const result = spawnSync('bash', ['-n', '-c', code], {encoding: 'utf8'});
  return result.status === 0 ? '' : result.stderr;
}

function nodeCheck(code: string): string {
  const file = path.join(TMP, `check-${Math.random().toString(36).slice(2)}.mjs`);
  writeFileSync(file, code);
  const result = spawnSync(process.execPath, ['--check', file], {encoding: 'utf8'});
  return result.status === 0 ? '' : result.stderr;
}

/** The arguments bash passes to `curl` for a cURL sample (curl replaced by a function that prints them). */
function curlArguments(code: string, env: Record<string, string> = {}): string[] {
  const result = spawnSync('bash', ['-c', `curl() { printf '%s\\0' "$@"; }\n${code}`], {encoding: 'utf8', env: {PATH: process.env.PATH, ...env}});
  assert.equal(result.status, 0, result.stderr);
  return result.stdout.split('\0').slice(0, -1);
}

describe('samplesFor', () => {
  it('GET with a nested query: cURL without URL globbing, the client passes the query as an object', () => {
    const path = '/api/articles?filters[$or][0][title][$containsi]=pasta&populate[author][populate][company][fields][0]=name&pagination[pageSize]=2&filters[featured][$eq]=true';
    const samples = samplesFor(request({method: 'GET', path}), 200, {collections});
    assert.equal(samples.curl, `curl -g '${SAMPLE_ORIGIN}${path}' \\\n  -H "Authorization: Bearer $STRAPI_TOKEN"`);
    assert.match(samples.fetch, new RegExp(`^const response = await fetch\\('${SAMPLE_ORIGIN.replace(/\//g, '\\/')}/api/articles\\?filters`));
    assert.match(samples.fetch, /Authorization: `Bearer \$\{process\.env\.STRAPI_TOKEN\}`/);
    assert.match(samples.fetch, /console\.log\(response\.status, await response\.text\(\)\);\n$/);
    assert.ok(samples.client);
    assert.match(samples.client, /^import \{strapi\} from '@strapi\/client';\n\nconst client = strapi\(\{baseURL: 'http:\/\/localhost:1337\/api', auth: process\.env\.STRAPI_TOKEN\}\);\nconst articles = client\.collection\('articles'\);/);
    assert.match(samples.client, /articles\.find\(\{\n {2}filters: \{\n {4}\$or: \[/);
    // Numbers and booleans as a reader writes them; qs sends them back as the same text.
    assert.match(samples.client, /pageSize: 2,/);
    assert.match(samples.client, /\$eq: true,/);
    assert.match(samples.client, /console\.dir\(result, \{depth: null\}\);/);
  });

  it('POST with a body holding a single quote: bash and JavaScript both keep it', () => {
    const body = '{"data": {"title": "Chef\'s pick", "tags": ["a", "b"]}}';
    const samples = samplesFor(request({method: 'POST', path: '/api/articles', body}), 201, {collections});
    const args = curlArguments(samples.curl);
    assert.deepEqual(args.slice(0, 3), ['-X', 'POST', `${SAMPLE_ORIGIN}/api/articles`]);
    assert.deepEqual(JSON.parse(args[args.indexOf('-d') + 1]), JSON.parse(body));
    assert.ok(args.includes('Content-Type: application/json'));
    assert.match(samples.fetch, /method: 'POST',/);
    assert.match(samples.fetch, /title: 'Chef\\'s pick',/);
    assert.equal(esmErrors(samples.fetch).length, 0);
    assert.match(samples.client ?? '', /articles\.create\(\{\n {2}title: 'Chef\\'s pick',\n {2}tags: \['a', 'b'\],\n\}\)/);
  });

  it('PUT and DELETE of a document go through the collection manager', () => {
    const id = 'ujzde8gxd6ncf10epf91dhod';
    const put = samplesFor(request({method: 'PUT', path: `/api/articles/${id}?fields[0]=title`, body: '{"data": {"title": "New"}}'}), 200, {collections});
    assert.match(put.curl, /^curl -g -X PUT /);
    assert.match(put.client ?? '', new RegExp(`articles\\.update\\('${id}', \\{\\n {2}title: 'New',\\n\\}, \\{\\n {2}fields: \\['title'\\],\\n\\}\\)`));
    const del = samplesFor(request({method: 'DELETE', path: `/api/articles/${id}`}), 204, {collections});
    assert.equal(del.curl, `curl -X DELETE '${SAMPLE_ORIGIN}/api/articles/${id}' \\\n  -H "Authorization: Bearer $STRAPI_TOKEN"`);
    assert.match(del.fetch, /console\.log\(response\.status\);\n$/);
    assert.match(del.client ?? '', new RegExp(`await articles\\.delete\\('${id}'\\);\\nconsole\\.log\\('deleted'\\);`));
  });

  it('public requests carry no token; a user JWT and an admin token have their own variables', () => {
    const pub = samplesFor(request({method: 'GET', path: '/api/articles', auth: 'public'}), 200, {collections});
    assert.doesNotMatch(pub.curl, /Authorization/);
    assert.doesNotMatch(pub.fetch, /Authorization/);
    assert.match(pub.client ?? '', /strapi\(\{baseURL: 'http:\/\/localhost:1337\/api'\}\)/);
    const user = samplesFor(request({method: 'GET', path: '/api/articles', auth: 'user'}), 200, {collections});
    assert.match(user.curl, /-H "Authorization: Bearer \$STRAPI_JWT"/);
    assert.match(user.fetch, /process\.env\.STRAPI_JWT/);
    assert.match(user.client ?? '', /auth: process\.env\.STRAPI_JWT/);
    for (const auth of ['read-only-token', 'expired-token'] as const) {
      assert.match(samplesFor(request({method: 'GET', path: '/api/articles', auth}), 200, {collections}).curl, /\$STRAPI_TOKEN"/);
    }
  });

  it("the page's extra header is in every sample (the client's config for a manager call)", () => {
    const samples = samplesFor(request({method: 'GET', path: '/api/articles/ujzde8gxd6ncf10epf91dhod', headers: {'Strapi-Response-Format': 'v4'}}), 200, {collections});
    assert.match(samples.curl, /-H 'Strapi-Response-Format: v4'/);
    assert.match(samples.fetch, /'Strapi-Response-Format': 'v4',/);
    assert.match(samples.client ?? '', /headers: \{'Strapi-Response-Format': 'v4'\}\}\);/);
  });

  it('an error status: the client catches what it throws and prints the response', () => {
    const samples = samplesFor(request({method: 'GET', path: '/api/articles/x0v3hd8ns2qk6tj1me9ra4lc'}), 404, {collections});
    assert.match(samples.client ?? '', /try \{\n {2}await articles\.findOne\('x0v3hd8ns2qk6tj1me9ra4lc'\);\n\} catch \(error\) \{\n.*\n {2}console\.log\(error\.response\.status, await error\.response\.text\(\)\);\n\}/);
    assert.match(samples.fetch, /console\.log\(response\.status, await response\.text\(\)\);/);
  });

  it('a custom route goes through client.fetch, with the path under /api', () => {
    for (const path of ['/api/restaurants/featured', '/api/restaurants/by-slug/chez-louise', '/api/upload/files?sort=name:asc']) {
      const client = samplesFor(request({method: 'GET', path}), 200, {collections}).client ?? '';
      assert.match(client, new RegExp(`const response = await client\\.fetch\\('${path.slice(4).replace(/[?]/g, '\\?')}'\\);`), path);
      assert.doesNotMatch(client, /collection\(/, path);
    }
    const post = samplesFor(request({method: 'POST', path: '/api/auth/local', auth: 'public', body: '{"identifier": "a", "password": "b"}'}), 200, {collections});
    assert.match(post.client ?? '', /client\.fetch\('\/auth\/local', \{\n {2}method: 'POST',\n {2}headers: \{\n {4}'Content-Type': 'application\/json',\n {2}\},\n {2}body: JSON\.stringify\(/);
  });

  it('admin and non-/api routes have no client sample, with the reason', () => {
    const admin = samplesFor(request({method: 'GET', path: '/admin/users/me', auth: 'admin'}), 200, {collections});
    assert.equal(admin.client, null);
    assert.match(admin.clientReason ?? '', /Content API \(\/api\) only/);
    assert.match(admin.curl, /\$STRAPI_ADMIN_TOKEN/);
    const plugin = samplesFor(request({method: 'GET', path: '/my-plugin/summary'}), 200, {collections});
    assert.equal(plugin.client, null);
    assert.match(plugin.clientReason ?? '', /outside it/);
    const adminApi = samplesFor(request({method: 'GET', path: '/api/articles', auth: 'admin'}), 200, {collections});
    assert.equal(adminApi.client, null);
    assert.match(adminApi.clientReason ?? '', /administrators/);
  });

  it('representative samples pass node --check and bash -n', () => {
    const requests = [
      request({method: 'GET', path: '/api/articles?filters[title][$containsi]=it\'s&sort=title:asc', auth: 'public'}),
      request({method: 'POST', path: '/api/articles?status=draft', body: '{"data": {"title": "O\'Brien \\"quoted\\" $HOME `x`"}}'}),
      request({method: 'PUT', path: '/api/restaurants/q8w2e4r6t8y0u1i3o5p7a9sd', auth: 'user', body: '{"data": {"name": "A"}}'}),
      request({method: 'DELETE', path: '/api/articles/ujzde8gxd6ncf10epf91dhod', auth: 'public'}),
      request({method: 'GET', path: '/admin/users/me', auth: 'admin'}),
    ];
    for (const [index, item] of requests.entries()) {
      const samples = samplesFor(item, index === 3 ? 403 : 200, {collections});
      assert.equal(bashErrors(samples.curl), '', samples.curl);
      assert.equal(nodeCheck(samples.fetch), '', samples.fetch);
      if (samples.client) assert.equal(nodeCheck(samples.client), '', samples.client);
    }
    // `$HOME` and backquotes in a body stay text: bash does not expand them inside single quotes.
    const args = curlArguments(samplesFor(requests[1], 201, {collections}).curl);
    assert.equal((JSON.parse(args[args.indexOf('-d') + 1]) as {data: {title: string}}).data.title, 'O\'Brien "quoted" $HOME `x`');
  });
});

describe('the samples of every <ApiCall> of the docs', () => {
  const docsCollections = appCollections(ROOT);
  const examples = listPages(path.join(ROOT, 'docs')).flatMap((file) => extractExamples(path.relative(ROOT, file), readFileSync(file, 'utf8')).api);

  it('finds the examples', () => {
    assert.ok(examples.length > 50, `only ${examples.length} <ApiCall> examples found`);
  });

  it('are valid bash (cURL) and valid ES modules (fetch, @strapi/client)', () => {
    const problems: string[] = [];
    for (const example of examples) {
      const samples = samplesFor(requestOf(example), example.status, {collections: docsCollections});
      const where = `${example.file}:${example.line}`;
      const bash = bashErrors(samples.curl);
      if (bash) problems.push(`${where} cURL: ${bash}`);
      for (const [kind, code] of [['fetch', samples.fetch], ['client', samples.client]] as const) {
        if (code === null) {
          if (!samples.clientReason) problems.push(`${where} client: no sample and no reason`);
          continue;
        }
        const errors = esmErrors(code);
        if (errors.length > 0) problems.push(`${where} ${kind}: ${errors.join('; ')}`);
      }
    }
    assert.deepEqual(problems, []);
  });

  it('queryObject keeps the query of every path: qs.stringify of it parses to the same query', () => {
    const asText = (value: unknown): unknown =>
      Array.isArray(value) ? value.map(asText) : value !== null && typeof value === 'object' ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, asText(v)])) : String(value);
    const paths = [...examples.map((example) => example.path), '/api/articles?populate[]=category&fields[]=title', '/api/x?a=01&b=true&c=&d[0]=1&d[1]=2'];
    for (const item of paths) {
      const query = item.includes('?') ? item.slice(item.indexOf('?') + 1) : '';
      const object = queryObject(item);
      if (query === '') {
        assert.equal(object, undefined, item);
        continue;
      }
      const again = qs.stringify(object, {encode: false});
      const options = {depth: 20, arrayLimit: 100};
      assert.deepEqual(asText(qs.parse(again, options)), asText(qs.parse(query, options)), `${item} → ?${again}`);
    }
    // Leading zeros stay text: 01 is not the number 1.
    assert.deepEqual(queryObject('/api/x?a=01&b=10&c=false'), {a: '01', b: 10, c: false});
  });
});

describe('the checking proxy rule (requestDifferences)', () => {
  const sent = {method: 'PUT', path: '/api/articles/abc?fields[0]=title&pagination[pageSize]=2', headers: {Authorization: 'Bearer t0ken-of-the-harness', 'Strapi-Response-Format': 'v4'}, body: '{"data":{"title":"A","n":1}}'};
  const same: {method: string; url: string; headers: Record<string, string>; body: string} = {method: 'PUT', url: '/api/articles/abc?pagination%5BpageSize%5D=2&fields%5B0%5D=title', headers: {authorization: 'Bearer t0ken-of-the-harness', 'strapi-response-format': 'v4'}, body: '{"data": {"n": 1, "title": "A"}}'};

  it('accepts the same request written differently (query order and encoding, key order, header case)', () => {
    assert.deepEqual(requestDifferences(sent, ['Strapi-Response-Format'], same), []);
    assert.deepEqual(requestDifferences({...sent, path: '/api/x?fields[]=title&n=2'}, [], {...same, url: '/api/x?fields[0]=title&n=2'}), []);
  });

  it('names each part that differs', () => {
    const report = (got: Partial<typeof same>) => requestDifferences(sent, ['Strapi-Response-Format'], {...same, ...got}).join('\n');
    assert.match(report({method: 'POST'}), /^method: the sample sent POST, the page documents PUT$/);
    assert.match(report({url: '/api/articles/abd?fields[0]=title&pagination[pageSize]=2'}), /^path: /);
    assert.match(report({url: '/api/articles/abc?fields[0]=slug&pagination[pageSize]=2'}), /^query: /);
    assert.match(report({headers: {authorization: 'Bearer another'}}), /Authorization header: the sample sent Bearer another…, the harness sent Bearer t0ken-o…/);
    assert.match(report({headers: {authorization: 'Bearer t0ken-of-the-harness'}}), /^Strapi-Response-Format header: the sample sent none, the harness sent "v4"$/);
    assert.match(report({body: '{"data":{"title":"B","n":1}}'}), /^body: the sample sent/);
    assert.match(report({body: 'title=A'}), /^body: the sample sent text that is not JSON/);
    assert.match(requestDifferences({...sent, body: undefined}, [], {...same, body: '{}'}).join('\n'), /body: the sample sent "\{\}", the page documents none/);
  });
});

describe('generated samples send the request they stand for', () => {
  type Got = {method: string; url: string; headers: Record<string, string | string[] | undefined>; body: string};
  const received: Got[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString()});
      res.writeHead(200, {'content-type': 'application/json'});
      res.end('{"data":{"ok":true}}');
    });
  });
  after(() => server.close());

  const run = (command: string, args: string[], env: NodeJS.ProcessEnv) =>
    new Promise<{code: number | null; stdout: string; stderr: string}>((resolve) => {
      const child = spawn(command, args, {env});
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      child.on('close', (code) => resolve({code, stdout, stderr}));
    });

  it('cURL and fetch, as verify:live runs them (the checking proxy finds no difference)', async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const item = request({method: 'POST', path: "/api/articles?fields[0]=title&filters[title][$eq]=it's", headers: {'Strapi-Response-Format': 'v4'}, body: '{"data": {"title": "Chef\'s pick", "readingTime": 3}}'});
    const samples = samplesFor(item, 201, {collections});
    const env = {PATH: process.env.PATH, STRAPI_TOKEN: 'the-token'};
    const expected = {method: 'POST', path: item.path, headers: {Authorization: 'Bearer the-token', 'Strapi-Response-Format': 'v4'}, body: item.body};
    const fetchFile = path.join(TMP, 'fetch.mjs');
    writeFileSync(fetchFile, samples.fetch.replaceAll(SAMPLE_ORIGIN, origin));
    for (const [label, command, args] of [
      ['cURL', 'bash', ['-c', samples.curl.replaceAll(SAMPLE_ORIGIN, origin)]],
      ['fetch', process.execPath, [fetchFile]],
    ] as const) {
      received.length = 0;
      const result = await run(command, [...args], env);
      assert.equal(result.code, 0, `${label}: ${result.stderr}`);
      assert.equal(received.length, 1, `${label} sent ${received.length} requests`);
      assert.deepEqual(requestDifferences(expected, ['Strapi-Response-Format'], received[0]), [], label);
      assert.match(result.stdout, /\{"data":\{"ok":true\}\}/, label);
    }
  });
});
