import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {exactStrapiDependencies, missingMessage} from '../../scripts/strapi-bump/check-release.mts';

describe('strapi-bump release check', () => {
  it('keeps the exact @strapi/* dependencies of a release', () => {
    assert.deepEqual(exactStrapiDependencies({'@strapi/core': '5.55.1', '@strapi/admin': '5.55.1', react: '18.3.1', '@strapi/design-system': '^2.0.0'}), {
      '@strapi/core': '5.55.1',
      '@strapi/admin': '5.55.1',
    });
  });

  it('names every missing package in its message', () => {
    const message = missingMessage('5.55.1', ['@strapi/core@5.55.1', '@strapi/admin@5.55.1']);
    assert.match(message, /Strapi 5\.55\.1 cannot be installed/);
    assert.match(message, /- @strapi\/core@5\.55\.1\n {2}- @strapi\/admin@5\.55\.1/);
  });
});
