/**
 * Loader for Docusaurus's generated route registry (`@generated/registry`, in every page's entry
 * bundle), browser build only. Each entry is `[loader, "module path", weak module id]`; the path
 * string is read only while rendering on the server, where react-loadable reports which modules a
 * page used (Docusaurus's ComponentCreator passes it as `modules`, which react-loadable reads only
 * inside its server-side Capture). In the browser it is dead weight (~15 KB raw, one per route
 * chunk), so it becomes 0.
 */
module.exports = function dropModulePaths(source) {
  return source.replace(/\), "(?:[^"\\]|\\.)*", require\.resolveWeak\(/g, '), 0, require.resolveWeak(');
};
