// Copied into a consumer project outside the repository and run by plain Node (no loader):
// `node packaging-entries.cjs <package>`. For the root and every subpath the package's manifest exports, `require()`
// and `import()` must give the same module (one copy of every class, however loaded), and the root must carry every
// subpath's names as the same bindings (except `/calls`: one function per operation, named after the operations,
// which the root does not re-export). Then every fixture must pass its validator. Prints a JSON report.
'use strict';

const name = process.argv[2];

async function main() {
  const manifest = require(`${name}/package.json`);
  const subpaths = Object.keys(manifest.exports).filter((key) => key !== './package.json');
  const root = require(name);
  const entries = {};
  for (const subpath of subpaths) {
    const specifier = subpath === '.' ? name : `${name}/${subpath.slice(2)}`;
    const required = require(specifier);
    const imported = await import(specifier);
    if (required !== imported) throw new Error(`${specifier}: require() and import() gave two different modules`);
    for (const key of Object.keys(required)) {
      if (subpath === './calls') {
        if (typeof required[key] !== 'function') throw new Error(`${specifier}: "${key}" is not a function`);
        continue;
      }
      if (root[key] !== required[key]) throw new Error(`${specifier}: "${key}" is not the root's "${key}"`);
    }
    entries[specifier] = Object.keys(required).length;
  }
  let validated = 0;
  for (const type of Object.keys(root.validate)) {
    if (typeof root.fixtures[type] !== 'function') continue;
    const result = root.validate[type](root.fixtures[type]());
    if (!result.ok)
      throw new Error(`fixtures.${type}() fails validate.${type}: ${JSON.stringify(result.errors.slice(0, 3))}`);
    validated += 1;
  }
  console.log(JSON.stringify({ entries, validated }));
}

main().catch((error) => {
  console.error(error && error.stack ? error.stack : String(error));
  process.exitCode = 1;
});
