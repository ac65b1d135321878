#!/usr/bin/env node
// `portal-webpack build|dev`: builds or serves the app in the current folder with its webpack.config.mjs,
// through this package's own webpack, so that every app uses the one webpack the federation plugin expects.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import webpack from 'webpack';
import WebpackDevServer from 'webpack-dev-server';
import { precompress } from './precompress.mjs';

const [command = 'build'] = process.argv.slice(2);
const appDir = process.cwd();
const { default: configFactory } = await import(pathToFileURL(path.join(appDir, 'webpack.config.mjs')).href);

if (command === 'build') {
  const config = configFactory({}, { mode: 'production' });
  const compiler = webpack(config);
  // Closing the compiler is what writes the filesystem cache for the next build.
  const stats = await new Promise((resolve, reject) => {
    compiler.run((error, result) =>
      compiler.close((closeError) => (error || closeError ? reject(error ?? closeError) : resolve(result))),
    );
  });
  console.log(stats.toString({ colors: false, preset: 'errors-warnings', timings: true }));
  const info = stats.toJson({ all: false, timings: true });
  if (stats.hasErrors()) process.exit(1);
  // The servers send these as they are (precompress.mjs).
  const started = Date.now();
  const compressed = precompress(config.output.path);
  console.log(
    `${path.basename(appDir)}: built in ${info.time} ms, ${compressed} files compressed in ${Date.now() - started} ms`,
  );
} else if (command === 'dev') {
  const config = configFactory({}, { mode: 'development' });
  const server = new WebpackDevServer(config.devServer, webpack(config));
  await server.start();
  console.log(`${path.basename(appDir)}: http://127.0.0.1:${config.devServer.port}`);
} else {
  console.error(`unknown command "${command}": use build or dev`);
  process.exit(2);
}
