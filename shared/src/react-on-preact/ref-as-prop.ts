import { options, type VNode } from 'preact';

/**
 * React 19 gives a function component its `ref` as a prop; Preact 10 keeps it on the element and
 * drops it unless the component is wrapped in `forwardRef`. The portal's components are written for
 * React 19 (the base kit's controls take `ref` as a prop, and react-hook-form's fields spread theirs
 * into them), so every element of a function component gets its `ref` as a prop here, before Preact
 * (and its compatibility layer's own hook, which does the same for `forwardRef`) sees it.
 * Class components keep theirs: a ref to a class is its instance, in React as in Preact.
 */
const isFunctionComponent = (type: VNode['type']): boolean =>
  typeof type === 'function' && !(type.prototype as { render?: unknown } | undefined)?.render;

const previous = options.vnode;
options.vnode = (vnode) => {
  if (vnode.ref && isFunctionComponent(vnode.type)) {
    (vnode.props as { ref?: unknown }).ref = vnode.ref;
    (vnode as { ref: unknown }).ref = null;
  }
  previous?.(vnode);
};
