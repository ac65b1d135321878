// antd for jest, each component loaded the first time a test file uses it. antd's own entry requires
// all of its components (about 1,500 modules, a second to require in plain Node here) where a
// file uses a handful. The names and folders are read from antd's ES entry, so that an antd update
// needs no edit here. Builds are unaffected: webpack tree-shakes antd's ES modules.
const { readFileSync, realpathSync } = require('node:fs');
const path = require('node:path');

const antdDir = realpathSync(
  path.dirname(require.resolve('antd/package.json', { paths: [path.join(__dirname, 'shared')] })),
);
const entry = readFileSync(path.join(antdDir, 'es', 'index.js'), 'utf8');
const components = [...entry.matchAll(/export \{ default as (\w+) \} from '\.\/([\w-]+)';/g)];
if (components.length < 50)
  throw new Error(`jest.antd-lazy.cjs: antd's entry no longer lists its components as expected`);

Object.defineProperty(exports, '__esModule', { value: true });
for (const [, name, folder] of components) {
  Object.defineProperty(exports, name, {
    enumerable: true,
    get: () => require(path.join(antdDir, 'lib', folder)).default,
  });
}
