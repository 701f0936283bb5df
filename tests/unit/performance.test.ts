import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import type {RouteConfig} from '@docusaurus/types';
import {withoutViewportPrefetch} from '../../src/clientModules/prefetch-on-intent';
import {altOf} from '../../src/remark/diagrams/remark';
import {asStandaloneSvg, batchCalls, createDiagramRenderer, renameSvgId} from '../../src/remark/diagrams/render';
import {slimDocsRoute} from '../../src/plugins/docs-area';
import {GRAMMARS, grammarsFor} from '../../src/theme/CodeBlock/Content/grammars';
import {mkdtempSync, readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {tmpdir} from 'node:os';
import path from 'node:path';

describe('docs areas ship less to every page', () => {
  const version: RouteConfig = {
    path: '/dev-docs',
    component: '@theme/DocVersionRoot',
    props: {version: {pluginId: 'dev-docs', docs: {intro: {id: 'intro', title: 'Intro', description: 'Long text', sidebar: 's'}}}},
    routes: [
      {path: '/dev-docs', component: '@theme/DocRoot', routes: [{path: '/dev-docs/intro', component: '@theme/DocItem'}]},
      {path: '/dev-docs/tags', component: '@theme/DocTagsListPage'},
      {path: '/dev-docs/tags/database', component: '@theme/DocTagDocListPage'},
    ],
  };
  const root: RouteConfig = {path: '/dev-docs', component: '@theme/DocsRoot', routes: [version]};

  it('drops page descriptions and the per-area tag pages, keeps everything else', () => {
    const [slim] = slimDocsRoute(root).routes!;
    assert.deepEqual(slim.routes!.map((route) => route.path), ['/dev-docs']);
    assert.deepEqual((slim.props as {version: {docs: object}}).version.docs, {intro: {id: 'intro', title: 'Intro', sidebar: 's'}});
    assert.equal((slim.props as {version: {pluginId: string}}).version.pluginId, 'dev-docs');
    // The input is left as it was.
    assert.equal(version.routes!.length, 3);
  });
});

describe('Prism grammars loaded on demand', () => {
  it('lists the grammar files some languages need, dependencies first, each once', () => {
    assert.deepEqual(grammarsFor(['js', 'PHP', 'bash', 'sh', 'json']), ['markup-templating', 'php', 'bash']);
    assert.deepEqual(grammarsFor(['ts', 'yaml', 'text']), []);
  });

  it('the server build registers exactly the grammars the browser can load, in dependency order', () => {
    const dir = path.join(__dirname, '../../src/theme/CodeBlock/Content');
    const serverImports = [...readFileSync(path.join(dir, 'ServerHighlighter.tsx'), 'utf8').matchAll(/^import 'prismjs\/components\/prism-([\w-]+)\.js';$/gm)].map((m) => m[1]);
    const browserLoaders = [...readFileSync(path.join(dir, 'grammars.ts'), 'utf8').matchAll(/import\('prismjs\/components\/prism-([\w-]+)\.js'\)/g)].map((m) => m[1]);
    assert.deepEqual([...serverImports].sort(), [...browserLoaders].sort());
    const everyFile = grammarsFor(Object.keys(GRAMMARS));
    assert.deepEqual([...everyFile].sort(), [...serverImports].sort());
    assert.ok(serverImports.indexOf('markup-templating') < serverImports.indexOf('php'));
  });
});

describe('viewport prefetching', () => {
  it('is switched off, preloading on intent is kept and also warms the code tokenizer', () => {
    const preloaded: string[] = [];
    let intents = 0;
    const api = withoutViewportPrefetch(
      {prefetch: () => 'prefetched', preload: (path) => preloaded.push(path)},
      () => intents++,
    );
    assert.equal(api.prefetch('/x'), false);
    api.preload('/y');
    assert.deepEqual(preloaded, ['/y']);
    assert.equal(intents, 1);
    assert.ok(Object.isFrozen(api));
  });
});

describe('build-time diagrams', () => {
  it('reads the alt text of a mermaid fence', () => {
    assert.equal(altOf('alt="Flowchart: A to B."'), 'Flowchart: A to B.');
    assert.equal(altOf('title="x"'), undefined);
    assert.equal(altOf('alt=""'), undefined);
  });

  it('gives the SVG a fixed size so it stands alone as an image', () => {
    const svg = '<svg id="d1" width="100%" xmlns="http://www.w3.org/2000/svg" style="max-width: 343.4px;" viewBox="0 0 343.4 70"><g/></svg>';
    assert.equal(
      asStandaloneSvg(svg, 343.4, 70),
      '<svg width="344" height="70" id="d1" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 343.4 70"><g/></svg>',
    );
  });

  it('draws each diagram once per colour mode and reuses the files', async () => {
    const drawingsDir = mkdtempSync(path.join(tmpdir(), 'diagrams-'));
    const calls: string[] = [];
    const draw = async (_source: string, mode: string, id: string) => {
      calls.push(mode);
      return {svg: `<svg id="${id}" width="100%" style="max-width: 10px;"></svg>`, width: 10, height: 5};
    };
    const render = createDiagramRenderer({drawingsDir, chromiumPath: undefined, chromiumArgs: [], draw});
    const first = await render('flowchart LR\n  A --> B');
    await render('flowchart LR\n  A --> B');
    assert.deepEqual(calls, ['light', 'dark']);
    assert.match(readFileSync(first.dark.file, 'utf8'), /^<svg width="10" height="5"/);
    // A second renderer (a rebuild) finds the files on disk.
    const again = createDiagramRenderer({drawingsDir, chromiumPath: undefined, chromiumArgs: [], draw});
    assert.deepEqual(await again('flowchart LR\n  A --> B'), first);
    assert.equal(calls.length, 2);
  });

  it('explains how to get a browser when Chromium cannot start', async () => {
    const drawingsDir = mkdtempSync(path.join(tmpdir(), 'diagrams-'));
    const render = createDiagramRenderer({drawingsDir, chromiumPath: '/nonexistent/chromium', chromiumArgs: []});
    await assert.rejects(render('flowchart LR\n  A --> B'), /drawn at build time in Chromium.*install-browser\.sh.*CHROMIUM_PATH/s);
  });
});

describe('global data without the OpenAPI spec (src/plugins/lean-bundles)', () => {
  it('drops the spec copy of every Redoc instance and keeps everything else', () => {
    const strip = createRequire(__filename)('../../src/plugins/lean-bundles/global-data-loader.cjs') as (source: string) => string;
    const data = {
      'docusaurus-plugin-redoc': {'blog-api': {url: '/openapi.yaml', themeId: 'theme-redoc', spec: {openapi: '3.0.0', paths: {}}}},
      'docusaurus-theme-redoc': {'theme-redoc': {lightTheme: {}}},
      'docusaurus-plugin-content-docs': {'dev-docs': {path: '/dev-docs'}},
    };
    assert.deepEqual(JSON.parse(strip(JSON.stringify(data))), {
      'docusaurus-plugin-redoc': {'blog-api': {url: '/openapi.yaml', themeId: 'theme-redoc'}},
      'docusaurus-theme-redoc': {'theme-redoc': {lightTheme: {}}},
      'docusaurus-plugin-content-docs': {'dev-docs': {path: '/dev-docs'}},
    });
    assert.deepEqual(JSON.parse(strip('{"docusaurus-plugin-content-docs":{}}')), {'docusaurus-plugin-content-docs': {}});
  });
});

describe('route registry loader (src/plugins/lean-bundles)', () => {
  const {rewriteRegistry} = createRequire(__filename)('../../src/plugins/lean-bundles/registry-loader.cjs') as {
    rewriteRegistry: (source: string, build: 'browser' | 'server') => string;
  };
  const registry = (modulePath: (chunk: string, path: string) => string) =>
    [
      'export default {',
      `  "013d189b": [() => import(/* webpackChunkName: "013d189b" */ "@site/docs/a \\"b\\".mdx"), ${modulePath('"013d189b"', '"@site/docs/a \\"b\\".mdx"')}, require.resolveWeak("@site/docs/a \\"b\\".mdx")],`,
      `  "17896441": [() => import(/* webpackChunkName: "17896441" */ "@theme/DocItem"), ${modulePath('"17896441"', '"@theme/DocItem"')}, require.resolveWeak("@theme/DocItem")],};`,
    ].join('\n');
  const source = registry((_chunk, path) => path);

  it('replaces the module path of every entry with 0 in the browser build and keeps the loader and the weak id', () => {
    assert.equal(rewriteRegistry(source, 'browser'), registry(() => '0'));
  });

  it('replaces the module path of every entry with its chunk name in the server build and keeps the loader and the weak id', () => {
    assert.equal(rewriteRegistry(source, 'server'), registry((chunk) => chunk));
  });
});

describe('batchCalls (diagrams drawn in batches)', () => {
  it('runs one batch at a time, gathers the calls made meanwhile into the next, and settles each call on its own', async () => {
    const batches: number[][] = [];
    let active = 0;
    let peak = 0;
    const run = batchCalls<number, number>(
      async (items) => {
        batches.push(items);
        active += 1;
        peak = Math.max(peak, active);
        await new Promise((resolve) => setTimeout(resolve, 20));
        active -= 1;
        return items.map((value) =>
          value === 3 ? {status: 'rejected', reason: new Error('three')} : {status: 'fulfilled', value: value * 2},
        );
      },
      {collectMs: 5, maxBatch: 3},
    );
    const first = [1, 2, 3, 4].map((value) => run(value));
    await new Promise((resolve) => setTimeout(resolve, 10));
    const later = [5, 6].map((value) => run(value));
    const results = await Promise.allSettled([...first, ...later]);
    assert.equal(peak, 1);
    assert.deepEqual(batches, [[1, 2, 3], [4, 5, 6]]);
    assert.deepEqual(
      results.map((r) => (r.status === 'fulfilled' ? r.value : (r.reason as Error).message)),
      [2, 4, 'three', 8, 10, 12],
    );
  });

  it('fails every call of a batch that throws, and keeps serving later calls', async () => {
    let fail = true;
    const run = batchCalls<number, number>(async (items) => {
      if (fail) throw new Error('no browser');
      return items.map((value) => ({status: 'fulfilled', value}));
    }, {collectMs: 1});
    const failed = await Promise.allSettled([run(1), run(2)]);
    assert.deepEqual(failed.map((r) => r.status), ['rejected', 'rejected']);
    fail = false;
    assert.equal(await run(7), 7);
  });

  it('gives a diagram drawn in a batch the ids of the diagram alone', () => {
    const svg = '<svg id="mermaid-batch2-1"><style>#mermaid-batch2-1 .node{}</style><marker id="mermaid-batch2-1_flowchart-v2-pointEnd"/><g id="mermaid-batch2-10"/></svg>';
    assert.equal(
      renameSvgId(svg, 'mermaid-batch2-1', 'dabc-light'),
      '<svg id="dabc-light"><style>#dabc-light .node{}</style><marker id="dabc-light_flowchart-v2-pointEnd"/><g id="mermaid-batch2-10"/></svg>',
    );
  });
});

describe('the docs client utilities without localeCompare (src/plugins/lean-bundles)', () => {
  it('finds the active docs area as the plugin\'s localeCompare sort does, the longer of two matching paths first', async () => {
    const {findActivePlugin} = await import('../../src/plugins/lean-bundles/find-active-plugin.js');
    const {matchPath} = await import('react-router');
    const data = {
      'dev-docs': {path: '/dev-docs'},
      'user-docs': {path: '/user-docs'},
      cloud: {path: '/cloud'},
      default: {path: '/'},
      android: {path: '/android'},
      'android-foo': {path: '/android/foo'},
    };
    const withLocaleCompare = (pathname: string) =>
      Object.entries(data)
        .sort((a, b) => b[1].path.localeCompare(a[1].path))
        .find(([, plugin]) => matchPath(pathname, {path: plugin.path, exact: false, strict: false}))?.[0];
    for (const pathname of ['/dev-docs/intro', '/user-docs', '/cloud/getting-started/deployment', '/android/foo/bar', '/android/x', '/', '/status']) {
      assert.equal(findActivePlugin(data, pathname, {}, matchPath)?.pluginId, withLocaleCompare(pathname), pathname);
    }
    assert.equal(findActivePlugin(data, '/android/foo/bar', {}, matchPath)?.pluginId, 'android-foo');
    assert.equal(findActivePlugin({cloud: {path: '/cloud'}}, '/status', {}, matchPath), undefined);
    assert.throws(() => findActivePlugin({cloud: {path: '/cloud'}}, '/status', {failfast: true}, matchPath), /Can't find active docs plugin for "\/status"/);
  });
});

describe('long tasks from a Lighthouse trace (scripts/trace-tasks.mts)', () => {
  const PAGE = 7;
  const MAIN = 1;
  const at = (ms: number) => 1_000_000 + ms * 1000;
  const task = (startMs: number, ms: number, tid = MAIN, pid = PAGE) => ({name: 'RunTask', ph: 'X', pid, tid, ts: at(startMs), dur: ms * 1000});
  const part = (name: string, startMs: number, ms: number, args?: Record<string, unknown>) => ({name, ph: 'X', pid: PAGE, tid: MAIN, ts: at(startMs), dur: ms * 1000, args});
  const trace = [
    {name: 'thread_name', ph: 'M', pid: PAGE, tid: MAIN, ts: 0, args: {name: 'CrRendererMain'}},
    {name: 'thread_name', ph: 'M', pid: PAGE, tid: 2, ts: 0, args: {name: 'Compositor'}},
    {name: 'firstContentfulPaint', ph: 'I', pid: PAGE, tid: MAIN, ts: at(100)},
    task(10, 50), // before first paint: not listed
    part('Layout', 20, 30),
    task(90, 30), // began before first paint, ends after: listed
    part('EvaluateScript', 91, 28, {data: {url: 'http://127.0.0.1:9/assets/js/main.abc.js'}}),
    part('v8.run', 92, 20),
    task(200, 9), // too short: not listed
    task(300, 12, 2), // another thread: not listed
    task(400, 12, MAIN, 8), // another process: not listed
    task(500, 25),
    part('UpdateLayoutTree', 501, 5),
    part('Layout', 506, 15),
    part('Paint', 521, 0.2), // under half a millisecond: not named
  ];

  it('lists the main thread tasks of 10 ms or more that end after first contentful paint, with their parts', async () => {
    const {longTasksAfterFcp, formatLongTasks} = await import('../../scripts/trace-tasks.mts');
    const tasks = longTasksAfterFcp(trace);
    assert.deepEqual(
      tasks.map(({startMs, durationMs, url, parts}) => ({startMs, durationMs, url, parts})),
      [
        {startMs: -10, durationMs: 30, url: 'http://127.0.0.1:9/assets/js/main.abc.js', parts: [['EvaluateScript', 28], ['v8.run', 20]]},
        {startMs: 400, durationMs: 25, url: '', parts: [['Layout', 15], ['UpdateLayoutTree', 5]]},
      ],
    );
    assert.deepEqual(formatLongTasks(tasks, 'http://127.0.0.1:9'), [
      '    -10 ms from FCP: 30.0 ms (EvaluateScript 28, v8.run 20) /assets/js/main.abc.js',
      '    +400 ms from FCP: 25.0 ms (Layout 15, UpdateLayoutTree 5)',
    ]);
  });

  it('says so when the trace has no first paint or no main thread, instead of listing nothing', async () => {
    const {longTasksAfterFcp} = await import('../../scripts/trace-tasks.mts');
    assert.throws(() => longTasksAfterFcp(trace.filter((event) => event.name !== 'firstContentfulPaint')), /no first contentful paint/);
    assert.throws(() => longTasksAfterFcp(trace.filter((event) => event.name !== 'thread_name')), /no renderer main thread/);
  });
});
