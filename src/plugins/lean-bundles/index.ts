/**
 * Local plugin: keeps code out of the bundles of pages that do not use it, and work out of the
 * main thread during a page load (issue #13). What it replaces, loads and aliases is declared,
 * with what each one saves and which test guards it, in src/deviations/registry.ts (table:
 * src/deviations/README.md); this file only turns those entries into bundler configuration and
 * adds the guards of src/deviations/guard.ts:
 * - every replacement and loader must match something in the compilation it belongs to, or the
 *   build fails naming it;
 * - the installed @docusaurus/* packages must be the release the registry was written for
 *   (DOCUSAURUS_UPGRADE_TRIAL=1 to try another);
 * - LEAN_BUNDLES_DISABLE=<id>,<id> builds without the named entries, to measure what one saves
 *   (src/deviations/README.md, "Measuring an entry").
 *
 * The compile hint (registry id `compile-hint`): every script starts with V8's explicit compile
 * hint (`//# allFunctionsCalledOnLoad`, Chromium 136+; other engines read a comment). V8 otherwise
 * compiles each function lazily on the main thread the first time it is called, inside the page's
 * longest tasks; with the hint it compiles them while the file streams in, on a background thread.
 * Added after minification, so the minifier cannot drop the comment.
 */
import type {Plugin} from '@docusaurus/types';
import {createHash} from 'node:crypto';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';

import {checkDocusaurusVersion, MatchGuard, packageDir} from '../../deviations/guard';
import {DEVIATIONS, type Alias, type Build, type Loader, type Replacement} from '../../deviations/registry';

type ResolveData = {request: string; contextInfo?: {issuer?: string}};

const ROOT = path.join(__dirname, '..', '..', '..');
const fromRoot = (file: string) => path.join(ROOT, file);

/** V8's magic comment: compile every function of this file eagerly, off the main thread. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';
/** After the minifier (OPTIMIZE_SIZE, 400), before content hashes are computed (OPTIMIZE_HASH, 2500). */
const AFTER_MINIFY_STAGE = 1000;

export type LeanBundlesOptions = {
  /** Registry ids left out of this build (LEAN_BUNDLES_DISABLE), to measure what each one saves. */
  disabled?: readonly string[];
  /** DOCUSAURUS_UPGRADE_TRIAL: a Docusaurus release other than the registry's only warns. */
  upgradeTrial?: boolean;
};

const appliesTo = (build: Build, isServer: boolean) => build === 'both' || build === (isServer ? 'server' : 'browser');

/** The registry's entries of one kind for one compilation, without the disabled ones. */
export function entriesFor(isServer: boolean, disabled: ReadonlySet<string>) {
  const active = DEVIATIONS.filter((entry) => !disabled.has(entry.id));
  const pick = <K extends 'replacement' | 'loader' | 'alias'>(kind: K) =>
    active.filter((entry): entry is Extract<typeof entry, {kind: K}> => entry.kind === kind && appliesTo(entry.build, isServer));
  return {
    replacements: pick('replacement') as Replacement[],
    loaders: pick('loader') as Loader[],
    // An alias is only needed while a stand-in that imports it is in the build.
    aliases: (pick('alias') as Alias[]).filter((alias) => alias.usedBy.some((id) => !disabled.has(id))),
    compileHint: !isServer && !disabled.has('compile-hint'),
  };
}

/** Checks LEAN_BUNDLES_DISABLE's ids against the registry: a typo must not measure the wrong build. */
export function checkDisabled(disabled: readonly string[]): Set<string> {
  const known = new Set(DEVIATIONS.map((entry) => entry.id));
  const unknown = disabled.filter((id) => !known.has(id));
  if (unknown.length > 0) throw new Error(`LEAN_BUNDLES_DISABLE names ${unknown.join(', ')}, which src/deviations/registry.ts does not list.`);
  return new Set(disabled);
}

