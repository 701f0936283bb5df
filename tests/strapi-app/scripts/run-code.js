'use strict';
// Runs documented Document Service / Query Engine examples inside a loaded Strapi (no HTTP).
// Input: a JSON file of [{id, code}]; output: a JSON file of [{id, value} | {id, error}].
// Each example runs in a database transaction that is rolled back, so every example starts from
// the seeded data and none sees another's changes.
const fs = require('fs');
const { loadApp } = require('./load');

const AsyncFunction = Object.getPrototypeOf(async function () {}).constructor;

/** The value an example produces: the last top-level `const`/`let` it declares. */
function resultName(code) {
  const names = [...code.matchAll(/^(?:const|let)\s+([A-Za-z_$][\w$]*)\s*=/gm)].map((match) => match[1]);
  return names.at(-1);
}

class Rollback extends Error {}

async function runOne(app, code) {
  const name = resultName(code);
  const body = `${code}\nreturn ${name ?? 'undefined'};`;
  let fn;
  try {
    fn = new AsyncFunction('strapi', body);
  } catch (error) {
    return { error: `does not compile: ${error.message}` };
  }
  let value;
  try {
    await app.db.transaction(async () => {
      value = await fn(app);
      throw new Rollback();
    });
  } catch (error) {
    if (!(error instanceof Rollback)) {
      return { error: `${error.name}: ${error.message}` };
    }
  }
  return { value: value === undefined ? null : JSON.parse(JSON.stringify(value)), name: name ?? null };
}

async function main() {
  const [input, output] = process.argv.slice(2);
  const examples = JSON.parse(fs.readFileSync(input, 'utf8'));
  const app = await loadApp();
  const results = [];
  for (const example of examples) {
    results.push({ id: example.id, ...(await runOne(app, example.code)) });
  }
  fs.writeFileSync(output, JSON.stringify(results, null, 2));
  await app.destroy();
  process.exit(0);
}

main().catch((error) => {
  console.error(`Running the code examples failed: ${error && error.stack ? error.stack : error}`);
  process.exit(1);
});
