/**
 * The verified responses Try it shows (src/data/verified-responses.json, written by
 * `npm run verify:live -- --record`): one for every <ApiCall> the docs run, none for a request the
 * docs no longer make, each with the status the page documents, from the Strapi version the
 * reference app pins. verify:live compares their content with the app's answers on every run.
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, it} from 'node:test';
import {listPages} from '../../scripts/content-gates/index.mts';
import {extractExamples, type ApiExample} from '../../scripts/verify-live/extract.mts';
import {recordingMismatches, RERECORD} from '../../scripts/verify-live/recordings.mts';
import {readRecorded, RECORDED_FILE} from '../../src/plugins/post-build/try-it/recorded';

const ROOT = path.join(__dirname, '../..');

function pinnedStrapi(): string {
  const pkg = JSON.parse(readFileSync(path.join(ROOT, 'tests/strapi-app/package.json'), 'utf8')) as {dependencies: Record<string, string>};
  return pkg.dependencies['@strapi/strapi'];
}

describe(RECORDED_FILE, () => {
  const recorded = readRecorded(ROOT);
  const examples: ApiExample[] = listPages(path.join(ROOT, 'docs')).flatMap((file) => extractExamples(path.relative(ROOT, file), readFileSync(file, 'utf8')).api);
  const run = examples.filter((example) => !example.skip);
  const where = (example: ApiExample) => `${example.file}:${example.line} (${example.method} ${example.path}, key ${example.key})`;

  it('exists, from the Strapi version the reference app pins, with a date', () => {
    assert.ok(recorded, `${RECORDED_FILE} is missing: record it with npm run verify:live -- --record`);
    assert.equal(recorded.strapi, pinnedStrapi(), `the responses were recorded against Strapi ${recorded.strapi}, the app pins ${pinnedStrapi()}: ${RERECORD}`);
    assert.match(recorded.recorded, /^\d{4}-\d{2}-\d{2}$/);
  });

  it('has a recording for every <ApiCall> the docs run', () => {
    assert.ok(run.length > 50, `only ${run.length} <ApiCall> examples found`);
    const missing = run.filter((example) => !recorded?.responses[example.key]).map(where);
    assert.deepEqual(missing, [], `no recorded response for:\n${missing.join('\n')}\n${RERECORD}`);
  });

  it('has none for a request the docs no longer make (or skip)', () => {
    const keys = new Set(run.map((example) => example.key));
    const stale = Object.keys(recorded?.responses ?? {}).filter((key) => !keys.has(key));
    assert.deepEqual(stale, [], `recordings of requests no page runs any more: ${stale.join(', ')}\n${RERECORD}`);
  });

  it('records the status each page documents', () => {
    const wrong = run.flatMap((example) => {
      const recording = recorded?.responses[example.key];
      return recording && recording.status !== example.status ? [`${where(example)}: the page documents ${example.status}, the recording has ${recording.status}`] : [];
    });
    assert.deepEqual(wrong, [], `${wrong.join('\n')}\n${RERECORD}`);
  });

  it('keeps its keys sorted (readable diffs) and each body as text', () => {
    const keys = Object.keys(recorded?.responses ?? {});
    assert.deepEqual(keys, [...keys].sort(), `the keys of ${RECORDED_FILE} are not sorted: ${RERECORD}`);
    for (const [key, response] of Object.entries(recorded?.responses ?? {})) {
      assert.equal(typeof response.body, 'string', key);
      assert.deepEqual(Object.keys(response.headers).filter((name) => name !== 'content-type'), [], `${key}: only content-type is recorded`);
    }
  });
});

describe('recordingMismatches (how verify:live compares a recording with the app)', () => {
  const recording = {status: 200, headers: {'content-type': 'application/json; charset=utf-8'}, body: '{"data":{"id":3,"documentId":"abc","title":"Spring","updatedAt":"2026-01-01T00:00:00.000Z"},"meta":{}}'};

  it('accepts new ids and timestamps, nothing else', () => {
    const now = {...recording, body: '{"data":{"id":9,"documentId":"xyz","title":"Spring","updatedAt":"2026-02-02T00:00:00.000Z"},"meta":{}}'};
    assert.deepEqual(recordingMismatches(recording, now), []);
    const changed = {...recording, body: '{"data":{"id":9,"documentId":"xyz","title":"Autumn","updatedAt":"2026-02-02T00:00:00.000Z","locale":"en"},"meta":{}}'};
    const reasons = recordingMismatches(recording, changed).map((m) => `${m.path}: ${m.reason}`);
    assert.ok(reasons.some((r) => r.startsWith('.data.title: value differs')), reasons.join('\n'));
    assert.ok(reasons.some((r) => r.includes('keys the page does not show: locale')), reasons.join('\n'));
  });

  it('compares the status, the content-type and a text body exactly', () => {
    assert.equal(recordingMismatches(recording, {...recording, status: 201})[0].reason, 'status differs');
    assert.equal(recordingMismatches(recording, {...recording, headers: {'content-type': 'text/plain'}})[0].reason, 'header differs');
    const text = {status: 200, headers: {'content-type': 'text/plain; charset=utf-8'}, body: 'Welcome to Strapi 🚀'};
    assert.deepEqual(recordingMismatches(text, {...text}), []);
    assert.equal(recordingMismatches(text, {...text, body: 'Welcome'})[0].reason, 'body differs');
  });

  it('compares an error body on its status, name and message', () => {
    const error = (message: string, details = {}) => ({status: 400, headers: {'content-type': 'application/json; charset=utf-8'}, body: JSON.stringify({data: null, error: {status: 400, name: 'ValidationError', message, details}})});
    assert.deepEqual(recordingMismatches(error('Invalid key colour', {key: 'colour'}), error('Invalid key colour', {key: 'color'})), []);
    assert.equal(recordingMismatches(error('Invalid key colour'), error('Invalid key color'))[0].path, '.error.message');
  });

  it('ignores the Content Source Map markers (they encode ids that change with every seeding)', () => {
    const marked = (marks: string) => ({...recording, body: JSON.stringify({data: {title: `Spring${marks}`}})});
    assert.deepEqual(recordingMismatches(marked('\u200B\u200C'), marked('\u200C\u200D\uFEFF')), []);
  });
});
