import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, it} from 'node:test';
import {listPages} from '../../scripts/content-gates/index.mts';
import {cliSections, helpFlags} from '../../scripts/verify-live/cli.mts';
import {helpCommands, usedFlags} from '../../scripts/verify-live/command-lines.mts';
import {commandLines, shellWords, strapiCommand} from '../../src/remark/verified-examples/command-lines.ts';
import {compareError, compareJson, documentIdPairs} from '../../scripts/verify-live/compare.mts';
import {extractExamples, runnableMeta} from '../../scripts/verify-live/extract.mts';
import {addUiString, containsInOrder, fragments, isDefaultMessage, isUiString, matchesInOrder, type UiStrings} from '../../scripts/verify-live/ui-text.mts';
import {parsePage} from '../../scripts/content-gates/parse.mts';
import {collectUiTexts, splitLabel, uiTextFigures} from '../../src/remark/verified-examples/ui-text.ts';
import {remarkMsg} from '../../src/remark/verified-examples/remark-msg.ts';
import {provenSummary} from '../../src/remark/verified-examples/remark.ts';
import {pageProofs} from '../../src/remark/verified-examples/proofs.ts';
import {graphqlBlocks, projectPath, samplesOf} from '../../src/remark/verified-examples/samples.ts';
import {pageRequests} from '../../src/remark/verified-examples/requests.ts';
import type {Paragraph} from 'mdast';
import {countExamples, pinnedStrapiVersion} from '../../src/remark/verified-examples/count.ts';
import {clientExamples} from '../../scripts/verify-live/client-examples.mts';

describe('compareJson', () => {
  const documented = {data: [{id: 4, documentId: 'a', title: 'Spring', createdAt: '2025-01-01T00:00:00.000Z'}], meta: {pagination: {total: 1}}};

  it('accepts the same shape and values, ignoring ids and timestamps', () => {
    const real = {data: [{id: 9, documentId: 'zz', title: 'Spring', createdAt: '2026-11-25T00:00:00.000Z'}], meta: {pagination: {total: 1}}};
    assert.deepEqual(compareJson(documented, real), []);
  });

  it('reports a different value, an extra key, a missing key and a different length', () => {
    const real = {data: [{id: 9, documentId: 'zz', title: 'Autumn', locale: 'en'}, {id: 2}], meta: {pagination: {total: 2}}};
    const reasons = compareJson(documented, real).map((m) => `${m.path}: ${m.reason}`);
    assert.ok(reasons.some((r) => r.startsWith('.data: array length differs')));
    assert.ok(reasons.some((r) => r.startsWith('.data[0].title: value differs')));
    assert.ok(reasons.some((r) => r.includes('keys the page does not show: locale')));
    assert.ok(reasons.some((r) => r.startsWith('.data[0].createdAt: documented key is not in the response')));
    assert.ok(reasons.some((r) => r.startsWith('.meta.pagination.total: value differs')));
  });

  it('compares volatile keys by type: a draft (null publishedAt) is not a published entry', () => {
    const mismatches = compareJson({publishedAt: null}, {publishedAt: '2026-01-01T00:00:00.000Z'});
    assert.equal(mismatches.length, 1);
    assert.match(mismatches[0].reason, /type differs/);
  });

  it('partial: documented keys and items are a subset, values still equal', () => {
    const real = {data: [{id: 1, documentId: 'x', title: 'Spring', summary: 'More'}, {id: 2, documentId: 'y', title: 'B'}], meta: {pagination: {total: 1}}};
    assert.deepEqual(compareJson({data: [{id: 4, title: 'Spring'}], meta: {pagination: {total: 1}}}, real, {partial: true}), []);
    assert.equal(compareJson({data: [{title: 'Autumn'}]}, real, {partial: true}).length, 1);
    assert.equal(compareJson({data: [{}, {}, {}]}, real, {partial: true})[0].reason, 'more items documented than returned');
  });
});

