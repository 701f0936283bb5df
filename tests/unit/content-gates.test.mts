import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {describe, it} from 'node:test';
import {fileURLToPath} from 'node:url';
import {checkPage} from '../../scripts/content-gates/index.mts';
import {readTagKeys} from '../../scripts/content-gates/front-matter.mts';
import {skipReason} from '../../scripts/content-gates/code-blocks.mts';
import {checkIdioms} from '../../scripts/content-gates/idioms.mts';
import {parsePage} from '../../scripts/content-gates/parse.mts';
import {candidateFiles, readRoutes} from '../../scripts/route-report.mts';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const fixtures = path.join(root, 'tests', 'fixtures', 'content');
const tags = readTagKeys(fs.readFileSync(path.join(root, 'docs', 'tags.yml'), 'utf8'));

function check(name: string) {
  const file = path.join(fixtures, name);
  return checkPage(name, fs.readFileSync(file, 'utf8'), tags);
}

describe('content gates', () => {
  it('pass a good page', () => {
    assert.deepEqual(check('good.mdx'), []);
  });

  it('reject bad front matter with file:line messages', () => {
    const problems = check('bad-front-matter.mdx');
    const messages = problems.map((problem) => `${problem.file}:${problem.line}: ${problem.message}`);
    assert.ok(messages.some((m) => /bad-front-matter\.mdx:2: "title" has \d+ characters/.test(m)), messages.join('\n'));
    assert.ok(messages.some((m) => /:3: "description" has 10 characters/.test(m)));
    assert.ok(messages.some((m) => /:4: tag "not-a-declared-tag" is not declared/.test(m)));
    assert.ok(messages.some((m) => /:5: unknown front matter key "author"/.test(m)));
    assert.ok(messages.some((m) => /:6: "status" must be one of/.test(m)));
  });

  it('reject a page without front matter', () => {
    const problems = checkPage('no-front-matter.mdx', 'Just text.\n', tags);
    assert.equal(problems[0].message, 'front matter is missing: every page needs a title and a description');
  });

  it('reject code samples that do not parse, at the right line', () => {
    const problems = check('bad-code.mdx');
    const lines = problems.map((problem) => `${problem.line}: ${problem.message}`);
    assert.ok(lines.some((l) => /^1[01]: js block does not parse/.test(l)), lines.join('\n'));
    assert.ok(lines.some((l) => /^1[45]: json block does not parse/.test(l)), lines.join('\n'));
    assert.ok(lines.some((l) => /^1[89]: yaml block does not parse/.test(l)), lines.join('\n'));
    assert.ok(lines.some((l) => /^21: skip-check needs a reason/.test(l)), lines.join('\n'));
    assert.ok(lines.some((l) => /^25: a Mermaid diagram needs a text equivalent/.test(l)), lines.join('\n'));
  });

  it('reject stub markers', () => {
    const problems = check('stub.mdx');
    assert.deepEqual(
      problems.map((problem) => problem.line),
      [6, 8],
    );
    assert.match(problems[0].message, /coming soon/);
  });

  it('reject MDX that does not parse', () => {
    const problems = checkPage('broken.mdx', '---\ntitle: x\n---\n\nAn {unclosed expression\n', tags);
    assert.match(problems.at(-1)!.message, /cannot be parsed as MDX/);
  });

  it('read the skip-check reason', () => {
    assert.equal(skipReason('title="a.js" skip-check="fragment"'), 'fragment');
    assert.equal(skipReason('skip-check'), '');
    assert.equal(skipReason('title="a.js"'), undefined);
  });
});

describe('spelling gate (cspell)', () => {
  const cspell = path.join(root, 'node_modules', '.bin', 'cspell');
  const run = (file: string) => {
    try {
      execFileSync(cspell, ['lint', '--no-progress', '--no-summary', '--config', path.join(root, 'cspell.json'), file], {
        cwd: root,
        encoding: 'utf8',
        stdio: 'pipe',
      });
      return '';
    } catch (error) {
      return String((error as {stdout?: string}).stdout);
    }
  };
  it('passes a correctly spelled page', () => {
    assert.equal(run(path.join(fixtures, 'good.mdx')), '');
  });
  it('fails on a typo with file:line', () => {
    assert.match(run(path.join(fixtures, 'misspelled.mdx')), /misspelled\.mdx:6:\d+ - Unknown word \(publsh\)/);
  });
});

describe('route report', () => {
  it('reads routes and ignores comments', () => {
    assert.deepEqual(readRoutes('# comment\n/\n/dev-docs/intro\n\n'), ['/', '/dev-docs/intro']);
  });
  it('knows which files serve a route', () => {
    assert.deepEqual(candidateFiles('/'), ['index.html']);
    assert.deepEqual(candidateFiles('/openapi/'), [path.join('openapi', 'index.html'), 'openapi.html']);
  });
});

describe('Strapi 4 idioms in Strapi 5 samples', () => {
  const page = [
    '# T',
    '',
    '```js title="src/api/article/services/article.js"',
    "const entry = await strapi.entityService.findOne('api::article.article', 1);",
    'console.log(response.data.attributes.title);',
    "await strapi.documents('api::article.article').findOne({ documentId: 3 });",
    "await strapi.documents('api::article.article').findOne({ documentId: 'a1b2c3' });",
    "const res = await fetch('/api/articles?publicationState=preview');",
    "import { useFetchClient } from '@strapi/helper-plugin';",
    '```',
    '',
    '```diff',
    '- strapi.entityService.findOne(uid, 1)',
    '```',
  ].join('\n');

  it('fails each idiom with its page and line, in the developer docs', () => {
    const problems = checkIdioms('docs/dev-docs/x.mdx', parsePage('x.mdx', page));
    assert.deepEqual(
      problems.map((p) => p.line),
      [4, 5, 6, 8, 9],
    );
    assert.match(problems[0].message, /Document Service/);
  });

  it('leaves the migration guide and the Entity Service pages alone', () => {
    assert.deepEqual(checkIdioms('docs/dev-docs/migration/v4-to-v5/x.mdx', parsePage('x.mdx', page)), []);
    assert.deepEqual(checkIdioms('docs/dev-docs/api/entity-service/crud.mdx', parsePage('x.mdx', page)), []);
    assert.equal(checkIdioms('docs/dev-docs/api/entity-service-x.mdx', parsePage('x.mdx', page)).length, 5);
  });
});
