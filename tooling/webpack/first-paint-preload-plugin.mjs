import HtmlWebpackPlugin from 'html-webpack-plugin';

/**
 * Adds `<link rel="preload" as="script">` to the shell's index.html for what its start-up runs: the
 * chunks of the `import('./bootstrap')` boundary and the shared libraries the first screen uses. The
 * browser otherwise discovers them only after main.js has run, one network round trip later
 * (docs/adr/005-first-load-budget.md).
 *
 * The entry script itself is fetched first (`fetchpriority="high"`): a deferred script is a
 * low-priority request, so over HTTP/1.1's six connections a page used to fetch all the preloads
 * before main.js, which starts everything else (ADR 014).
 */
const PLUGIN = 'FirstPaintPreloadPlugin';

export class FirstPaintPreloadPlugin {
  /** @param {{ shared: string[], asyncEntry: string }} options */
  constructor({ shared, asyncEntry }) {
    this.shared = new Set(shared);
    this.asyncEntry = asyncEntry;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTags.tap(PLUGIN, (data) => {
        for (const tag of data.assetTags.scripts) tag.attributes.fetchpriority = 'high';
        return data;
      });
      compilation.hooks.processAssets.tap(
        { name: PLUGIN, stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const html = compilation.getAsset('index.html');
          if (!html) return;
          const { chunkGraph } = compilation;
          /** file → its chunk's id (a named chunk's file does not start with its id: `messages.<hash>.js`). */
          const files = new Map();
          const addGroupFiles = (group) => {
            if (!group) return;
            for (const chunk of group.chunks) for (const file of chunk.files) files.set(file, chunk.id);
          };
          for (const group of compilation.chunkGroups) {
            if (group.origins.some((origin) => origin.request === this.asyncEntry)) addGroupFiles(group);
          }
          // The shell provides each shared library from a lazy block of its provide-shared module:
          // the chunks of that block are what the runtime loads when the library is first used.
          for (const module of compilation.modules) {
            if (module.constructor.name !== 'ProvideSharedModule' || !this.shared.has(module._name)) continue;
            for (const block of module.blocks) addGroupFiles(chunkGraph.getBlockChunkGroup(block));
          }
          const links = [...files]
            .filter(([file]) => file.endsWith('.js'))
            .sort(([a], [b]) => a.localeCompare(b))
            .map(([file, id]) => `<link rel="preload" as="script" href="/${file}" data-chunk="${id}" />`)
            .join('');
          const page = html.source.source().toString().replace('</head>', `${links}</head>`);
          compilation.updateAsset('index.html', new compiler.webpack.sources.RawSource(page));
        },
      );
    });
  }
}
