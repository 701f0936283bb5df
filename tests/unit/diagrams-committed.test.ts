/**
 * The Mermaid diagrams' drawings are committed (src/data/diagrams) so that a build needs no browser.
 * These tests run `npm run diagrams -- --check` without one: CI fails when a diagram of docs/ was
 * added or changed without its drawings, or when drawings no diagram uses are left behind.
 */
import assert from 'node:assert/strict';
import {existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, it} from 'node:test';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkDiagrams from '../../src/remark/diagrams/remark';
import {createDiagramRenderer, diagramKey, type RenderedDiagram} from '../../src/remark/diagrams/render';
import {deleteOrphans, folderState, readSizes, SIZES_FILE, writeSizes} from '../../src/remark/diagrams/store';
import {diagramProblems, diagramsOf, scanDiagrams} from '../../scripts/diagrams.mts';

const ROOT = path.join(__dirname, '../..');
const DRAWINGS = path.join(ROOT, 'src', 'data', 'diagrams');

const size = {width: 10, height: 5};
const sizes = {light: size, dark: size};

/** A folder of drawings for the given keys (both SVGs and their sizes). */
function folderWith(keys: string[]): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'drawings-'));
  for (const key of keys) {
    for (const mode of ['light', 'dark']) writeFileSync(path.join(dir, `diagram-${key}-${mode}.svg`), '<svg/>');
  }
  writeSizes(dir, Object.fromEntries(keys.map((key) => [key, sizes])));
  return dir;
}

