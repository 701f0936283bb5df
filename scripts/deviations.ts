/**
 * npm run deviations -- [--write]
 * The registry of deviations from Docusaurus (src/deviations/registry.ts), made visible:
 * - prints the table of src/deviations/README.md from the registry (--write: rewrites that table
 *   between its markers, and records the current hash of every upstream file the registry names in
 *   src/deviations/upstream-hashes.json);
 * - without --write, exits non-zero when the README's table or the recorded hashes differ from what
 *   the registry and node_modules give now (tests/unit/deviations.test.ts runs the same check).
 * Run --write only after re-reading every upstream file that changed (README, "Upgrading Docusaurus").
 */
import {readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {HASHES_FILE, README_FILE, currentHashes, readmeWithTable, staleHashes} from '../src/deviations/report';

const write = process.argv.includes('--write');
const readme = readFileSync(README_FILE, 'utf8');
const updated = readmeWithTable(readme);
const hashes = currentHashes();
if (write) {
  writeFileSync(README_FILE, updated);
  writeFileSync(HASHES_FILE, `${JSON.stringify(hashes, null, 2)}\n`);
  console.log(`deviations: wrote the table of ${path.relative(process.cwd(), README_FILE)} and ${Object.keys(hashes).length} hashes to ${path.relative(process.cwd(), HASHES_FILE)}`);
} else {
  const problems = [
    ...(updated === readme ? [] : [`${path.relative(process.cwd(), README_FILE)}: its table differs from the registry`]),
    ...staleHashes(JSON.parse(readFileSync(HASHES_FILE, 'utf8')) as Record<string, string>, hashes),
  ];
  for (const problem of problems) console.error(`deviations: ${problem}`);
  if (problems.length > 0) process.exit(1);
  console.log('deviations: README table and upstream hashes match the registry and node_modules');
}
