import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {DEBIAN_CHROMIUM, DEBIAN_HEADLESS_SHELL, resolveChromiumPath} from '../../config/chromium';

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
  it("gives the end-to-end tests Debian's headless shell when it is installed, else Debian's chromium", () => {
    const missing = () => '/nowhere/chrome';
    const only = (file: string) => (candidate: string) => candidate === file;
    assert.equal(resolveChromiumPath(undefined, missing, only(DEBIAN_HEADLESS_SHELL), {headlessShell: true}), DEBIAN_HEADLESS_SHELL);
    assert.equal(resolveChromiumPath(undefined, missing, () => false, {headlessShell: true}), DEBIAN_CHROMIUM);
    assert.equal(resolveChromiumPath(undefined, missing, only(DEBIAN_HEADLESS_SHELL)), DEBIAN_CHROMIUM, 'other uses keep the full browser');
    assert.equal(resolveChromiumPath('/opt/chrome', missing, () => true, {headlessShell: true}), '/opt/chrome');
  });
});
