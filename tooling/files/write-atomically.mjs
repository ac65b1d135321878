import { renameSync, writeFileSync } from 'node:fs';

/**
 * Replaces a file in one step (written beside it, then renamed over it), so that a reader, another
 * process among them, never sees half of it. Only Node's own modules here: the build and the scripts
 * both use it.
 * @param {string} file
 * @param {string | NodeJS.ArrayBufferView} content
 */
export const writeAtomically = (file, content) => {
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, content);
  renameSync(partial, file);
};