describe('Content Source Map markers', () => {
  it('compares the visible text and requires the markers to be there', () => {
    assert.deepEqual(compareJson({title: 'Spring'}, {title: 'Spring\u200B\u200C\uFEFF'}, {invisible: 'strip'}), []);
    assert.equal(compareJson({title: 'Spring'}, {title: 'Spring'}, {invisible: 'strip'})[0].reason, 'the response carries no Content Source Map markers');
    assert.equal(compareJson({title: 'Spring'}, {title: 'Spring\u200B'}).length, 1);
  });
});

describe('compareError and documentIdPairs', () => {
  it('compares an error on status, name and message only', () => {
    const documented = {data: null, error: {status: 403, name: 'ForbiddenError', message: 'Forbidden', details: {}}};
    assert.deepEqual(compareError(documented, {data: null, error: {status: 403, name: 'ForbiddenError', message: 'Forbidden', details: {x: 1}}}), []);
    assert.equal(compareError(documented, {data: null, error: {status: 401, name: 'UnauthorizedError', message: 'Missing or invalid credentials'}}).length, 3);
    assert.equal(compareError(documented, null).length, 3);
  });

  it('maps documented documentIds to the real ones found at the same place', () => {
    const pairs = documentIdPairs({data: {documentId: 'doc1', category: {documentId: 'same'}}}, {data: {documentId: 'real1', category: {documentId: 'same'}}});
    assert.deepEqual([...pairs], [['doc1', 'real1']]);
  });
});

const PAGE = `---
title: T
description: D
---

import {ApiCall, Request, Response} from '@site/src/components/ApiCall';

## Heading {#heading}

<ApiCall>
<Request method="POST" path="/api/articles" title="Create" auth="user">

\`\`\`json
{"data": {"title": "A"}}
\`\`\`

</Request>
<Response status={201} partial>

\`\`\`json
{"data": {"title": "A"}}
\`\`\`

</Response>
</ApiCall>

<ApiCall skip="needs an SMTP server">
<Request method="POST" path="/api/auth/forgot-password" auth="public" />
<Response status={200}>

\`\`\`json
{"ok": true}
\`\`\`

</Response>
</ApiCall>

\`\`\`js runnable
const found = await strapi.documents('api::article.article').findMany();
\`\`\`

\`\`\`json
[]
\`\`\`

\`\`\`js runnable="skip: needs a mail server"
await strapi.plugin('email').service('email').send({});
\`\`\`

\`\`\`text quote
Couldn't find a valid NPM candidate for "<target>"
\`\`\`
`;

describe('extractExamples', () => {
  const {api, code, problems} = extractExamples('page.mdx', PAGE);

  it('reads ApiCalls with method, path, auth, body, status, response, partial and skip', () => {
    assert.deepEqual(problems, []);
    assert.equal(api.length, 2);
    assert.deepEqual(
      {method: api[0].method, path: api[0].path, auth: api[0].auth, status: api[0].status, partial: api[0].partial, line: api[0].line},
      {method: 'POST', path: '/api/articles', auth: 'user', status: 201, partial: true, line: 10},
    );
    assert.equal(JSON.parse(api[0].body ?? '').data.title, 'A');
    assert.equal(api[1].skip, 'needs an SMTP server');
  });

  it('reads runnable code blocks with the JSON output that follows, and their skip reasons', () => {
    assert.equal(code.length, 2);
    assert.equal(code[0].output?.trim(), '[]');
    assert.equal(code[1].skip, 'needs a mail server');
    assert.deepEqual(runnableMeta('title="x.js" runnable partial'), {runnable: true, skip: undefined, partial: true});
  });

  it('rejects a skip without a reason and an unknown auth kind', () => {
    const call = (attributes: string, auth: string) =>
      extractExamples('bad.mdx', `<ApiCall${attributes}>\n<Request method="GET" path="/api/x" auth="${auth}" />\n<Response status={200} />\n</ApiCall>\n`).problems;
    assert.match(call(' skip=""', 'admin')[0], /skip needs a written reason/);
    assert.match(call('', 'root')[0], /auth="root"/);
    assert.deepEqual(call('', 'admin'), []);
  });

  it('counts examples the same way as the verified mark and the status page', () => {
    assert.deepEqual(countExamples(PAGE), {total: 4, excluded: 2});
  });
});

