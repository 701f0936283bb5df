/**
 * The registry of deviations from Docusaurus (src/deviations), checked without a build: the files it
 * names exist, the upstream files it was written against are unchanged, each theme override's
 * swizzle rating is the pinned theme's, its README table is current, and the build-time guards fail
 * loudly (a deliberately broken replacement, compiled for real with Rspack, names itself).
 */
import assert from 'node:assert/strict';
import {existsSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, it} from 'node:test';
import {rspack} from '@rspack/core';
import {checkDocusaurusVersion, docusaurusPackages, MatchGuard, packageDir} from '../../src/deviations/guard';
import {DEVIATIONS, DOCUSAURUS_VERSION, type ThemeOverride} from '../../src/deviations/registry';
import {HASHES_FILE, README_FILE, currentHashes, readmeWithTable, staleHashes} from '../../src/deviations/report';
import {checkDisabled, entriesFor} from '../../src/plugins/lean-bundles';

const ROOT = path.join(__dirname, '..', '..');
const requireHere = createRequire(__filename);

describe('the deviations registry', () => {
  it('gives each replacement its own stand-in file (the match guard recognises a replacement by it)', () => {
    const standIns = DEVIATIONS.flatMap((entry) => (entry.kind === 'replacement' ? [entry.standIn] : []));
    assert.deepEqual(standIns.filter((file, index) => standIns.indexOf(file) !== index), []);
  });

  it('has unique ids and names only files that exist', () => {
    const ids = DEVIATIONS.map((entry) => entry.id);
    assert.deepEqual(ids.filter((id, index) => ids.indexOf(id) !== index), [], 'duplicate ids');
    for (const entry of DEVIATIONS) {
      const files = [
        ...(entry.kind === 'replacement' ? [entry.standIn] : []),
        ...(entry.kind === 'loader' ? [entry.loader] : []),
        ...(entry.kind === 'theme' ? [entry.path] : []),
        ...(entry.kind === 'internal-import' ? entry.importers : []),
        ...entry.guards,
      ];
      for (const file of files) assert.ok(existsSync(path.join(ROOT, file)), `${entry.id}: ${file} does not exist`);
      if (entry.kind === 'alias') for (const user of entry.usedBy) assert.ok(ids.includes(user), `${entry.id}: used by unknown ${user}`);
      if (entry.kind === 'internal-import') {
        for (const importer of entry.importers) {
          const source = readFileSync(path.join(ROOT, importer), 'utf8');
          const prefix = entry.specifier.split('*')[0];
          assert.ok(source.includes(prefix), `${entry.id}: ${importer} no longer imports ${entry.specifier}`);
        }
      }
    }
  });

  it('lists every theme override of src/theme', () => {
    const declared = new Set(DEVIATIONS.filter((entry): entry is ThemeOverride => entry.kind === 'theme').map((entry) => entry.path));
    const themeDir = path.join(ROOT, 'src', 'theme');
    // An override is a component file at the top of its folder chain: X.tsx or X/index.tsx
    // (files beside an index.tsx are that override's own modules).
    const overrides: string[] = [];
    const walk = (dir: string) => {
      const names = readdirSync(dir);
      const ownIndex = names.includes('index.tsx') && dir !== themeDir;
      if (ownIndex) overrides.push(path.relative(ROOT, path.join(dir, 'index.tsx')));
      for (const name of names) {
        const full = path.join(dir, name);
        if (statSync(full).isDirectory()) walk(full);
        else if (!ownIndex && name.endsWith('.tsx')) overrides.push(path.relative(ROOT, full));
      }
    };
    walk(themeDir);
    const undeclared = overrides.filter((file) => !declared.has(file.split(path.sep).join('/')));
    // Our own modules inside an override folder (CodeBlock/Content/Highlighted.tsx…) are not overrides.
    const ownModules = ['src/theme/CodeBlock/Content/Highlighted.tsx', 'src/theme/CodeBlock/Content/ServerHighlighter.tsx'];
    assert.deepEqual(undeclared.filter((file) => !ownModules.includes(file)), [], 'theme overrides missing from src/deviations/registry.ts');
  });

  it('gives each theme override the rating of the installed theme\'s swizzle tool', () => {
    type Actions = {eject?: string; wrap?: string};
    const classic = (requireHere('@docusaurus/theme-classic/lib/getSwizzleConfig.js') as {default: () => {components: Record<string, {actions: Actions}>}}).default();
    const redocListed = (requireHere('docusaurus-theme-redoc') as {getSwizzleComponentList: () => string[]}).getSwizzleComponentList();
    for (const entry of DEVIATIONS) {
      if (entry.kind !== 'theme') continue;
      let expected: string;
      if (entry.theme === '@docusaurus/theme-classic') expected = classic.components[entry.component]?.actions[entry.action] ?? 'unsafe';
      else if (entry.theme === 'docusaurus-theme-redoc') expected = redocListed.includes(entry.component) ? 'safe' : 'unsafe';
      else if (entry.theme === '@docusaurus/core') expected = 'documented'; // Root: Docusaurus documents wrapping it for providers.
      else expected = 'unsafe'; // a theme without a swizzle config: the tool rates everything unsafe
      assert.equal(entry.swizzle, expected, `${entry.component} (${entry.action}) is rated ${expected} by ${entry.theme}`);
    }
  });

  it('has at most 5 forks and 2 aliases into lib/ (issue #30; what was measured and removed: src/deviations/README.md)', () => {
    const forks = DEVIATIONS.filter((entry) => entry.kind !== 'theme' && entry.fork).map((entry) => entry.id);
    const aliases = DEVIATIONS.filter((entry) => entry.kind === 'alias').map((entry) => entry.id);
    assert.ok(forks.length <= 5, `at most 5 stand-ins with a copy of upstream code, found ${forks.length}: ${forks.join(', ')}`);
    assert.ok(aliases.length <= 2, `at most 2 aliases into lib/, found ${aliases.length}: ${aliases.join(', ')}`);
  });

  it('matches the upstream files it was written against (else: the npm diff command to run)', () => {
    const recorded = JSON.parse(readFileSync(HASHES_FILE, 'utf8')) as Record<string, string>;
    assert.deepEqual(staleHashes(recorded, currentHashes()), []);
  });

  it('reports a changed upstream file with the command that shows the change', () => {
    const problems = staleHashes({'@docusaurus/core@3.10.2/lib/client/preload.js': '0000000000000000'}, {'@docusaurus/core@3.11.0/lib/client/preload.js': '1111111111111111'});
    assert.equal(problems.length, 1);
    assert.match(problems[0], /npm diff --diff=@docusaurus\/core@3\.10\.2 --diff=@docusaurus\/core@3\.11\.0 -- lib\/client\/preload\.js/);
    assert.match(staleHashes({}, {'x@1.0.0/gone.js': 'missing'})[0], /gone from the installed x@1\.0\.0/);
  });

  it('has a README table that matches it', () => {
    const readme = readFileSync(README_FILE, 'utf8');
    assert.equal(readme, readmeWithTable(readme), 'run `npm run deviations -- --write`');
  });
});

