/**
 * Code samples type-checked against the pinned Strapi: every js/jsx/ts/tsx block outside the
 * integration guides is written into a scratch folder of the reference app (tests/strapi-app/.tmp/
 * type-check, so `@strapi/strapi`, `@strapi/strapi/admin` and the design system resolve to the
 * installed packages) and checked by one `tsc` run (`checkJs` for JavaScript).
 *
 * - A block titled with a project path (```ts title="config/server.ts"```) is that file.
 * - Any other block is a fragment: it gets the prelude `fragment.d.ts` (a loaded `strapi`, a Koa
 *   `ctx`, the config `env` helper…), declared once for every page.
 * - `runnable` blocks are run by verify:live instead; `skip-types="reason"` leaves a block out, counted.
 * - The migration guide's Strapi 4 samples (`<Side title="Strapi 4…">`) are checked in a second program
 *   against `@strapi/types` 4.26.2 (tests/strapi4-types) with the prelude `fragment4.d.ts`; Strapi 4
 *   admin panel code is excluded (its packages are not installed).
 */
import {execFile} from 'node:child_process';
import {existsSync, mkdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import ts from 'typescript';
import {promisify} from 'node:util';
import {samplesOf, type Sample} from '../../src/remark/verified-examples/samples.ts';
import {APP_DIR, appEnv, STRAPI4_TYPES_DIR} from './app.mts';
import type {Outcome} from './compare.mts';

const run = promisify(execFile);
const HERE = path.dirname(fileURLToPath(import.meta.url));
/** One folder per run, so that two runs (two writers checking their pages) never clobber each other. */
const SCRATCH = path.join(APP_DIR, '.tmp', 'type-check', String(process.pid));
/** The Strapi 4 samples' folder, inside the Strapi 4 types' install, so that their imports resolve there. */
const SCRATCH_4 = path.join(STRAPI4_TYPES_DIR, '.tmp', 'type-check', String(process.pid));

/**
 * The reference app's own content-type and component types, as `strapi ts:generate-types` writes them
 * in a TypeScript project: samples that read or write its content-types (article, restaurant…) are
 * checked against their real attributes.
 */
async function generateAppTypes(): Promise<void> {
  const out = path.join(SCRATCH, 'app-types');
  try {
    await run(process.execPath, ['node_modules/@strapi/strapi/bin/strapi.js', 'ts:generate-types', '--out-dir', path.relative(APP_DIR, out)], {
      cwd: APP_DIR,
      env: appEnv({DATABASE_FILENAME: path.join(SCRATCH, 'typegen.db')}),
      timeout: 120_000,
    });
  } catch (error) {
    throw new Error(`strapi ts:generate-types failed in the reference app: ${(error as Error).message.split('\n')[0]}`);
  }
}

/**
 * Samples about content-types that the reference app does not have (an order, a product…) would
 * fail on the UID alone: each such UID is declared with a generic collection-type schema, so the rest
 * of the sample is still checked (its attributes cannot be).
 */
function declareOtherContentTypes(samples: readonly Sample[]): void {
  const generated = readFileSync(path.join(SCRATCH, 'app-types', 'generated', 'contentTypes.d.ts'), 'utf8');
  const known = new Set([...generated.matchAll(/^\s+'([\w-]+::[\w.-]+)': \w+;$/gm)].map((match) => match[1]));
  const others = new Set(samples.flatMap((sample) => [...sample.code.matchAll(/['"`]((?:api|plugin)::[\w-]+\.[\w-]+)['"`]/g)].map((m) => m[1])).filter((uid) => !known.has(uid)));
  const entries = [...others].sort().map((uid) => `      '${uid}': OtherContentType;`).join('\n');
  writeFileSync(
    path.join(SCRATCH, 'other-content-types.d.ts'),
    // With Draft & Publish, so the publication methods a sample calls exist.
    `import type {Struct} from '@strapi/strapi';\ninterface OtherContentType extends Struct.CollectionTypeSchema {\n  options: {draftAndPublish: true};\n}\ndeclare module '@strapi/strapi' {\n  export module Public {\n    export interface ContentTypeSchemas {\n${entries}\n    }\n  }\n}\n`,
  );
}

const RESOLVED_EXTENSIONS = ['', '.js', '.jsx', '.ts', '.tsx', '.mjs', '.cjs', '.json', '/index.js', '/index.ts', '/index.jsx', '/index.tsx'];

/**
 * A sample may import a file of the project that its page does not show (`import App from
 * './pages/App'`): such a file gets a stub typed `any` with the names the samples import from it, so
 * that the sample itself is still checked.
 */
function writeStubs(scratch: string, where: Map<string, Sample>): void {
  const stubs = new Map<string, {names: Set<string>; required: boolean}>();
  for (const [relative] of where) {
    const full = path.join(scratch, relative);
    const code = readFileSync(full, 'utf8');
    const uses = [
      ...[...code.matchAll(/import\s+(?:type\s+)?([^'";]*?)\s*from\s*['"](\.{1,2}\/[^'"]+)['"]/g)].map((m) => ({clause: m[1], spec: m[2], required: false})),
      ...[...code.matchAll(/require\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g)].map((m) => ({clause: '', spec: m[1], required: true})),
      // import('./pages/App'): a lazy-loaded module, typed `any` as a whole.
      ...[...code.matchAll(/import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g)].map((m) => ({clause: '', spec: m[1], required: true})),
    ];
    for (const {clause, spec, required} of uses) {
      const target = path.resolve(path.dirname(full), spec);
      if (/\.(png|svg|jpe?g)$/.test(spec) || RESOLVED_EXTENSIONS.some((ext) => existsSync(target + ext))) continue;
      const stub = stubs.get(target) ?? {names: new Set<string>(), required: false};
      stub.required ||= required;
      for (const name of /\{([^}]*)\}/.exec(clause)?.[1].split(',') ?? []) {
        const imported = name.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0].trim();
        if (/^[A-Za-z_$][\w$]*$/.test(imported)) stub.names.add(imported);
      }
      stubs.set(target, stub);
    }
  }
  for (const [target, {names, required}] of stubs) {
    // `x.json` is declared by `x.d.json.ts` (allowArbitraryExtensions); anything else by `x.d.ts`.
    const file = target.endsWith('.json') ? target.replace(/\.json$/, '.d.json.ts') : `${target.replace(/\.(c|m)?[jt]sx?$/, '')}.d.ts`;
    mkdirSync(path.dirname(file), {recursive: true});
    const body = required && names.size === 0
      ? 'declare const stub: any;\nexport = stub;\n'
      : `declare const stub: any;\nexport default stub;\n${[...names].map((name) => `export declare const ${name}: any;\n`).join('')}`;
    writeFileSync(file, `// Stub for a project file the page does not show.\n${body}`);
  }
}

/**
 * Writes the samples into `scratch` and compiles them as one program; `prepare` adds the prelude,
 * the tsconfig and any declarations. Returns the diagnostics of each sample that has some.
 */
async function compile(scratch: string, checked: readonly Sample[], prepare: () => void | Promise<void>): Promise<Map<Sample, string[]>> {
  rmSync(scratch, {recursive: true, force: true});
  mkdirSync(scratch, {recursive: true});
  // The files of one page share a folder (one for its JavaScript, one for its TypeScript), so that they
  // import each other as in the project; a second version of the same file goes to the next folder.
  const where = new Map<string, Sample>();
  const folders = new Map<string, number>();
  let next = 0;
  for (const sample of checked) {
    let relative: string;
    for (let round = 0; ; round += 1) {
      // JS and TS versions apart: the compiler ignores a .js file when a .ts of the same name exists.
      const key = `${sample.file}#${sample.lang.startsWith('ts') ? 'ts' : 'js'}#${round}`;
      if (!folders.has(key)) folders.set(key, next++);
      relative = path.join(`s${folders.get(key)}`, sample.target);
      if (!where.has(relative)) break;
    }
    const full = path.join(scratch, relative);
    mkdirSync(path.dirname(full), {recursive: true});
    // A fragment is a module of its own: its names never clash with another fragment's.
    const isModule = /^\s*(?:import|export)\s/m.test(sample.code);
    writeFileSync(full, sample.fragment && !isModule ? `${sample.code}\nexport {};\n` : sample.code);
    where.set(relative, sample);
  }
  writeStubs(scratch, where);
  await prepare();
  // The compiler API rather than the tsc command: tsc stops at the first syntax error of the whole
  // program, while each sample needs its own syntactic and semantic diagnostics.
  const config = ts.getParsedCommandLineOfConfigFile(path.join(scratch, 'tsconfig.json'), {}, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(`type-check tsconfig: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ')}`);
    },
  });
  if (!config) throw new Error('type-check tsconfig could not be read');
  const program = ts.createProgram({rootNames: config.fileNames, options: config.options});
  const errors = new Map<Sample, string[]>();
  for (const [relative, sample] of where) {
    const source = program.getSourceFile(path.join(scratch, relative));
    if (!source) throw new Error(`the type check did not load ${relative}`);
    const syntax = program.getSyntacticDiagnostics(source);
    const diagnostics = syntax.length > 0 ? syntax : program.getSemanticDiagnostics(source);
    for (const diagnostic of diagnostics) {
      const line = diagnostic.start === undefined ? 0 : source.getLineAndCharacterOfPosition(diagnostic.start).line;
      const message = `  line ${sample.line + line}: TS${diagnostic.code}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ')}`;
      errors.set(sample, [...(errors.get(sample) ?? []), message]);
    }
  }
  rmSync(scratch, {recursive: true, force: true});
  return errors;
}

export async function typeCheckSamples(root: string, files: string[]): Promise<Outcome[]> {
  const samples = files.flatMap((file) => samplesOf(path.relative(root, file), readFileSync(file, 'utf8')));
  const checked = samples.filter((sample) => sample.skip === undefined && !sample.runnable);
  const copy = (scratch: string, names: string[]) => {
    for (const name of names) writeFileSync(path.join(scratch, name), readFileSync(path.join(HERE, 'type-check', name), 'utf8'));
  };
  const errors = await compile(SCRATCH, checked.filter((sample) => !sample.strapi4), async () => {
    copy(SCRATCH, ['fragment.d.ts', 'tsconfig.json']);
    await generateAppTypes();
    declareOtherContentTypes(checked);
  });
  // The migration guide's Strapi 4 samples, against the Strapi 4 types (@strapi/types 4.26.2).
  const strapi4 = checked.filter((sample) => sample.strapi4);
  if (strapi4.length > 0) {
    for (const [sample, found] of await compile(SCRATCH_4, strapi4, () => {
      copy(SCRATCH_4, ['fragment4.d.ts']);
      writeFileSync(path.join(SCRATCH_4, 'tsconfig.json'), readFileSync(path.join(HERE, 'type-check', 'tsconfig.json'), 'utf8').replace('"fragment.d.ts", "app-types/**/*.d.ts", "other-content-types.d.ts"', '"fragment4.d.ts"'));
    })) errors.set(sample, found);
  }
  return samples
    .filter((sample) => !sample.runnable)
    .map((sample): Outcome => {
      const example = {file: sample.file, line: sample.line};
      if (sample.skip !== undefined) return {example, status: 'excluded', detail: `  ${sample.skip}`};
      const found = errors.get(sample);
      return found ? {example, status: 'failed', detail: found.join('\n')} : {example, status: 'verified'};
    });
}