describe('every docs page: the build-time count equals what verify:live runs', () => {
  const root = path.resolve(import.meta.dirname, '../..');
  it('matches on every page', () => {
    for (const file of listPages(path.join(root, 'docs'))) {
      const source = readFileSync(file, 'utf8');
      const {api, code} = extractExamples(file, source);
      const clients = clientExamples(file, source);
      const excluded = [...api, ...code, ...clients].filter((example) => example.skip).length;
      assert.deepEqual(countExamples(source), {total: api.length + code.length + clients.length, excluded}, file);
    }
  });
});

describe('quotes', () => {
  it('splits a quote at placeholders and finds the pieces in order, near each other', () => {
    assert.deepEqual(fragments('Couldn\'t find a valid NPM candidate for "<target>"'), ['Couldn\'t find a valid NPM candidate for "', '"']);
    const source = 'throw new Error(`Couldn\'t find a valid NPM candidate for "${target}"`);';
    assert.ok(containsInOrder(source, fragments('Couldn\'t find a valid NPM candidate for "<target>"')));
    assert.ok(!containsInOrder(source, fragments('Closest one found is <version>')));
    const texts = collectUiTexts(parsePage('p.mdx', PAGE).tree, {labels: false}).texts;
    assert.deepEqual(texts.map((q) => q.text), ['Couldn\'t find a valid NPM candidate for "<target>"']);
  });

  it('tells a defaultMessage fallback from text the code really prints', () => {
    const code = `formatMessage({id: 'x.success', defaultMessage: 'Deleted locale'}); throw new Error('Deleted locale');`;
    const [first, second] = matchesInOrder(code, ['Deleted locale']);
    assert.ok(isDefaultMessage(code, first));
    assert.ok(!isDefaultMessage(code, second));
  });
});

describe('UI labels and messages', () => {
  const page = [
    '# T',
    '',
    'Prose **bold** is emphasis, not a label. <Msg>`Invalid key <key>`</Msg> is a quote anywhere.',
    '',
    '1. Click **Settings > Internationalization**, then **Save**.',
    '2. Pick *Article*; the plan **Growth**{/* not-ui: a plan name on the pricing page */} is needed.',
    '3. **Rows, not documents.** A lead-in, not a label; **Save** later in the item is one.',
    '',
    '| What you see | Fix |',
    '| --- | --- |',
    '| <Msg skip="Strapi Cloud message">`Build failed`</Msg> | Open **Add new locale…** |',
    '',
  ].join('\n');

  it('collects bold in steps and table cells as labels, with not-ui reasons, and every <Msg>', () => {
    const {texts, problems} = collectUiTexts(parsePage('p.mdx', page).tree, {labels: true});
    assert.deepEqual(problems, []);
    assert.deepEqual(
      texts.map(({kind, text, line, excluded}) => [kind, text, line, excluded ?? '']),
      [
        ['message', 'Invalid key <key>', 3, ''],
        ['label', 'Settings', 5, ''],
        ['label', 'Internationalization', 5, ''],
        ['label', 'Save', 5, ''],
        ['label', 'Growth', 6, 'a plan name on the pricing page'],
        ['label', 'Save', 7, ''],
        ['message', 'Build failed', 11, 'Strapi Cloud message'],
        ['label', 'Add new locale', 11, ''],
      ],
    );
    assert.deepEqual(uiTextFigures(texts), {labels: {checked: 5, total: 6}, messages: {checked: 1, total: 2}});
    assert.deepEqual(collectUiTexts(parsePage('p.mdx', page).tree, {labels: false}).texts.filter((t) => t.kind === 'label'), []);
  });

  it('shows a <Msg> as quoted text in the user guide and as code elsewhere, and refuses a malformed one', () => {
    const shown = (filePath: string, source: string) => {
      const {tree} = parsePage('p.mdx', source);
      remarkMsg()(tree, {path: filePath});
      return (tree.children[0] as Paragraph).children.map((node) => [node.type, 'value' in node ? node.value : '']);
    };
    const source = 'Saving shows <Msg>`Changes saved`</Msg>.';
    assert.deepEqual(shown('/site/docs/user-docs/settings/a.mdx', source), [['text', 'Saving shows '], ['text', '“Changes saved”'], ['text', '.']]);
    assert.deepEqual(shown('/site/docs/dev-docs/a.mdx', source), [['text', 'Saving shows '], ['inlineCode', 'Changes saved'], ['text', '.']]);
    assert.throws(() => shown('/site/docs/dev-docs/a.mdx', 'A <Msg>plain</Msg>.'), /dev-docs\/a.mdx:1: <Msg> must wrap exactly one inline code span/);
  });

  it('reports a malformed <Msg> and a skip without a reason', () => {
    const bad = 'A <Msg>plain text</Msg> and <Msg skip="">`x`</Msg>.\n';
    const {problems} = collectUiTexts(parsePage('p.mdx', bad).tree, {labels: true});
    assert.equal(problems.length, 2);
    assert.match(problems[0].message, /exactly one inline code/);
    assert.match(problems[1].message, /needs a reason/);
  });

  it('splits label paths and matches translations with ICU placeholders, ignoring case', () => {
    assert.deepEqual(splitLabel('Settings → Users & Permissions plugin > Roles'), ['Settings', 'Users & Permissions plugin', 'Roles']);
    assert.deepEqual(splitLabel('Add new locale…'), ['Add new locale']);
    const strings: UiStrings = {exact: new Set(), patterns: [], values: []};
    addUiString(strings, 'Internationalization');
    addUiString(strings, 'Delete entry ({locale})');
    addUiString(strings, '{number, plural, =0 {# entries} one {# entry} other {# entries}} found');
    assert.ok(isUiString(strings, 'internationalization'));
    assert.ok(isUiString(strings, 'Delete entry (French (fr))'));
    assert.ok(isUiString(strings, '3 entries found'));
    assert.ok(!isUiString(strings, 'Localization'));
    assert.ok(!isUiString(strings, 'Delete entry'));
  });
});

