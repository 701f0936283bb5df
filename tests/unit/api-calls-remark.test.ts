/**
 * The request keys that tie a page's <ApiCall> to its try-it/<key>.json and its recorded response:
 * the remark plugin (src/remark/api-calls.ts) and verify:live (extractExamples) must give the same
 * key to the same request, keys must not collide, and an <ApiCall> the live check cannot read must
 * fail the build instead of getting another request's key.
 */
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import type {Root} from 'mdast';
import type {MdxJsxAttribute, MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import {visit} from 'unist-util-visit';
import {parsePage} from '../../scripts/content-gates/parse.mts';
import {extractExamples, requestKey} from '../../scripts/verify-live/extract.mts';
import remarkApiCalls from '../../src/remark/api-calls';

const FILE = 'docs/dev-docs/api/example.mdx';
const call = (method: string, path: string, extra = '', body = '') =>
  `<ApiCall>\n<Request method="${method}" path="${path}"${extra}>\n${body ? `\n\`\`\`json\n${body}\n\`\`\`\n\n` : ''}</Request>\n<Response status={200}>\n\n\`\`\`json\n{"data": []}\n\`\`\`\n\n</Response>\n</ApiCall>\n`;

function keysOf(source: string): string[] {
  const {tree} = parsePage(FILE, source);
  remarkApiCalls()(tree as Root, {value: source, path: `/work/site/${FILE}`});
  const keys: string[] = [];
  visit(tree as Root, 'mdxJsxFlowElement', (node: MdxJsxFlowElement) => {
    if (node.name !== 'ApiCall') return;
    const attribute = node.attributes.find((item): item is MdxJsxAttribute => item.type === 'mdxJsxAttribute' && item.name === 'tryKey');
    keys.push(String(attribute?.value));
  });
  return keys;
}

describe('request keys (remark api-calls and verify:live)', () => {
  it('gives each <ApiCall> the key verify:live computes, repeats numbered', () => {
    const source = `---\ntitle: T\n---\n\n${call('GET', '/api/articles')}\n${call('GET', '/api/articles?fields[0]=title')}\n${call('GET', '/api/articles')}\n${call('POST', '/api/articles', ' auth="user"', '{"data": {"title": "A"}}')}`;
    const keys = keysOf(source);
    const extracted = extractExamples(FILE, source).api.map((example) => example.key);
    assert.deepEqual(keys, extracted);
    assert.equal(new Set(keys).size, 4);
    assert.match(keys[0], /^[0-9a-f]{12}$/);
    assert.equal(keys[2], `${keys[0]}-2`);
  });

  it('keys ignore JSON layout but not the page, method, path, auth, header or body', () => {
    const base = {method: 'POST', path: '/api/articles', auth: 'token', headers: {}, body: '{"data": {"title": "A"}}'};
    const key = requestKey(FILE, base);
    assert.equal(requestKey(FILE, {...base, body: '{\n  "data": {"title":"A"}\n}\n'}), key);
    for (const other of [
      requestKey('docs/dev-docs/other.mdx', base),
      requestKey(FILE, {...base, method: 'PUT'}),
      requestKey(FILE, {...base, path: '/api/articles?status=draft'}),
      requestKey(FILE, {...base, auth: 'user'}),
      requestKey(FILE, {...base, headers: {'strapi-encode-source-maps': 'true'}}),
      requestKey(FILE, {...base, body: '{"data": {"title": "B"}}'}),
    ]) {
      assert.notEqual(other, key);
    }
  });

  it('fails the build on an <ApiCall> the live check cannot read, naming the page and line', () => {
    const broken = `---\ntitle: T\n---\n\n<ApiCall>\n<Request method="GET" path="/api/articles" />\n</ApiCall>\n`;
    assert.throws(() => keysOf(broken), /Malformed <ApiCall>:\ndocs\/dev-docs\/api\/example\.mdx:5: an <ApiCall> needs a <Request> and a <Response>/);
  });

  it('leaves pages without <ApiCall> alone', () => {
    assert.deepEqual(keysOf('---\ntitle: T\n---\n\nNo requests here.\n'), []);
  });
});
