/**
 * Spot-checks the "since" versions of src/data/since-entries.json against the published packages: for an
 * entry, the release it names must contain its evidence (a string in a file of a package) and the
 * release published just before it must not. Both tarballs come from the npm registry (`npm pack`).
 *
 * Checking every entry on every run would download two tarballs per entry, so a run checks a few,
 * chosen by the day (`SINCE_SAMPLE` entries, default 4, rotating through the list: every entry is
 * checked within a couple of weeks of runs). `npm run verify:since -- --all` checks them all, and
 * `-- <id> …` the entries named.
 */
import {execFile} from 'node:child_process';
import {existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {promisify} from 'node:util';
import {compareVersions, SINCE, type SinceEntry} from '../../src/data/since.ts';
import type {Outcome} from './compare.mts';

const run = promisify(execFile);
const SAMPLE = Number(process.env.SINCE_SAMPLE ?? 4);

/** The entries a run checks: those named, all, or the day's share of the list. */
export function entriesToCheck(args: string[], day = Math.floor(Date.now() / 86_400_000)): SinceEntry[] {
  if (args.includes('--all')) return [...SINCE];
  const named = args.filter((arg) => !arg.startsWith('-'));
  if (named.length > 0) return SINCE.filter((entry) => named.includes(entry.id));
  const sorted = [...SINCE].sort((a, b) => a.id.localeCompare(b.id));
  if (sorted.length <= SAMPLE) return sorted;
  const start = (day * SAMPLE) % sorted.length;
  return [...sorted, ...sorted].slice(start, start + SAMPLE);
}

/** The release published just before `version` among a package's releases (prereleases left out). */
export function previousRelease(versions: string[], version: string): string | undefined {
  const releases = versions.filter((v) => /^\d+\.\d+\.\d+$/.test(v)).sort(compareVersions);
  const index = releases.indexOf(version);
  return index > 0 ? releases[index - 1] : undefined;
}

async function npm(args: string[], cwd?: string): Promise<string> {
  const {stdout} = await run('npm', args, {cwd, timeout: 120_000, maxBuffer: 32 * 1024 * 1024, env: {...process.env, NO_UPDATE_NOTIFIER: '1'}});
  return stdout;
}

export async function checkSinceEntries(entries: SinceEntry[]): Promise<Outcome[]> {
  const dir = mkdtempSync(path.join(tmpdir(), 'since-'));
  const versions = new Map<string, Promise<string[]>>();
  const unpacked = new Map<string, Promise<string>>();
  const releasesOf = (pkg: string) => {
    if (!versions.has(pkg)) versions.set(pkg, npm(['view', pkg, 'versions', '--json']).then((out) => JSON.parse(out) as string[]));
    return versions.get(pkg)!;
  };
  const unpack = (pkg: string, version: string) => {
    const key = `${pkg}@${version}`;
    if (!unpacked.has(key)) {
      const target = path.join(dir, key.replace(/[/@]/g, '_'));
      unpacked.set(
        key,
        (async () => {
          mkdirSync(target, {recursive: true});
          const file = (await npm(['pack', key, '--silent'], target)).trim().split('\n').pop()!;
          await run('tar', ['xzf', file], {cwd: target});
          return path.join(target, 'package');
        })(),
      );
    }
    return unpacked.get(key)!;
  };
  const has = async (pkg: string, version: string, file: string, marker: string) => {
    const root = await unpack(pkg, version);
    const full = path.join(root, file);
    return existsSync(full) && readFileSync(full, 'utf8').includes(marker);
  };
  const outcomes: Outcome[] = [];
  try {
    for (const entry of entries) {
      const where = {file: 'src/data/since-entries.json', line: SINCE.indexOf(entry) + 1};
      const {package: pkg, file, marker} = entry.evidence;
      try {
        const all = await releasesOf(pkg);
        if (!all.includes(entry.since)) {
          outcomes.push({example: where, status: 'failed', detail: `  ${entry.id}: ${pkg}@${entry.since} was never published`});
          continue;
        }
        const before = previousRelease(all, entry.since);
        const inSince = await has(pkg, entry.since, file, marker);
        const inBefore = before === undefined ? false : await has(pkg, before, file, marker);
        const problems = [
          ...(inSince ? [] : [`${pkg}@${entry.since} has no "${marker}" in ${file}`]),
          ...(inBefore ? [`${pkg}@${before}, the release before, already has "${marker}" in ${file}: the feature is older`] : []),
        ];
        outcomes.push(problems.length ? {example: where, status: 'failed', detail: `  ${entry.id} (since ${entry.since}): ${problems.join('; ')}`} : {example: where, status: 'verified'});
      } catch (error) {
        outcomes.push({example: where, status: 'failed', detail: `  ${entry.id}: checking ${pkg} failed: ${(error as Error).message.split('\n')[0]}`});
      }
    }
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
  return outcomes;
}
