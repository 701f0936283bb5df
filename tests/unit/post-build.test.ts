import assert from 'node:assert/strict';
import {existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, it} from 'node:test';
import {brotliDecompressSync, gunzipSync} from 'node:zlib';
import type {LoadContext} from '@docusaurus/types';
import {precompress} from '../../src/plugins/post-build/precompress.ts';
import postBuildPlugin, {runSteps, sitePipeline, type BuiltSite, type PostBuildStep} from '../../src/plugins/post-build';
import {siteSecurityOptions} from '../../src/plugins/post-build/security-headers';

const site: BuiltSite = {outDir: '/nowhere/build', routesPaths: ['/']};
const context = {siteDir: '/nowhere', baseUrl: '/', siteConfig: {url: 'https://example.org', title: 'T', tagline: 't'}} as unknown as LoadContext;
const areas = [{id: 'dev-docs', label: 'Developer Docs'}];

/** A step that records when it starts and ends, and takes a little time so overlaps would show. */
function recorded(name: string, events: string[], fail?: Error): PostBuildStep {
  return {
    name,
    run: async () => {
      events.push(`start ${name}`);
      await new Promise((resolve) => setTimeout(resolve, 5));
      events.push(`end ${name}`);
      if (fail) throw fail;
      return `${name} done`;
    },
  };
}

describe('post-build pipeline', () => {
  it('runs the steps one after the other, in order, and prints one line per step with its duration', async () => {
    const events: string[] = [];
    const lines: string[] = [];
    await runSteps(['a', 'b', 'c'].map((name) => recorded(name, events)), site, (line) => lines.push(line));
    assert.deepEqual(events, ['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
    assert.equal(lines.length, 3);
    lines.forEach((line, index) => assert.match(line, new RegExp(`^\\[post-build\\] ${index + 1}/3 ${'abc'[index]}: ${'abc'[index]} done \\(\\d+\\.\\d s\\)$`)));
  });

  it('gives every step the built site', async () => {
    const seen: BuiltSite[] = [];
    await runSteps([{name: 'x', run: async (built) => (seen.push(built), '')}], site, () => {});
    assert.deepEqual(seen, [site]);
  });

  it('stops at a failing step with an error naming it, and runs nothing after it', async () => {
    const events: string[] = [];
    const cause = new Error('disk full');
    const run = runSteps([recorded('a', events), recorded('b', events, cause), recorded('c', events)], site, () => {});
    await assert.rejects(run, (error: Error) => {
      assert.match(error.message, /^post-build step 2\/3 "b" failed after \d+\.\d s: disk full$/);
      assert.equal(error.cause, cause);
      return true;
    });
    assert.deepEqual(events, ['start a', 'end a', 'start b', 'end b']);
  });

  it('names the step when it throws something that is not an Error', async () => {
    const step: PostBuildStep = {
      name: 'odd',
      run: () => Promise.reject('plain string'),
    };
    await assert.rejects(runSteps([step], site, () => {}), /"odd" failed after \d+\.\d s: plain string$/);
  });

  it('declares the site pipeline in its order: twins, then the skill file checked against them, search index, security headers on the final HTML, precompression last', () => {
    const options = {twins: {areas}, search: {areas}, security: siteSecurityOptions({gtm: false}, [])};
    const names = (search: typeof options.search | 'algolia') => sitePipeline(context, {...options, search}, () => []).map((step) => step.name);
    assert.deepEqual(names(options.search), ['markdown-twins', 'agent-files', 'search-index', 'security-headers', 'precompress']);
    // With Algolia the step stays in place (and says it skipped): the order is the same for every build.
    assert.deepEqual(names('algolia'), names(options.search));
  });

  it('skips the offline index when Algolia is configured, saying so', async () => {
    const steps = sitePipeline(context, {twins: {areas}, search: 'algolia', security: siteSecurityOptions({gtm: false}, [])}, () => []);
    const search = steps.find((step) => step.name === 'search-index');
    assert.equal(await search?.run(site), 'skipped: Algolia is configured');
  });

  it('leaves the compressed copies out when told (SKIP_PRECOMPRESS), saying so, and writes none', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'post-build-'));
    try {
      writeFileSync(path.join(dir, 'page.html'), '<p>text</p>'.repeat(500));
      const steps = sitePipeline(context, {twins: {areas}, search: 'algolia', security: siteSecurityOptions({gtm: false}, []), precompress: false}, () => []);
      const step = steps.find((candidate) => candidate.name === 'precompress');
      assert.equal(await step?.run({...site, outDir: dir}), 'skipped: SKIP_PRECOMPRESS is set');
      assert.deepEqual(readdirSync(dir), ['page.html']);
    } finally {
      rmSync(dir, {recursive: true, force: true});
    }
  });

  it("hands the agent-files step the build's routes and the twins' pages, and the site's version", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'post-build-'));
    try {
      mkdirSync(path.join(dir, 'src', 'data'), {recursive: true});
      mkdirSync(path.join(dir, 'build'));
      writeFileSync(path.join(dir, 'src', 'data', 'skill.md'), '---\nname: strapi-5\ndescription: Use it.\n---\n\nStrapi {{version}}: {{site}}/a and {{site}}/b.md\n');
      const siteContext = {siteDir: dir, baseUrl: '/', siteConfig: {url: 'https://example.org', customFields: {strapiVersion: '5.54.0'}}} as unknown as LoadContext;
      const twin = {area: 'dev-docs', areaLabel: 'Developer Docs', id: 'b', title: 'B', permalink: '/b', source: 'docs/b.mdx'};
      const steps = sitePipeline(siteContext, {twins: {areas}, search: 'algolia', security: siteSecurityOptions({}, [])}, () => [twin]);
      const agentFiles = steps.find((step) => step.name === 'agent-files');
      assert.match((await agentFiles?.run({outDir: path.join(dir, 'build'), routesPaths: ['/a']})) ?? '', /^skill\.md \(strapi-5\) .*, 2 links to this site checked$/);
      assert.match(readFileSync(path.join(dir, 'build', 'skill.md'), 'utf8'), /Strapi 5\.54\.0: https:\/\/example\.org\/a and/);
      await assert.rejects(Promise.resolve(agentFiles?.run({outDir: path.join(dir, 'build'), routesPaths: []})), /https:\/\/example\.org\/a: \/a is not a page or a file of this build/);
    } finally {
      rmSync(dir, {recursive: true, force: true});
    }
  });

  it('refuses twins options without areas when the plugin is created, not after the build', () => {
    assert.throws(
      () => postBuildPlugin(context, {twins: {areas: []}, search: {areas}, security: siteSecurityOptions({}, [])}),
      /markdown-twins: options must be \{areas/,
    );
  });

  it('fails the twins step with a clear message if the docs were never loaded', async () => {
    const plugin = postBuildPlugin(context, {twins: {areas}, search: {areas}, security: siteSecurityOptions({}, [])});
    await assert.rejects(
      Promise.resolve(plugin.postBuild?.({outDir: '/nowhere', routesPaths: []} as never)),
      /"markdown-twins" failed after \d+\.\d s: the docs were not loaded/,
    );
  });
});

