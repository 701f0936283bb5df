/**
 * Codemod names: every codemod a page names in a `<BreakingChangeCard codemodName="…">` and every
 * `codemodName` of the breaking-change catalogue (src/data/breaking-changes.ts) must be a codemod
 * that the installed @strapi/upgrade ships (resources/codemods/<version>/<name>.(code|json).ts).
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {BREAKING_CHANGES, type BreakingChange} from '../../src/data/breaking-changes.ts';
import {APP_DIR} from './app.mts';
import type {Outcome} from './compare.mts';

/** Codemod names shipped by an unpacked @strapi/upgrade package. */
export function shippedCodemods(upgradeDir: string): Set<string> {
  const root = path.join(upgradeDir, 'resources', 'codemods');
  let versions: string[];
  try {
    versions = readdirSync(root);
  } catch {
    throw new Error(`@strapi/upgrade is not installed in the reference app (${root} is missing)`);
  }
  return new Set(
    versions.flatMap((version) =>
      readdirSync(path.join(root, version))
        .filter((name) => /\.(code|json)\.ts$/.test(name))
        .map((name) => name.replace(/\.(code|json)\.ts$/, '')),
    ),
  );
}

/** `codemodName="…"` props of a page, with their line numbers. */
export function namedCodemods(source: string): Array<{line: number; name: string}> {
  return source.split('\n').flatMap((text, index) =>
    [...text.matchAll(/codemodName="([^"]+)"/g)].map((match) => ({line: index + 1, name: match[1]})),
  );
}

export function checkCodemods(
  root: string,
  files: string[],
  shipped = shippedCodemods(path.join(APP_DIR, 'node_modules', '@strapi', 'upgrade')),
  catalogue: BreakingChange[] = BREAKING_CHANGES,
): Outcome[] {
  const named = [
    ...files.flatMap((file) =>
      namedCodemods(readFileSync(file, 'utf8')).map(({line, name}) => ({file: path.relative(root, file), line, name})),
    ),
    ...catalogue.filter((entry) => entry.codemodName !== undefined).map((entry) => ({
      file: `src/data/breaking-changes.ts (${entry.slug})`,
      line: 0,
      name: entry.codemodName ?? '',
    })),
  ];
  return named.map(({file, line, name}) =>
    shipped.has(name)
      ? {example: {file, line}, status: 'verified' as const}
      : {example: {file, line}, status: 'failed' as const, detail: `  no codemod named "${name}" in the installed @strapi/upgrade`},
  );
}
