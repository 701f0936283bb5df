import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {DEBIAN_CHROMIUM, resolveChromiumPath} from '../../config/chromium';

describe('resolveChromiumPath', () => {
  const installed = () => '/root/.cache/ms-playwright/chromium/chrome';
  it('prefers an explicit CHROMIUM_PATH', () => {
    assert.equal(resolveChromiumPath('/opt/chrome', installed, () => true), '/opt/chrome');
  });
  it("uses Playwright's own browser when it is installed", () => {
    assert.equal(resolveChromiumPath(undefined, installed, () => true), undefined);
  });
  it("falls back to Debian's chromium when Playwright's is missing", () => {
    assert.equal(resolveChromiumPath('', installed, () => false), DEBIAN_CHROMIUM);
    const throws = () => {
      throw new Error('Executable does not exist');
    };
    assert.equal(resolveChromiumPath(undefined, throws, () => true), DEBIAN_CHROMIUM);
  });
});
