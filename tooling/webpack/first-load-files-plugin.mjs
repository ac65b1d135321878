import { createHash } from 'node:crypto';

/**
 * Fetches what the shell's start-up runs with index.html, in a few files: the chunks of the
 * `import('./bootstrap')` boundary and of the shared libraries the first screen uses. The browser
 * otherwise discovers them only after main.js has run, one network round trip later
 * (docs/adr/005-first-load-budget.md).
 *
 * A few files, not a preload per chunk (ADR 014, ninth pass): about twenty requests after the HTML cost
 * a phone more than their bytes over HTTP/1.1 (each its own connection's slow start, sharing one link),
 * and compressed together the chunks are about a fifth smaller. Each `first-load.<hash>.js` is some of
 * the chunks' files one after the other, unchanged: each registers its chunk with webpack's runtime when
 * it runs, before main.js (all deferred, in document order), so the runtime finds them in and asks for
 * none. The chunk files stay beside them, for a page whose first-load file failed. Webpack's own chunks
 * cannot be merged instead: a shared library's chunk and the chunks consuming it would wait on each
 * other as they load.
 *
 * The scripts keep a deferred script's low priority. With a preload per chunk, main.js, the last of
 * about twenty requests over HTTP/1.1's six connections, was fetched with a high priority; four scripts
 * no longer queue behind anything, and a high-priority script counts as blocking the first paint in
 * Lighthouse's simulation (FCP 0.7 or 1.6 s from one run to the next, ADR 014's ninth pass).
 */
const PLUGIN = 'FirstLoadFilesPlugin';

/** Beside index.html: each first-load file and the chunk files it holds. */
export const FIRST_LOAD_INDEX = 'first-load.json';

export class FirstLoadFilesPlugin {
  /**
   * @param {{ shared: string[], asyncEntry: string, alsoChunks?: string[], parts?: number }} options
   * `alsoChunks`: named chunks to fetch with the first load although the start-up does not run them;
   * `parts`: how many files the first load is cut into.
   */
  constructor({ shared, asyncEntry, alsoChunks = [], parts = 1 }) {
    this.shared = new Set(shared);
    this.asyncEntry = asyncEntry;
    this.alsoChunks = new Set(alsoChunks);
    this.parts = parts;
  }

  /** The first load's chunk files, in a stable order. */
  firstLoadFiles(compilation) {
    const files = new Set();
    const addGroupFiles = (group) => {
      if (!group) return;
      for (const chunk of group.chunks) for (const file of chunk.files) files.add(file);
    };
    for (const group of compilation.chunkGroups) {
      if (group.origins.some((origin) => origin.request === this.asyncEntry)) addGroupFiles(group);
    }
    // The shell provides each shared library from a lazy block of its provide-shared module: the
    // chunks of that block are what the runtime loads when the library is first used.
    for (const module of compilation.modules) {
      if (module.constructor.name !== 'ProvideSharedModule' || !this.shared.has(module._name)) continue;
      for (const block of module.blocks) addGroupFiles(compilation.chunkGraph.getBlockChunkGroup(block));
    }
    for (const chunk of compilation.chunks) {
      if (this.alsoChunks.has(chunk.name)) for (const file of chunk.files) files.add(file);
    }
    return [...files].filter((file) => file.endsWith('.js')).sort();
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      let firstLoad = [];
      // Once the chunks are minimized, before their source maps are written: the source maps' plugin
      // then maps each first-load file through its chunks' own maps.
      compilation.hooks.processAssets.tap(
        { name: PLUGIN, stage: Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING - 1 },
        () => {
          const files = this.firstLoadFiles(compilation).map((file) => compilation.getAsset(file));
          // The largest first, each into the lightest part so far.
          const parts = Array.from({ length: this.parts }, () => ({ size: 0, assets: [] }));
          for (const asset of [...files].sort((a, b) => b.source.size() - a.source.size())) {
            const lightest = parts.reduce((min, part) => (part.size < min.size ? part : min));
            lightest.assets.push(asset);
            lightest.size += asset.source.size();
          }
          firstLoad = parts
            .filter((part) => part.assets.length > 0)
            .map((part) => {
              const ordered = part.assets.sort((a, b) => a.name.localeCompare(b.name));
              const source = new sources.ConcatSource(...ordered.flatMap((asset) => [asset.source, '\n']));
              const hash = createHash('sha256').update(source.source()).digest('hex').slice(0, 8);
              const name = `first-load.${hash}.js`;
              // Minimized already, chunk by chunk: the minimizer, which sees later assets too, leaves it.
              compilation.emitAsset(name, source, { immutable: true, minimized: true });
              return { name, files: ordered.map((asset) => asset.name) };
            });
          // Which chunk files each first-load file holds, for the measures (scripts/lib/first-load.mjs).
          compilation.emitAsset(
            FIRST_LOAD_INDEX,
            new sources.RawSource(
              JSON.stringify(Object.fromEntries(firstLoad.map(({ name, files }) => [name, files])), null, 2),
            ),
          );
        },
      );
      compilation.hooks.processAssets.tap(
        { name: PLUGIN, stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const html = compilation.getAsset('index.html');
          if (!html || firstLoad.length === 0) return;
          const tag = firstLoad.map(({ name }) => `<script defer="defer" src="/${name}"></script>`).join('');
          const before = html.source.source().toString();
          const page = before.replace(/<script defer="defer" src="\/main\.js"/, `${tag}$&`);
          if (page === before) throw new Error(`${PLUGIN}: index.html has no main.js script tag`);
          compilation.updateAsset('index.html', new sources.RawSource(page));
        },
      );
    });
  }
}
