/**
 * Every place where this site departs from Docusaurus's public surface (issue #30): the module
 * replacements, loaders and aliases of src/plugins/lean-bundles, the other build-time patches, the
 * internal imports, and the theme overrides the swizzle tool does not rate safe (the safe ones are
 * listed too, so the table is the whole map). The lean-bundles plugin builds its configuration from
 * this file, so nothing is declared twice; README.md beside it is checked against it.
 *
 * Guards:
 * - the build fails when a replacement or loader matches nothing (./guard.ts), and when an installed
 *   @docusaurus/* package is not DOCUSAURUS_VERSION, unless DOCUSAURUS_UPGRADE_TRIAL=1 (README,
 *   "Upgrading Docusaurus");
 * - tests/unit/deviations.test.ts, without a build: every upstream file a deviation copies or
 *   targets still has the content it was written against (./upstream-hashes.json), every stand-in
 *   exists, each theme override's swizzle rating is the one the pinned theme gives, README matches;
 * - `gain` says what each one saves, as measured (issue #13 and #30); `guards` names the tests
 *   that fail if the gain or the behavior is lost.
 */

/** The Docusaurus release every entry below was written against and measured on. */
export const DOCUSAURUS_VERSION = '3.10.2';

/** Which compilation an entry applies to. */
export type Build = 'browser' | 'server' | 'both';

/** A file of an installed package: `file` is relative to the package's folder. */
export type UpstreamFile = {package: string; file: string};

type Common = {
  /** Stable, kebab-case; LEAN_BUNDLES_DISABLE takes these. */
  id: string;
  /** What it changes, in one sentence. */
  summary: string;
  /** What it saves or fixes, as measured; "—" for behavior fixes with nothing to time. */
  gain: string;
  /** Tests that fail when the behavior or the gain is lost. */
  guards: string[];
  /** The upstream files it copies code from or depends on the shape of (hashed by the unit test). */
  upstream: UpstreamFile[];
  /** True when the stand-in carries a copy of upstream code (a fork to keep in step). */
  fork: boolean;
  /** Upstream issue or pull request, when one exists. */
  upstreamIssue?: string;
};

/** A request (matching `request`) made by a module matching `issuer` (any module if null) gets `standIn`. */
export type Replacement = Common & {kind: 'replacement'; build: Build; request: RegExp; issuer: RegExp | null; standIn: string};
/** A loader applied to the modules matching `test`. */
export type Loader = Common & {kind: 'loader'; build: Build; test: RegExp; loader: string; options?: (build: 'browser' | 'server') => Record<string, unknown>};
/** A module name resolved to a file inside a package's lib/ (for stand-ins that re-export the original). */
export type Alias = Common & {kind: 'alias'; build: Build; name: string; target: UpstreamFile; usedBy: string[]};
/** A text added to every emitted script. */
export type Banner = Common & {kind: 'banner'; build: Build};
/** An import of a package file that is not part of its public exports. */
export type InternalImport = Common & {kind: 'internal-import'; importers: string[]; specifier: string};
/** A component of src/theme: how it was swizzled and how the pinned theme's swizzle tool rates that. */
export type ThemeOverride = Common & {
  kind: 'theme';
  component: string;
  theme: string;
  action: 'eject' | 'wrap';
  /** The swizzle tool's rating for this action (components it does not list are unsafe). */
  swizzle: 'safe' | 'unsafe' | 'forbidden' | 'documented';
  path: string;
};

export type Deviation = Replacement | Loader | Alias | Banner | InternalImport | ThemeOverride;

const PRISM_COMPONENT = /[\\/]node_modules[\\/]prismjs[\\/]components[\\/]/;
const REDOC_BUNDLE = /[\\/]node_modules[\\/]redoc[\\/]bundles[\\/]/;
const LEAN = 'src/plugins/lean-bundles';

const tc = (file: string): UpstreamFile => ({package: '@docusaurus/theme-classic', file: `lib/theme/${file}`});
const common = (file: string): UpstreamFile => ({package: '@docusaurus/theme-common', file: `lib/${file}`});
const core = (file: string): UpstreamFile => ({package: '@docusaurus/core', file: `lib/${file}`});

