/**
 * Content gates: front matter schema, code samples that parse, no stub
 * markers. Spelling runs separately (cspell, see package.json).
 *   npx tsx scripts/check-content.mts [docs-dir]
 */
import path from 'node:path';
import {checkTree, formatProblem} from './content-gates/index.mts';

const docsDir = path.resolve(process.argv[2] ?? 'docs');
const {files, problems} = checkTree(docsDir, path.join(docsDir, 'tags.yml'));
for (const problem of problems) {
  console.error(formatProblem(problem));
}
console.log(`content gates: ${files} page(s) checked, ${problems.length} problem(s)`);
process.exit(problems.length === 0 ? 0 : 1);
