import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {normaliseBaseUrl, normaliseSiteUrl, optional, readEnv, parseFeedbackEndpoint} from '../../config/env';

describe('normaliseBaseUrl', () => {
  it('defaults to the root', () => {
    assert.equal(normaliseBaseUrl(undefined), '/');
    assert.equal(normaliseBaseUrl(''), '/');
    assert.equal(normaliseBaseUrl('  '), '/');
    assert.equal(normaliseBaseUrl('//'), '/');
  });
  it('always has one leading and one trailing slash', () => {
    assert.equal(normaliseBaseUrl('docs'), '/docs/');
    assert.equal(normaliseBaseUrl('/docs'), '/docs/');
    assert.equal(normaliseBaseUrl('docs/'), '/docs/');
    assert.equal(normaliseBaseUrl('//strapi/docs//'), '/strapi/docs/');
  });
});

describe('normaliseSiteUrl', () => {
  it('keeps only the origin of a valid URL', () => {
    assert.equal(normaliseSiteUrl('https://docs.example.com/'), 'https://docs.example.com');
    assert.equal(normaliseSiteUrl('http://localhost:3000/some/path'), 'http://localhost:3000');
  });
  it('has a default', () => {
    assert.match(normaliseSiteUrl(undefined), /^https:\/\//);
  });
  it('rejects values that are not http(s) URLs with a clear message', () => {
    assert.throws(() => normaliseSiteUrl('docs.example.com'), /SITE_URL must be an absolute http\(s\) URL/);
    assert.throws(() => normaliseSiteUrl('ftp://example.com'), /SITE_URL must use http or https/);
  });
});

describe('readEnv', () => {
  it('treats blank optional settings as not configured', () => {
    assert.equal(optional('   '), undefined);
    assert.equal(optional(' x '), 'x');
  });
  it('derives the edit URL from the GitHub repository when no EDIT_URL is set', () => {
    const env = readEnv({GITHUB_REPOSITORY: 'acme/strapi-docs'});
    assert.equal(env.EDIT_URL, 'https://github.com/acme/strapi-docs/edit/main/');
  });
  it('lets EDIT_URL win', () => {
    const env = readEnv({EDIT_URL: 'https://git.example.com/docs/edit/', GITHUB_REPOSITORY: 'acme/x'});
    assert.equal(env.EDIT_URL, 'https://git.example.com/docs/edit/');
  });
  it('reads the base and site URL', () => {
    const env = readEnv({SITE_URL: 'https://acme.github.io', BASE_URL: 'strapi-docs'});
    assert.equal(env.SITE_URL, 'https://acme.github.io');
    assert.equal(env.BASE_URL, '/strapi-docs/');
  });
});

describe('parseFeedbackEndpoint', () => {
  it('is off when unset or blank', () => {
    assert.equal(parseFeedbackEndpoint(undefined), undefined);
    assert.equal(parseFeedbackEndpoint('  '), undefined);
  });
  it('accepts https anywhere and http only on the loopback', () => {
    assert.equal(parseFeedbackEndpoint('https://feedback.example.com/docs'), 'https://feedback.example.com/docs');
    assert.equal(parseFeedbackEndpoint('http://127.0.0.1:4100/feedback'), 'http://127.0.0.1:4100/feedback');
    assert.throws(() => parseFeedbackEndpoint('http://feedback.example.com/'), /must use https/);
    assert.throws(() => parseFeedbackEndpoint('javascript:alert(1)'), /must use https/);
    assert.throws(() => parseFeedbackEndpoint('/feedback'), /absolute https URL/);
    assert.throws(() => parseFeedbackEndpoint('https://user:secret@example.com/'), /credentials/);
  });
});