export default function leanBundlesPlugin(_context: unknown, rawOptions: unknown): Plugin {
  const options = (rawOptions ?? {}) as LeanBundlesOptions;
  const disabled = checkDisabled(options.disabled ?? []);
  const warning = checkDocusaurusVersion({trial: options.upgradeTrial ?? false});
  if (warning) console.warn(`[lean-bundles] ${warning}`);
  if (disabled.size > 0) console.warn(`[lean-bundles] LEAN_BUNDLES_DISABLE: building without ${[...disabled].join(', ')}.`);
  return {
    name: 'lean-bundles',
    configureWebpack(config, isServer, {currentBundler}) {
      const {NormalModuleReplacementPlugin, BannerPlugin, WebpackError} = currentBundler.instance as typeof currentBundler.instance & {
        WebpackError: new (message: string) => Error;
      };
      const {replacements, loaders, aliases, compileHint} = entriesFor(isServer, disabled);
      const guard = new MatchGuard(
        isServer ? 'server' : 'browser',
        [
          ...replacements.map(({id, standIn}) => ({id, matches: (resource: string) => resource === fromRoot(standIn)})),
          ...loaders.map(({id, test}) => ({id, matches: (resource: string) => test.test(resource)})),
        ],
        (message) => new WebpackError(message),
      );
      return {
        ...cacheVersionFor(config, disabled),
        resolve: {alias: Object.fromEntries(aliases.map(({name, target}) => [`${name}$`, aliasTarget(target)]))},
        module: {
          rules: loaders.map(({test, loader, options: loaderOptions}) => ({
            test,
            use: [{loader: fromRoot(loader), ...(loaderOptions ? {options: loaderOptions(isServer ? 'server' : 'browser')} : {})}],
          })),
        },
        plugins: [
          ...replacements.map(
            ({request, issuer, standIn}) =>
              new NormalModuleReplacementPlugin(request, (resource: ResolveData) => {
                if (issuer === null || issuer.test(resource.contextInfo?.issuer ?? '')) resource.request = fromRoot(standIn);
              }),
          ),
          guard,
          ...(compileHint && currentBundler.name === 'rspack' ? [new BannerPlugin({banner: COMPILE_HINT, raw: true, test: /\.js$/, stage: AFTER_MINIFY_STAGE})] : []),
        ],
      };
    },
  };
}

/**
 * Rspack's persistent cache keeps resolved modules between builds and is evicted only when
 * Docusaurus's cache version or the config file changes: a build with other entries disabled (or an
 * edited stand-in or registry) would reuse modules resolved for the previous set, and ship them. The
 * version gets a hash of the disabled ids and of every file the registry's entries use.
 */
function cacheVersionFor(bundlerConfig: unknown, disabled: ReadonlySet<string>): {experiments?: {cache: object}} {
  const cache = (bundlerConfig as {experiments?: {cache?: unknown}}).experiments?.cache;
  if (typeof cache !== 'object' || cache === null || !('version' in cache)) return {};
  const hash = createHash('sha256').update([...disabled].sort().join(','));
  const files = new Set([path.join(__dirname, '..', '..', 'deviations', 'registry.ts'), __filename]);
  for (const entry of DEVIATIONS) {
    if (entry.kind === 'replacement') files.add(fromRoot(entry.standIn));
    if (entry.kind === 'loader') files.add(fromRoot(entry.loader));
  }
  for (const file of [...files].sort()) hash.update(file).update(readFileSync(file));
  return {experiments: {cache: {...cache, version: `${String(cache.version)}-lean-${hash.digest('hex').slice(0, 12)}`}}};
}

/** The file an alias points at; a missing one stops the build naming the alias's package and file. */
function aliasTarget({package: name, file}: {package: string; file: string}): string {
  const dir = packageDir(name);
  const full = dir === undefined ? undefined : path.join(dir, file);
  if (full === undefined || !existsSync(full)) {
    throw new Error(`[lean-bundles] ${name}/${file} is not installed: an alias of src/deviations/registry.ts points at it (see src/deviations/README.md).`);
  }
  return full;
}