export const DEVIATIONS: Deviation[] = [
  // ── Module replacements (src/plugins/lean-bundles) ──────────────────────────────────────────────
  {
    id: 'prism-target',
    kind: 'replacement',
    build: 'both',
    summary: "prismjs's language files get prism-react-renderer's Prism for their free `Prism` variable, which docusaurus-theme-redoc provides as the whole prismjs core.",
    request: /^prismjs$/,
    issuer: PRISM_COMPONENT,
    standIn: `${LEAN}/prism-target.cjs`,
    gain: 'A second Prism (core and auto-highlighting) no longer in every page with code (issue #13).',
    guards: ['tests/e2e/js-budget.spec.ts', 'tests/e2e/code-blocks.spec.ts'],
    upstream: [{package: 'docusaurus-theme-redoc', file: 'dist/index.js'}],
    fork: false,
  },
  {
    id: 'redoc-prism-languages',
    kind: 'replacement',
    build: 'both',
    summary: "Redoc's requires of prismjs language files get an empty module; it falls back to its generic grammar.",
    request: /^prismjs\/components\/prism-[\w-]+\.js$/,
    issuer: REDOC_BUNDLE,
    standIn: `${LEAN}/empty-redoc-prism.cjs`,
    gain: 'prism-react-renderer and the grammars no longer in /openapi/ (issue #13).',
    guards: ['tests/e2e/js-budget.spec.ts'],
    upstream: [{package: 'redoc', file: 'bundles/redoc.browser.lib.js'}],
    fork: false,
  },
  {
    id: 'lazy-medium-zoom',
    kind: 'replacement',
    build: 'both',
    summary: "The image-zoom plugin's client module gets a stand-in with medium-zoom's call that downloads the library only when the page has an image to zoom.",
    request: /^medium-zoom$/,
    issuer: /docusaurus-plugin-image-zoom[\\/]lib[\\/]zoom(\.js)?$/,
    standIn: `${LEAN}/lazy-medium-zoom.js`,
    gain: 'medium-zoom (~4 KB gzip) out of the first load of pages without an image to zoom (issue #13).',
    guards: ['tests/e2e/js-budget.spec.ts', 'tests/e2e/features.spec.ts'],
    upstream: [{package: 'docusaurus-plugin-image-zoom', file: 'lib/zoom.js'}],
    fork: false,
  },
  {
    id: 'classic-prism-languages',
    kind: 'replacement',
    build: 'both',
    summary: "The classic theme's client module that registers extra Prism grammars is emptied; src/theme/CodeBlock/Content/grammars.ts loads a grammar when a block needs it.",
    request: /@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages(\.js)?$/,
    issuer: null,
    standIn: `${LEAN}/empty-prism-languages.cjs`,
    gain: 'prism-react-renderer out of the entry bundle of every page (issue #13).',
    guards: ['tests/e2e/js-budget.spec.ts', 'tests/e2e/code-blocks.spec.ts'],
    upstream: [
      {package: '@docusaurus/theme-classic', file: 'lib/index.js'},
      {package: '@docusaurus/theme-classic', file: 'lib/prism-include-languages.js'},
    ],
    fork: false,
  },
  {
    id: 'tslib-import-default',
    kind: 'replacement',
    build: 'browser',
    summary: '@docusaurus/utils-common requires tslib for one helper; it gets that helper alone.',
    request: /^tslib$/,
    issuer: /@docusaurus[\\/]utils-common[\\/]lib[\\/]/,
    standIn: `${LEAN}/tslib-import-default.cjs`,
    gain: '~4 KB gzip of tslib out of every page (issue #13).',
    guards: ['tests/e2e/js-budget.spec.ts'],
    upstream: [
      {package: '@docusaurus/utils-common', file: 'lib/index.js'},
      {package: 'tslib', file: 'tslib.js'},
    ],
    fork: true,
  },
  {
    id: 'side-channel',
    kind: 'replacement',
    build: 'browser',
    summary: "qs (the query builder) gets side-channel's API over WeakMap and Map.",
    request: /^side-channel$/,
    issuer: /[\\/]node_modules[\\/]qs[\\/]/,
    standIn: `${LEAN}/side-channel.cjs`,
    gain: '~12 KB gzip of engine-intrinsic helpers out of the query builder (issue #13).',
    guards: ['tests/e2e/js-budget.spec.ts', 'tests/unit/performance.test.ts'],
    upstream: [
      {package: 'qs', file: 'lib/stringify.js'},
      {package: 'side-channel', file: 'index.js'},
    ],
    fork: false,
  },
  {
    id: 'redoc-spec-loaders',
    kind: 'replacement',
    build: 'browser',
    summary: "Redoc's run-time OpenAPI loaders, validator and YAML parsers get a stub that throws if called; the spec is bundled at build time.",
    request: /^(@redocly\/openapi-core\/lib\/(bundle|config\/config)|yaml)$/,
    issuer: REDOC_BUNDLE,
    standIn: `${LEAN}/browser-unavailable.cjs`,
    gain: 'Loaders and parsers out of /openapi/ (issue #13).',
    guards: ['tests/e2e/js-budget.spec.ts', 'tests/e2e/site.spec.ts'],
    upstream: [{package: 'redoc', file: 'bundles/redoc.browser.lib.js'}],
    fork: false,
  },
  {
    id: 'server-highlighter',
    kind: 'replacement',
    build: 'browser',
    summary: "Our server-only synchronous highlighter (src/theme/CodeBlock/Content/ServerHighlighter) is null in the browser build; the browser keeps the server's highlighted HTML.",
    request: /[\\/]ServerHighlighter$/,
    issuer: /[\\/]theme[\\/]CodeBlock[\\/]Content[\\/]index\.tsx$/,
    standIn: `${LEAN}/null.cjs`,
    gain: 'The tokenizer out of the first load of pages with code (issue #13).',
    guards: ['tests/e2e/js-budget.spec.ts', 'tests/e2e/code-blocks.spec.ts'],
    upstream: [],
    fork: false,
  },
  {
    id: 'docs-client-utils',
    kind: 'replacement',
    build: 'browser',
    summary: "The docs plugin's `getActivePlugin` orders the docs areas' base paths by code unit instead of `localeCompare` (./find-active-plugin.js is the original function with that change).",
    request: /^\.\/docsClientUtils$/,
    issuer: /@docusaurus[\\/]plugin-content-docs[\\/]lib[\\/]client[\\/]index\.js$/,
    standIn: `${LEAN}/docs-client-utils.js`,
    gain: 'No ICU collator built during hydration: ~90 ms of main thread on a 4x-throttled mobile load (issue #13).',
    guards: ['tests/unit/performance.test.ts', 'tests/e2e/site.spec.ts'],
    upstream: [
      {package: '@docusaurus/plugin-content-docs', file: 'lib/client/index.js'},
      {package: '@docusaurus/plugin-content-docs', file: 'lib/client/docsClientUtils.js'},
    ],
    fork: true,
  },
  {
    id: 'react-utils',
    kind: 'replacement',
    build: 'browser',
    summary: "The theme's `useShallowMemoObject` sorts keys by code unit instead of `localeCompare`, for its two importers.",
    request: /^(\.\.\/)+utils\/reactUtils$/,
    issuer: /@docusaurus[\\/]theme-common[\\/]lib[\\/](contexts[\\/]navbarSecondaryMenu[\\/]content|hooks[\\/]useMutationObserver)\.js$/,
    standIn: `${LEAN}/react-utils.js`,
    gain: 'No ICU collator built during hydration of docs pages (with docs-client-utils: ~90 ms on a 4x-throttled mobile load, issue #13).',
    guards: ['tests/e2e/site.spec.ts'],
    upstream: [
      common('utils/reactUtils.js'),
      common('contexts/navbarSecondaryMenu/content.js'),
      common('hooks/useMutationObserver.js'),
    ],
    fork: true,
  },
  {
    id: 'lazy-component-creator',
    kind: 'replacement',
    build: 'browser',
    summary: 'The generated route table builds each route\'s react-loadable component when the route is first preloaded or rendered, not all ~290 while the entry bundle is evaluated.',
    request: /^@docusaurus\/ComponentCreator$/,
    issuer: /[\\/]\.docusaurus[\\/]routes\.js$/,
    standIn: `${LEAN}/lazy-component-creator.js`,
    gain: 'main.js evaluation on a 4x-throttled load of /dev-docs/api/rest: 335 -> 293 ms (median of 10, issue #13).',
    guards: ['tests/e2e/site.spec.ts'],
    upstream: [core('client/exports/ComponentCreator.js'), core('server/codegen/codegenRoutes.js')],
    fork: false,
  },
  {
    id: 'browser-context',
    kind: 'replacement',
    build: 'browser',
    summary: 'Docusaurus flips its "is browser" flag after hydration inside a transition (rendered in time slices) instead of a default-priority update.',
    request: /^\.\.?\/browserContext$/,
    issuer: /@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]/,
    standIn: `${LEAN}/browser-context.js`,
    gain: 'Splits one of the longest tasks of a mobile page load: 50-80 ms without CPU throttling on /dev-docs/configurations/database (issue #13).',
    guards: ['tests/e2e/site.spec.ts', 'tests/e2e/code-blocks.spec.ts'],
    upstream: [core('client/browserContext.js'), core('client/App.js'), core('client/exports/useIsBrowser.js')],
    fork: true,
  },
  {
    id: 'window-size',
    kind: 'replacement',
    build: 'browser',
    summary: "The theme's `useWindowSize` makes its first measurement in a transition.",
    request: /^\.\.?\/hooks\/useWindowSize$/,
    issuer: /@docusaurus[\\/]theme-common[\\/]lib[\\/](index|contexts[\\/]navbarMobileSidebar)\.js$/,
    standIn: `${LEAN}/window-size.js`,
    gain: 'Renders the mobile layout switch after hydration in time slices (issue #13).',
    guards: ['tests/e2e/first-layout.spec.ts'],
    upstream: [common('hooks/useWindowSize.js'), common('index.js'), common('contexts/navbarMobileSidebar.js')],
    fork: true,
  },

  // ── Loaders ─────────────────────────────────────────────────────────────────────────────────
  {
    id: 'global-data-without-spec',
    kind: 'loader',
    build: 'both',
    summary: "Drops the copy of the OpenAPI spec that docusaurus-plugin-redoc puts in every page's global data; /openapi/ reads it from its route data.",
    test: /[\\/]\.docusaurus[\\/]globalData\.json$/,
    loader: `${LEAN}/global-data-loader.cjs`,
    gain: '~10 KB raw out of the entry bundle of every page (issue #13).',
    guards: ['tests/unit/performance.test.ts', 'tests/e2e/js-budget.spec.ts'],
    upstream: [{package: 'docusaurus-plugin-redoc', file: 'dist/index.js'}],
    fork: false,
  },
  {
    id: 'route-registry',
    kind: 'loader',
    build: 'both',
    summary: "The generated route registry: the browser build drops each route chunk's module path (0); the server build writes the chunk name there, so each page's HTML gets <script defer> tags for its route chunks.",
    test: /[\\/]\.docusaurus[\\/]registry\.js$/,
    loader: `${LEAN}/registry-loader.cjs`,
    options: (build) => ({build}),
    gain: '~15 KB raw out of every entry bundle; route chunks downloaded alongside it instead of after it ran (issue #13).',
    guards: ['tests/unit/performance.test.ts', 'tests/e2e/js-budget.spec.ts'],
    upstream: [core('server/codegen/codegen.js'), core('client/exports/ComponentCreator.js')],
    fork: false,
  },
  {
    id: 'redoc-inline-logo',
    kind: 'loader',
    build: 'both',
    summary: "Redoc's bundle loads its sidebar logo from a CDN; the loader swaps that URL for an inline SVG.",
    test: /[\\/]node_modules[\\/]redoc[\\/]bundles[\\/][^\\/]+\.js$/,
    loader: `${LEAN}/redoc-inline-logo-loader.js`,
    gain: '— (behavior: /openapi/ makes no outside request and logs no error offline)',
    guards: ['tests/e2e/crawl.spec.ts'],
    upstream: [{package: 'redoc', file: 'bundles/redoc.browser.lib.js'}, {package: 'redoc', file: 'bundles/redoc.lib.js'}],
    fork: false,
  },

  // ── Aliases into lib/ (for stand-ins that re-export the original) ─────────────────────────────
  {
    id: 'original-react-utils',
    kind: 'alias',
    build: 'browser',
    name: 'lean-bundles-original/react-utils',
    target: common('utils/reactUtils.js'),
    usedBy: ['react-utils'],
    summary: 'The original reactUtils module, re-exported by the react-utils stand-in.',
    gain: '— (part of react-utils)',
    guards: ['tests/unit/deviations.test.ts'],
    upstream: [common('utils/reactUtils.js')],
    fork: false,
  },
  {
    id: 'original-component-creator',
    kind: 'alias',
    build: 'browser',
    name: 'lean-bundles-original/component-creator',
    target: core('client/exports/ComponentCreator.js'),
    usedBy: ['lazy-component-creator'],
    summary: 'The original ComponentCreator, called by the lazy stand-in on first use.',
    gain: '— (part of lazy-component-creator)',
    guards: ['tests/unit/deviations.test.ts'],
    upstream: [core('client/exports/ComponentCreator.js')],
    fork: false,
  },

  // ── Other build-time changes ──────────────────────────────────────────────────────────────────
  {
    id: 'compile-hint',
    kind: 'banner',
    build: 'browser',
    summary: "Every emitted script starts with V8's explicit compile hint (`//# allFunctionsCalledOnLoad`), added after minification (Rspack builds only).",
    gain: 'main.js evaluation on a 4x-throttled load: ~350 -> ~210 ms (median of 8, issue #13).',
    guards: ['tests/e2e/js-budget.spec.ts'],
    upstream: [],
    fork: false,
  },

  // ── Imports of package files outside their public exports ────────────────────────────────────
  {
    id: 'import-docs-client-utils',
    kind: 'internal-import',
    specifier: '@docusaurus/plugin-content-docs/lib/client/docsClientUtils.js',
    importers: [`${LEAN}/docs-client-utils.js`],
    summary: 'The docs-client-utils stand-in re-exports the rest of the original module.',
    gain: '— (part of docs-client-utils)',
    guards: ['tests/unit/deviations.test.ts'],
    upstream: [{package: '@docusaurus/plugin-content-docs', file: 'lib/client/docsClientUtils.js'}],
    fork: false,
  },
  {
    id: 'import-theme-common-internal',
    kind: 'internal-import',
    specifier: '@docusaurus/theme-common/internal',
    importers: ['src/theme/Tabs/index.tsx', 'src/theme/Navbar/MobileSidebar/index.tsx', 'src/theme/CodeBlock/Content/index.tsx'],
    summary: "The theme's internal hooks (tabs state, mobile sidebar, code block context), as the ejected components upstream use them.",
    gain: '— (part of the Tabs, Navbar/MobileSidebar and CodeBlock/Content overrides)',
    guards: ['tests/unit/deviations.test.ts'],
    upstream: [common('internal.js')],
    fork: false,
  },
  {
    id: 'import-classic-styles',
    kind: 'internal-import',
    specifier: '@docusaurus/theme-classic/lib/theme/*/styles.module.css',
    importers: ['src/theme/DocSidebar/Desktop/index.tsx', 'src/theme/DocItem/TOC/Desktop/index.tsx', 'src/theme/CodeBlock/Content/index.tsx'],
    summary: "The classic theme's CSS modules, so the server HTML kept without hydration has upstream's class names.",
    gain: '— (part of the overrides that import them)',
    guards: ['tests/unit/deviations.test.ts', 'tests/e2e/first-layout.spec.ts'],
    upstream: [tc('DocSidebar/Desktop/styles.module.css'), tc('TOC/styles.module.css'), tc('CodeBlock/Content/styles.module.css')],
    fork: false,
  },

  // ── Theme overrides (src/theme; swizzle ratings of the pinned themes) ───────────────────────
  {
    id: 'theme-not-found-content',
    kind: 'theme',
    component: 'NotFound/Content',
    theme: '@docusaurus/theme-classic',
    action: 'eject',
    swizzle: 'unsafe',
    path: 'src/theme/NotFound/Content/index.tsx',
    summary: 'The not-found page offers the three docs areas and a search box, and sends `.html` and `/index.html` URLs to the clean page on any static host.',
    gain: '— (behavior)',
    guards: ['tests/e2e/site.spec.ts', 'tests/e2e/redirects.spec.ts'],
    upstream: [tc('NotFound/Content/index.js')],
    fork: false,
  },
  {
    id: 'theme-admonition-types',
    kind: 'theme',
    component: 'Admonition/Types',
    theme: '@docusaurus/theme-classic',
    action: 'eject',
    swizzle: 'safe',
    path: 'src/theme/Admonition/Types.tsx',
    summary: 'Adds the `prerequisites` and `strapi` admonition keywords to the original mapping.',
    gain: '— (feature)',
    guards: ['tests/e2e/showcase.spec.ts'],
    upstream: [tc('Admonition/Types.js')],
    fork: false,
  },
  {
    id: 'theme-mdx-components',
    kind: 'theme',
    component: 'MDXComponents',
    theme: '@docusaurus/theme-classic',
    action: 'eject',
    swizzle: 'safe',
    path: 'src/theme/MDXComponents.tsx',
    summary: 'Extends the original mapping: Markdown tables in a focusable scroll region, task-list checkboxes hidden from assistive technology.',
    gain: '— (axe `scrollable-region-focusable`, `label`)',
    guards: ['tests/e2e/crawl.spec.ts'],
    upstream: [tc('MDXComponents/index.js')],
    fork: false,
  },
  {
    id: 'theme-code-block',
    kind: 'theme',
    component: 'CodeBlock',
    theme: '@docusaurus/theme-live-codeblock',
    action: 'eject',
    swizzle: 'unsafe',
    path: 'src/theme/CodeBlock/index.tsx',
    summary: 'Replaces the live-codeblock enhancer and the classic CodeBlock: the playground loads only on pages with a `live` block, and the body has no key that flips after hydration.',
    gain: 'react-live and its compiler (~53 KB gzip) out of every page with code; no rebuild of each block after hydration (issue #13).',
    guards: ['tests/e2e/js-budget.spec.ts', 'tests/e2e/code-blocks.spec.ts'],
    upstream: [{package: '@docusaurus/theme-live-codeblock', file: 'lib/theme/CodeBlock/index.js'}, tc('CodeBlock/index.js')],
    fork: true,
  },
  {
    id: 'theme-code-block-line-token',
    kind: 'theme',
    component: 'CodeBlock/Line/Token',
    theme: '@docusaurus/theme-classic',
    action: 'eject',
    swizzle: 'unsafe',
    path: 'src/theme/CodeBlock/Line/Token/index.tsx',
    summary: 'Writes Prism\'s `plain` tokens as text instead of one `<span>` each.',
    gain: 'A fifth of the elements of a code-heavy page (issue #13).',
    guards: ['tests/e2e/code-blocks.spec.ts'],
    upstream: [tc('CodeBlock/Line/Token/index.js')],
    fork: true,
  },
  {
    id: 'theme-code-block-line',
    kind: 'theme',
    component: 'CodeBlock/Line',
    theme: '@docusaurus/theme-classic',
    action: 'wrap',
    swizzle: 'unsafe',
    path: 'src/theme/CodeBlock/Line/index.tsx',
    summary: 'A plain line is its tokens and a newline instead of a `<div>` with a `<br/>`; numbered and highlighted lines get the original.',
    gain: 'Two fewer elements a line (issue #13).',
    guards: ['tests/e2e/code-blocks.spec.ts'],
    upstream: [tc('CodeBlock/Line/index.js')],
    fork: false,
  },
  {
    id: 'theme-tabs',
    kind: 'theme',
    component: 'Tabs',
    theme: '@docusaurus/theme-classic',
    action: 'eject',
    swizzle: 'unsafe',
    path: 'src/theme/Tabs/index.tsx',
    summary: 'Drops the key that flips after hydration, which rebuilt every tab group just hydrated.',
    gain: 'One of the longest tasks of a mobile page load gone (issue #13).',
    guards: ['tests/e2e/code-blocks.spec.ts', 'tests/e2e/site.spec.ts'],
    upstream: [tc('Tabs/index.js')],
    fork: true,
  },
  {
    id: 'theme-code-block-content',
    kind: 'theme',
    component: 'CodeBlock/Content',
    theme: '@docusaurus/theme-classic',
    action: 'wrap',
    swizzle: 'unsafe',
    path: 'src/theme/CodeBlock/Content/index.tsx',
    summary: 'Keeps the server\'s highlighted HTML instead of re-tokenizing it in the browser; the tokenizer and grammars load only for blocks that mount later.',
    gain: 'prism-react-renderer out of the first load (issue #13).',
    guards: ['tests/e2e/js-budget.spec.ts', 'tests/e2e/code-blocks.spec.ts'],
    upstream: [tc('CodeBlock/Content/index.js'), tc('CodeBlock/Content/String.js')],
    fork: false,
  },
  {
    id: 'theme-tags-list-inline',
    kind: 'theme',
    component: 'TagsListInline',
    theme: '@docusaurus/theme-classic',
    action: 'wrap',
    swizzle: 'unsafe',
    path: 'src/theme/TagsListInline/index.tsx',
    summary: 'Points a page\'s tags at the site-wide `/tags/<tag>` pages by rewriting the public `tags` prop.',
    gain: '— (feature)',
    guards: ['tests/e2e/site.spec.ts'],
    upstream: [tc('TagsListInline/index.js')],
    fork: false,
  },
  {
    id: 'theme-redoc',
    kind: 'theme',
    component: 'Redoc',
    theme: 'docusaurus-theme-redoc',
    action: 'wrap',
    swizzle: 'safe',
    path: 'src/theme/Redoc/index.tsx',
    summary: 'Renders the API reference in the browser only, inside a `<main>` landmark.',
    gain: '— (Redoc\'s server markup does not hydrate cleanly)',
    guards: ['tests/e2e/site.spec.ts'],
    upstream: [{package: 'docusaurus-theme-redoc', file: 'dist/theme/Redoc/Redoc.js'}],
    fork: false,
  },
  {
    id: 'theme-root',
    kind: 'theme',
    component: 'Root',
    theme: '@docusaurus/core',
    action: 'wrap',
    swizzle: 'documented',
    path: 'src/theme/Root.tsx',
    summary: 'Mounts the Ask-AI widget provider once, so the widget survives navigation.',
    gain: '— (feature)',
    guards: ['tests/e2e/configured.spec.ts'],
    upstream: [core('client/theme-fallback/Root/index.js')],
    fork: false,
  },
  {
    id: 'theme-navbar-item-component-types',
    kind: 'theme',
    component: 'NavbarItem/ComponentTypes',
    theme: '@docusaurus/theme-classic',
    action: 'eject',
    swizzle: 'safe',
    path: 'src/theme/NavbarItem/ComponentTypes.tsx',
    summary: 'Adds the `custom-askAi` navbar item to the original mapping.',
    gain: '— (feature)',
    guards: ['tests/e2e/configured.spec.ts'],
    upstream: [tc('NavbarItem/ComponentTypes.js')],
    fork: false,
  },
  {
    id: 'theme-search-bar',
    kind: 'theme',
    component: 'SearchBar',
    theme: '@docusaurus/theme-classic',
    action: 'eject',
    swizzle: 'safe',
    path: 'src/theme/SearchBar/index.tsx',
    summary: 'The search button and shortcuts, opening the lazily loaded DocSearch modal over the local index or Algolia.',
    gain: '— (feature; the modal loads on first use)',
    guards: ['tests/e2e/search.spec.ts', 'tests/e2e/js-budget.spec.ts'],
    upstream: [tc('SearchBar.js')],
    fork: false,
  },
  {
    id: 'theme-doc-item-content',
    kind: 'theme',
    component: 'DocItem/Content',
    theme: '@docusaurus/theme-classic',
    action: 'wrap',
    swizzle: 'unsafe',
    path: 'src/theme/DocItem/Content/index.tsx',
    summary: 'Adds the page actions above every docs page and the feedback widget below it; every prop passes through.',
    gain: '— (feature)',
    guards: ['tests/e2e/page-tools.spec.ts'],
    upstream: [tc('DocItem/Content/index.js')],
    fork: false,
  },
  {
    id: 'theme-last-updated',
    kind: 'theme',
    component: 'LastUpdated',
    theme: '@docusaurus/theme-classic',
    action: 'eject',
    swizzle: 'unsafe',
    path: 'src/theme/LastUpdated/index.tsx',
    summary: 'Writes the page date without creating an `Intl.DateTimeFormat`; same text, markup and translation ids.',
    gain: '~70 ms of a throttled mobile page load (issue #13).',
    guards: ['tests/unit/performance.test.ts', 'tests/e2e/site.spec.ts'],
    upstream: [tc('LastUpdated/index.js')],
    fork: true,
  },
  {
    id: 'theme-doc-sidebar-desktop',
    kind: 'theme',
    component: 'DocSidebar/Desktop',
    theme: '@docusaurus/theme-classic',
    action: 'wrap',
    swizzle: 'unsafe',
    path: 'src/theme/DocSidebar/Desktop/index.tsx',
    summary: 'On a narrow screen the first browser render keeps the server\'s sidebar HTML without hydrating it.',
    gain: 'The desktop sidebar\'s hydration off phones\' main thread (issue #13).',
    guards: ['tests/e2e/first-layout.spec.ts'],
    upstream: [tc('DocSidebar/Desktop/index.js')],
    fork: false,
  },
  {
    id: 'theme-doc-item-toc-desktop',
    kind: 'theme',
    component: 'DocItem/TOC/Desktop',
    theme: '@docusaurus/theme-classic',
    action: 'wrap',
    swizzle: 'unsafe',
    path: 'src/theme/DocItem/TOC/Desktop/index.tsx',
    summary: 'Same for the desktop table of contents.',
    gain: 'The desktop TOC\'s hydration off phones\' main thread (issue #13).',
    guards: ['tests/e2e/first-layout.spec.ts'],
    upstream: [tc('DocItem/TOC/Desktop/index.js')],
    fork: false,
  },
  {
    id: 'theme-logo',
    kind: 'theme',
    component: 'Logo',
    theme: '@docusaurus/theme-classic',
    action: 'eject',
    swizzle: 'unsafe',
    path: 'src/theme/Logo/index.tsx',
    summary: 'Draws the navbar logo as one inline `<svg>` following the color mode instead of two `<img>` of SVG files.',
    gain: 'Two SVG documents fewer to parse while the page is styled (issue #13).',
    guards: ['tests/e2e/site.spec.ts'],
    upstream: [tc('Logo/index.js')],
    fork: true,
  },
  {
    id: 'theme-navbar-mobile-sidebar',
    kind: 'theme',
    component: 'Navbar/MobileSidebar',
    theme: '@docusaurus/theme-classic',
    action: 'wrap',
    swizzle: 'unsafe',
    path: 'src/theme/Navbar/MobileSidebar/index.tsx',
    summary: 'Renders the mobile menu the first time it opens instead of right after hydration.',
    gain: 'One of the longest tasks of a mobile page load gone (issue #13).',
    guards: ['tests/e2e/site.spec.ts'],
    upstream: [tc('Navbar/MobileSidebar/index.js')],
    fork: false,
  },
];
