/**
 * Route contract report (informational, never fails): which routes of
 * ../shared/routes.txt the production build in build/ serves, and which are
 * still missing.   npx tsx scripts/route-report.mts [build-dir] [routes-file]
 */
import fs from 'node:fs';
import path from 'node:path';

export function readRoutes(source: string): string[] {
  return source
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.startsWith('/'));
}

/** Files that serve a route in a static build (clean URLs, with or without trailing slash). */
export function candidateFiles(route: string): string[] {
  const clean = route.replace(/^\/+|\/+$/g, '');
  if (clean === '') {
    return ['index.html'];
  }
  return [path.join(clean, 'index.html'), `${clean}.html`];
}

export function isServed(buildDir: string, route: string): boolean {
  return candidateFiles(route).some((file) => fs.existsSync(path.join(buildDir, file)));
}

function main(): void {
  const buildDir = path.resolve(process.argv[2] ?? 'build');
  const routesFile = path.resolve(process.argv[3] ?? path.join('..', 'shared', 'routes.txt'));
  if (!fs.existsSync(routesFile)) {
    console.log(`route contract: no routes file at ${routesFile}; nothing to report.`);
    return;
  }
  if (!fs.existsSync(buildDir)) {
    console.log(`route contract: no build at ${buildDir}; run "npm run build" first.`);
    return;
  }
  const routes = readRoutes(fs.readFileSync(routesFile, 'utf8'));
  const missing = routes.filter((route) => !isServed(buildDir, route));
  console.log(`route contract: the build serves ${routes.length - missing.length} of ${routes.length} routes`);
  const byArea = new Map<string, string[]>();
  for (const route of missing) {
    const area = route.split('/')[1] || '/';
    byArea.set(area, [...(byArea.get(area) ?? []), route]);
  }
  for (const [area, list] of byArea) {
    console.log(`  missing in ${area} (${list.length}): ${list.join(' ')}`);
  }
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  main();
}
