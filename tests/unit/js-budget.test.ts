import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {checkJsBudget, JS_BUDGETS, KB} from '../e2e/support/js-budget';

describe('checkJsBudget', () => {
  const file = (name: string, kb: number) => ({url: `http://127.0.0.1:3000/assets/js/${name}.js`, gzipBytes: kb * KB});

  it('passes a page under its budget and prints its size per file', () => {
    const verdict = checkJsBudget('/dev-docs/intro', [file('main', 120), file('page', 30)], 200);
    assert.equal(verdict.over, false);
    assert.equal(verdict.total, 150 * KB);
    assert.match(verdict.report, /JS budget \/dev-docs\/intro: 150\.0 KB of 200 KB \(gzip, 2 files\)/);
    assert.match(verdict.report, /120\.0 KB {2}\/assets\/js\/main\.js/);
  });

  it('fails a page that exceeds its budget, by one byte too', () => {
    const verdict = checkJsBudget('/dev-docs/intro', [file('main', 180), file('mermaid', 150)], 200);
    assert.equal(verdict.over, true);
    assert.match(verdict.report, /OVER BUDGET/);
    const edge = checkJsBudget('/', [{url: 'http://127.0.0.1:3000/a.js', gzipBytes: 200 * KB + 1}], 200);
    assert.equal(edge.over, true);
  });

  it('counts a file fetched twice (prefetched, then executed) once', () => {
    const verdict = checkJsBudget('/', [file('chunk', 50), file('chunk', 50)], 200);
    assert.equal(verdict.total, 50 * KB);
  });

  it('says when a page is within its enforced budget but above the target', () => {
    const verdict = checkJsBudget('/dev-docs/api/rest', [file('main', 205)], 208, 200);
    assert.equal(verdict.over, false);
    assert.match(verdict.report, /target 200 KB not met yet/);
  });

  it('covers every page kind the performance issue names, with budgets no looser than the targets', () => {
    assert.ok(JS_BUDGETS.length >= 11);
    // Every page meets its target, so no budget may be looser than it (lower is fine).
    for (const {path, budgetKb, targetKb} of JS_BUDGETS) {
      assert.equal(targetKb, path === '/openapi/' ? 350 : 200, path);
      assert.ok(budgetKb <= targetKb, `${path}: budget ${budgetKb} KB is looser than the ${targetKb} KB target`);
    }
  });
});