describe('CLI reference parsing', () => {
  it('reads the documented flags per command and the flags of a --help text', () => {
    const page = '## `strapi develop` {#d}\n\n| Option | Default |\n| --- | --- |\n| `--bundler [bundler]` | vite |\n| `-d, --debug` | no |\n| `--watch-admin` / `--no-watch-admin` | on |\n\n## Other\n| `--nope` | x |\n';
    const [section] = cliSections(page);
    assert.equal(section.command, 'develop');
    assert.deepEqual([...section.flags].sort(), ['--bundler', '--debug', '--no-watch-admin', '--watch-admin', '-d']);
    assert.equal(cliSections('## `strapi openapi generate` {#o}\n\n| `-o, --output <file>` | x |\n')[0].command, 'openapi generate');
    const help = 'Usage: strapi develop [options]\n\nOptions:\n  --bundler [bundler]  Bundler\n  -d, --debug          Debug (default: false)\n                       continued line\n  -h, --help           display help\n';
    assert.deepEqual([...helpFlags(help)].sort(), ['--bundler', '--debug', '--help', '-d', '-h']);
  });
});

describe('Strapi command lines', () => {
  it('finds every way of running a Strapi CLI, joined across continuation lines', () => {
    const page = [
      '```bash',
      '$ npm run strapi -- export --no-encrypt --file "my backup"',
      'NODE_ENV=production npx strapi build --sourcemap && npm run start',
      'npx @strapi/upgrade@latest minor --dry',
      'npx create-strapi@latest my-project --typescript \\',
      '  --skip-cloud # a comment',
      'yarn create strapi my-project',
      'npm install @strapi/client',
      '```',
      '',
      '```bash skip-cli="fails on purpose"',
      'npx strapi nope',
      '```',
    ].join('\n');
    const found = commandLines('p.mdx', page);
    assert.deepEqual(
      found.map(({line, tool, args, skip}) => [line, tool, args.join(' '), skip ?? '']),
      [
        [2, 'strapi', 'export --no-encrypt --file my backup', ''],
        [3, 'strapi', 'build --sourcemap', ''],
        [4, 'upgrade', 'minor --dry', ''],
        [5, 'create-strapi', 'my-project --typescript --skip-cloud', ''],
        [7, 'create-strapi', 'my-project', ''],
        [12, 'strapi', 'nope', 'fails on purpose'],
      ],
    );
  });

  it('reads commands with their aliases from --help, and the flags a line passes', () => {
    const help = 'Usage: strapi [options] [command]\n\nOptions:\n  -h, --help  Display help\n\nCommands:\n  develop|dev [options]  Start\n  openapi                Manage\n';
    assert.deepEqual([...helpCommands(help)], [['develop', 'develop'], ['dev', 'develop'], ['openapi', 'openapi']]);
    assert.deepEqual(usedFlags(['import', '--file=a.tar', '-f', 'x', '--', '--not-a-flag']), ['--file', '-f']);
    assert.deepEqual(shellWords(`a "b c" 'd' ""`), ['a', 'b c', 'd', '']);
    assert.equal(strapiCommand(['npm', 'install', '@strapi/client']), undefined);
  });
});

