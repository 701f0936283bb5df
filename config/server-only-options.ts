import type {LoadContext, PluginModule} from '@docusaurus/types';

/**
 * A plugin whose options stay on the server. Docusaurus serializes the whole site config, plugin
 * options included, into the browser's entry bundle (`@generated/docusaurus.config`), which every
 * page loads and evaluates. Options given as `[plugin, options]` therefore cost every reader; a
 * plugin function that closes over its options shows up there as `null`. Used for the two plugins
 * whose options hold the redirect tables (~27 KB of the entry bundle, issue #13).
 */
export function withServerOnlyOptions<Options>(plugin: (context: LoadContext, options: Options) => unknown, options: Options): PluginModule {
  // PluginModule's content type is `unknown`, which a plugin with its own content type (void for
  // the redirects plugin) does not satisfy: the cast only widens that type parameter.
  return ((context: LoadContext) => plugin(context, options)) as PluginModule;
}
