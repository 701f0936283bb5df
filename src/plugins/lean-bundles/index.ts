/**
 * Local plugin: keeps code out of the bundles of pages that do not use it (issue #13).
 *
 * 1. redocusaurus provides the full `prismjs` core to every module that uses a free `Prism`
 *    variable, prismjs's language files included, so the grammars our code blocks need pulled a
 *    second Prism (and its auto-highlighting) into every page. Those files now get
 *    prism-react-renderer's Prism, the one code blocks use; Redoc keeps its own import of prismjs.
 * 2. The classic theme registers the extra grammars from a client module, which puts
 *    prism-react-renderer into the entry bundle of every page, code or not. That module is emptied
 *    here; src/theme/CodeBlock/Content/grammars.ts loads a grammar when a code block needs it.
 *    Redoc's own requires of prismjs language files get an empty module: it highlights with its
 *    prismjs import and falls back to a generic grammar, and our spec has no code samples for it
 *    to highlight, while those files would pull prism-react-renderer into /openapi/.
 * 3. The image-zoom plugin's client module imports medium-zoom on every page; it now gets a
 *    stand-in with the same call that downloads the library only when a page has an image to zoom.
 * 4. qs (the interactive query builder) reaches engine-intrinsic helpers through `side-channel`;
 *    the browser build gets the same API over WeakMap and Map (./side-channel.cjs).
 * 5. @docusaurus/utils-common (in every page's entry bundle) is CommonJS that requires tslib for
 *    one helper, which keeps all of tslib; it gets that one helper (./tslib-import-default.cjs).
 * 6. Redoc's bundle carries OpenAPI loaders, a validator and two YAML parsers for specs fetched at
 *    run time. redocusaurus bundles our spec at build time and Redoc never calls them, so the
 *    browser build gets a stub that throws if anything ever does.
 * 7. Code blocks are highlighted by the server build; the browser keeps that HTML and loads the
 *    tokenizer only for blocks that mount later (src/theme/CodeBlock/Content). The server's
 *    synchronous highlighter is `null` in the browser build.
 * 8. Two helpers every docs page calls during hydration sort a few ASCII strings with
 *    `localeCompare`, whose first call of a page load builds an ICU collator (~90 ms on a 4x-throttled
 *    mobile CPU): the docs plugin's client, to find the active docs area, and the theme's
 *    `useShallowMemoObject`. Their importers get the same modules with a code-unit sort
 *    (./docs-client-utils.js, ./react-utils.js, which re-export the rest of the originals).
 * 9. docusaurus-plugin-redoc copies the whole OpenAPI spec into the global data of every page
 *    (~10 KB raw in the entry bundle); only /openapi/ shows it, from its route's own data, so the
 *    global copy is dropped (./global-data-loader.cjs).
 * 10. The route registry names each route chunk's module path, which only server rendering reads;
 *    the browser build gets 0 in its place (./registry-loader.cjs).
 * 11. Every script starts with V8's explicit compile hint (`//# allFunctionsCalledOnLoad`, Chromium
 *    136+; other engines read a comment). A script of ours is fetched when it is about to run
 *    (the entry bundle and the route's chunks on load, the others when a page or a reader needs
 *    them), and V8 otherwise compiles each function lazily on the main thread the first time it is
 *    called, inside the page's longest tasks. With the hint it compiles them while the file streams
 *    in, on a background thread (main.js evaluation on a 4x-throttled load: ~350 -> ~210 ms, median
 *    of 8). Added after minification, so the minifier cannot drop the comment.
 * 12. The generated route table builds a react-loadable component for each of its ~290 routes when
 *    the entry bundle is evaluated; the browser build builds each one when its route is first
 *    preloaded or rendered instead (./lazy-component-creator.js).
 * 13. The server build's route registry names each route chunk instead of its module path
 *    (./registry-loader.cjs), so each page's HTML gets <script defer> tags for the route
 *    chunks it renders and the browser downloads them alongside the entry bundle, not after it ran.
 * 14. Right after hydration Docusaurus flips its "is browser" flag with a default-priority update,
 *    which React renders in one blocking pass over every consumer; the browser build flips it in a
 *    transition, rendered in time slices (./browser-context.js, for both of its importers).
 * 15. The client entry preloads the current page (matching its address against the route table)
 *    inside the entry bundle's evaluation task; the browser build does it one task later
 *    (./yielding-preload.js), which splits the longest task after first paint in two.
 * 16. The theme's `useWindowSize` measures the window with a default-priority update right after
 *    hydration; the browser build makes that first measurement in a transition (./window-size.js,
 *    for both of its importers).
 * 17. Every code block measures itself right after mounting (does it overflow, is it in a hidden tab
 *    panel) with default-priority updates; the browser build stores those in a transition, and no
 *    longer re-renders blocks outside tab panels to record that (./code-word-wrap.js).
 */