describe('samples to type-check', () => {
  it('reads files, fragments, Strapi 4 sides, runnable blocks and exclusions', () => {
    const page = [
      '```js title="config/server.js"',
      'module.exports = {};',
      '```',
      '',
      '```ts',
      "await strapi.documents('api::article.article').findMany();",
      '```',
      '',
      '<SideBySide>',
      '<Side title="Strapi 4">',
      '',
      '```js',
      "strapi.entityService.findMany('api::article.article');",
      '```',
      '',
      '```jsx title="admin/src/index.jsx"',
      'export default {};',
      '```',
      '',
      '</Side>',
      '</SideBySide>',
      '',
      '```js runnable',
      'return 1;',
      '```',
      '',
      '```tsx title="src/admin/app.tsx" skip-types="needs a browser"',
      'export default {};',
      '```',
    ].join('\n');
    const samples = samplesOf('docs/dev-docs/p.mdx', page);
    assert.deepEqual(
      samples.map(({line, target, fragment, runnable, skip, strapi4}) => [line, target, fragment, runnable, skip ?? '', strapi4 ?? false]),
      [
        [2, 'config/server.js', false, false, '', false],
        [6, 'fragment-1.ts', true, false, '', false],
        // Strapi 4 code is checked against the Strapi 4 types, but for its admin panel code.
        [13, 'fragment-2.js', true, false, '', true],
        [17, 'admin/src/index.jsx', false, false, 'Strapi 4 admin panel code: its packages (@strapi/helper-plugin, design system 1) left with Strapi 4 and are not installed', true],
        [24, 'fragment-4.js', true, true, '', false],
        [28, 'src/admin/app.tsx', false, false, 'needs a browser', false],
      ],
    );
    assert.deepEqual(samplesOf('docs/dev-docs/integrations/next-js.mdx', page), []);
    assert.equal(projectPath('config/server.ts (excerpt)', 'ts'), undefined);
    assert.equal(projectPath('config/server.js', 'ts'), undefined);
    assert.equal(projectPath('./src/index.ts', 'ts'), 'src/index.ts');
  });
});

describe('what a page proves (the mark and the status page)', () => {
  it('counts each kind from one reading of the page', () => {
    const page = [
      '1. Click **Save**; the admin says <Msg>`Saved document`</Msg>.',
      '',
      '```ts title="config/server.ts"',
      'export default {};',
      '```',
      '',
      '```graphql',
      'query { articles { title } }',
      '```',
      '',
      '```json',
      '{ "data": { "articles": [] } }',
      '```',
      '',
      '```bash skip-cli="shown on purpose"',
      'npx strapi nope',
      'curl http://localhost:1337/api/articles',
      '```',
      '',
      '| Status | Cause |',
      '| --- | --- |',
      '| `401` {/* request: GET /api/articles as bad-token -> 401 "Missing or invalid credentials" */} | A wrong token |',
    ].join('\n');
    assert.deepEqual(pageProofs('docs/user-docs/p.mdx', page), {
      examples: {verified: 3, total: 3},
      boots: {verified: 1, total: 1},
      types: {verified: 2, total: 2},
      commands: {verified: 0, total: 1},
      labels: {verified: 1, total: 1},
      messages: {verified: 1, total: 1},
    });
    assert.deepEqual(pageProofs('docs/cloud/p.mdx', page).labels, {verified: 0, total: 0});
  });
});

