import { createRequire } from 'node:module';
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MinimizerPlugin from 'minimizer-webpack-plugin';
import webpack from 'webpack';
import { ANTD_STATIC_STYLES, antdStaticStyles } from './antd-static-styles.mjs';
import { earlyStartScript, earlyStartTable } from './early-start-script.mjs';
import {
  FIRST_PAINT_LOCALES,
  firstPaintHeadings,
  firstPaintLoading,
  firstPaintScript,
} from './first-paint-heading.mjs';
import { FirstLoadFilesPlugin } from './first-load-files-plugin.mjs';
import { DEFINITION_FILE, DEV_SHELL_PORT, remoteInFolder, remotePort } from '../remotes/portal-remotes.mjs';
import { reactApiOnPreact } from './react-on-preact.mjs';
import { createSharedConfig, FIRST_PAINT_SHARED } from './shared-libraries.mjs';

export { SHARED_SINGLETONS } from './shared-libraries.mjs';

/** Spec section 9: script chunk loading times out after 120 s. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const DEFAULT_API_ORIGIN = 'http://127.0.0.1:4000';

const require = createRequire(import.meta.url);

/**
 * A remote's configuration, from its entry in portal.remotes.json: its federation name, its dev port
 * and its exposed modules. A remote's webpack.config.mjs is this one call.
 */
export const createRemoteConfig = ({ appDir }) => {
  const remote = remoteInFolder(appDir);
  return createAppConfig({
    appDir,
    federationName: remote.name,
    devPort: remotePort(DEV_SHELL_PORT, remote),
    title: `${remote.description} (standalone)`,
    exposes: Object.fromEntries(remote.exposes.map((exposed) => [exposed.module, exposed.file])),
  });
};

/**
 * Catalogs are compiled ahead (messages-loader.mjs), so the app's copy of intl-messageformat is given
 * the message parser's no-parser entry: no page ships or runs the parser.
 */
const messageParserLeftOut = (appDir) => {
  const appRequire = createRequire(path.join(appDir, 'package.json'));
  const sharedRequire = createRequire(appRequire.resolve('@portal/shared/package.json'));
  const formatterRequire = createRequire(sharedRequire.resolve('intl-messageformat'));
  return {
    '@formatjs/icu-messageformat-parser$': formatterRequire.resolve(
      '@formatjs/icu-messageformat-parser/no-parser.js',
    ),
  };
};

/**
 * The host's federation runtime in one copy. `provideExternalRuntime` adds the runtime plugin that
 * hands the runtime to the remotes by its `require` entry (CommonJS), which brings the CommonJS build
 * of the runtime along; the rest of the page imports the ES build. Both were in main.js (about 12 KB
 * gzipped twice). Pointing the plugin at its ES build leaves one copy, the one the page runs.
 */
const runtimeProvidedOnce = () => {
  const federationRequire = createRequire(require.resolve('@module-federation/enhanced/webpack'));
  const commonJsPlugin = federationRequire.resolve('@module-federation/inject-external-runtime-core-plugin');
  return { [commonJsPlugin]: commonJsPlugin.replace(/\.cjs$/, '.js') };
};

/**
 * The one webpack configuration every app builds with.
 * @param {object} options
 * @param {string} options.appDir         the app's folder (holds package.json and src/)
 * @param {string} options.federationName the federation name (a JS identifier: 'shell', 'browse', ...)
 * @param {number} options.devPort        the dev server's port
 * @param {Record<string,string>} [options.exposes] what a remote exposes
 * @param {string[]} [options.runtimePlugins] federation runtime plugins (paths)
 * @param {string} options.title          the HTML page title
 * @param {boolean} [options.isHost]      the shell: absolute public path, no manifest
 */