describe('the build-time guards', () => {
  it('refuse a Docusaurus release other than the registry\'s, unless trying an upgrade', () => {
    const versionOf = (name: string) => (name === '@docusaurus/theme-common' ? '3.11.0' : DOCUSAURUS_VERSION);
    assert.throws(() => checkDocusaurusVersion({trial: false, versionOf}), /@docusaurus\/theme-common@3\.11\.0.*Upgrading Docusaurus/s);
    assert.match(checkDocusaurusVersion({trial: true, versionOf}) ?? '', /^DOCUSAURUS_UPGRADE_TRIAL=1: /);
    assert.equal(checkDocusaurusVersion({trial: false}), undefined, 'the installed packages are the registry\'s release');
    assert.ok(docusaurusPackages().includes('@docusaurus/theme-common'));
    for (const name of docusaurusPackages()) assert.ok(packageDir(name), `${name} is installed`);
  });

  it('reject an unknown LEAN_BUNDLES_DISABLE id, and drop an alias with its last user', () => {
    assert.throws(() => checkDisabled(['window-sise']), /window-sise/);
    const all = entriesFor(false, new Set());
    const someAlias = all.aliases[0];
    if (someAlias !== undefined) {
      const without = entriesFor(false, checkDisabled(someAlias.usedBy));
      assert.ok(!without.aliases.some((alias) => alias.id === someAlias.id));
    }
    assert.ok(entriesFor(true, new Set()).replacements.every((entry) => entry.build !== 'browser'), 'browser-only entries stay out of the server build');
  });

  it('fail a real compilation naming a replacement or loader that matched nothing', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'deviations-guard-'));
    writeFileSync(path.join(dir, 'entry.js'), "import value from './original';\nconsole.log(value);\n");
    writeFileSync(path.join(dir, 'original.js'), 'export default 1;\n');
    writeFileSync(path.join(dir, 'stand-in.js'), 'export default 2;\n');
    const compile = (replacementPattern: RegExp, loaderTest: RegExp) => {
      const guard = new MatchGuard(
        'browser',
        [
          {id: 'demo-replacement', matches: (resource) => resource === path.join(dir, 'stand-in.js')},
          {id: 'demo-loader', matches: (resource) => loaderTest.test(resource)},
        ],
        (message) => new rspack.WebpackError(message),
      );
      const compiler = rspack({
        context: dir,
        mode: 'development',
        entry: './entry.js',
        output: {path: path.join(dir, 'out')},
        plugins: [
          new rspack.NormalModuleReplacementPlugin(replacementPattern, (resource: {request: string}) => {
            resource.request = './stand-in';
          }),
          guard,
        ],
      });
      return new Promise<string[]>((resolve, reject) =>
        compiler.run((error, stats) => {
          if (error) reject(error);
          else resolve((stats?.toJson({all: false, errors: true}).errors ?? []).map((item) => item.message));
          compiler.close(() => undefined);
        }),
      );
    };
    assert.deepEqual(await compile(/^\.\/original$/, /stand-in\.js$/), [], 'a healthy replacement and loader pass');
    const errors = await compile(/^\.\/renamed-upstream$/, /gone\.js$/);
    assert.equal(errors.length, 1);
    assert.match(errors[0], /"demo-replacement", "demo-loader" matched nothing/);
    assert.match(errors[0], /src\/deviations\/README\.md/);
  });
});
