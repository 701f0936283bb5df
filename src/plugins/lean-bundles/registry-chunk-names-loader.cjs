/**
 * Loader for Docusaurus's generated route registry (`@generated/registry`), server build only
 * (see ./index.ts, item 14). Each entry is `"chunk": [loader, "module path", weak module id]`, and
 * react-loadable reports the module path of every route chunk a page renders; Docusaurus then looks
 * those up in the client build's manifest to write the page's <script> tags. With Rspack that
 * manifest is keyed by chunk name, not module path, so no route chunk was ever found: a page's HTML
 * named only the entry bundle, and the browser learned of the page's own chunks (its content, the
 * docs layout) only once the entry bundle had run. Reporting the chunk name instead lets Docusaurus
 * write them as deferred scripts, which the browser downloads alongside the entry bundle.
 */
module.exports = function reportChunkNames(source) {
  return source.replace(
    /("((?:[^"\\]|\\.)*)": \[\(\) => import\(\/\* webpackChunkName: "(?:[^"\\]|\\.)*" \*\/ "(?:[^"\\]|\\.)*"\), )"(?:[^"\\]|\\.)*"(, require\.resolveWeak\()/g,
    (_match, head, chunkName, tail) => `${head}"${chunkName}"${tail}`,
  );
};
