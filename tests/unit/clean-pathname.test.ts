import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {cleanPathname} from '../../src/theme/NotFound/Content/cleanPathname';

describe('cleanPathname', () => {
  it('strips .html and /index.html', () => {
    assert.equal(cleanPathname('/dev-docs/intro.html'), '/dev-docs/intro');
    assert.equal(cleanPathname('/dev-docs/intro/index.html'), '/dev-docs/intro');
    assert.equal(cleanPathname('/index.html'), '/');
    assert.equal(cleanPathname('/cloud/intro.HTM'), '/cloud/intro');
  });
  it('leaves other paths alone', () => {
    assert.equal(cleanPathname('/dev-docs/intro'), null);
    assert.equal(cleanPathname('/'), null);
    assert.equal(cleanPathname('/files/html'), null);
  });
});