describe('the verified mark', () => {
  it('says what CI proves on a page, and nothing when it proves nothing', () => {
    const none = {examples: 0, total: 0, types: 0, commands: 0, labels: 0, messages: 0};
    assert.equal(provenSummary(none), '');
    assert.equal(provenSummary({...none, total: 2}), '');
    assert.equal(
      provenSummary({examples: 3, total: 4, types: 1, commands: 2, labels: 5, messages: 1}),
      '3 of 4 examples run, 1 sample type-checked or validated, 2 command lines checked, 5 UI labels and 1 message found in its packages',
    );
    assert.equal(provenSummary({...none, messages: 2}), '2 messages found in its packages');
    assert.equal(provenSummary({...none, boots: 2, types: 3}), '2 config files booted, 3 samples type-checked or validated');
  });
});

describe('pinnedStrapiVersion', () => {
  it('reads an exact version and refuses a range', () => {
    assert.equal(pinnedStrapiVersion('{"dependencies": {"@strapi/strapi": "5.54.0"}}'), '5.54.0');
    assert.throws(() => pinnedStrapiVersion('{"dependencies": {"@strapi/strapi": "^5.54.0"}}'), /exact version/);
  });
});

describe('requests a page shows (sent to the reference app)', () => {
  const requestsOf = (lines: string[]) => pageRequests('docs/dev-docs/p.mdx', lines.join('\n'));
  it('reads Strapi URLs of code blocks, not the front end\'s own routes', () => {
    const {requests} = requestsOf([
      '```bash',
      'curl -X POST http://localhost:1337/api/auth/local',
      'curl "$STRAPI_URL/api/articles?fields[0]=title"',
      '```',
      '',
      '```js',
      "await fetch('/api/draft?secret=x');",
      'await fetch(`${STRAPI_URL}/api/articles/${documentId}`);',
      "await fetch(`${STRAPI_URL}/api/articles/abc`, { method: 'DELETE' });",
      '```',
      '',
      '```mermaid',
      'A->>B: GET /api/articles',
      '```',
    ]);
    assert.deepEqual(requests.map((r) => [r.line, r.method, r.path, r.auth, r.skip]), [
      [2, 'POST', '/api/auth/local', 'token', undefined],
      [3, 'GET', '/api/articles?fields[0]=title', 'token', undefined],
      [8, 'GET', '/api/articles/${documentId}', 'token', undefined],
      [9, 'DELETE', '/api/articles/abc', 'token', 'a DELETE request: sending it would remove seeded content (the ApiCalls run deletions on a fresh app)'],
    ]);
  });
  it('builds the query strings a block writes out with qs, and the calls of a page helper', () => {
    const {requests} = requestsOf([
      '```js',
      'export async function strapiGet(path, query) {',
      '  const queryString = qs.stringify(query, { encodeValuesOnly: true });',
      '  return fetch(`${STRAPI_URL}/api${path}?${queryString}`);',
      '}',
      "const list = await strapiGet('/articles', { fields: ['title'], filters: { slug: { $eq: slug } }, pagination: { page, pageSize: 5 } });",
      '```',
      '',
      '```js',
      "const query = qs.stringify({ sort: ['title:asc'] }, { encodeValuesOnly: true });",
      'await fetch(`${STRAPI_URL}/api/articles?${query}`);',
      'await fetch(`${STRAPI_URL}/api/articles?${params}`);',
      '```',
    ]);
    assert.deepEqual(requests.map((r) => [r.line, r.path, r.skip]), [
      [11, '/api/articles?sort[0]=title%3Aasc', undefined],
      [12, '/api/articles?${params}', 'its query string is built at run time from values the block does not write out'],
      [6, '/api/articles?fields[0]=title&pagination[pageSize]=5', undefined],
    ]);
  });
  it('reads the statuses a page promises, and refuses a malformed promise', () => {
    const {requests, problems} = requestsOf([
      '| Status | Cause |',
      '| --- | --- |',
      '| `400` {/* request: GET /api/articles?sort=title:up as public -> 400 "Invalid order. order can only be one of asc\\|desc" */} | x |',
      '| `401` {/* request: GET /api/articles as nobody -> 401 */} | x |',
      '| `403` {/* request: /api/articles -> 403 */} | x |',
    ]);
    assert.deepEqual(requests.map((r) => [r.method, r.path, r.auth, r.expect, r.message]), [
      ['GET', '/api/articles?sort=title:up', 'public', 400, 'Invalid order. order can only be one of asc|desc'],
    ]);
    assert.equal(problems.length, 2);
    assert.match(problems[0], /p\.mdx:4: "as nobody" is not one of/);
    assert.match(problems[1], /p\.mdx:5: a request promise reads/);
  });
  it('excludes Strapi 4 requests and fences that say why', () => {
    const {requests} = requestsOf([
      '<Side title="Strapi 4">',
      '',
      '```http',
      'GET /api/articles?publicationState=preview',
      '```',
      '',
      '</Side>',
      '',
      '```bash skip-requests="needs the page\'s own route"',
      'curl http://localhost:1337/api/restaurants/stats',
      '```',
    ]);
    assert.deepEqual(requests.map((r) => r.skip), ['a Strapi 4 request, shown for comparison', "needs the page's own route"]);
  });
});

