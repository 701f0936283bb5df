/**
 * Before the weekly bump installs a Strapi release: does the registry hold every `@strapi/*` package
 * that release depends on? Strapi 5.55.0 and 5.55.1, for example, were published for
 * `@strapi/strapi` only, while `@strapi/core`, `@strapi/admin`… stop at 5.54.0: installing them
 * fails with a generic "No matching version" error deep in npm's log. This prints the missing
 * packages by name and exits 1 instead.
 *
 *   npx tsx scripts/strapi-bump/check-release.mts 5.55.1
 */
import {execFile} from 'node:child_process';
import {promisify} from 'node:util';

const run = promisify(execFile);

async function npmView(spec: string, field: string): Promise<unknown> {
  try {
    const {stdout} = await run('npm', ['view', spec, field, '--json'], {timeout: 60_000, env: {...process.env, NO_UPDATE_NOTIFIER: '1'}});
    return stdout.trim() === '' ? undefined : JSON.parse(stdout);
  } catch (error) {
    const text = String((error as {stdout?: string}).stdout ?? '') + String((error as {stderr?: string}).stderr ?? '');
    if (/E404|No match found|is not in this registry/.test(text)) return undefined;
    throw error;
  }
}

/** The `@strapi/*` dependencies of a release that name an exact version: `{ '@strapi/core': '5.55.1' }`. */
export function exactStrapiDependencies(dependencies: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(dependencies).filter(([name, range]) => name.startsWith('@strapi/') && /^\d+\.\d+\.\d+$/.test(range)));
}

export function missingMessage(version: string, missing: string[]): string {
  return [
    `Strapi ${version} cannot be installed: the npm registry has no ${missing.length === 1 ? 'release' : 'releases'} of`,
    ...missing.map((spec) => `  - ${spec}`),
    `that @strapi/strapi@${version} depends on. The reference app stays on its current version; try again when`,
    'these are published, or run the workflow with an older version.',
  ].join('\n');
}

async function main(): Promise<void> {
  const version = process.argv[2];
  if (!version || !/^\d+\.\d+\.\d+$/.test(version)) {
    console.error('usage: check-release.mts <x.y.z>');
    process.exit(2);
  }
  const dependencies = (await npmView(`@strapi/strapi@${version}`, 'dependencies')) as Record<string, string> | undefined;
  if (dependencies === undefined) {
    console.error(`@strapi/strapi@${version} is not on the npm registry.`);
    process.exit(1);
  }
  const wanted = Object.entries(exactStrapiDependencies(dependencies));
  const found = await Promise.all(wanted.map(([name, exact]) => npmView(`${name}@${exact}`, 'version')));
  const missing = wanted.filter((_, index) => found[index] === undefined).map(([name, exact]) => `${name}@${exact}`);
  if (missing.length > 0) {
    console.error(missingMessage(version, missing));
    process.exit(1);
  }
  console.log(`Every @strapi/* dependency of Strapi ${version} is on the registry (${wanted.length} checked).`);
}

if (process.argv[1]?.endsWith('check-release.mts')) {
  main().catch((error: unknown) => {
    console.error(`check-release: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