import type {Plugin} from '@docusaurus/types';
import path from 'node:path';

type ResolveData = {request: string; contextInfo?: {issuer?: string}};

const PRISM_COMPONENT = /[\\/]node_modules[\\/]prismjs[\\/]components[\\/]/;
const CLASSIC_PRISM_CLIENT_MODULE = /@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages(\.js)?$/;
const REDOC_BUNDLE = /[\\/]node_modules[\\/]redoc[\\/]bundles[\\/]/;
const IMAGE_ZOOM_CLIENT_MODULE = /docusaurus-plugin-image-zoom[\\/]lib[\\/]zoom(\.js)?$/;
const UTILS_COMMON = /@docusaurus[\\/]utils-common[\\/]lib[\\/]/;
const QS = /[\\/]node_modules[\\/]qs[\\/]/;
const REDOC_PRISM_LANGUAGE = /^prismjs\/components\/prism-[\w-]+\.js$/;
const SERVER_HIGHLIGHTER = /[\\/]ServerHighlighter$/;
const CODE_BLOCK_CONTENT = /[\\/]theme[\\/]CodeBlock[\\/]Content[\\/]index\.tsx$/;
const DOCS_CLIENT_INDEX = /@docusaurus[\\/]plugin-content-docs[\\/]lib[\\/]client[\\/]index\.js$/;
const THEME_COMMON_REACT_UTILS_USERS = /@docusaurus[\\/]theme-common[\\/]lib[\\/](contexts[\\/]navbarSecondaryMenu[\\/]content|hooks[\\/]useMutationObserver)\.js$/;
const GENERATED_GLOBAL_DATA = /[\\/]\.docusaurus[\\/]globalData\.json$/;
const GENERATED_REGISTRY = /[\\/]\.docusaurus[\\/]registry\.js$/;
const GENERATED_ROUTES = /[\\/]\.docusaurus[\\/]routes\.js$/;
const CORE_CLIENT = /@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]/;
const THEME_COMMON_WINDOW_SIZE_USERS = /@docusaurus[\\/]theme-common[\\/]lib[\\/](index|contexts[\\/]navbarMobileSidebar)\.js$/;
const THEME_COMMON_INTERNAL = /@docusaurus[\\/]theme-common[\\/]lib[\\/]internal\.js$/;
const CLIENT_ENTRY = /@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]clientEntry\.js$/;
const REDOC_SPEC_LOADERS = /^(@redocly\/openapi-core\/lib\/(bundle|config\/config)|yaml)$/;

const local = (file: string) => path.join(__dirname, file);

/** V8's magic comment: compile every function of this file eagerly, off the main thread. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';
/** After the minifier (OPTIMIZE_SIZE, 400), before content hashes are computed (OPTIMIZE_HASH, 2500). */
const AFTER_MINIFY_STAGE = 1000;

/** A request (matching `request`) made by a module matching `issuer` (any module if null) gets `file`. */
type Replacement = {request: RegExp; issuer: RegExp | null; file: string};

