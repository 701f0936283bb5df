import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {describe, it} from 'node:test';
import yaml from 'js-yaml';

type Spec = {
  openapi: string;
  info: {title: string; version: string};
  servers: Array<{url: string; variables: Record<string, {enum: string[]; default: string}>}>;
  paths: Record<string, Record<string, {responses: Record<string, unknown>}>>;
  components: {schemas: Record<string, {required?: string[]; properties: Record<string, {type: string}>}>};
};

const spec = yaml.load(fs.readFileSync(path.join(__dirname, '..', '..', 'openapi', 'blog-api.yaml'), 'utf8')) as Spec;

describe('sample OpenAPI description', () => {
  it('is an OpenAPI 3 description titled "REST API", version 4.3.9', () => {
    assert.match(spec.openapi, /^3\./);
    assert.equal(spec.info.title, 'REST API');
    assert.equal(spec.info.version, '4.3.9');
  });
  it('has server variables for the protocol and the environment', () => {
    const {variables, url} = spec.servers[0];
    assert.match(url, /\{protocol\}:\/\/\{environment\}\./);
    assert.deepEqual(variables.protocol.enum, ['http', 'https']);
    assert.deepEqual(variables.environment.enum, ['api', 'api.dev', 'api.staging']);
  });
  it('defines Entry, PatchPost and Comment as specified', () => {
    const {Entry, PatchPost, Comment} = spec.components.schemas;
    assert.deepEqual(Entry.required, ['id', 'userId', 'title', 'body']);
    assert.ok(Object.values(Entry.properties).every((property) => property.type === 'string'));
    assert.equal(PatchPost.required, undefined);
    assert.deepEqual(Object.keys(PatchPost.properties), ['id', 'userId', 'title', 'body']);
    assert.deepEqual(Object.keys(Comment.properties), ['id', 'postId', 'name', 'email', 'body']);
  });
  it('covers the post and comment operations with error responses', () => {
    assert.deepEqual(Object.keys(spec.paths['/posts']), ['get', 'post']);
    assert.deepEqual(Object.keys(spec.paths['/posts/{postId}']).filter((key) => key !== 'parameters'), [
      'get',
      'put',
      'patch',
      'delete',
    ]);
    assert.ok(spec.paths['/posts/{postId}/comments'].get);
    assert.ok(spec.paths['/comments'].get);
    assert.ok(spec.paths['/posts/{postId}'].get.responses['404']);
    assert.ok(spec.paths['/posts'].post.responses['400']);
  });
});