describe('GraphQL blocks with their documented response', () => {
  it('pairs an operation with the JSON blocks right after it: variables, then the response', () => {
    const blocks = graphqlBlocks('docs/dev-docs/p.mdx', [
      '```graphql', 'mutation($title: String) { createArticle(data: { title: $title }) { title } }', '```', '',
      '```json', '{ "title": "Hi" }', '```', '',
      '```json partial', '{ "data": { "createArticle": { "title": "Hi" } } }', '```', '',
      '```graphql', 'query { articles { title } }', '```', '',
      'Some prose.', '',
      '```json', '{ "data": {} }', '```',
    ].join('\n'));
    assert.deepEqual(blocks.map((b) => [b.line, b.variables, b.response, b.partial]), [
      [2, '{ "title": "Hi" }', '{ "data": { "createArticle": { "title": "Hi" } } }', true],
      [14, undefined, undefined, undefined],
    ]);
  });
});

describe('config boots: batches', () => {
  it("never puts a sample in a batch beside another page's file that it requires (CI run of stop 38)", async () => {
    const {batchesOf, companionsOf} = await import('../../scripts/verify-live/config-boots.mts');
    const {configSamples} = await import('../../src/remark/verified-examples/samples.ts');
    const root = path.resolve(import.meta.dirname, '../..');
    // Only pages that show a config file are parsed (parsing every page takes seconds).
    const sources = listPages(path.join(root, 'docs')).map((file) => [path.relative(root, file), readFileSync(file, 'utf8')] as const).filter(([, source]) => /title="config\//.test(source));
    const samples = sources.flatMap(([file, source]) => configSamples(file, source)).filter((sample) => !sample.skipBoot && !sample.skip);
    const requiring = samples.filter((sample) => companionsOf(sample, samples).length > 0);
    assert.ok(requiring.some((sample) => sample.name === 'server'), 'a server file that requires ./cron-tasks');
    const byName = new Map<string, typeof samples>();
    for (const sample of samples) byName.set(sample.name, [...(byName.get(sample.name) ?? []), sample]);
    const batches = batchesOf(byName, samples);
    assert.deepEqual(batches.flat().sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line), [...samples].sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line), 'every sample in exactly one batch');
    for (const batch of batches) {
      const names = batch.map((sample) => sample.name);
      assert.equal(new Set(names).size, names.length, `one file of each name: ${names.join(', ')}`);
      for (const sample of batch) {
        for (const companion of companionsOf(sample, samples)) {
          const clash = batch.find((other) => other.name === companion.name && other !== companion);
          assert.equal(clash, undefined, `${sample.file}:${sample.line} requires its ${companion.name} but shares a batch with ${clash?.file}:${clash?.line}`);
        }
      }
    }
  });
});