describe('precompress step', () => {
  it('writes a .gz and a .br copy of each text file of 1 KB or more, and leaves the rest alone', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'precompress-'));
    try {
      const big = `<html>${'<p>words words words</p>'.repeat(100)}</html>`;
      mkdirSync(path.join(dir, 'a'));
      writeFileSync(path.join(dir, 'a', 'index.html'), big);
      writeFileSync(path.join(dir, 'small.html'), '<p>x</p>');
      writeFileSync(path.join(dir, 'image.png'), Buffer.alloc(4096));
      // Written by the sitemap plugin's own postBuild, at the same time as the pipeline: left alone.
      writeFileSync(path.join(dir, 'sitemap.xml'), big);
      const totals = await precompress(dir);
      assert.equal(totals.files, 1);
      assert.ok(!existsSync(path.join(dir, 'sitemap.xml.gz')), 'the sitemap is not compressed (its writer runs beside the pipeline)');
      assert.equal(gunzipSync(readFileSync(path.join(dir, 'a', 'index.html.gz'))).toString(), big);
      assert.equal(brotliDecompressSync(readFileSync(path.join(dir, 'a', 'index.html.br'))).toString(), big);
      assert.ok(!existsSync(path.join(dir, 'small.html.gz')) && !existsSync(path.join(dir, 'image.png.gz')));
      // Run again (a rebuild into the same folder): the copies are not compressed a second time.
      assert.equal((await precompress(dir)).files, 1);
      assert.ok(!existsSync(path.join(dir, 'a', 'index.html.gz.gz')));
    } finally {
      rmSync(dir, {recursive: true, force: true});
    }
  });
});
