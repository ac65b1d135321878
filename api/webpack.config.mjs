// The API compiled for production: one ES module (dist/main.mjs) that Node runs without a TypeScript
// transpiler. The workspace packages it uses (@portal/shared's contracts, the remotes' contracts) are
// TypeScript and are compiled in; every other package stays an import from node_modules.
import { createRequire } from 'node:module';
import path from 'node:path';

const here = import.meta.dirname;
// The loader comes from the one webpack toolchain of the repo (tooling/webpack).
const toolingRequire = createRequire(path.join(here, '../tooling/webpack/package.json'));

const isBundled = (request) =>
  request.startsWith('.') || request.startsWith('/') || request.startsWith('@portal/');

export default () => ({
  mode: 'production',
  target: 'node20',
  context: here,
  entry: './src/main.ts',
  output: {
    path: path.join(here, 'dist'),
    filename: 'main.mjs',
    module: true,
    chunkFormat: 'module',
    clean: true,
  },
  experiments: { outputModule: true },
  // main.ts finds api/config and api/migrations from its own URL: dist/ sits beside src/, so that holds.
  module: {
    parser: { javascript: { importMeta: false } },
    rules: [
      {
        test: /\.ts$/,
        loader: toolingRequire.resolve('swc-loader'),
        options: { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' } },
      },
    ],
  },
  resolve: { extensions: ['.ts', '.js', '.mjs'], extensionAlias: { '.js': ['.ts', '.js'] } },
  externalsType: 'module',
  externals: [({ request }, callback) => (isBundled(request) ? callback() : callback(null, request))],
  externalsPresets: { node: true },
  // Readable stack traces in the API's logs matter more than a few kilobytes on a server.
  optimization: { minimize: false },
  devtool: 'source-map',
  cache: { type: 'filesystem', cacheDirectory: path.join(here, 'node_modules/.cache/webpack') },
  performance: { hints: false },
});
