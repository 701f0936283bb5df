/**
 * @docusaurus/plugin-content-docs 3.10.2 `getActivePlugin`, with the docs plugins' base paths
 * ordered by code unit instead of `String#localeCompare` (see ./docs-client-utils.js). `matchPath`
 * is react-router's, passed in so this file imports nothing (a unit test runs it in Node.js).
 */
const descending = (a, b) => (a < b ? 1 : a > b ? -1 : 0);

export function findActivePlugin(allPluginData, pathname, options, matchPath) {
  const activeEntry = Object.entries(allPluginData)
    // Route sorting: '/android/foo' should match '/android' instead of '/'
    .sort((a, b) => descending(a[1].path, b[1].path))
    .find(([, pluginData]) => !!matchPath(pathname, {path: pluginData.path, exact: false, strict: false}));
  const activePlugin = activeEntry ? {pluginId: activeEntry[0], pluginData: activeEntry[1]} : undefined;
  if (!activePlugin && options.failfast) {
    const paths = Object.values(allPluginData)
      .map((plugin) => plugin.path)
      .join(', ');
    throw new Error(
      `Can't find active docs plugin for "${pathname}" pathname, while it was expected to be found. Maybe you tried to use a docs feature that can only be used on a docs-related page? Existing docs plugin paths are: ${paths}`,
    );
  }
  return activePlugin;
}