export const createAppConfig =
  ({ appDir, federationName, devPort, exposes = {}, runtimePlugins = [], title, isHost = false }) =>
  (_env, argv = {}) => {
    const mode = argv.mode === 'development' ? 'development' : 'production';
    const isProduction = mode === 'production';
    const appPackage = require(path.join(appDir, 'package.json'));
    const build = process.env.PORTAL_BUILD ?? `${appPackage.version}-${mode}`;
    const apiOrigin = process.env.API_ORIGIN ?? DEFAULT_API_ORIGIN;
    // A remote's production build is only its federated container; its standalone page is for development.
    const federatedOnly = isProduction && !isHost;

    return {
      mode,
      context: appDir,
      entry: federatedOnly ? {} : { main: './src/index.ts' },
      devtool: isProduction ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        // A release builds into its own folder (scripts/release-remote.mjs); every other build into dist.
        path: process.env.PORTAL_OUT_DIR ?? path.join(appDir, 'dist'),
        // Remotes load chunks from their own origin, wherever the shell is.
        publicPath: isHost ? '/' : 'auto',
        // Entry files keep fixed names and are served no-cache; only chunks are hashed and immutable.
        // (webpack 5.111 cannot hash them anyway: the federation runtime module resolves the entry
        // filename before content hashes exist, see docs/adr/002-unhashed-entry-files.md.)
        filename: '[name].js',
        chunkFilename: isProduction ? '[name].[contenthash:8].js' : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        uniqueName: federationName,
        chunkLoadTimeout: CHUNK_LOAD_TIMEOUT_MS,
        clean: true,
      },
      resolve: {
        extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
        // A remote's production container compiles no shared code, so it needs no antd styles.
        alias: federatedOnly
          ? {}
          : {
              [ANTD_STATIC_STYLES]: antdStaticStyles(appDir, mode),
              ...messageParserLeftOut(appDir),
              ...reactApiOnPreact(appDir),
              ...(isHost ? runtimeProvidedOnce() : {}),
            },
      },
      // antd's generated styles load as a CSS chunk with the barrel that needs them.
      experiments: { css: true },
      module: {
        rules: [
          {
            test: /\.[cm]?tsx?$/,
            exclude: /node_modules/,
            use: {
              loader: require.resolve('swc-loader'),
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic', development: !isProduction } },
                  target: 'es2020',
                },
              },
            },
          },
          { test: /\.(png|jpe?g|svg|webp|woff2?)$/, type: 'asset/resource' },
          {
            test: /[\\/]portal\.remotes\.json$/,
            use: { loader: path.join(import.meta.dirname, 'remote-definitions-loader.mjs') },
          },
          {
            test: /[\\/]src[\\/](.+[\\/])?messages[\\/][a-z]{2}\.json$/,
            type: 'javascript/auto',
            use: { loader: path.join(import.meta.dirname, 'messages-loader.mjs') },
          },
        ],
      },
      cache: {
        type: 'filesystem',
        cacheDirectory: path.join(appDir, '.cache/webpack'),
        name: `${federationName}-${mode}`,
        buildDependencies: {
          config: [
            import.meta.filename,
            path.join(import.meta.dirname, 'messages-loader.mjs'),
            path.join(import.meta.dirname, 'remote-definitions-loader.mjs'),
            path.join(appDir, 'webpack.config.mjs'),
            DEFINITION_FILE,
          ],
        },
      },
      optimization: {
        // The message formatter and the locale's code are used by several of the contract's entries
        // (i18n, ui-base, the form kits): one chunk of their own, or each entry's chunk carries a copy.
        ...(isHost
          ? {
              splitChunks: {
                cacheGroups: {
                  messages: {
                    // A locale's catalog other than English stays a chunk of its own, loaded when chosen.
                    test: (module) =>
                      /[\\/](intl-messageformat|@formatjs[\\/][^\\/]+|shared[\\/]src[\\/]i18n)[\\/]/.test(
                        module.resource ?? '',
                      ) && !/[\\/]messages[\\/](?!en\.json)[a-z]{2}\.json$/.test(module.resource ?? ''),
                    name: 'messages',
                    chunks: 'all',
                    enforce: true,
                  },
                },
              },
            }
          : {}),
        minimizer: [
          new MinimizerPlugin({
            minify: MinimizerPlugin.swcMinify,
            minimizerOptions: { compress: { passes: 2 } },
          }),
        ],
      },
      performance: { hints: false },
      plugins: [
        new ModuleFederationPlugin({
          name: federationName,
          filename: 'remoteEntry.js',
          exposes,
          shared: createSharedConfig(appDir, { consumeOnly: federatedOnly }),
          shareStrategy: 'loaded-first',
          // Every container forgets a shared library's failed load, so that Retry fetches it again.
          runtimePlugins: [
            path.join(import.meta.dirname, 'retry-failed-shared-loads.mjs'),
            ...runtimePlugins,
          ],
          manifest: { fileName: 'mf-manifest.json' },
          dts: false,
          // One federation runtime for the whole page: the shell provides it, and a remote's
          // production container uses that copy instead of shipping its own (about 25 KB gzipped a
          // remote, docs/adr/005-first-load-budget.md). Standalone development pages keep their own.
          experiments: {
            ...(isHost ? { provideExternalRuntime: true } : federatedOnly ? { externalRuntime: true } : {}),
            // Every build here runs in a browser: the runtime's Node paths (loading a remote's entry
            // with fetch and vm) are left out of the bundle.
            optimization: { target: 'web' },
          },
        }),
        ...(federatedOnly
          ? []
          : [
              new HtmlWebpackPlugin({
                template: path.join(import.meta.dirname, 'index.html'),
                title,
                preloadDeployment: isHost,
                firstPaintScript: isHost
                  ? firstPaintScript(firstPaintHeadings(), firstPaintLoading())
                  : undefined,
                earlyStartScript: isHost
                  ? earlyStartScript(earlyStartTable({ build, locales: FIRST_PAINT_LOCALES }))
                  : undefined,
              }),
            ]),
        ...(isHost && isProduction
          ? [
              new FirstLoadFilesPlugin({
                shared: FIRST_PAINT_SHARED,
                asyncEntry: './bootstrap',
                // shell/src/lib/reports/portal-reports.ts: 3.6 KB, whose request after the page's load
                // came last in a phone's first load (ADR 014, ninth pass).
                alsoChunks: ['web-vitals'],
                // Three files of about the same size: a phone fetches them side by side, each on a
                // connection of its own, sooner than one file through one connection's slow start
                // (ADR 014, ninth pass: /account's LCP 2.5 s in one file, 2.3 s in three).
                parts: 3,
              }),
            ]
          : []),
        new webpack.DefinePlugin({
          'process.env.PORTAL_BUILD': JSON.stringify(build),
          // The host contract the shell provides: its own copy of @portal/shared, known before that loads.
          'process.env.PORTAL_HOST_CONTRACT': JSON.stringify(require('../../shared/package.json').version),
        }),
      ],
      devServer: {
        port: devPort,
        host: '127.0.0.1',
        historyApiFallback: true,
        hot: false,
        liveReload: true,
        static: isHost
          ? [{ directory: path.join(appDir, '..', 'deploy'), publicPath: '/', watch: true }]
          : false,
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: [{ context: ['/api'], target: apiOrigin, changeOrigin: true }],
      },
    };
  };
