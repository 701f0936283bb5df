/**
 * Each docs area is @docusaurus/plugin-content-docs with two things taken out of what every page
 * of the area downloads (issue #13):
 * - the description of every page of the area, which the plugin ships with the sidebar for its
 *   generated category pages and its DocCard; the site uses neither (our DocCard is given its text);
 * - the per-area tag pages (/dev-docs/tags/…): the site-wide /tags pages (src/plugins/site-index)
 *   replace them, and each route costs every page a little route-table weight.
 * Everything else (content, options, name, global data) is the plugin's own.
 */
import docsPlugin, {validateOptions} from '@docusaurus/plugin-content-docs';
import type {LoadContext, Plugin, PluginModule, RouteConfig} from '@docusaurus/types';

type VersionProp = {tagsPath?: string; docs?: Record<string, {description?: string}>};

/** The version route's props without page descriptions, and its routes without the tag pages. */
export function slimDocsRoute(route: RouteConfig): RouteConfig {
  const version = (route.props as {version?: VersionProp} | undefined)?.version;
  const tagsPrefix = typeof route.path === 'string' ? `${route.path.replace(/\/$/, '')}/tags` : undefined;
  const routes = route.routes
    ?.filter((child) => !(version && tagsPrefix && (child.path === tagsPrefix || child.path.startsWith(`${tagsPrefix}/`))))
    .map(slimDocsRoute);
  if (version?.docs === undefined) return {...route, ...(routes && {routes})};
  const docs = Object.fromEntries(
    Object.entries(version.docs).map(([id, {description: _unused, ...doc}]) => [id, doc]),
  );
  return {...route, ...(routes && {routes}), props: {...route.props, version: {...version, docs}}};
}

async function docsArea(context: LoadContext, options: unknown): Promise<Plugin<unknown>> {
  // The options have been validated and completed by the docs plugin's own validateOptions (below).
  const plugin = (await docsPlugin(context, options as Parameters<typeof docsPlugin>[1])) as Plugin<unknown>;
  const {contentLoaded} = plugin;
  return {
    ...plugin,
    async contentLoaded(args) {
      await contentLoaded?.({...args, actions: {...args.actions, addRoute: (route) => args.actions.addRoute(slimDocsRoute(route))}});
    },
  };
}

// Docusaurus validates (and fills in) the options of a function plugin through this property.
const docsAreaPlugin = Object.assign(docsArea, {validateOptions}) as PluginModule;
export default docsAreaPlugin;
