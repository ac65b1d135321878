import { options } from 'preact';

/**
 * The components the renderer draws again while `during` runs, by name: for a test that something
 * (a store's change, a parent's state) draws nothing it does not need to. It reads the renderer's
 * own hook, called once for every element it has compared (Preact's `options.diffed`).
 */
export const componentsDrawnDuring = async (during: () => unknown): Promise<string[]> => {
  const drawn: string[] = [];
  const previous = options.diffed;
  options.diffed = (vnode) => {
    if (typeof vnode.type === 'function') drawn.push(vnode.type.displayName ?? vnode.type.name);
    previous?.(vnode);
  };
  try {
    await during();
  } finally {
    options.diffed = previous;
  }
  return drawn;
};
