/**
 * How many examples of a page the live check (npm run verify:live) runs: every <ApiCall> without
 * `skip="…"`, every fenced block marked `runnable` (not `runnable="skip: …"`) and every
 * `@strapi/client` script (not `skip-run="…"`). CI runs
 * verify:live on every change and fails on any mismatch, so on a green build each counted example
 * has been run against the pinned Strapi version. A unit test keeps this count equal to what
 * scripts/verify-live/extract.mts finds on every page.
 */
export type ExampleCount = {total: number; excluded: number};

const API_CALL = /^\s*<ApiCall\b([^>]*)>/gm;
/** A `@strapi/client` script (```js title="x.mjs"), run by scripts/verify-live/client-examples.mts. */
const CLIENT_SCRIPT = /^\s*(`{3,})js\b([^\n]*?\stitle="[\w./-]+\.mjs"[^\n]*)\n([\s\S]*?)^\s*\1\s*$/gm;
const RUNNABLE_FENCE = /^\s*(`{3,}|~{3,})\S*[^\n]*?\srunnable(?:="([^"]*)")?(?=\s|$)/gm;

export function countExamples(source: string): ExampleCount {
  let total = 0;
  let excluded = 0;
  for (const match of source.matchAll(API_CALL)) {
    total += 1;
    if (/\sskip=/.test(` ${match[1]}`)) excluded += 1;
  }
  for (const match of source.matchAll(CLIENT_SCRIPT)) {
    if (!/from\s+['"]@strapi\/client['"]/.test(match[3])) continue;
    total += 1;
    if (/\sskip-run=/.test(match[2])) excluded += 1;
  }
  for (const match of source.matchAll(RUNNABLE_FENCE)) {
    total += 1;
    if ((match[2] ?? '').startsWith('skip:')) excluded += 1;
  }
  return {total, excluded};
}

/** The Strapi version the reference app pins (tests/strapi-app/package.json), read at build time. */
export function pinnedStrapiVersion(appPackageJson: string): string {
  const version = (JSON.parse(appPackageJson) as {dependencies?: Record<string, string>}).dependencies?.['@strapi/strapi'];
  if (!version || !/^\d+\.\d+\.\d+$/.test(version)) {
    throw new Error(`tests/strapi-app/package.json must pin @strapi/strapi to an exact version (found "${version}").`);
  }
  return version;
}
