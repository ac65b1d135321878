// The compressed copies of a production build, written by the build itself (cli.mjs): the portal's
// static origins (`preCompressed`) and nginx (gzip_static, brotli_static) send them as they are,
// rather than compressing every reply again. Only Node's own modules here.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { writeAtomically } from '../files/write-atomically.mjs';

/** Text files a browser downloads, worth compressing ahead of time; source maps are not among them. */
const COMPRESSIBLE = /\.(js|css|html|json|svg|txt)$/;
const MIN_BYTES = 1024;

/**
 * Writes `file.br` and `file.gz` beside each compressible file of a build, at the highest levels
 * (paid once, not per request). A file whose compressed copies are newer than it is skipped, so a
 * second run costs nothing; a build empties its folder first (webpack's `output.clean`), so no copy
 * outlives the file it was made from.
 * @param {string} root a build folder
 * @returns {number} how many files were compressed now
 */
export const precompress = (root) => {
  let compressed = 0;
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        walk(file);
        continue;
      }
      if (!COMPRESSIBLE.test(entry.name)) continue;
      const { size, mtimeMs } = statSync(file);
      if (size < MIN_BYTES) continue;
      const fresh = (copy) => existsSync(copy) && statSync(copy).mtimeMs >= mtimeMs;
      if (fresh(`${file}.br`) && fresh(`${file}.gz`)) continue;
      const content = readFileSync(file);
      // Whole or not at all: a server may be sending a copy while a second stack starting on the same
      // build writes it again.
      writeAtomically(
        `${file}.br`,
        brotliCompressSync(content, {
          params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: size },
        }),
      );
      writeAtomically(`${file}.gz`, gzipSync(content, { level: 9 }));
      compressed += 1;
    }
  };
  walk(root);
  return compressed;
};