describe('committed diagram drawings (src/data/diagrams)', () => {
  it('has the drawings of every diagram of docs/ and none other (else: npm run diagrams, then commit)', () => {
    const diagrams = scanDiagrams(path.join(ROOT, 'docs'));
    assert.ok(diagrams.length > 0, 'the docs have Mermaid diagrams');
    const problems = diagramProblems(diagrams, DRAWINGS);
    assert.deepEqual(problems, [], `stale drawings; run \`npm run diagrams\` and commit ${DRAWINGS}:\n${problems.join('\n')}`);
  });

  it('has a README saying what the folder is', () => {
    assert.ok(existsSync(path.join(DRAWINGS, 'README.md')));
  });

  it('finds the same diagram sources as the build, wherever a fence sits in a page', async () => {
    const page = [
      '# Page',
      '',
      '```mermaid alt="Flowchart: a to b."',
      'flowchart LR',
      '  a --> b',
      '```',
      '',
      '<Tabs>',
      '  <TabItem value="x">',
      '',
      '  ```mermaid alt="Flowchart: indented in a tab."',
      '  flowchart TD',
      '    c --> d',
      '  ```',
      '',
      '  </TabItem>',
      '</Tabs>',
      '',
      ':::note',
      '',
      '```mermaid alt="Sequence: in an admonition."',
      'sequenceDiagram',
      '  A->>B: hi',
      '```',
      '',
      ':::',
      '',
      '```js',
      'const notADiagram = 1;',
      '```',
      '',
    ].join('\n');
    const seen: string[] = [];
    const render = async (source: string): Promise<RenderedDiagram> => {
      seen.push(source);
      return {light: {file: '/x/l.svg', ...size}, dark: {file: '/x/d.svg', ...size}};
    };
    // MDX, as the build compiles pages (an ES module a CommonJS test can only import()).
    const {compile} = await import('@mdx-js/mdx');
    await compile(page, {remarkPlugins: [remarkGfm, remarkDirective, [remarkDiagrams, {render}]]});
    const scanned = diagramsOf('page.mdx', page);
    assert.equal(scanned.length, 3);
    assert.deepEqual(scanned.map(({source}) => source), seen);
    assert.deepEqual(scanned.map(({line}) => line), [3, 11, 21]);
    assert.deepEqual(scanned.map(({key}) => key), seen.map(diagramKey));
  });

  it('lists a diagram without drawings, drawings no diagram uses and stray files', () => {
    const used = diagramsOf('docs/a.mdx', '```mermaid alt="x"\nflowchart LR\n  a --> b\n```\n');
    const orphan = 'abcdefabcdefabcd';
    const dir = folderWith([orphan]);
    writeFileSync(path.join(dir, 'notes.txt'), 'x');
    const problems = diagramProblems(used, dir);
    assert.equal(problems.length, 5, problems.join('\n'));
    assert.match(problems[0], new RegExp(`^docs/a\\.mdx:1: this Mermaid diagram has no drawing in .* \\(key ${used[0].key}\\)$`));
    assert.match(problems[1], new RegExp(`diagram-${orphan}-dark\\.svg: no diagram in docs/ uses it any more$`));
    assert.match(problems[2], new RegExp(`diagram-${orphan}-light\\.svg: no diagram in docs/ uses it any more$`));
    assert.match(problems[3], new RegExp(`sizes\\.json entry "${orphan}": no diagram in docs/ uses it any more$`));
    assert.match(problems[4], /notes\.txt: not a drawing/);
  });

  it('counts a drawing as missing when one of its SVGs or its size is gone', () => {
    const [a, b, c] = ['1111111111111111', '2222222222222222', '3333333333333333'];
    const dir = folderWith([a, b, c]);
    writeSizes(dir, {[b]: sizes, [c]: sizes});
    rmSync(path.join(dir, `diagram-${b}-dark.svg`));
    assert.deepEqual(folderState(dir, new Set([a, b, c])).missing, [a, b]);
  });

  it('deletes only the drawings and sizes of unused keys', () => {
    const [kept, gone] = ['1111111111111111', '2222222222222222'];
    const dir = folderWith([kept, gone]);
    writeFileSync(path.join(dir, 'README.md'), 'about');
    const deleted = deleteOrphans(dir, new Set([kept]));
    assert.equal(deleted.length, 3);
    assert.deepEqual(readdirSync(dir).sort(), ['README.md', `diagram-${kept}-dark.svg`, `diagram-${kept}-light.svg`, SIZES_FILE]);
    assert.deepEqual(Object.keys(readSizes(dir)), [kept]);
    assert.deepEqual(deleteOrphans(dir, new Set([kept])), []);
  });

  it('writes sizes.json sorted, one key a line, and rejects a damaged one with what to do', () => {
    const dir = folderWith(['bbbbbbbbbbbbbbbb', 'aaaaaaaaaaaaaaaa']);
    const lines = readFileSync(path.join(dir, SIZES_FILE), 'utf8').split('\n');
    assert.deepEqual(lines.slice(1, 3).map((line) => line.slice(3, 19)), ['aaaaaaaaaaaaaaaa', 'bbbbbbbbbbbbbbbb']);

    writeFileSync(path.join(dir, SIZES_FILE), '{"aaaa');
    assert.throws(() => readSizes(dir), /sizes\.json is not valid JSON .*npm run diagrams/);
    writeFileSync(path.join(dir, SIZES_FILE), JSON.stringify({aaaaaaaaaaaaaaaa: {light: size}}));
    assert.throws(() => readSizes(dir), /the entry "aaaaaaaaaaaaaaaa" is not .*npm run diagrams/);
    writeFileSync(path.join(dir, SIZES_FILE), '[]');
    assert.throws(() => readSizes(dir), /must be an object of diagram keys/);
  });

  it('builds from the committed drawings without a browser, and names the diagram when one is missing', async () => {
    const dir = folderWith([]);
    let draws = 0;
    const messages: string[] = [];
    const drawing = createDiagramRenderer({
      drawingsDir: dir,
      chromiumPath: undefined,
      chromiumArgs: [],
      draw: async (_source, _mode, id) => {
        draws += 1;
        return {svg: `<svg id="${id}"></svg>`, width: 10, height: 5};
      },
      report: (message) => messages.push(message),
    });
    await Promise.all([drawing('flowchart LR\n  a --> b'), drawing('flowchart LR\n  c --> d')]);
    assert.equal(draws, 4);
    assert.deepEqual(messages.map((message) => message.replace(/ into .*:/, ' into <dir>:')), ['2 diagram(s) drawn into <dir>: commit them']);

    // No Chromium: the drawn diagrams are read, a new one fails with how to draw it.
    const offline = createDiagramRenderer({drawingsDir: dir, chromiumPath: () => '/nonexistent/chromium', chromiumArgs: []});
    assert.equal((await offline('flowchart LR\n  a --> b')).light.width, 10);
    const missing = offline('flowchart LR\n  e --> f');
    await assert.rejects(missing, (error: Error) => {
      assert.match(error.message, new RegExp(`no drawing in .* \\(key ${diagramKey('flowchart LR\n  e --> f')}\\)`));
      assert.match(error.message, /\/nonexistent\/chromium does not exist/);
      assert.match(error.message, /npm run diagrams.*install-browser\.sh/s);
      return true;
    });
  });
});
