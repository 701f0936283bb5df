/**
 * Loader for Docusaurus's generated route registry (`@generated/registry`, in every page's entry
 * bundle). Each entry is `"chunk": [loader, "module path", weak module id]`, and the module path is
 * read only while rendering on the server, where react-loadable reports it for every route chunk a
 * page renders (Docusaurus's ComponentCreator passes it as `modules`, read only inside react-loadable's
 * server-side Capture). Docusaurus then looks those up in the client build's manifest to write the
 * page's <script> tags.
 *
 * - Browser build (registry id `route-registry`): the path is dead weight (~15 KB raw, one per route chunk),
 *   so it becomes 0.
 * - Server build (same entry): with Rspack the manifest is keyed by chunk name, not module path, so no
 *   route chunk was ever found: a page's HTML named only the entry bundle, and the browser learned of
 *   the page's own chunks (its content, the docs layout) only once the entry bundle had run. The path
 *   becomes the chunk name, which Docusaurus finds and writes as a deferred script, downloaded
 *   alongside the entry bundle.
 */
const STRING = '"(?:[^"\\\\]|\\\\.)*"';
const ENTRY = new RegExp(`(("((?:[^"\\\\]|\\\\.)*)"): \\[\\(\\) => import\\(\\/\\* webpackChunkName: ${STRING} \\*\\/ ${STRING}\\), )${STRING}(, require\\.resolveWeak\\()`, 'g');

/** The registry's source with each entry's module path replaced for `build` ('browser' or 'server'). */
function rewriteRegistry(source, build) {
  return source.replace(ENTRY, (_match, head, quotedChunkName, _chunkName, tail) => `${head}${build === 'server' ? quotedChunkName : '0'}${tail}`);
}

module.exports = function registryLoader(source) {
  return rewriteRegistry(source, this.getOptions().build);
};
module.exports.rewriteRegistry = rewriteRegistry;