const EVERYWHERE: Replacement[] = [
  {request: /^prismjs$/, issuer: PRISM_COMPONENT, file: 'prism-target.cjs'},
  {request: REDOC_PRISM_LANGUAGE, issuer: REDOC_BUNDLE, file: 'empty.cjs'},
  {request: /^medium-zoom$/, issuer: IMAGE_ZOOM_CLIENT_MODULE, file: 'lazy-medium-zoom.js'},
  {request: CLASSIC_PRISM_CLIENT_MODULE, issuer: null, file: 'empty.cjs'},
];
const BROWSER_ONLY: Replacement[] = [
  {request: /^tslib$/, issuer: UTILS_COMMON, file: 'tslib-import-default.cjs'},
  {request: /^side-channel$/, issuer: QS, file: 'side-channel.cjs'},
  {request: REDOC_SPEC_LOADERS, issuer: REDOC_BUNDLE, file: 'browser-unavailable.cjs'},
  {request: SERVER_HIGHLIGHTER, issuer: CODE_BLOCK_CONTENT, file: 'null.cjs'},
  {request: /^\.\/docsClientUtils$/, issuer: DOCS_CLIENT_INDEX, file: 'docs-client-utils.js'},
  {request: /^(\.\.\/)+utils\/reactUtils$/, issuer: THEME_COMMON_REACT_UTILS_USERS, file: 'react-utils.js'},
  {request: /^@docusaurus\/ComponentCreator$/, issuer: GENERATED_ROUTES, file: 'lazy-component-creator.js'},
  {request: /^\.\.?\/browserContext$/, issuer: CORE_CLIENT, file: 'browser-context.js'},
  {request: /^\.\/preload$/, issuer: CLIENT_ENTRY, file: 'yielding-preload.js'},
  {request: /^\.\.?\/hooks\/useWindowSize$/, issuer: THEME_COMMON_WINDOW_SIZE_USERS, file: 'window-size.js'},
  {request: /^\.\/hooks\/useCodeWordWrap$/, issuer: THEME_COMMON_INTERNAL, file: 'code-word-wrap.js'},
];

/** The original of a module replaced above, for the stand-in that re-exports it (not in the package's exports map). */
const ORIGINALS = {
  'lean-bundles-original/react-utils$': path.join(path.dirname(require.resolve('@docusaurus/theme-common')), 'utils', 'reactUtils.js'),
  'lean-bundles-original/component-creator$': path.join(path.dirname(require.resolve('@docusaurus/core/package.json')), 'lib', 'client', 'exports', 'ComponentCreator.js'),
  'lean-bundles-original/use-mutation-observer$': path.join(path.dirname(require.resolve('@docusaurus/theme-common')), 'hooks', 'useMutationObserver.js'),
  'lean-bundles-original/preload$': path.join(path.dirname(require.resolve('@docusaurus/core/package.json')), 'lib', 'client', 'preload.js'),
};

export default function leanBundlesPlugin(): Plugin {
  return {
    name: 'lean-bundles',
    configureWebpack(_config, isServer, {currentBundler}) {
      const {NormalModuleReplacementPlugin, BannerPlugin} = currentBundler.instance;
      const replacements = isServer ? EVERYWHERE : [...EVERYWHERE, ...BROWSER_ONLY];
      return {
        resolve: {alias: isServer ? {} : ORIGINALS},
        module: {
          rules: [
            {test: GENERATED_GLOBAL_DATA, use: [{loader: local('global-data-loader.cjs')}]},
            {test: GENERATED_REGISTRY, use: [{loader: local('registry-loader.cjs'), options: {build: isServer ? 'server' : 'browser'}}]},
          ],
        },
        plugins: [
          ...replacements.map(
            ({request, issuer, file}) =>
              new NormalModuleReplacementPlugin(request, (resource: ResolveData) => {
                if (issuer === null || issuer.test(resource.contextInfo?.issuer ?? '')) resource.request = local(file);
              }),
          ),
          ...(isServer || currentBundler.name !== 'rspack' ? [] : [new BannerPlugin({banner: COMPILE_HINT, raw: true, test: /\.js$/, stage: AFTER_MINIFY_STAGE})]),
        ],
      };
    },
  };
}
