/**
 * The build-time guards of ./registry.ts.
 * - `checkDocusaurusVersion`: every installed @docusaurus/* package the registry names must be the
 *   release it was written for, or the build stops (DOCUSAURUS_UPGRADE_TRIAL=1 turns that into a
 *   warning, to try an upgrade: README, "Upgrading Docusaurus").
 * - `MatchGuard`: a bundler plugin that fails a compilation naming every replacement and loader
 *   that matched nothing in it. Without it a pattern
 *   that stops matching after an upgrade leaves the site working, only heavier or slower.
 */
import {existsSync, readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {DEVIATIONS, DOCUSAURUS_VERSION, type Deviation} from './registry';

const requireHere = createRequire(__filename);

/**
 * The folder of an installed package, or undefined. Looked up along Node's module paths rather than
 * resolved: several packages' export maps do not expose their package.json.
 */
export function packageDir(name: string): string | undefined {
  for (const modules of requireHere.resolve.paths(name) ?? []) {
    const dir = path.join(modules, name);
    if (existsSync(path.join(dir, 'package.json'))) return dir;
  }
  return undefined;
}

export function installedVersion(name: string): string | undefined {
  const dir = packageDir(name);
  return dir === undefined ? undefined : (JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {version: string}).version;
}

/** The @docusaurus/* packages the registry depends on, plus the core. */
export function docusaurusPackages(deviations: Deviation[] = DEVIATIONS): string[] {
  const names = new Set(['@docusaurus/core']);
  for (const deviation of deviations) for (const {package: name} of deviation.upstream) if (name.startsWith('@docusaurus/')) names.add(name);
  return [...names].sort();
}

/**
 * Throws (or, on an upgrade trial, returns the warning) when an installed @docusaurus/* package is
 * not the release the registry was written for.
 */
export function checkDocusaurusVersion({
  trial,
  versionOf = installedVersion,
  expected = DOCUSAURUS_VERSION,
}: {trial: boolean; versionOf?: (name: string) => string | undefined; expected?: string}): string | undefined {
  const wrong = docusaurusPackages()
    .map((name) => ({name, version: versionOf(name)}))
    .filter(({version}) => version !== expected);
  if (wrong.length === 0) return undefined;
  const list = wrong.map(({name, version}) => `${name}@${version ?? 'not installed'}`).join(', ');
  const message =
    `src/deviations/registry.ts was written for Docusaurus ${expected}, but ${list} is installed. ` +
    'Its module replacements, loaders and theme overrides reach into that release. Follow README.md, "Upgrading Docusaurus": ' +
    'run the build with DOCUSAURUS_UPGRADE_TRIAL=1, then `node --import tsx --test tests/unit/deviations.test.ts` and re-read every upstream file it reports.';
  if (!trial) throw new Error(message);
  return `DOCUSAURUS_UPGRADE_TRIAL=1: ${message}`;
}

/** The parts of a bundler compiler (webpack or Rspack) the guard uses. */
type Compiler = {hooks: {afterCompile: {tap(name: string, fn: (compilation: Compilation) => void): void}}};
type Compilation = {errors: unknown[]; modules: Iterable<unknown>};

/**
 * Fails a compilation for every replacement or loader that matched nothing in it. What counts is the
 * compilation's modules, not the replacement callbacks: with Rspack's persistent cache a rebuild
 * restores resolved modules without calling them. A replacement matched when its stand-in is one of
 * the modules (each stand-in file serves one entry), a loader when a module matches its test.
 */
export class MatchGuard {
  constructor(
    private readonly label: string,
    /** Each id with the test a module's resource (absolute path) must pass for the id to count as matched. */
    private readonly expected: Array<{id: string; matches: (resource: string) => boolean}>,
    private readonly makeError: (message: string) => unknown = (message) => new Error(message),
  ) {}

  /** The ids that matched nothing, given the resources of the compilation's modules. */
  unmatched(resources: Iterable<string>): string[] {
    const seen = new Set<string>();
    for (const resource of resources) for (const {id, matches} of this.expected) if (!seen.has(id) && matches(resource)) seen.add(id);
    return this.expected.map(({id}) => id).filter((id) => !seen.has(id));
  }

  /** Webpack's and Rspack's compilers both have these hooks; typed loosely to fit either. */
  apply(bundlerCompiler: unknown): void {
    const compiler = bundlerCompiler as Compiler;
    compiler.hooks.afterCompile.tap('deviations-guard', (compilation) => {
      const resources = [...compilation.modules].map((module) => (module as {resource?: string}).resource ?? '').filter(Boolean);
      const missing = this.unmatched(resources);
      if (missing.length > 0) {
        compilation.errors.push(
          this.makeError(
            `[deviations] In the ${this.label} build, ${missing.map((id) => `"${id}"`).join(', ')} matched nothing: ` +
              'the upstream module it targets was renamed, moved or no longer imported, so the site would silently lose what it saves. ' +
              'See src/deviations/README.md: re-read the upstream file, update the pattern in src/deviations/registry.ts, or remove the entry ' +
              '(LEAN_BUNDLES_DISABLE=<id> builds without it).',
          ),
        );
      }
    });
  }
}
