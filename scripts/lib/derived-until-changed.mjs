import { statSync } from 'node:fs';

/**
 * `derive` of a file, derived again only when the file changes (its path, inode, modification time or
 * size): the shell's origin asks for its policy on every reply, and the files the policy comes from
 * change only on a release or a build. A release replaces its file by renaming a new one over it, so
 * the inode changes even within one millisecond.
 * @template T
 * @param {(file: string) => T} derive
 * @returns {(file: string) => T}
 */
export const derivedUntilChanged = (derive) => {
  let seen = null;
  let value;
  return (file) => {
    const stat = statSync(file, { throwIfNoEntry: false });
    const key = stat ? [file, stat.ino, stat.mtimeMs, stat.size].join('\n') : `${file}\nabsent`;
    if (key !== seen) {
      value = derive(file);
      seen = key;
    }
    return value;
  };
};
